import type { Env } from "../env.ts";

export type Environment = "development" | "production";

/** Runtime settings derived from the bindings once per request (cheap: no I/O). */
export interface AppConfig {
  environment: Environment;
  productName: string;
  /** Host (optionally with port) whose subdomains are hosted-app origins. */
  appsDomain: string;
  jwtSecret: string;
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

/**
 * Reads and checks the configuration. In production every secret must be set: a missing or weak
 * one is a ConfigError (the Worker logs it and answers 500) rather than a silent default.
 */
export function loadConfig(env: Partial<Env>): AppConfig {
  const environment = env.ENVIRONMENT;
  if (environment !== "development" && environment !== "production") {
    throw new ConfigError(`ENVIRONMENT must be "development" or "production", got ${JSON.stringify(environment)}`);
  }
  const appsDomain = env.APPS_DOMAIN?.trim().toLowerCase();
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

  return {
    environment,
    productName: env.PRODUCT_NAME?.trim() || "PWA Store",
    appsDomain,
    jwtSecret,
  };
}
