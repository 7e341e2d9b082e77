import type { Environment } from "./config.ts";

/** 128 random bits, base64: a fresh CSP nonce for each page render. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The Content-Security-Policy of server-rendered pages. Scripts run only from the store's origin
 * or with this render's nonce (React Router's hydration script, the theme script). Styles allow
 * inline because sonner and UnoCSS's dev server inject <style> elements at run time.
 * Images may come from any https origin: listed apps' icons and screenshots live on their sites.
 */
export function pageContentSecurityPolicy(nonce: string, environment: Environment): string {
  const development = environment === "development";
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:", ...(development ? ["http:"] : [])],
    "font-src": ["'self'", "data:"],
    // Vite's dev server pushes module updates over a WebSocket on the same host.
    "connect-src": ["'self'", ...(development ? ["ws:", "wss:"] : [])],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
    "frame-src": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (!development) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** Adds the page security headers to a rendered response (DESIGN.md, security posture). */
export function withPageSecurityHeaders(response: Response, nonce: string, environment: Environment): Response {
  const secured = new Response(response.body, response);
  const headers = secured.headers;
  headers.set("Content-Security-Policy", pageContentSecurityPolicy(nonce, environment));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
  if (environment === "production") {
    headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
  }
  return secured;
}
