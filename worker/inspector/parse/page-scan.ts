/**
 * What page.ts reads from a page (pure types and helpers, so modules that run outside workerd,
 * where HTMLRewriter does not exist, can use them).
 */
import type { ServiceWorkerMatch } from "./service-worker.ts";

export interface ManifestLink {
  /** The href attribute as written; null when the element has none. */
  href: string | null;
  /** After an explicit <body> tag: Chromium only reads manifest links that are children of <head>. */
  inBody: boolean;
}

export interface PageScan {
  /** <link> elements whose rel has the "manifest" token, in document order (the first counts). */
  manifestLinks: ManifestLink[];
  /** The href of the first <base> element that has one (the document's base URL). */
  baseHref: string | null;
  /** src of executable external scripts and href of `<link rel="modulepreload">`, in document order. */
  scripts: string[];
  /** A service worker registration found in an inline script. */
  inlineServiceWorker: ServiceWorkerMatch | null;
  /** The HTML could not be tokenised at all (reported; the page then has no link found). */
  unreadable?: boolean;
}

/** rel is a set of space-separated, ASCII case-insensitive tokens (HTML "rel" attribute). */
export function relTokens(rel: string | null): string[] {
  return (rel ?? "")
    .toLowerCase()
    .split(/[\t\n\f\r ]+/)
    .filter(Boolean);
}
