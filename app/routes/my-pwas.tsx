import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import type { MyAppView } from "#contract/publishing.ts";
import { EmptyState } from "../components/catalog/empty-state.tsx";
import { FormAlert, secondaryButtonClass } from "../components/profile/ui.tsx";
import { MyAppCard } from "../components/publishing/my-app-card.tsx";
import { ApiClientError, apiRequest } from "../lib/api/client.ts";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import { RequireAuth } from "../lib/session/require-auth.tsx";
import { loadMyPwasPage } from "./my-pwas.server.ts";
import type { Route } from "./+types/my-pwas";

export async function loader({ context }: Route.LoaderArgs) {
  // The edit dialog's category select (public data; the apps themselves load in the browser).
  return loadMyPwasPage(context.db, getLocale());
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.mypwas_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

function ListSkeleton() {
  return (
    <ul aria-hidden="true" className="space-y-4" data-testid="my-pwas-loading">
      {[0, 1, 2].map((index) => (
        <li key={index} className="flex animate-pulse gap-4 rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
          <span className="h-14 w-14 rounded-xl bg-slate-200 dark:bg-slate-800" />
          <span className="flex-1 space-y-2">
            <span className="block h-5 w-1/3 rounded bg-slate-200 dark:bg-slate-800" />
            <span className="block h-4 w-2/3 rounded bg-slate-200 dark:bg-slate-800" />
            <span className="block h-4 w-1/4 rounded bg-slate-200 dark:bg-slate-800" />
          </span>
        </li>
      ))}
    </ul>
  );
}

function MyPwasPage({ categories }: { categories: Array<{ id: string; name: string }> }) {
  const [apps, setApps] = useState<MyAppView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    apiRequest<{ data: { items: MyAppView[] } }>("/client/pwas/mine?pageSize=100", { signal: controller.signal })
      .then((answer) => setApps(answer.data.items))
      .catch((failure: unknown) => {
        if (failure instanceof DOMException && failure.name === "AbortError") return;
        setError(failure instanceof ApiClientError ? failure.message : m.client_error_unexpected());
      });
    return () => controller.abort();
  }, [attempt]);

  const replace = useCallback(
    (changed: MyAppView) => setApps((current) => current?.map((app) => (app.id === changed.id ? changed : app)) ?? null),
    [],
  );
  const remove = useCallback((id: string) => setApps((current) => current?.filter((app) => app.id !== id) ?? null), []);

  return (
    <div className="container-page py-8 sm:py-12" data-testid="my-pwas-page">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{m.mypwas_heading()}</h1>
          <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">{m.mypwas_intro()}</p>
        </div>
        <Link to="/add-pwa" className="btn-primary" data-testid="my-pwas-add">
          {m.mypwas_add()}
        </Link>
      </div>
      <div className="mt-8">
        {error ? (
          <div className="space-y-3">
            <FormAlert message={error} testId="my-pwas-error" />
            <button type="button" className={secondaryButtonClass} onClick={() => setAttempt((value) => value + 1)}>
              {m.mypwas_retry()}
            </button>
          </div>
        ) : apps === null ? (
          <>
            <p role="status" className="sr-only">
              {m.mypwas_loading()}
            </p>
            <ListSkeleton />
          </>
        ) : apps.length === 0 ? (
          <EmptyState title={m.mypwas_empty_title()} body={m.mypwas_empty_body()} action={{ href: "/add-pwa", label: m.mypwas_add() }} />
        ) : (
          <ul className="space-y-4" data-testid="my-pwas-list">
            {apps.map((app) => (
              <MyAppCard key={app.id} app={app} categories={categories} onChange={replace} onDeleted={remove} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** /my-pwas (sign-in required): the user's own apps in every status, and what they can do with each. */
export default function MyPwas({ loaderData }: Route.ComponentProps) {
  return (
    <RequireAuth>
      <MyPwasPage categories={loaderData.categories} />
    </RequireAuth>
  );
}
