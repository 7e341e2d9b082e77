/**
 * The sign-in calls (app/lib/session/sign-in.ts): which answers count as a sign-in
 * (docs/product.md#validation-messages), and the second step's challenge, with the API's answer
 * given by a stubbed fetch.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiClientError } from "#app/lib/api/client.ts";
import type { SignIn } from "#app/lib/session/auth-context.tsx";
import { acceptSignIn, readSignIn, signInWithPassword } from "#app/lib/session/sign-in.ts";
import { m } from "#app/paraglide/messages.js";

const user = { id: "u1", email: "ada@example.com", name: "Ada" } as unknown as SignIn["user"];

/** A session that records what it was asked to start. */
function session() {
  const started: [SignIn, boolean][] = [];
  return { started, signIn: (signIn: SignIn, rememberMe: boolean) => (started.push([signIn, rememberMe]), signIn.user) };
}

function answering(body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(body)),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("readSignIn", () => {
  it("takes the user and both tokens from either shape of answer", () => {
    expect(readSignIn({ user, tokens: { accessToken: "a", refreshToken: "r" } })).toEqual({ user, accessToken: "a", refreshToken: "r" });
    expect(readSignIn({ data: { user, accessToken: "a", refreshToken: "r" } })).toEqual({ user, accessToken: "a", refreshToken: "r" });
  });

  it("refuses an answer without a user or either token, with the catalogue's messages", () => {
    for (const answer of [{ user, tokens: { accessToken: "a" } }, { data: { accessToken: "a", refreshToken: "r" } }, {}]) {
      expect(() => readSignIn(answer)).toThrow(new ApiClientError(m.auth_missing_data(), 200));
    }
    for (const answer of [null, "signed in", 1])
      expect(() => readSignIn(answer)).toThrow(new ApiClientError(m.auth_invalid_response(), 200));
  });

  it("starts nothing when the answer does not count", () => {
    const auth = session();
    expect(() => acceptSignIn(auth, { user })).toThrow(ApiClientError);
    expect(auth.started).toEqual([]);
  });
});

describe("signInWithPassword", () => {
  it("starts the session with the choice to be remembered", async () => {
    answering({ success: true, data: { user, accessToken: "a", refreshToken: "r" } });
    const auth = session();
    expect(await signInWithPassword(auth, { email: "ada@example.com", password: "pw", rememberMe: true })).toEqual({
      kind: "signed-in",
      user,
    });
    expect(auth.started).toEqual([[{ user, accessToken: "a", refreshToken: "r" }, true]]);
  });

  it("answers the second step's challenge and starts nothing yet", async () => {
    answering({ success: true, requiresTwoFactor: true, data: { challengeToken: "c1" } });
    const auth = session();
    expect(await signInWithPassword(auth, { email: "ada@example.com", password: "pw", rememberMe: false })).toEqual({
      kind: "two-factor",
      challengeToken: "c1",
    });
    expect(auth.started).toEqual([]);
  });

  it("sends the unlock link's token only when there is one", async () => {
    answering({ success: true, data: { user, accessToken: "a", refreshToken: "r" } });
    await signInWithPassword(session(), { email: "ada@example.com", password: "pw", rememberMe: false }, "unlock-1");
    await signInWithPassword(session(), { email: "ada@example.com", password: "pw", rememberMe: false });
    const bodies = vi.mocked(fetch).mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies).toEqual([
      { email: "ada@example.com", password: "pw", rememberMe: false, unlockToken: "unlock-1" },
      { email: "ada@example.com", password: "pw", rememberMe: false },
    ]);
  });
});
