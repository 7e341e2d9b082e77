import type { ReactNode, Ref } from "react";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { toast } from "#app/lib/toast.ts";
import { m } from "#app/paraglide/messages.js";
import type { AppCard as AppCardData } from "#contract/catalog.ts";
import type { FavoriteItem } from "#contract/community.ts";
import type { Page } from "#contract/page.ts";
import { AppCard } from "../components/catalog/app-card.tsx";
import { APP_GRID_CLASS } from "../components/catalog/app-grid.tsx";
import { EmptyState } from "../components/catalog/empty-state.tsx";
import { Pagination } from "../components/catalog/pagination.tsx";
import { AppGridSkeleton } from "../components/catalog/skeletons.tsx";
import { RouteError } from "../components/route-error.tsx";
import { favoritesStore, useFavoritesSession, useFavoritesSnapshot } from "../lib/favorites/use-favorite.ts";
import { pageHref, pageFromSearch, paginationFor } from "../lib/favorites/pagination.ts";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import { loadData } from "../lib/route-data.ts";
import { useReload } from "../lib/use-action.ts";
import type { Route } from "./+types/favorites";
import { isSingular } from "#app/lib/plural.ts";

/** Cards a page: the catalog's grid holds 24 evenly at every width (2, 3 and 4 columns). */
const PAGE_SIZE = 24;

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.favorite_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const page = pageFromSearch(new URL(request.url).search);
  const data = await loadData<Page<FavoriteItem>>(`/client/favorites?page=${page}&pageSize=${PAGE_SIZE}`, request);
  // Every listed app is a favourite: their hearts are right even beyond the ids' limit.
  favoritesStore.know(
    data.items.map((item) => item.app.id),
    true,
  );
  return data;
}

function countText(total: number): string {
  const count = String(total);
  return isSingular(total) ? m.favorite_apps_count_one({ count }) : m.favorite_apps_count_other({ count });
}

/** The heading and the count around what the page shows (its cards, skeleton or load error). */
function FavoritesFrame({ heading, total, children }: { heading?: Ref<HTMLHeadingElement>; total?: number; children: ReactNode }) {
  return (
    <div className="container-page py-8 sm:py-12" data-testid="favorites-page">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight text-slate-900 outline-none sm:text-4xl dark:text-white">
        {m.favorite_heading()}
      </h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-600 dark:text-slate-400">{m.favorite_intro()}</p>
      <p
        role="status"
        className="mb-4 mt-6 min-h-5 text-sm text-slate-600 dark:text-slate-400"
        data-testid="favorites-total"
        data-total={total}
      >
        {total === undefined ? null : countText(total)}
      </p>
      {children}
    </div>
  );
}

export function HydrateFallback() {
  return (
    <FavoritesFrame>
      <AppGridSkeleton count={8} />
    </FavoritesFrame>
  );
}

export function ErrorBoundary() {
  return (
    <FavoritesFrame>
      <RouteError title={m.favorite_load_failed()} testId="favorites-error" />
    </FavoritesFrame>
  );
}

/**
 * /favorites (sign-in required): the user's favourite apps as cards, newest favourite first,
 * paged by `?page=`. The hearts are the same as everywhere: un-hearting a card takes it off the
 * page at once (back if the server refuses), and the toast offers to undo.
 */
export default function Favorites({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const page = pageFromSearch(location.search);
  const { userId } = useFavoritesSession();
  const snapshot = useFavoritesSnapshot();
  const reload = useReload();
  const heading = useRef<HTMLHeadingElement>(null);
  const grid = useRef<HTMLUListElement>(null);

  // Only once the store speaks for this user does it decide which cards are still favourites.
  const decided = snapshot.userId !== null && snapshot.userId === userId;
  const { items } = loaderData;
  const visible = decided ? items.filter((item) => snapshot.favorited.has(item.app.id)) : items;
  const total = Math.max(0, loaderData.total - (items.length - visible.length));

  // Every card of the first page removed while more favourites remain: load the page again
  // (once) to show the ones that moved up.
  const exhausted = visible.length === 0 && total > 0;
  const reloaded = useRef(false);
  useEffect(() => {
    if (items.length > 0) reloaded.current = false;
    if (exhausted && page === 1 && !reloaded.current) {
      reloaded.current = true;
      reload();
    }
  }, [exhausted, page, items, reload]);

  // A card that left the page took the focus with it: give it to the next card's heart (or the
  // previous one, or the heading), so keyboard users stay where they were.
  const lastHeartIndex = useRef(0);
  const shownCount = useRef(visible.length);
  useEffect(() => {
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (visible.length < shownCount.current && lost) {
      const hearts = grid.current?.querySelectorAll<HTMLButtonElement>("button[aria-pressed]");
      const index = Math.min(lastHeartIndex.current, (hearts?.length ?? 0) - 1);
      if (hearts && index >= 0) hearts[index]?.focus();
      else heading.current?.focus();
    }
    shownCount.current = visible.length;
  });

  function saved(app: AppCardData, favorited: boolean) {
    if (favorited) return;
    toast.success(m.favorite_removed_toast({ name: app.name }), {
      action: {
        label: m.favorite_undo(),
        onClick: () => {
          void favoritesStore.toggle(app.id).then((outcome) => {
            if (outcome.status === "failed") toast.error(m.favorite_add_failed());
          });
        },
      },
    });
  }

  let body: ReactNode;
  if (exhausted) {
    // Past the last page, or every card of this page removed while others remain.
    body = (
      <EmptyState
        title={m.favorite_empty_page()}
        action={page > 1 ? { href: pageHref("/favorites", 1), label: m.store_first_page() } : undefined}
      />
    );
  } else if (visible.length === 0) {
    body = (
      <EmptyState
        title={m.favorite_empty_title()}
        body={m.favorite_empty_body()}
        action={{ href: "/store", label: m.favorite_empty_action() }}
      />
    );
  } else {
    body = (
      <>
        <ul
          ref={grid}
          className={APP_GRID_CLASS}
          aria-label={m.favorite_list_label()}
          data-testid="favorites-grid"
          onFocus={(event) => {
            const hearts = [...(grid.current?.querySelectorAll("button[aria-pressed]") ?? [])];
            const index = hearts.indexOf(event.target as Element);
            if (index >= 0) lastHeartIndex.current = index;
          }}
        >
          {visible.map((item, index) => (
            <AppCard key={item.app.id} app={item.app} eager={index < 4} onFavoriteSaved={(outcome) => saved(item.app, outcome.favorited)} />
          ))}
        </ul>
        <Pagination pagination={paginationFor("/favorites", page, loaderData.total, PAGE_SIZE)} />
      </>
    );
  }

  return (
    <FavoritesFrame heading={heading} total={total}>
      {body}
    </FavoritesFrame>
  );
}
