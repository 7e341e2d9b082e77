/**
 * A short page the Worker answers outside the store's pages, in the visitor's language: the
 * origin of an app that was taken down (410) and a host name that is not the store's (404).
 * Text and inline CSS only: nothing may load or run, nothing is kept by a cache.
 */
import { escapeXml as escapeHtml } from "../pages/seo/sitemap.ts";

export const SHORT_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const STYLE =
  "html{color-scheme:light dark}body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px;box-sizing:border-box;" +
  "font-family:ui-sans-serif,system-ui,sans-serif;line-height:1.6}main{max-width:34rem;text-align:center}" +
  "h1{font-size:1.5rem;line-height:1.25;margin:0 0 8px}p{margin:0;opacity:.8}";

/**
 * @example
 * shortPage(410, { lang: "de", title: "App nicht mehr verfügbar", text: "…" })
 */
export function shortPage(
  status: number,
  page: { lang: string; title: string; text: string },
  headers: Record<string, string> = {},
): Response {
  const html = `<!doctype html>
<html lang="${escapeHtml(page.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.text)}</p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": SHORT_PAGE_CSP,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
      ...headers,
    },
  });
}
