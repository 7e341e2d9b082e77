/**
 * Every rendered page names its stylesheet in a `Link` preload header (ADR 0056), so a browser
 * asks for the one file the first paint waits for as soon as the answer's headers arrive, ahead
 * of the module and image preloads the document lists first; and where Cloudflare's Early Hints
 * is on, the network sends the same header as a `103` answer before the Worker has rendered
 * anything (docs/deploy.md). The stylesheets are the root route's (the only route with CSS: the
 * reset and the utilities, one file shared by every language's pages, worker/pages/locale-build.ts).
 */
import type { ServerBuild } from "react-router";

/** The `Link` value that preloads the root route's stylesheets, or null when the build has none (development). */
export function stylesheetLink(assets: ServerBuild["assets"]): string | null {
  const hrefs = assets.routes.root?.css ?? [];
  return hrefs.length > 0 ? hrefs.map((href) => `<${href}>; rel=preload; as=style`).join(", ") : null;
}

/** The page with its stylesheet's `Link` header; anything but an HTML document is returned as it is. */
export function withStylesheetLink(response: Response, link: string | null): Response {
  if (!link || !(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return response;
  const hinted = new Response(response.body, response);
  hinted.headers.append("Link", link);
  return hinted;
}
