import { NO_SOCIAL_SIGN_IN, SOCIAL_CSP_SOURCES, type SocialProvider, type SocialSignInConfig } from "#contract/social-providers.ts";
import type { Environment } from "./config.ts";

/** 128 random bits, base64: a fresh CSP nonce for each page render. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The social sign-in providers that are switched on (their client id configured). */
const enabledProviders = (social: SocialSignInConfig): SocialProvider[] =>
  (Object.keys(SOCIAL_CSP_SOURCES) as SocialProvider[]).filter((provider) => social[provider] !== null);

/**
 * The Content-Security-Policy of server-rendered pages. Scripts run only from the store's origin
 * or with this render's nonce (React Router's hydration script, the theme script). Styles allow
 * inline because sonner and UnoCSS's dev server inject <style> elements at run time.
 * Images may come from any https origin: listed apps' icons and screenshots live on their sites.
 * A social sign-in provider that is configured adds exactly what its browser SDK needs
 * (contract/social-providers.ts), on every page: a client-side navigation to /login keeps the
 * policy of the document it started from. Without configured providers nothing is added.
 */
export function pageContentSecurityPolicy(nonce: string, environment: Environment, social: SocialSignInConfig = NO_SOCIAL_SIGN_IN): string {
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
    "frame-src": [],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  for (const provider of enabledProviders(social)) {
    for (const [name, sources] of Object.entries(SOCIAL_CSP_SOURCES[provider])) directives[name]!.push(...sources);
  }
  if (directives["frame-src"]!.length === 0) directives["frame-src"] = ["'none'"];
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (!development) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** Adds the page security headers to a rendered response (docs/product.md#security). */
export function withPageSecurityHeaders(
  response: Response,
  nonce: string,
  environment: Environment,
  social: SocialSignInConfig = NO_SOCIAL_SIGN_IN,
): Response {
  const secured = new Response(response.body, response);
  const headers = secured.headers;
  headers.set("Content-Security-Policy", pageContentSecurityPolicy(nonce, environment, social));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  // The providers' sign-in popups answer through window.opener, which "same-origin" severs.
  headers.set("Cross-Origin-Opener-Policy", enabledProviders(social).length > 0 ? "same-origin-allow-popups" : "same-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
  if (environment === "production") {
    headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
  }
  return secured;
}
