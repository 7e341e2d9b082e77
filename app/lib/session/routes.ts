// The protected routes and the /login target live in contract/ (the page door redirects too).
export { isProtectedPath, loginRedirectFor, PROTECTED_PATHS } from "#contract/session-hint.ts";

/** Routes a signed-in user is kept away from (docs/product.md#navigation-guard step 3). */
export const AUTH_PAGE_PATHS = ["/login", "/register", "/forgot-password", "/reset-password"] as const;

const matches = (paths: readonly string[], pathname: string) => paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));

export const isAuthPagePath = (pathname: string) => matches(AUTH_PAGE_PATHS, pathname);
