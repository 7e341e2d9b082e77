import { lazy, Suspense, useRef, type KeyboardEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import { PageSpinner } from "../lib/session/require-auth.tsx";
import { useShownAuthStatus } from "../lib/session/signed-in-hint.ts";
import { loadAddAppPage } from "./add-pwa.server.ts";
import type { Route } from "./+types/add-pwa";
import { browserOnly } from "#app/lib/browser-only.ts";

export async function loader({ context }: Route.LoaderArgs) {
  // The category select of both tabs (public data: the same for everyone).
  return loadAddAppPage(context.db, getLocale());
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.addapp_title(), productNameFrom(matches)) }, { name: "description", content: m.addapp_intro() }];
}

// The forms (and the schemas they validate with) load only for a signed-in visitor who sees them:
// the signed-out page stays as light as the other public pages. The server renders neither (it
// never knows the session), so the Worker carries neither.
const AddByUrlForm = lazy(() =>
  (import.meta.env.SSR ? browserOnly() : import("../components/publishing/add-by-url-form.tsx")).then((module) => ({
    default: module.AddByUrlForm,
  })),
);
const ZipUploadForm = lazy(() =>
  (import.meta.env.SSR ? browserOnly() : import("../components/publishing/zip-upload-form.tsx")).then((module) => ({
    default: module.ZipUploadForm,
  })),
);

/** The tabs, each with its form (which takes the categories for its select). */
const TABS = [
  { id: "url", label: () => m.addapp_tab_url(), Form: AddByUrlForm },
  { id: "zip", label: () => m.addapp_tab_zip(), Form: ZipUploadForm },
] as const;
type TabId = (typeof TABS)[number]["id"];

/** The two ways to add an app (docs/product.md#publishing-and-app-statuses), as an ARIA tab list kept in `?tab=`. */
function AddAppTabs({ categories }: { categories: Array<{ id: string; name: string }> }) {
  const [params, setParams] = useSearchParams();
  const active: TabId = params.get("tab") === "zip" ? "zip" : "url";
  const tabs = useRef<Record<TabId, HTMLButtonElement | null>>({ url: null, zip: null });

  const select = (id: TabId) => {
    setParams(id === "url" ? {} : { tab: id }, { replace: true, preventScrollReset: true });
    tabs.current[id]?.focus();
  };
  // Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((tab) => tab.id === active);
    const next =
      event.key === "ArrowRight"
        ? TABS[(index + 1) % TABS.length]
        : event.key === "ArrowLeft"
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : event.key === "Home"
            ? TABS[0]
            : event.key === "End"
              ? TABS[TABS.length - 1]
              : null;
    if (!next) return;
    event.preventDefault();
    select(next.id);
  };

  return (
    <div className="mt-8">
      <div
        role="tablist"
        aria-label={m.addapp_tabs_label()}
        onKeyDown={onKeyDown}
        className="flex gap-1 border-b border-slate-200 dark:border-slate-800"
      >
        {TABS.map((tab) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabs.current[tab.id] = element;
              }}
              type="button"
              role="tab"
              id={`add-pwa-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`add-pwa-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.id)}
              className={`focus-ring -mb-px rounded-t-lg border-b-2 px-4 py-2.5 text-sm font-semibold ${
                selected
                  ? "border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-100"
                  : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
              }`}
              data-testid={`add-pwa-tab-${tab.id}`}
            >
              {tab.label()}
            </button>
          );
        })}
      </div>
      {TABS.map(({ id, Form }) => (
        <div
          key={id}
          role="tabpanel"
          id={`add-pwa-panel-${id}`}
          aria-labelledby={`add-pwa-tab-${id}`}
          hidden={active !== id}
          className="pt-6"
        >
          {active === id ? (
            <Suspense fallback={<PageSpinner />}>
              <Form categories={categories} />
            </Suspense>
          ) : null}
        </div>
      ))}
      {/* Both forms lead to the owner's list; the ZIP form shows its own result first. */}
      <p className="mt-8 text-sm text-slate-600 dark:text-slate-400">
        <Link to="/my-pwas" className="focus-ring rounded font-semibold text-brand-700 underline dark:text-brand-100">
          {m.addapp_go_my_pwas()}
        </Link>
      </p>
    </div>
  );
}

/**
 * /add-pwa (docs/product.md#pages-and-routes): the route itself is public; signed out, the screen
 * says that signing in is needed and offers Sign In and Create Account. Signed in: the tabs "Add by
 * URL" and "Upload ZIP" (docs/product.md#publishing-and-app-statuses).
 */
export default function AddApp({ loaderData }: Route.ComponentProps) {
  // Signed out (no sign-in hint): the sign-in screen from the first paint, not a spinner first.
  const status = useShownAuthStatus();
  return (
    <section className="container-page py-12">
      <h1 className="text-3xl font-bold">{m.addapp_title()}</h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">{m.addapp_intro()}</p>
      {status === "initializing" ? (
        <PageSpinner />
      ) : status === "anonymous" ? (
        <div className="mt-8 max-w-xl rounded-2xl border border-slate-200 p-6 dark:border-slate-800" data-testid="add-pwa-signed-out">
          <p className="text-lg">{m.addapp_signed_out()}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/login?redirect=%2Fadd-pwa" className="btn-primary">
              {m.addapp_sign_in()}
            </Link>
            <Link
              to="/register"
              className="focus-ring rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              {m.addapp_create_account()}
            </Link>
          </div>
        </div>
      ) : (
        <AddAppTabs categories={loaderData.categories} />
      )}
    </section>
  );
}
