import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAuth } from "./auth-context.tsx";
import { isAuthPagePath, isProtectedPath, loginRedirectFor } from "./routes.ts";
import { isSafeRedirect, saveRedirectAfterLogin } from "./storage.ts";

/**
 * The navigation guard (docs/product.md#navigation-guard), run after every navigation once the
 * session is initialised: signed-out visitors of protected routes go to /login (target saved for
 * after login), signed-in users are kept off the auth pages, and any error in the guard sends the
 * user home.
 */
export function NavigationGuard() {
  const { status, takeSignOutTarget } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const previousPath = useRef<string | null>(null);
  const wasAuthenticated = useRef(false);

  useEffect(() => {
    if (status === "initializing") return;
    try {
      const path = location.pathname;
      const leaveTo = status === "anonymous" ? takeSignOutTarget() : null;
      if (leaveTo !== null && isProtectedPath(path)) {
        // A deliberate sign-out (account deleted): go where it asked, not to /login.
        navigate(leaveTo, { replace: true });
      } else if (status === "anonymous" && isProtectedPath(path)) {
        const target = `${path}${location.search}${location.hash}`;
        saveRedirectAfterLogin(target);
        // The previous route also needed sign-in (or the user was signed in here a moment ago).
        const cameFromProtected = wasAuthenticated.current || (previousPath.current !== null && isProtectedPath(previousPath.current));
        navigate(loginRedirectFor(target, cameFromProtected), { replace: true });
      } else if (status === "authenticated" && isAuthPagePath(path) && window.location.pathname === path) {
        // (The address already elsewhere: the page signing in has navigated on, to where its user
        // goes next, and React renders that location in a transition; this render is older.)
        const redirect = new URLSearchParams(location.search).get("redirect");
        navigate(redirect && isSafeRedirect(redirect) ? redirect : "/", { replace: true });
      }
    } catch (error) {
      console.error("[guard]", error);
      navigate("/", { replace: true });
    }
    previousPath.current = location.pathname;
    wasAuthenticated.current = status === "authenticated";
  }, [status, location.pathname, location.search, location.hash, navigate, takeSignOutTarget]);

  return null;
}
