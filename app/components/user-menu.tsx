import { lazy, Suspense, useEffect } from "react";
import { Link } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { type AuthStatus, useAuth } from "../lib/session/auth-context.tsx";
import { useShownAuthStatus } from "../lib/session/signed-in-hint.ts";
import { readStoredSession } from "../lib/session/storage.ts";
import { browserOnly } from "#app/lib/browser-only.ts";
import { lazyModule } from "#app/lib/lazy-module.ts";

/**
 * The header's account area. What every visitor sees is here: Register and Login when signed
 * out, a placeholder while the session is read. A visitor whose request carried no sign-in hint
 * (the `signedIn` cookie, contract/session-hint.ts: every visitor who never signed in here, and
 * every page the edge cache answers) sees Register and Login from the first paint instead of the
 * placeholder, which is what the stored session then confirms. The signed-in parts (account
 * menu, notifications bell, unread counts: components/signed-in-header.tsx) are a chunk of their
 * own, downloaded only when a session exists (docs/performance.md, "Page weight"); until it is in,
 * each part keeps its box with a placeholder of the same size, so nothing moves when it arrives.
 */

/** Imports the signed-in header once (again after a failed try: lib/lazy-module.ts). */
export const loadSignedInHeader = lazyModule(() => (import.meta.env.SSR ? browserOnly() : import("./signed-in-header.tsx")));

const AccountMenu = lazy(() => loadSignedInHeader().then((module) => ({ default: module.AccountMenu })));
const Bell = lazy(() => loadSignedInHeader().then((module) => ({ default: module.NotificationsBell })));

/**
 * Starts the signed-in header's download as soon as a session is likely: while the stored one is
 * being checked (in parallel with the profile request), not only once it is confirmed.
 */
function usePreloadSignedIn(status: AuthStatus) {
  useEffect(() => {
    if (status === "authenticated" || (status === "initializing" && readStoredSession().accessToken)) {
      loadSignedInHeader().catch(() => {
        // The lazy component tries again when it renders (and reports a failure there).
      });
    }
  }, [status]);
}

/** The account area's box while the session is read or the signed-in menu loads. */
function AccountPlaceholder() {
  return (
    <span
      className="h-9 w-20 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800"
      aria-label={m.auth_loading_session()}
      role="status"
    />
  );
}

/**
 * Header account area: Register and Login when signed out; when signed in, the account menu
 * (components/signed-in-header.tsx), with the same placeholder as while the session is read
 * until its chunk is in.
 */
export function UserMenu() {
  const { status, user } = useAuth();
  usePreloadSignedIn(status);
  // Without the sign-in hint, Register and Login from the first paint (useShownAuthStatus). A
  // session stored without the hint still signs in: the links give way to the account menu.
  if (useShownAuthStatus() === "initializing") return <AccountPlaceholder />;

  if (status !== "authenticated" || !user) {
    return (
      <div className="flex items-center gap-1">
        <Link
          to="/register"
          className="focus-ring hidden rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:inline-block dark:text-slate-200 dark:hover:bg-slate-800"
        >
          {m.nav_register()}
        </Link>
        <Link to="/login" className="btn-primary whitespace-nowrap px-3 py-2 text-sm">
          {m.nav_login()}
        </Link>
      </div>
    );
  }

  return (
    <Suspense fallback={<AccountPlaceholder />}>
      <AccountMenu user={user} />
    </Suspense>
  );
}

/**
 * The notifications bell of a signed-in user (nothing for visitors). From the `sm` width up; its
 * box (h-10 w-10) is held while its chunk loads.
 */
export function NotificationsBell() {
  const { status } = useAuth();
  if (status !== "authenticated") return null;
  return (
    <Suspense fallback={<span aria-hidden="true" className="hidden h-10 w-10 sm:flex" />}>
      <Bell />
    </Suspense>
  );
}
