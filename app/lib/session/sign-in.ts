import { m } from "#app/paraglide/messages.js";
import type { SocialProvider } from "#contract/social-providers.ts";
import { ApiClientError, apiRequest } from "../api/client.ts";
import type { AuthApi, SignIn } from "./auth-context.tsx";
import type { StoredUser } from "./storage.ts";

/**
 * The calls that sign in (docs/product.md#sessions-and-tokens): password, provider, second step,
 * and the answers of other calls that sign in (registration, e-mail verification). Only the pages
 * that make them load this module; the session they start is auth-context.tsx's, in every page.
 */

export type LoginResult = { kind: "signed-in"; user: StoredUser } | { kind: "two-factor"; challengeToken: string };

type Session = Pick<AuthApi, "signIn">;

/** A sign-in answer counts only with a user, an access token and a refresh token (docs/product.md#validation-messages). */
export function readSignIn(answer: unknown): SignIn {
  if (!answer || typeof answer !== "object") throw new ApiClientError(m.auth_invalid_response(), 200);
  const body = answer as {
    user?: StoredUser;
    tokens?: { accessToken?: string; refreshToken?: string };
    data?: { user?: StoredUser; accessToken?: string; refreshToken?: string };
  };
  const user = body.user ?? body.data?.user;
  const accessToken = body.tokens?.accessToken ?? body.data?.accessToken;
  const refreshToken = body.tokens?.refreshToken ?? body.data?.refreshToken;
  if (!user || !accessToken || !refreshToken) throw new ApiClientError(m.auth_missing_data(), 200);
  return { user, accessToken, refreshToken };
}

/** Starts the session a call answered with (registration, e-mail verification): the signed-in user. */
export function acceptSignIn(auth: Session, answer: unknown, rememberMe = false): StoredUser {
  return auth.signIn(readSignIn(answer), rememberMe);
}

/** A sign-in answer, or the challenge of the second step when the account has two-factor on. */
function signInOrChallenge(auth: Session, answer: Record<string, unknown>, rememberMe: boolean): LoginResult {
  if (answer.requiresTwoFactor === true) {
    const challengeToken = (answer.data as { challengeToken?: string } | undefined)?.challengeToken;
    if (!challengeToken) throw new ApiClientError(m.auth_invalid_response(), 200);
    return { kind: "two-factor", challengeToken };
  }
  return { kind: "signed-in", user: acceptSignIn(auth, answer, rememberMe) };
}

/** `unlockToken`: the token of a mailed unlock link (`/login?unlock=…`), when signing in through it. */
export async function signInWithPassword(
  auth: Session,
  credentials: { email: string; password: string; rememberMe: boolean },
  unlockToken?: string,
): Promise<LoginResult> {
  const { email, password, rememberMe } = credentials;
  const body = unlockToken ? { email, password, rememberMe, unlockToken } : { email, password, rememberMe };
  return signInOrChallenge(auth, await apiRequest<Record<string, unknown>>("/client/auth/login", { body }), rememberMe);
}

/** Signs in with a provider's ID token (Google, Apple); may ask for the second step like a password. */
export async function signInWithProvider(
  auth: Session,
  provider: SocialProvider,
  idToken: string,
  userData: Record<string, unknown>,
): Promise<LoginResult> {
  const answer = await apiRequest<Record<string, unknown>>("/client/auth/social-login", {
    body: { provider, accessToken: idToken, userData },
  });
  return signInOrChallenge(auth, answer, false);
}

/** The second step of a sign-in with two-factor on: the challenge's code. */
export async function completeTwoFactor(auth: Session, challengeToken: string, code: string, rememberMe: boolean): Promise<StoredUser> {
  return acceptSignIn(auth, await apiRequest("/client/auth/login/two-factor", { body: { challengeToken, code } }), rememberMe);
}
