/**
 * What the page door may know about a sign-in (docs/decisions/0037-edge-cache-for-anonymous-pages.md).
 * Tokens live in the browser's storage (app/lib/session/storage.ts) and never reach a page render;
 * the browser mirrors "a sign-in is stored here" into the `signedIn` cookie, which carries no
 * secret. The Worker reads it for three things only: a visitor with the hint is never answered
 * from (or stored into) the edge cache; a visitor without it who asks for a protected page is sent
 * to /login by the server instead of by the navigation guard after a placeholder render; and a
 * page rendered without it shows Register and Login in its header from the first paint instead of
 * the placeholder of a session being read (app/components/user-menu.tsx, ADR 0054).
 * A hint that is wrong is harmless: set without a session, the page renders as before (the guard
 * redirects); missing with a session, /login restores it and the guard sends the user back, and
 * on a public page the header's links give way to the account menu once the session is read.
 */
import { readCookie } from "./locales.ts";

/** The hint cookie's name (listed on the cookies page). */
export const SESSION_HINT_COOKIE = "signedIn";

/** Routes that need a signed-in user (docs/product.md#pages-and-routes). */
export const PROTECTED_PATHS = [
  "/profile",
  "/my-pwas",
  "/notifications",
  "/messages",
  "/favorites",
  "/history",
  "/reports",
  "/admin",
] as const;

/** Whether `pathname` is a protected route or below one ("/admin/users"). */
export const isProtectedPath = (pathname: string): boolean =>
  PROTECTED_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/**
 * Where a signed-out visitor of a protected route goes (docs/product.md#navigation-guard step 2):
 * /login with `redirect` (omitted for home) and `sessionExpired=true` when they came from a
 * protected route.
 *
 * @example
 * loginRedirectFor("/admin/users?page=2", false) // "/login?redirect=%2Fadmin%2Fusers%3Fpage%3D2"
 */
export function loginRedirectFor(target: string, cameFromProtected: boolean): string {
  const params = new URLSearchParams();
  if (target !== "/") params.set("redirect", target);
  if (cameFromProtected) params.set("sessionExpired", "true");
  const query = params.toString();
  return query ? `/login?${query}` : "/login";
}

/** Whether a Cookie header carries the sign-in hint. */
export function hasSessionHint(cookieHeader: string | null | undefined): boolean {
  const value = readCookie(cookieHeader, SESSION_HINT_COOKIE);
  return value !== null && value !== "";
}

/** Lifetime of the hint with remember-me: the longest a remembered session can last (30 days idle). */
export const SESSION_HINT_REMEMBER_SECONDS = 30 * 24 * 60 * 60;

/**
 * The `document.cookie` assignment for the hint: set (a browser-session cookie, or 30 days with
 * remember-me) or deleted.
 */
export function sessionHintCookieString(signedIn: { rememberMe: boolean } | null): string {
  if (!signedIn) return `${SESSION_HINT_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
  const lifetime = signedIn.rememberMe ? `; max-age=${SESSION_HINT_REMEMBER_SECONDS}` : "";
  return `${SESSION_HINT_COOKIE}=1; path=/${lifetime}; SameSite=Lax`;
}
