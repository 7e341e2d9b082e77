/**
 * The headers of everything served on a hosted app's origin (docs/hosting.md, ADR 0031, which
 * replaces the CSP part of ADR 0019).
 */
import { type CompiledRule, headersForPath } from "../inspector/zip/headers-file.ts";

/**
 * Headers of every answer on an app's origin, the not-found ones included: nothing is sniffed
 * into another type, and the store's own pages never come from here.
 */
export const HOSTED_APP_BASE_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/**
 * Who may frame an app: the app itself and the store (so the store can show a preview). A policy
 * of its own, sent with every answer even when the app has a Content-Security-Policy of its own:
 * CSP policies add up, so an app can forbid more (`frame-ancestors 'none'`), never allow other
 * sites to frame it.
 *
 * @example
 * frameAncestorsPolicy(["https://pwa-store.example"]) // "frame-ancestors 'self' https://pwa-store.example"
 */
export function frameAncestorsPolicy(storeOrigins: readonly string[]): string {
  return ["frame-ancestors 'self'", ...storeOrigins].join(" ");
}

/**
 * The store's Content-Security-Policy for an app that sends none of its own: the app's code runs
 * as its author wrote it. Inline scripts and handlers, eval and `new Function`, and scripts,
 * styles, fonts, images, media, frames and workers from any https origin, `data:` and `blob:`
 * (where browsers allow them); API calls over https and WebSockets. The store's origin isolation,
 * not this policy, protects the store: the policy only keeps plain-http code out and sets who may
 * frame the app.
 */
export function hostedAppCsp(storeOrigins: readonly string[]): string {
  const anywhere = "https: data: blob:";
  return [
    `default-src 'self' ${anywhere}`,
    `script-src 'self' 'unsafe-inline' 'unsafe-eval' 'wasm-unsafe-eval' ${anywhere}`,
    `style-src 'self' 'unsafe-inline' ${anywhere}`,
    `worker-src 'self' ${anywhere}`,
    `connect-src 'self' https: wss: data: blob:`,
    frameAncestorsPolicy(storeOrigins),
  ].join("; ");
}

export interface HostedFileHeadersInput {
  contentType: string;
  etag: string;
  production: boolean;
  /** The store's origins, allowed to frame the app. */
  storeOrigins: readonly string[];
  /** The app's own rules (its `_headers` file) and the request's decoded path they match against. */
  rules?: readonly CompiledRule[];
  pathname?: string;
}

/**
 * Headers of a file of the app. Every file is revalidated (`no-cache` + ETag): a new or rolled
 * back version is seen at once, and an unchanged file costs a 304. Images may be embedded by
 * other origins (the store shows the app's icon and screenshots); everything else is same-origin.
 * The app's `_headers` rules then replace these defaults (its own CSP, Cache-Control for hashed
 * assets, CORP...) or add to them; `nosniff`, the type, HSTS and the frame-ancestors policy stay.
 */
export function hostedFileHeaders(input: HostedFileHeadersInput): Headers {
  const headers = new Headers(HOSTED_APP_BASE_HEADERS);
  headers.set("Content-Type", input.contentType);
  headers.set("ETag", input.etag);
  headers.set("Cache-Control", "no-cache");
  headers.set("Content-Security-Policy", hostedAppCsp(input.storeOrigins));
  if (input.contentType.startsWith("image/")) headers.set("Cross-Origin-Resource-Policy", "cross-origin");
  if (input.rules && input.rules.length > 0 && input.pathname !== undefined) {
    for (const [name, value] of headersForPath(input.rules, input.pathname)) {
      headers.set(name, value);
      if (name === "Content-Security-Policy") headers.append(name, frameAncestorsPolicy(input.storeOrigins));
    }
  }
  if (input.production) headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  return headers;
}
