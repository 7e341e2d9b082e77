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
/** Routes a signed-in user is kept away from (docs/product.md#navigation-guard step 3). */
export const AUTH_PAGE_PATHS = ["/login", "/register", "/forgot-password", "/reset-password"] as const;

const matches = (paths: readonly string[], pathname: string) => paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));

export const isProtectedPath = (pathname: string) => matches(PROTECTED_PATHS, pathname);
export const isAuthPagePath = (pathname: string) => matches(AUTH_PAGE_PATHS, pathname);

/**
 * Where the guard sends a signed-out visitor of a protected route (docs/product.md#navigation-guard
 * step 2): /login with `redirect` (omitted for home) and `sessionExpired=true` when they came from
 * a protected route.
 */
export function loginRedirectFor(target: string, cameFromProtected: boolean): string {
  const params = new URLSearchParams();
  if (target !== "/") params.set("redirect", target);
  if (cameFromProtected) params.set("sessionExpired", "true");
  const query = params.toString();
  return query ? `/login?${query}` : "/login";
}
