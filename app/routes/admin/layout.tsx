import { useCallback, useEffect, useMemo, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { AdminSidebar } from "../../components/admin/sidebar.tsx";
import { AdminForbidden } from "../../components/admin/ui.tsx";
import type { AdminContext, AdminCounts } from "../../lib/admin/admin-context.ts";
import { apiRequest } from "../../lib/api/client.ts";
import { accountErrorMessage } from "../../lib/api/errors.ts";
import { formatPageTitle, productNameFrom } from "../../lib/page-title.ts";
import { useAuth } from "../../lib/session/auth-context.tsx";
import { RequireAuth } from "../../lib/session/require-auth.tsx";
import type { Route } from "./+types/layout";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.admin_area(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

/**
 * The admin area's frame: the sidebar and the live counts of what waits (badges, dashboard),
 * refreshed on every move between sections and after each decision.
 */
function AdminShell() {
  const [counts, setCounts] = useState<AdminCounts | null>(null);
  const [countsError, setCountsError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();

  useEffect(() => {
    let cancelled = false;
    apiRequest<{ data: AdminCounts }>("/admin/dashboard")
      .then((answer) => {
        if (cancelled) return;
        setCounts(answer.data);
        setCountsError(null);
      })
      .catch((error: unknown) => {
        if (!cancelled) setCountsError(accountErrorMessage(error));
      });
    return () => {
      cancelled = true;
    };
  }, [attempt, pathname]);

  const refreshCounts = useCallback(() => setAttempt((value) => value + 1), []);
  const context = useMemo<AdminContext>(() => ({ counts, countsError, refreshCounts }), [counts, countsError, refreshCounts]);

  return (
    <div className="lg:flex" data-testid="admin-area">
      <AdminSidebar counts={counts} />
      <div className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
        <div className="mx-auto max-w-5xl">
          <Outlet context={context} />
        </div>
      </div>
    </div>
  );
}

/**
 * /admin and its sections: sign-in required (the navigation guard sends visitors to /login, as
 * for every protected path) and the administrator role. Others get a 403 page; the API answers
 * them 403 whatever the browser does, so this guard is for people, not for security.
 */
export default function AdminLayout() {
  const { status, user } = useAuth();
  if (status !== "authenticated" || !user) return <RequireAuth>{null}</RequireAuth>;
  if (user.role !== "admin") return <AdminForbidden />;
  return <AdminShell />;
}
