import { useMemo } from "react";
import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { AdminSidebar } from "../../components/admin/sidebar.tsx";
import { AdminForbidden } from "../../components/admin/ui.tsx";
import { RouteError } from "../../components/route-error.tsx";
import type { AdminContext, AdminCounts } from "../../lib/admin/admin-context.ts";
import { accountErrorMessage } from "../../lib/api/errors.ts";
import { formatPageTitle, productNameFrom } from "../../lib/page-title.ts";
import { loadData, signedInUser } from "../../lib/route-data.ts";
import { PageSpinner } from "../../lib/session/require-auth.tsx";
import { useReload } from "../../lib/use-action.ts";
import type { Route } from "./+types/layout";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.admin_area(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

/**
 * /admin and its sections: sign-in required (signed-out visitors go to /login, as for every
 * protected path) and the administrator role; others get a 403 page. The API answers them 403
 * whatever the browser does, so this is for people, not for security. For admins: the live counts
 * of what waits (sidebar badges, dashboard), asked again on every move between sections and after
 * every decision (the router revalidates after each action).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await signedInUser();
  if (user.role !== "admin") return { forbidden: true, counts: null, countsError: null };
  try {
    return { forbidden: false, counts: await loadData<AdminCounts>("/admin/dashboard", request), countsError: null };
  } catch (error) {
    // The counts are a frame's detail: the section still loads without them.
    return { forbidden: false, counts: null, countsError: accountErrorMessage(error) };
  }
}

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;
}

export function HydrateFallback() {
  return <PageSpinner label={m.auth_loading_session()} />;
}

export function ErrorBoundary() {
  return <RouteError title={m.admin_load_failed()} testId="admin-area-error" className="container-page mt-8 max-w-3xl" />;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { forbidden, counts, countsError } = loaderData;
  const reload = useReload();
  const context = useMemo<AdminContext>(() => ({ counts, countsError, refreshCounts: reload }), [counts, countsError, reload]);
  if (forbidden) return <AdminForbidden />;
  return (
    <div className="admin-console lg:flex" data-testid="admin-area">
      <AdminSidebar counts={counts} />
      <div className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
        <div className="mx-auto max-w-5xl">
          <Outlet context={context} />
        </div>
      </div>
    </div>
  );
}
