import type { ReactNode } from "react";
import { m } from "#app/paraglide/messages.js";
import { useAuth } from "./auth-context.tsx";

/*
 * What the pages that need a session (or wait for one) render meanwhile. Apart from the
 * navigation guard (navigation-guard.tsx), which every page loads, so only those pages carry them.
 */

/** A spinner in place of a page that is not ready to show (docs/product.md#navigation-guard). */
export function PageSpinner({ label = m.loading() }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex justify-center py-24" data-testid="page-spinner">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** Renders `children` only for a signed-in user; meanwhile a spinner (the guard redirects). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status !== "authenticated") return <PageSpinner label={m.auth_loading_session()} />;
  return <>{children}</>;
}
