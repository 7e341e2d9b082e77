import type { SocialProvider, SocialSignInConfig } from "#contract/social-providers.ts";
import type { Env } from "../env.ts";
import { DEFAULT_DOH_URL } from "../inspector/fetch/dns.ts";
import { hostnameOf } from "./doors.ts";

export type Environment = "development" | "production";

/** Runtime settings derived from the bindings once per request (cheap: no I/O). */
export interface AppConfig {
  environment: Environment;
  /** PRODUCT_NAME, replaced per request by the admin's site name when set (services/settings/site.ts). */
  productName: string;
  /** Host (optionally with port) whose subdomains are hosted-app origins. */
  appsDomain: string;
  jwtSecret: string;
  /** Lower-cased addresses promoted to admin on verification. */
  adminEmails: ReadonlySet<string>;
  mail: { from: string; apiUrl: string | null; apiKey: string | null };
  social: Record<SocialProvider, SocialProviderConfig>;
  inspect: InspectConfig;
  /**
   * AUTO_APPROVE_APPS: new apps are listed at once instead of waiting for an admin. The admin's
   * General setting can turn it on too: read both with `autoApproves` (services/settings/site.ts).
   */
  publishing: { autoApprove: boolean };
  /**
   * STORE_ORIGIN: the store's own address, which every link in a mail names (never the request's
   * Host, which a client chooses). Required in production; in development null when unset, and
   * then mails sent during a request link to the local server that answered it.
   */
  storeOrigin: string | null;
}

/** The URL inspector's network settings (ADR 0018). */
export interface InspectConfig {
  /** Development only: fixture sites on 127.0.0.1. Always false in production. */
  allowLoopback: boolean;
  /** DNS-over-HTTPS JSON endpoint for checking what a host name resolves to. */
  dohUrl: string;
  /** Per request (each redirect hop, body included). */
  requestTimeoutMs: number;
  /** For a whole inspection (page, manifest, images, scripts). */
  deadlineMs: number;
}

export const DEFAULT_INSPECT_TIMEOUT_MS = 8000;
export const INSPECT_DEADLINE_MS = 25_000;
const INSPECT_TIMEOUT_RANGE = [250, 30_000] as const;

export type { SocialProvider };

export interface SocialProviderConfig {
  /** Accepted audiences; empty means the provider is switched off. */
  clientIds: readonly string[];
  jwksUrl: string;
  issuers: readonly string[];
}

const list = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** "https://store.example/" → "https://store.example"; null when unset or not an http(s) URL. */
function originOf(value: string | undefined): string | null {
  try {
    const url = new URL(value?.trim() ?? "");
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The store's own origin from STORE_ORIGIN, or null when unset: where mails sent outside a request
 * link to, and who may frame a hosted app (worker/hosting/headers.ts).
 */
export function storeOriginOf(env: Partial<Pick<Env, "STORE_ORIGIN">>): string | null {
  return originOf(env.STORE_ORIGIN);
}

/** Thrown when the deployment is missing something it cannot run without. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Only for local development and tests: a known value is harmless there and lets a fresh clone
 * run with no set-up. It is never used when ENVIRONMENT is "production".
 */
export const DEVELOPMENT_JWT_SECRET = "development-only-jwt-secret-not-for-production-use";

const MIN_SECRET_LENGTH = 32;

/** The port `npm run dev` serves on: development's apps domain when there is no request to ask. */
const DEVELOPMENT_PORT = "5173";

/**
 * The parent domain of hosted-app origins: APPS_DOMAIN when set; in development, when it is empty,
 * `localhost` at the port the request came to (`notes.localhost:8811` for a store on :8811), so a
 * local server on any port links its hosted apps to itself. Empty in production: a ConfigError.
 *
 * @example
 * appsDomainOf({ ENVIRONMENT: "development", APPS_DOMAIN: "" }, "http://localhost:8811/store") // "localhost:8811"
 */
export function appsDomainOf(env: Partial<Env>, requestUrl?: string): string {
  const configured = env.APPS_DOMAIN?.trim().toLowerCase() ?? "";
  if (configured || env.ENVIRONMENT !== "development") return configured;
  let port = DEVELOPMENT_PORT;
  if (requestUrl) {
    const url = new URL(requestUrl);
    port = url.port;
  }
  return port ? `localhost:${port}` : "localhost";
}

/**
 * Reads and checks the configuration. In production every secret must be set: a missing or weak
 * one is a ConfigError (the Worker logs it and answers 500) rather than a silent default.
 */
export function loadConfig(env: Partial<Env>, requestUrl?: string): AppConfig {
  const environment = env.ENVIRONMENT;
  if (environment !== "development" && environment !== "production") {
    throw new ConfigError(`ENVIRONMENT must be "development" or "production", got ${JSON.stringify(environment)}`);
  }
  const appsDomain = appsDomainOf(env, requestUrl);
  if (!appsDomain) throw new ConfigError("APPS_DOMAIN is not set (see wrangler.toml)");

  let jwtSecret = env.JWT_SECRET;
  if (!jwtSecret) {
    if (environment === "production") {
      throw new ConfigError("JWT_SECRET is not set: run `wrangler secret put JWT_SECRET --env production`");
    }
    jwtSecret = DEVELOPMENT_JWT_SECRET;
  }
  if (environment === "production" && jwtSecret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters in production`);
  }

  const productName = env.PRODUCT_NAME?.trim() || "PWA Store";
  const mailApiKey = env.MAIL_API_KEY?.trim() || null;
  const mailApiUrl = env.MAIL_API_URL?.trim() || "https://api.resend.com/emails";
  if (environment === "production" && !mailApiKey) {
    throw new ConfigError("MAIL_API_KEY is not set: run `wrangler secret put MAIL_API_KEY --env production`");
  }

  const storeOrigin = storeOriginOf(env);
  if (environment === "production" && !storeOrigin) {
    throw new ConfigError("STORE_ORIGIN is not set to the store's http(s) origin (see wrangler.toml): links in mails name it");
  }

  const timeout = Number(env.INSPECT_TIMEOUT_MS?.trim() || DEFAULT_INSPECT_TIMEOUT_MS);
  const requestTimeoutMs = Number.isFinite(timeout)
    ? Math.min(INSPECT_TIMEOUT_RANGE[1], Math.max(INSPECT_TIMEOUT_RANGE[0], Math.round(timeout)))
    : DEFAULT_INSPECT_TIMEOUT_MS;

  return {
    environment,
    productName,
    appsDomain,
    jwtSecret,
    adminEmails: new Set(list(env.ADMIN_EMAILS).map((email) => email.toLowerCase())),
    mail: {
      from: env.MAIL_FROM?.trim() || `${productName} <no-reply@${hostnameOf(appsDomain)}>`,
      apiUrl: environment === "production" ? mailApiUrl : null,
      apiKey: mailApiKey,
    },
    social: {
      google: {
        clientIds: list(env.GOOGLE_CLIENT_IDS),
        jwksUrl: env.GOOGLE_JWKS_URL?.trim() || "https://www.googleapis.com/oauth2/v3/certs",
        issuers: ["https://accounts.google.com", "accounts.google.com"],
      },
      apple: {
        clientIds: list(env.APPLE_CLIENT_IDS),
        jwksUrl: env.APPLE_JWKS_URL?.trim() || "https://appleid.apple.com/auth/keys",
        issuers: ["https://appleid.apple.com"],
      },
    },
    inspect: {
      // Loopback is for fixture servers in development: production never fetches it, whatever the var says.
      allowLoopback: environment === "development" && env.INSPECT_ALLOW_LOOPBACK?.trim().toLowerCase() === "true",
      dohUrl: env.INSPECT_DOH_URL?.trim() || DEFAULT_DOH_URL,
      requestTimeoutMs,
      deadlineMs: Math.max(INSPECT_DEADLINE_MS, requestTimeoutMs * 3),
    },
    publishing: { autoApprove: env.AUTO_APPROVE_APPS?.trim().toLowerCase() === "true" },
    storeOrigin,
  };
}

/**
 * What the pages may know about social login: per provider the client id its browser SDK starts
 * with (the first configured: the web client; further ids are other clients, e.g. mobile apps,
 * whose tokens the API also accepts), or null when the provider is off. Client ids are public by
 * design (they appear in every sign-in request); nothing secret is configured for social login.
 */
export function socialSignInConfig(config: Pick<AppConfig, "social">): SocialSignInConfig {
  return { google: config.social.google.clientIds[0] ?? null, apple: config.social.apple.clientIds[0] ?? null };
}
