import type { Env } from "../env.ts";

/**
 * Headers for everything served from a hosted app's origin: the store's own pages never come
 * from here, and nothing here may be sniffed into another type or framed by other sites.
 */
export const HOSTED_APP_BASE_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/**
 * Serves a hosted (ZIP-uploaded) app from its own origin, `{slug}.<APPS_DOMAIN>`.
 * Publishing (uploads into R2) is not built yet, so no app exists and every request is a plain
 * 404; this door exists so the store's pages and API are never reachable on an app's origin.
 */
export async function hostedAppServer(_request: Request, _env: Env, slug: string): Promise<Response> {
  return new Response(`No app is hosted at "${slug}".\n`, {
    status: 404,
    headers: { ...HOSTED_APP_BASE_HEADERS, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
