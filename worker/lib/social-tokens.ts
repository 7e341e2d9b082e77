/**
 * Verification of the ID tokens that Google and Apple hand to a client (social login).
 *
 * A token is accepted only when jose verifies, against the provider's published key set (JWKS):
 * the signature, an asymmetric algorithm (RS256, or ES256; never "none" or an HMAC algorithm,
 * which would let anyone holding the public key forge a token), `iss` among the provider's
 * issuers, `aud` among the client ids configured for this deployment, `exp`/`nbf`/`iat` with a
 * small clock tolerance, and a non-empty `sub`. The caller learns who the user is only from the
 * verified claims; nothing the client sends next to the token counts as identity.
 */
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from "jose";
import type { SocialProvider, SocialProviderConfig } from "./config.ts";
import { constantTimeEqual } from "./crypto.ts";

/** RS256 is what both providers sign with today; ES256 is tolerated should one switch. */
export const SOCIAL_TOKEN_ALGORITHMS = ["RS256", "ES256"] as const;
/** Allowed difference between the provider's clock and ours. */
export const SOCIAL_CLOCK_TOLERANCE_SECONDS = 60;
/**
 * Upper bound on a token's age (`iat`), whatever its `exp` says: Google's ID tokens live an hour,
 * Apple's at most a day. It also refuses an `iat` in the future.
 */
export const SOCIAL_MAX_TOKEN_AGE_SECONDS = 24 * 60 * 60;
/** How long a key set fetched from a provider is used before it is fetched again. */
const KEY_SET_CACHE_MS = 10 * 60 * 1000;
const KEY_SET_TIMEOUT_MS = 5000;

/** Who signed in, as the provider vouches for it. */
export interface SocialIdentity {
  provider: SocialProvider;
  /** The provider's stable user id (`sub`). */
  subject: string;
  /** The `email` claim as given (not normalised), or null. */
  email: string | null;
  /** True only when the provider says the address is verified (Apple may send the string "true"). */
  emailVerified: boolean;
  /** The `name` claim (Google with the profile scope), or null. */
  name: string | null;
}

export type SocialVerification =
  | { ok: true; identity: SocialIdentity }
  /**
   * unconfigured: no client id is configured for the provider (it is switched off);
   * invalid: the token is not a valid ID token for us (any check failed, nonce included);
   * unavailable: the provider's key set could not be fetched or read (not the client's fault).
   */
  | { ok: false; reason: "unconfigured" | "invalid" | "unavailable"; detail?: string };

/** Thrown from the key resolver when the key set itself is unreachable or unreadable. */
class KeySetUnavailable extends Error {
  override name = "KeySetUnavailable";
}

type RemoteKeySet = ReturnType<typeof createRemoteJWKSet>;

/**
 * One remote key set per URL for the life of the isolate: jose caches the keys (and refetches on
 * an unknown `kid`, at most every 30 seconds), so most sign-ins need no request to the provider.
 */
const keySets = new Map<string, RemoteKeySet>();

function keySetFor(url: string): RemoteKeySet {
  let keySet = keySets.get(url);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(url), { cacheMaxAge: KEY_SET_CACHE_MS, timeoutDuration: KEY_SET_TIMEOUT_MS });
    keySets.set(url, keySet);
  }
  return keySet;
}

/** Errors of the key lookup that are about the token (its `kid`/`alg`), not about the key set. */
const isTokenKeyError = (error: unknown) =>
  error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys || error instanceof errors.JOSENotSupported;

/** `email_verified` is a boolean from Google and sometimes the string "true"/"false" from Apple. */
function isTrue(value: unknown): boolean {
  return value === true || value === "true";
}

const stringClaim = (payload: JWTPayload, name: string): string | null => {
  const value = payload[name];
  return typeof value === "string" && value.length > 0 ? value : null;
};

/**
 * Verifies `token` as an ID token of `provider` issued to one of our client ids.
 *
 * Nonce rule: when the token carries a `nonce`, the request must carry the same value
 * (`expectedNonce`, from `userData.nonce`); when the request carries a nonce, the token must carry
 * it. Either mismatch, or one side missing, makes the token invalid.
 */
export async function verifySocialIdToken(
  provider: SocialProvider,
  settings: SocialProviderConfig,
  token: string,
  options: { expectedNonce?: string | null; now?: Date } = {},
): Promise<SocialVerification> {
  if (settings.clientIds.length === 0) return { ok: false, reason: "unconfigured" };
  const keySet = keySetFor(settings.jwksUrl);

  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(
      token,
      async (header, input) => {
        try {
          return await keySet(header, input);
        } catch (error) {
          if (isTokenKeyError(error)) throw error;
          throw new KeySetUnavailable(`${provider} key set: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
        }
      },
      {
        algorithms: [...SOCIAL_TOKEN_ALGORITHMS],
        issuer: [...settings.issuers],
        audience: [...settings.clientIds],
        clockTolerance: SOCIAL_CLOCK_TOLERANCE_SECONDS,
        maxTokenAge: SOCIAL_MAX_TOKEN_AGE_SECONDS,
        requiredClaims: ["iss", "aud", "sub", "exp", "iat"],
        ...(options.now ? { currentDate: options.now } : {}),
      },
    ));
  } catch (error) {
    if (error instanceof KeySetUnavailable) return { ok: false, reason: "unavailable", detail: error.message };
    if (error instanceof errors.JOSEError || error instanceof TypeError) {
      return { ok: false, reason: "invalid", detail: error instanceof errors.JOSEError ? error.code : error.message };
    }
    throw error;
  }

  const subject = stringClaim(payload, "sub");
  if (!subject || subject.length > 255) return { ok: false, reason: "invalid", detail: "sub" };

  const tokenNonce = payload.nonce === undefined ? null : payload.nonce;
  const expectedNonce = options.expectedNonce ?? null;
  if (tokenNonce !== null || expectedNonce !== null) {
    if (typeof tokenNonce !== "string" || expectedNonce === null || !constantTimeEqual(tokenNonce, expectedNonce)) {
      return { ok: false, reason: "invalid", detail: "nonce" };
    }
  }

  return {
    ok: true,
    identity: {
      provider,
      subject,
      email: stringClaim(payload, "email"),
      emailVerified: isTrue(payload.email_verified),
      name: stringClaim(payload, "name"),
    },
  };
}
