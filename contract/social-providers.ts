/**
 * The providers' official browser SDKs for social sign-in, and what the page's Content Security
 * Policy must allow for each (worker/lib/page-security.ts adds a provider's sources only when its
 * client id is configured). One place, so the loader and the policy cannot drift apart.
 */
import { BASE_LOCALE, LOCALE_REGION_TAGS, parseLocale } from "./locales.ts";

export type SocialProvider = "google" | "apple";

/** What the sign-in page knows about social login: each provider's OAuth client id (public, never a secret), or null when it is off. */
export type SocialSignInConfig = Record<SocialProvider, string | null>;

export const NO_SOCIAL_SIGN_IN: SocialSignInConfig = { google: null, apple: null };

/** Google Identity Services (https://developers.google.com/identity/gsi/web). */
export const GOOGLE_SDK_URL = "https://accounts.google.com/gsi/client";

/** Sign in with Apple JS, in the page's language (en_US, zh_CN, es_ES, fr_FR, de_DE, ja_JP). */
export function appleSdkUrl(locale: string): string {
  const tag = LOCALE_REGION_TAGS[parseLocale(locale) ?? BASE_LOCALE];
  return `https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/${tag}/appleid.auth.js`;
}

type CspDirective = "script-src" | "style-src" | "frame-src" | "connect-src";

/**
 * The sources each SDK needs: Google's own list for GIS (script, its button iframe, its calls
 * and its stylesheet); Apple's script (any language) and its sign-in origin.
 */
export const SOCIAL_CSP_SOURCES: Record<SocialProvider, Partial<Record<CspDirective, readonly string[]>>> = {
  google: {
    "script-src": [GOOGLE_SDK_URL],
    "style-src": ["https://accounts.google.com/gsi/style"],
    "frame-src": ["https://accounts.google.com/gsi/"],
    "connect-src": ["https://accounts.google.com/gsi/"],
  },
  apple: {
    "script-src": ["https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/"],
    "frame-src": ["https://appleid.apple.com"],
    "connect-src": ["https://appleid.apple.com"],
  },
};
