import { isRouteErrorResponse } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { isModuleLoadError } from "../lib/preload-errors.ts";
import { NotFoundPage } from "./not-found-page.tsx";

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

/** The title of the page an error put in place of a route's (root.tsx's meta, and a route's own). */
export function errorTitle(error: unknown): string {
  return isNotFound(error) ? m.not_found_title() : isModuleLoadError(error) ? m.error_chunk_title() : m.error_title();
}

/**
 * What a route's failure shows (root.tsx's ErrorBoundary, and a route boundary's fallback): the
 * not-found page for a 404, else an error with a way to load the page again.
 */
export function ErrorPage({ error }: { error: unknown }) {
  if (isNotFound(error)) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);
  // A part of the page that could not be loaded (lib/preload-errors.ts): most likely a newer build.
  const unloaded = isModuleLoadError(error);
  return (
    <section
      className="container-page flex flex-col items-center py-24 text-center"
      role="alert"
      data-testid={unloaded ? "load-error" : "app-error"}
    >
      <h1 className="text-3xl font-bold">{unloaded ? m.error_chunk_title() : m.error_title()}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{unloaded ? m.error_chunk_body() : m.error_body()}</p>
      <button type="button" onClick={() => window.location.reload()} className="btn-primary mt-8">
        {m.error_refresh_page()}
      </button>
    </section>
  );
}
