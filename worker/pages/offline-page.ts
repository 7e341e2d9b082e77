/**
 * The page the store's service worker (public/sw.js) shows when a navigation fails for want of a
 * network. It is precached once, so it must stand alone: inline styles, an inline logo, no
 * scripts, no requests. Both languages are on it (the reader's first), because the language
 * choice may change after it was cached. Its own strict CSP travels with it into the cache.
 */
import { m } from "#app/paraglide/messages.js";
import { locales, type Locale } from "#app/paraglide/runtime.js";
import { escapeXml as escapeHtml } from "./seo/sitemap.ts";
import { BACKGROUND_COLOR, THEME_COLOR } from "./web-manifest.ts";

export const OFFLINE_PAGE_PATH = "/offline.html";

/** Nothing may load or run: the page is text and inline CSS. */
export const OFFLINE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="56" height="56" aria-hidden="true"><rect width="64" height="64" rx="14" fill="${THEME_COLOR}"/><rect x="14" y="14" width="16" height="16" rx="4" fill="#fff"/><rect x="34" y="14" width="16" height="16" rx="4" fill="#fff" opacity=".75"/><rect x="14" y="34" width="16" height="16" rx="4" fill="#fff" opacity=".75"/><rect x="34" y="34" width="16" height="16" rx="4" fill="#fff" opacity=".5"/></svg>`;

const STYLE = `
*{box-sizing:border-box}
html{color-scheme:light dark}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;
font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"PingFang SC","Microsoft YaHei",sans-serif;
background:${BACKGROUND_COLOR};color:#0f172a;line-height:1.6}
main{max-width:34rem;width:100%;text-align:center}
section{padding:8px 0}
section+section{margin-top:24px;padding-top:24px;border-top:1px solid #e2e8f0}
h1{font-size:1.6rem;line-height:1.25;margin:16px 0 8px}
h2{font-size:1.25rem;line-height:1.3;margin:0 0 8px}
p{margin:0 0 12px;color:#475569}
a.retry{display:inline-block;margin-top:8px;padding:10px 20px;border-radius:8px;background:${THEME_COLOR};color:#fff;
text-decoration:none;font-weight:600}
a.retry:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
@media (prefers-color-scheme:dark){body{background:#020617;color:#f1f5f9}p{color:#94a3b8}section+section{border-color:#1e293b}}
`;

function section(locale: Locale, productName: string, primary: boolean): string {
  const options = { locale };
  const heading = primary ? "h1" : "h2";
  return `<section lang="${locale}">
<${heading}>${escapeHtml(m.offline_title({}, options))}</${heading}>
<p>${escapeHtml(m.offline_body({ productName }, options))}</p>
<p>${escapeHtml(m.offline_hint({}, options))}</p>
<a class="retry" href="">${escapeHtml(m.offline_retry({}, options))}</a>
</section>`;
}

/**
 * The offline page, the reader's language first. The "try again" link has an empty href: it
 * reloads whatever address the page is standing in for.
 */
export function offlinePageHtml(productName: string, locale: Locale): string {
  const order = [locale, ...locales.filter((other) => other !== locale)];
  const title = `${m.offline_title({}, { locale })} | ${productName}`;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${THEME_COLOR}">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main data-testid="offline-page">
${LOGO}
${order.map((each, index) => section(each, productName, index === 0)).join("\n")}
</main>
</body>
</html>
`;
}
