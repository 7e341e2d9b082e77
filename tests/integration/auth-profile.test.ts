/**
 * GET/PUT /api/client/auth/profile (docs/product.md#profile-and-account: only the fields a user may
 * change; role, status, verification, email can never be set; the public user has no secret fields)
 * and signed-in feedback.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { AUTH, bearer, createVerifiedUser, getProfile, login, userRow, type PublicUser, type TestAccount } from "../support/accounts.ts";
import { EN, ZH, call, jsonEnvelope, sendJson } from "../support/http.ts";

const PROFILE = `${AUTH}/profile`;
const PUBLIC_USER_KEYS = [
  "avatar",
  "bio",
  "createdAt",
  "email",
  "emailVerified",
  "hasPassword",
  "id",
  "name",
  "preferences",
  "role",
  "status",
  "twoFactorEnabled",
  "username",
];

const put = (accessToken: string, body: unknown, headers: Record<string, string> = {}) =>
  sendJson(PROFILE, body, { method: "PUT", headers: { ...bearer(accessToken), ...headers } });

async function profileOf(accessToken: string): Promise<PublicUser> {
  const response = await getProfile(accessToken);
  expect(response.status).toBe(200);
  return (await jsonEnvelope(response)).user as PublicUser;
}

let alice: TestAccount;
let bob: TestAccount;
beforeAll(async () => {
  alice = await createVerifiedUser(env, { name: "Alice Profile" });
  bob = await createVerifiedUser(env, { name: "Bob Profile" });
});

describe("GET /profile", () => {
  it("answers { success, user } with exactly the public fields", async () => {
    const response = await getProfile(alice.accessToken);
    expect(response.status).toBe(200);
    const text = await response.clone().text();
    const body = await jsonEnvelope(response);
    expect(Object.keys(body).sort()).toStrictEqual(["success", "user"]);
    const user = body.user as PublicUser;
    expect(Object.keys(user).sort()).toStrictEqual(PUBLIC_USER_KEYS);
    const row = (await userRow(env, alice.email))!;
    expect(user).toStrictEqual({
      id: row.id,
      email: alice.email,
      username: row.username,
      name: "Alice Profile",
      avatar: null,
      bio: null,
      role: "user",
      emailVerified: true,
      status: "active",
      twoFactorEnabled: false,
      hasPassword: true,
      createdAt: new Date(row.created_at as number).toISOString(),
      preferences: { locale: "en" },
    });
    for (const secret of ["scrypt", "password_hash", "passwordHash", "totp", "failed", "locked", "sessionId", String(row.password_hash)]) {
      expect(text).not.toContain(secret);
    }
  });

  it("is the same user object as the sign-in answers", async () => {
    const signedIn = await login(alice.email, alice.password);
    expect(await profileOf(signedIn.accessToken)).toStrictEqual(signedIn.user);
  });

  it("needs a bearer token", async () => {
    const response = await call(PROFILE);
    expect(response.status).toBe(401);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: false, code: "unauthorized", message: "Unauthorized access" });
  });
});

describe("PUT /profile: allowed fields", () => {
  it("updates name, username, bio and avatar and answers { success, message, user }", async () => {
    const account = await createVerifiedUser(env);
    const username = `Renamed_${crypto.randomUUID().slice(0, 6)}`;
    const response = await put(account.accessToken, {
      name: "  New Name  ",
      username,
      bio: "Hello there",
      avatar: "https://cdn.example.com/a.png",
    });
    expect(response.status).toBe(200);
    const body = await jsonEnvelope(response);
    expect(Object.keys(body).sort()).toStrictEqual(["message", "success", "user"]);
    expect(body.message).toBe("Updated successfully");
    expect(body.user).toMatchObject({ name: "New Name", username, bio: "Hello there", avatar: "https://cdn.example.com/a.png" });
    expect(Object.keys(body.user as object).sort()).toStrictEqual(PUBLIC_USER_KEYS);
    expect(await profileOf(account.accessToken)).toStrictEqual(body.user);
    expect(await userRow(env, account.email)).toMatchObject({
      name: "New Name",
      username,
      bio: "Hello there",
      avatar: "https://cdn.example.com/a.png",
    });
  });

  it('clears the avatar with "" or null and the bio with null; leaves absent fields alone', async () => {
    const account = await createVerifiedUser(env, { name: "Keeps Name" });
    expect((await put(account.accessToken, { avatar: "https://cdn.example.com/b.png", bio: "x" })).status).toBe(200);
    expect(((await jsonEnvelope(await put(account.accessToken, { avatar: "" }))).user as PublicUser).avatar).toBeNull();
    expect((await put(account.accessToken, { avatar: "https://cdn.example.com/c.png" })).status).toBe(200);
    const cleared = (await jsonEnvelope(await put(account.accessToken, { avatar: null, bio: null }))).user as PublicUser;
    expect(cleared).toMatchObject({ avatar: null, bio: null, name: "Keeps Name" });
  });

  it("merges preferences (nested notifications too) instead of replacing them", async () => {
    const account = await createVerifiedUser(env);
    await put(account.accessToken, { preferences: { theme: "dark", notifications: { email: false } } });
    const response = await put(account.accessToken, { preferences: { notifications: { push: true }, profilePublic: true } });
    expect(response.status).toBe(200);
    const expected = { locale: "en", theme: "dark", notifications: { email: false, push: true }, profilePublic: true };
    expect(((await jsonEnvelope(response)).user as PublicUser).preferences).toStrictEqual(expected);
    expect(JSON.parse((await userRow(env, account.email))!.preferences as string)).toStrictEqual(expected);
    const locale = await put(account.accessToken, { preferences: { locale: "zh" } });
    expect(((await jsonEnvelope(locale)).user as PublicUser).preferences).toStrictEqual({ ...expected, locale: "zh" });
  });

  it("lets a user change the case of their own username", async () => {
    const account = await createVerifiedUser(env, { username: `own_case_${crypto.randomUUID().slice(0, 6)}` });
    const upper = account.user.username.toUpperCase();
    const response = await put(account.accessToken, { username: upper });
    expect(response.status).toBe(200);
    expect(((await jsonEnvelope(response)).user as PublicUser).username).toBe(upper);
  });

  it("refuses a username taken by someone else (any case) with 409", async () => {
    for (const username of [bob.user.username, bob.user.username.toUpperCase()]) {
      const response = await put(alice.accessToken, { username });
      expect(response.status).toBe(409);
      expect(await jsonEnvelope(response)).toStrictEqual({
        success: false,
        code: "username_taken",
        message: "This username is already taken",
        errors: [{ field: "username", message: "This username is already taken" }],
      });
    }
    expect((await profileOf(alice.accessToken)).username).toBe(alice.user.username);
  });

  it.each([
    ["http://cdn.example.com/a.png"],
    ["javascript:alert(1)"],
    ["data:image/png;base64,AAAA"],
    ["not a url"],
    ["https://"],
    [`https://cdn.example.com/${"a".repeat(500)}`],
  ])("refuses the avatar %j (https URLs only)", async (avatar) => {
    const response = await put(alice.accessToken, { avatar });
    expect(response.status).toBe(400);
    const body = await jsonEnvelope(response);
    // Only the avatar is named (a bad URL may fail both its protocol and its hostname rule).
    expect(new Set((body.errors as { field: string }[]).map((error) => error.field))).toStrictEqual(new Set(["avatar"]));
    expect((await profileOf(alice.accessToken)).avatar).toBeNull();
  });

  it("validates username and name like registration, in the request's language", async () => {
    const response = await put(alice.accessToken, { username: "no spaces", name: "x".repeat(101) }, { "Accept-Language": "zh" });
    expect(response.status).toBe(400);
    expect(await jsonEnvelope(response)).toStrictEqual({
      success: false,
      code: "validation_failed",
      message: ZH.validation,
      errors: [
        { field: "name", message: "姓名不能超过 100 个字符" },
        { field: "username", message: "用户名只能包含字母、数字和下划线" },
      ],
    });
  });

  it("refuses preference values outside their lists", async () => {
    const response = await put(alice.accessToken, { preferences: { theme: "neon", locale: "pt" } });
    expect(response.status).toBe(400);
    const fields = ((await jsonEnvelope(response)).errors as { field: string }[]).map((error) => error.field).sort();
    expect(fields).toStrictEqual(["preferences.locale", "preferences.theme"]);
  });
});

describe("PUT /profile: mass assignment refused", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["role", { role: "admin" }, "role"],
    ["status", { status: "active" }, "status"],
    ["emailVerified", { emailVerified: true }, "emailVerified"],
    ["emailVerifiedAt", { emailVerifiedAt: 1 }, "emailVerifiedAt"],
    ["email", { email: "takeover@example.com" }, "email"],
    ["id", { id: "someone-else" }, "id"],
    ["passwordHash", { passwordHash: "scrypt$1$1$1$AA$AA" }, "passwordHash"],
    ["twoFactorEnabled", { twoFactorEnabled: false }, "twoFactorEnabled"],
    ["a nested preference", { preferences: { role: "admin" } }, "preferences.role"],
    ["a key next to allowed ones", { name: "Sneaky", role: "admin" }, "role"],
  ];

  it.each(cases)("refuses %s with 400 naming the field, and changes nothing", async (_label, body, field) => {
    const before = await userRow(env, bob.email);
    const response = await put(bob.accessToken, body);
    expect(response.status).toBe(400);
    const envelope = await jsonEnvelope(response);
    expect(envelope.success).toBe(false);
    expect(envelope.message).toBe(EN.validation);
    expect(envelope.errors).toStrictEqual([{ field, message: expect.stringContaining("Unrecognized key") }]);
    expect(await userRow(env, bob.email)).toStrictEqual(before);
  });

  it("names each refused key when several are sent", async () => {
    const response = await put(bob.accessToken, { role: "admin", status: "active", emailVerified: true });
    expect(response.status).toBe(400);
    const fields = ((await jsonEnvelope(response)).errors as { field: string }[]).map((error) => error.field).sort();
    expect(fields).toStrictEqual(["emailVerified", "role", "status"]);
    expect((await profileOf(bob.accessToken)).role).toBe("user");
  });
});

describe("POST /api/client/feedback while signed in", () => {
  const feedbackRow = (message: string) =>
    env.DB.prepare("SELECT user_id FROM feedback WHERE message = ?").bind(message).first<{ user_id: string | null }>();

  it("stores the user's id with the feedback", async () => {
    const message = `signed-in feedback ${crypto.randomUUID()}`;
    const response = await sendJson("/api/client/feedback", { message }, { headers: bearer(alice.accessToken) });
    expect(response.status).toBe(201);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: true, message: EN.feedbackThanks });
    expect(await feedbackRow(message)).toStrictEqual({ user_id: alice.user.id });
  });

  it("stores no user for anonymous feedback, or one sent with an invalid or logged-out token", async () => {
    const anonymous = `anonymous feedback ${crypto.randomUUID()}`;
    expect((await sendJson("/api/client/feedback", { message: anonymous })).status).toBe(201);
    expect(await feedbackRow(anonymous)).toStrictEqual({ user_id: null });

    const forged = `forged-token feedback ${crypto.randomUUID()}`;
    expect((await sendJson("/api/client/feedback", { message: forged }, { headers: bearer(`${alice.accessToken}x`) })).status).toBe(201);
    expect(await feedbackRow(forged)).toStrictEqual({ user_id: null });

    const session = await login(alice.email, alice.password);
    expect((await sendJson(`${AUTH}/logout`, {}, { headers: bearer(session.accessToken) })).status).toBe(200);
    const afterLogout = `after-logout feedback ${crypto.randomUUID()}`;
    expect((await sendJson("/api/client/feedback", { message: afterLogout }, { headers: bearer(session.accessToken) })).status).toBe(201);
    expect(await feedbackRow(afterLogout)).toStrictEqual({ user_id: null });
  });
});
