import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root.tsx";
import { type AuthStatus, useAuth } from "./auth-context.tsx";

/**
 * The session as a page shows it while the browser reads the stored one (ADR 0054). The page's own
 * request says whether a sign-in may be stored (the root loader's `signedInHint`: the `signedIn`
 * cookie, contract/session-hint.ts). Without the hint the visitor has no stored sign-in in all but
 * one case, so the page shows its signed-out view from the server's render on ("anonymous") rather
 * than a placeholder that the same view then replaces, which moved what came after it; with the
 * hint, "initializing" until the session is read. The hint is taken at the first render, so the
 * hydrated page is the server's. A session stored without its hint (the cookie cleared) still
 * signs in: its page shows the signed-out view for the moment the storage is read.
 */
export function useShownAuthStatus(): AuthStatus {
  const { status } = useAuth();
  const hint = useRouteLoaderData<typeof rootLoader>("root")?.signedInHint;
  const [maybeSignedIn] = useState(() => hint !== false);
  return status === "initializing" && !maybeSignedIn ? "anonymous" : status;
}
