/**
 * POST /api/client/auth/social-login `{ provider, accessToken, userData? }` (docs/api.md "Accounts").
 *
 * `accessToken` is the provider's ID token, verified in worker/lib/social-tokens.ts. Who the user
 * is comes only from the verified claims (`sub`, `email`, `email_verified`); `userData` is never
 * identity: only its `name` may become the display name of a new account, and its `nonce` is
 * compared with the token's.
 *
 * Which account signs in:
 *   1. the account linked to (provider, sub), if any;
 *   2. else, when the token has an email the provider marks verified: the account with that email
 *      (a link is added), or a new account (verified, no password) with its link;
 *   3. else refused: no email → 401 (nothing to key an account on); an email the provider does not
 *      vouch for → 403 `auth_social_email_unverified`, whether or not that address is registered
 *      (it is never linked, and creating an account for it would let someone claim an address
 *      they have not proven).
 * Linking to an account whose own address was never verified makes it verified (the provider just
 * proved ownership) and removes its password: whoever registered it never proved the address, so
 * that password must not open the owner's account (pre-registration hijack).
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { emailSchema, NAME_MAX } from "#contract/schemas/auth.ts";
import { m } from "#app/paraglide/messages.js";
import type { Locale } from "#app/paraglide/runtime.js";
import type { Database } from "#db/client.ts";
import { sessions, socialAccounts, users, type User } from "#db/schema.ts";
import type { AppConfig } from "../../lib/config.ts";
import { newId } from "../../lib/crypto.ts";
import { signJwt } from "../../lib/jwt.ts";
import { verifySocialIdToken, type SocialIdentity } from "../../lib/social-tokens.ts";
import { Refusal } from "#worker/lib/refusal.ts";
import { createSession } from "../../services/sessions.ts";
import { deriveUsername, findUserByEmail, toPublicUser } from "../../services/users.ts";
import { ApiError } from "../errors.ts";
import { rateLimit } from "../rate-limit.ts";
import type { ApiEnv } from "../types.ts";
import { jsonBody } from "../validation.ts";
import { clientInfo } from "./respond.ts";
import { TWO_FACTOR_CHALLENGE_AUDIENCE, TWO_FACTOR_CHALLENGE_TTL_SECONDS } from "./sign-in.ts";

/** ID tokens are 1-2 KB; anything far larger is not one. */
const ID_TOKEN_MAX_LENGTH = 8192;

export const socialLoginSchema = z.object({
  provider: z.enum(["google", "apple"]),
  accessToken: z.string().min(1).max(ID_TOKEN_MAX_LENGTH),
  // Clients send what their provider SDK gave them (name, email, photo, ...): unknown keys are
  // accepted and ignored. `name` is a string, or Apple's `{ firstName, lastName }`.
  userData: z
    .looseObject({
      name: z.unknown().optional(),
      nonce: z.string().min(1).max(512).optional(),
    })
    .nullable()
    .optional(),
});

/** A display name from untrusted text: no control or format characters, trimmed, at most NAME_MAX. */
export function cleanDisplayName(value: unknown): string {
  let text = "";
  if (typeof value === "string") {
    text = value;
  } else if (value && typeof value === "object") {
    const parts = value as Record<string, unknown>;
    text = [parts.firstName ?? parts.givenName, parts.lastName ?? parts.familyName].filter((part) => typeof part === "string").join(" ");
  }
  const cleaned = text
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return Array.from(cleaned).slice(0, NAME_MAX).join("").trim();
}

/** The token's email in stored form (trimmed, lower-case), or null when absent or malformed. */
function usableEmail(identity: SocialIdentity): string | null {
  if (!identity.email) return null;
  const parsed = emailSchema.safeParse(identity.email);
  return parsed.success ? parsed.data : null;
}

/** A unique or primary-key violation anywhere in the error's cause chain (a lost race). */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (/UNIQUE constraint|SQLITE_CONSTRAINT_(PRIMARYKEY|UNIQUE)/i.test(String(current instanceof Error ? current.message : current)))
      return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}

async function findLinkedUser(db: Database, identity: SocialIdentity): Promise<User | undefined> {
  const row = await db
    .select({ user: users })
    .from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.userId))
    .where(and(eq(socialAccounts.provider, identity.provider), eq(socialAccounts.subject, identity.subject)))
    .get();
  return row?.user;
}

interface NewAccountDetails {
  name: string;
  locale: Locale;
}

/** Links (provider, sub) to `existing`, whose email the provider has just verified. */
async function linkExistingAccount(
  db: Database,
  config: AppConfig,
  identity: SocialIdentity,
  existing: User,
  email: string,
): Promise<void> {
  const now = Date.now();
  const link = db
    .insert(socialAccounts)
    .values({ provider: identity.provider, subject: identity.subject, userId: existing.id, email })
    .onConflictDoNothing();
  if (existing.emailVerifiedAt !== null) {
    await link;
    return;
  }
  await db.batch([
    link,
    db
      .update(users)
      .set({
        emailVerifiedAt: now,
        passwordHash: null,
        passwordChangedAt: now,
        failedLoginCount: 0,
        loginLockedUntil: null,
        updatedAt: now,
        ...(config.adminEmails.has(email) ? { role: "admin" as const } : {}),
      })
      .where(and(eq(users.id, existing.id), eq(users.email, email), isNull(users.emailVerifiedAt))),
    db
      .update(sessions)
      .set({ revokedAt: now, revokedReason: "social-link" })
      .where(and(eq(sessions.userId, existing.id), isNull(sessions.revokedAt))),
  ]);
}

/** A new verified account without a password, and its link, in one batch. */
async function createSocialAccount(
  db: Database,
  config: AppConfig,
  identity: SocialIdentity,
  email: string,
  details: NewAccountDetails,
): Promise<void> {
  const id = newId();
  const username = await deriveUsername(db, details.name || undefined, email);
  await db.batch([
    db.insert(users).values({
      id,
      email,
      username,
      name: details.name,
      role: config.adminEmails.has(email) ? "admin" : "user",
      emailVerifiedAt: Date.now(),
      preferences: { locale: details.locale },
    }),
    db.insert(socialAccounts).values({ provider: identity.provider, subject: identity.subject, userId: id, email }),
  ]);
}

/** The account `identity` signs in to, linking or creating one by the rules at the top. */
async function resolveSocialUser(
  db: Database,
  config: AppConfig,
  identity: SocialIdentity,
  details: NewAccountDetails,
  retried = false,
): Promise<User> {
  const linked = await findLinkedUser(db, identity);
  if (linked) return linked;

  const email = usableEmail(identity);
  if (!email) throw new Refusal("social_failed");
  if (!identity.emailVerified) throw new Refusal("social_email_unverified");

  try {
    const existing = await findUserByEmail(db, email);
    if (existing) {
      // A suspended account gets no new way in.
      if (existing.status !== "active") throw new Refusal("account_banned");
      await linkExistingAccount(db, config, identity, existing, email);
    } else {
      await createSocialAccount(db, config, identity, email, details);
    }
  } catch (error) {
    // A concurrent sign-in created the same link, email or username first: resolve again.
    if (!retried && isUniqueViolation(error)) return resolveSocialUser(db, config, identity, details, true);
    throw error;
  }
  // Read back the link that holds (ours, or a concurrent request's for the same account).
  const user = await findLinkedUser(db, identity);
  if (!user) throw new Error("social login: link missing after it was written");
  return user;
}

function verificationFailure(
  c: Context<ApiEnv>,
  reason: "unconfigured" | "invalid" | "unavailable",
  provider: string,
  detail?: string,
): ApiError | Refusal {
  switch (reason) {
    case "unconfigured":
      return new Refusal("social_unconfigured");
    case "unavailable":
      // The provider's key set could not be fetched: an outage, not the client's fault.
      console.error(`[api] social login (request ${c.get("requestId") ?? "-"}): ${provider} key set unavailable: ${detail ?? ""}`);
      return new ApiError(503, "unavailable", m.api_server_error);
    case "invalid":
      return new Refusal("social_failed");
  }
}

export const socialRoutes = new Hono<ApiEnv>().post(
  "/social-login",
  rateLimit("socialLogin"),
  ...jsonBody(socialLoginSchema),
  async (c) => {
    const { provider, accessToken, userData } = c.req.valid("json");
    const config = c.get("config");
    const db = c.get("db");

    const verification = await verifySocialIdToken(provider, config.social[provider], accessToken, {
      expectedNonce: userData?.nonce ?? null,
    });
    if (!verification.ok) throw verificationFailure(c, verification.reason, provider, verification.detail);
    const { identity } = verification;

    const user = await resolveSocialUser(db, config, identity, {
      // The provider's own `name` claim first; the client's only for what the token lacks (Apple).
      name: cleanDisplayName(identity.name) || cleanDisplayName(userData?.name),
      locale: c.get("locale"),
    });
    if (user.status !== "active") throw new Refusal("account_banned");

    // Two-factor sign-in guards every way in: the same second step as a password login.
    if (user.totpEnabledAt !== null) {
      const { token } = await signJwt(
        config.jwtSecret,
        { sub: user.id, rememberMe: false },
        { audience: TWO_FACTOR_CHALLENGE_AUDIENCE, ttlSeconds: TWO_FACTOR_CHALLENGE_TTL_SECONDS },
      );
      return c.json({
        success: true as const,
        requiresTwoFactor: true as const,
        message: m.auth_two_factor_required(),
        data: { challengeToken: token },
      });
    }

    const tokens = await createSession(db, config, user, { rememberMe: false, ...clientInfo(c) });
    return c.json({
      success: true as const,
      message: m.auth_login_success(),
      data: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, user: toPublicUser(user) },
    });
  },
);
