import type { ReactNode } from "react";
import { Link } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import type { MyAppView } from "#contract/publishing.ts";
import { EmptyState } from "../components/catalog/empty-state.tsx";
import { MyAppCard, type MyAppWrite } from "../components/publishing/my-app-card.tsx";
import { RouteError } from "../components/route-error.tsx";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import { loadData, sendApi } from "../lib/route-data.ts";
import { loadMyAppsPage } from "./my-pwas.server.ts";
import type { Route } from "./+types/my-pwas";

export async function loader({ context }: Route.LoaderArgs) {
  // The edit dialog's category select (public data; the apps themselves load in the browser).
  return loadMyAppsPage(context.db, getLocale());
}

/** The categories from the server, the user's apps (every status) with the user's token. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [{ categories }, apps] = await Promise.all([
    serverLoader(),
    loadData<{ items: MyAppView[] }>("/client/pwas/mine?pageSize=100", request),
  ]);
  return { categories, apps: apps.items };
}
// The first load too: the server only has the categories, and renders the HydrateFallback.
clientLoader.hydrate = true as const;

/** A card's publish, unpublish (a refusal is toasted) or delete (its dialog shows a refusal). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const { id, intent } = (await request.json()) as MyAppWrite;
  const path = `/client/pwas/${encodeURIComponent(id)}`;
  if (intent === "delete") return sendApi(path, { method: "DELETE", success: m.publish_deleted() });
  return sendApi(`${path}/${intent}`, { method: "POST", success: m.publish_updated(), failure: m.myapps_action_failed() });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.myapps_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

/** The heading and "Add an app" above the apps (or their skeleton, or what failed). */
function MyAppsFrame({ children }: { children: ReactNode }) {
  return (
    <div className="container-page py-8 sm:py-12" data-testid="my-pwas-page">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{m.myapps_heading()}</h1>
          <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">{m.myapps_intro()}</p>
        </div>
        <Link to="/add-pwa" className="btn-primary" data-testid="my-pwas-add">
          {m.myapps_add()}
        </Link>
      </div>
      <div className="mt-8">{children}</div>
    </div>
  );
}

export function HydrateFallback() {
  return (
    <MyAppsFrame>
      <p role="status" className="sr-only">
        {m.myapps_loading()}
      </p>
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
    </MyAppsFrame>
  );
}

export function ErrorBoundary() {
  return (
    <MyAppsFrame>
      <RouteError title={m.myapps_load_failed()} testId="my-pwas-error" />
    </MyAppsFrame>
  );
}

/** /my-pwas (sign-in required): the user's own apps in every status, and what they can do with each. */
export default function MyApps({ loaderData: { apps, categories } }: Route.ComponentProps) {
  return (
    <MyAppsFrame>
      {apps.length === 0 ? (
        <EmptyState title={m.myapps_empty_title()} body={m.myapps_empty_body()} action={{ href: "/add-pwa", label: m.myapps_add() }} />
      ) : (
        <ul className="space-y-4" data-testid="my-pwas-list">
          {apps.map((app) => (
            <MyAppCard key={app.id} app={app} categories={categories} />
          ))}
        </ul>
      )}
    </MyAppsFrame>
  );
}
