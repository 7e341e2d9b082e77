/**
 * Protected pages asked for by a signed-out visitor (docs/decisions/0037-edge-cache-for-anonymous-pages.md).
 * Without the sign-in hint (contract/session-hint.ts) the server knows no sign-in is stored in the
 * browser, so it answers the navigation guard's own redirect to /login at once, instead of a page
 * placeholder that the guard replaces after hydration (a layout shift and a wasted render). With
 * the hint, the page renders as before and the guard decides in the browser.
 */
import { hasSessionHint, isProtectedPath, loginRedirectFor } from "#contract/session-hint.ts";
import { NO_STORE } from "../lib/cache-control.ts";

/**
 * The redirect for a document request (GET/HEAD, not a `.data` loader URL) of a protected page
 * without the hint or credentials, else null.
 *
 * @example
 * signedOutRedirect(new Request("https://store.example/admin/users?page=2"))
 * // 302, Location: /login?redirect=%2Fadmin%2Fusers%3Fpage%3D2
 */
export function signedOutRedirect(request: Request): Response | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  if (url.pathname.endsWith(".data") || !isProtectedPath(url.pathname)) return null;
  if (hasSessionHint(request.headers.get("Cookie")) || request.headers.has("Authorization")) return null;
  return new Response(null, {
    status: 302,
    headers: { Location: loginRedirectFor(`${url.pathname}${url.search}`, false), "Cache-Control": NO_STORE, Vary: "Cookie" },
  });
}
