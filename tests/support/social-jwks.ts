/**
 * What tests/setup/social-jwks-server.ts (vitest globalSetup, in Node) hands to the integration
 * tests through `inject("socialJwks")`: where the local key sets are served, and the private keys
 * to sign ID tokens with. Shared by both sides, so it must stay free of Node and Workers APIs.
 */
import type { JWK } from "jose";

/** Key ids in the served key sets. */
export const SOCIAL_KIDS = { googleRsa: "google-rs-1", googleEc: "google-es-1", appleRsa: "apple-rs-1" } as const;

export interface SocialJwksFixture {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** Google's key set: googleRsa (RS256) and googleEc (ES256). */
  googleJwksUrl: string;
  /** Apple's key set: appleRsa (RS256). */
  appleJwksUrl: string;
  /** Answers 500 (a provider outage). */
  brokenJwksUrl: string;
  /** Counts of key-set requests per path so far: GET `${baseUrl}/stats`. */
  statsUrl: string;
  /** Private JWKs (with `kid` and `alg`) of the published keys, and one key published nowhere. */
  keys: { googleRsa: JWK; googleEc: JWK; appleRsa: JWK; stranger: JWK };
}

declare module "vitest" {
  export interface ProvidedContext {
    socialJwks: SocialJwksFixture;
  }
}
