import type { ReactNode } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import { m } from "#app/paraglide/messages.js";
import type { CategoryOption } from "../../lib/catalog-card.ts";
import type { ListingPageView } from "../../lib/catalog-listing.ts";
import { AppGrid } from "./app-grid.tsx";
import { EmptyState } from "./empty-state.tsx";
import { useSearchHighlight } from "./highlighted.tsx";
import { ListingControls } from "./listing-controls.tsx";
import { Pagination } from "./pagination.tsx";
import { RankedGrid } from "./ranked-grid.tsx";
import { AppGridSkeleton } from "./skeletons.tsx";
import { isSingular } from "#app/lib/plural.ts";

/** "64 apps", or "3 results for “maps”" while searching. */
export function resultCountText(total: number, q: string): string {
  const count = String(total);
  if (q) return isSingular(total) ? m.store_results_one({ count, q }) : m.store_results_other({ count, q });
  return isSingular(total) ? m.store_app_count_one({ count }) : m.store_app_count_other({ count });
}

/**
 * True while a client navigation to another URL of this same page loads (a new sort, filter or
 * page): the results are stale, so they give way to skeletons.
 */
function useListingLoading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return (
    navigation.state === "loading" && navigation.location.pathname === location.pathname && navigation.location.search !== location.search
  );
}

interface ListingPageProps {
  title: string;
  intro?: ReactNode;
  /** Shown above the title (a breadcrumb, a category badge). */
  before?: ReactNode;
  action: string;
  view: ListingPageView;
  controls: { q?: boolean; category?: boolean; sort?: boolean };
  categories?: readonly CategoryOption[];
  /** The empty state when the visitor chose nothing (e.g. a category without apps yet). */
  emptyTitle: string;
  /** Shown under the empty state of a search that found nothing at all: a way on. */
  noResultsExtra?: ReactNode;
  /** Shown under a search's result count (the store: the categories its words name). */
  searchAside?: ReactNode;
  testId: string;
}

/** The layout every listing page shares: title, controls, count, grid (or skeletons, or an empty state), pagination. */
export function ListingPage({
  title,
  intro,
  before,
  action,
  view,
  controls,
  categories,
  emptyTitle,
  noResultsExtra,
  searchAside,
  testId,
}: ListingPageProps) {
  const loading = useListingLoading();
  const { listing, form, pagination } = view;
  const pastTheEnd = listing.items.length === 0 && listing.total > 0;

  let empty: ReactNode = null;
  if (pastTheEnd) {
    empty = <EmptyState title={m.store_empty_past_end()} action={{ href: view.firstPageHref, label: m.store_first_page() }} />;
  } else if (listing.items.length === 0 && view.filtered) {
    empty = (
      <>
        <EmptyState
          title={m.store_empty_filtered_title()}
          body={m.store_empty_filtered_body()}
          action={{ href: view.clearHref, label: m.store_clear_filters() }}
        />
        {form.q ? noResultsExtra : null}
      </>
    );
  } else if (listing.items.length === 0) {
    empty = <EmptyState title={emptyTitle} action={action === "/store" ? undefined : { href: "/store", label: m.home_browse_store() }} />;
  }

  // A search's cards mark the words it matched, as typed and as corrected.
  const grid = useSearchHighlight(form.q ? `${form.q} ${listing.correctedQuery ?? ""}` : "", listing.items);

  return (
    <div ref={grid} className="container-page py-8 sm:py-12" data-testid={testId}>
      {before}
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{title}</h1>
      {intro ? <p className="mt-3 max-w-3xl text-lg text-slate-600 dark:text-slate-400">{intro}</p> : null}
      <div className="mt-6">
        <ListingControls action={action} form={form} show={controls} categories={categories} />
      </div>
      <div className="mb-4 mt-6 flex flex-wrap items-baseline justify-between gap-2 text-sm text-slate-600 dark:text-slate-400">
        <p role="status" data-testid="result-count" data-total={listing.total}>
          {resultCountText(listing.total, form.q)}
        </p>
        {listing.correctedQuery && view.insteadHref ? (
          <p className="basis-full text-base text-slate-800 dark:text-slate-200" data-testid="search-corrected">
            {m.store_search_corrected({ corrected: listing.correctedQuery })}{" "}
            <Link
              to={view.insteadHref}
              className="focus-ring rounded font-semibold text-brand-700 underline dark:text-brand-100"
              data-testid="search-instead"
            >
              {m.store_search_instead({ q: form.q })}
            </Link>
          </p>
        ) : null}
        {searchAside}
        {listing.partial ? (
          <p className="basis-full" data-testid="search-partial">
            {m.store_search_partial()}
          </p>
        ) : null}
        {pagination.totalPages > 1 ? (
          <p>{m.store_pagination_status({ page: String(pagination.page), total: String(pagination.totalPages) })}</p>
        ) : null}
      </div>
      {loading ? (
        <AppGridSkeleton count={Math.min(Math.max(listing.items.length, 4), 12)} />
      ) : (
        <>
          {empty ??
            (view.recentOpens ? (
              <RankedGrid
                apps={listing.items}
                recentOpens={view.recentOpens}
                firstRank={(listing.page - 1) * listing.pageSize + 1}
                label={title}
              />
            ) : (
              <AppGrid apps={listing.items} eagerCount={4} label={title} headingLevel={2} />
            ))}
          <Pagination pagination={pagination} />
        </>
      )}
    </div>
  );
}
