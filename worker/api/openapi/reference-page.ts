/**
 * GET /api/docs: a self-contained reference page, no CDN and no framework. Its script and style are
 * the store's static files (public/api-reference.js and .css, so the Worker carries none of them);
 * the script fetches /api/openapi.json and renders it grouped by tag: method, path, summary,
 * parameters, request and response schemas, and a "Try it" form that sends the request with fetch
 * (an optional bearer token is kept in sessionStorage) and shows the answer. Why not a vendored UI:
 * docs/decisions/0025.
 */

/** The reference page, its script and style (this origin's static files) allowed by `nonce` (see referencePagePolicy). */
export function referencePage(nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>PWA Store API reference</title>
<link rel="icon" href="/logo.svg" type="image/svg+xml">
<link rel="stylesheet" nonce="${nonce}" href="/api-reference.css">
</head>
<body>
<header>
<h1>PWA Store API</h1>
<a href="/api/openapi.json">openapi.json</a>
<label>Bearer token <input id="token" type="password" autocomplete="off" size="40"></label>
</header>
<p id="intro"></p>
<nav id="tags"></nav>
<main id="reference">Loading /api/openapi.json…</main>
<script nonce="${nonce}" src="/api-reference.js" defer></script>
</body>
</html>`;
}

/**
 * The page's own Content-Security-Policy: only its nonce'd script and style (this origin's files)
 * run, requests go only to this origin, nothing frames it.
 */
export function referencePagePolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}
