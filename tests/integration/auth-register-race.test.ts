/**
 * POST /api/client/auth/register against registrations at the same moment (found by the fault
 * test, bench/fault.ts, whose accounts all registered at once with the same name): the username is
 * checked free, then inserted, so another registration can take it in between. That used to answer
 * "This email is already registered" (409 on `email`) to someone whose email was free; now a
 * derived username is derived again, and a chosen one is refused as taken.
 *
 * The race is made deterministic with a trigger that, just before the insert, stores another
 * account with the username being inserted: exactly what a registration finishing in between does.
 */
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { usernameBase } from "#worker/services/users.ts";
import { DEFAULT_PASSWORD, uniqueEmail } from "../support/accounts.ts";
import { jsonEnvelope, sendJson, uniqueAddress } from "../support/http.ts";

const REGISTER = "/api/client/auth/register";
const register = (body: Record<string, unknown>) => sendJson(REGISTER, body, { headers: { "CF-Connecting-IP": uniqueAddress() } });

/** Another account takes the username `email`'s registration is inserting, once, just before it. */
async function stealUsernameBeforeInsertOf(email: string): Promise<string> {
  const thief = `thief-${crypto.randomUUID().slice(0, 8)}`;
  await env.DB.prepare(
    `CREATE TRIGGER race_steal_username BEFORE INSERT ON users
     WHEN NEW.email = '${email}' AND NOT EXISTS (SELECT 1 FROM users WHERE id = '${thief}')
     BEGIN INSERT INTO users (id, email, username) VALUES ('${thief}', '${thief}@example.com', NEW.username); END`,
  ).run();
  return thief;
}

afterEach(async () => {
  await env.DB.prepare("DROP TRIGGER IF EXISTS race_steal_username").run();
});

const usernameOf = async (id: string) =>
  (await env.DB.prepare("SELECT username FROM users WHERE id = ? OR email = ?").bind(id, id).first<{ username: string }>())?.username;

describe("POST /register: a username taken between its check and the insert", () => {
  it("derives another username and creates the account (never 'email already registered')", async () => {
    const name = `Race Tester ${crypto.randomUUID().slice(0, 6)}`;
    const email = uniqueEmail("race");
    const thief = await stealUsernameBeforeInsertOf(email);

    const response = await register({ email, password: DEFAULT_PASSWORD, name });
    expect({ status: response.status, body: await jsonEnvelope(response) }).toMatchObject({ status: 201, body: { success: true } });
    const base = usernameBase(name);
    expect(await usernameOf(thief)).toBe(base);
    const username = await usernameOf(email);
    expect(username).not.toBe(base);
    expect(username).toMatch(new RegExp(`^${base}_\\d+$`));
  });

  it("refuses a chosen username with 409 on `username`", async () => {
    const email = uniqueEmail("race-chosen");
    const username = `race_${crypto.randomUUID().slice(0, 8).replace(/-/g, "")}`;
    const thief = await stealUsernameBeforeInsertOf(email);

    const response = await register({ email, password: DEFAULT_PASSWORD, username });
    expect(response.status).toBe(409);
    expect(await jsonEnvelope(response)).toMatchObject({ success: false, errors: [{ field: "username" }] });
    expect(await usernameOf(thief)).toBe(username);
    expect(await usernameOf(email)).toBeUndefined();
  });
});

describe("POST /register: concurrent registrations", () => {
  it("gives every one of several same-name registrations at once an account with its own username", async () => {
    const name = `Crowd Tester ${crypto.randomUUID().slice(0, 6)}`;
    const emails = Array.from({ length: 6 }, () => uniqueEmail("crowd"));
    const responses = await Promise.all(emails.map((email) => register({ email, password: DEFAULT_PASSWORD, name })));
    expect(responses.map((response) => response.status)).toStrictEqual(emails.map(() => 201));
    const usernames = await Promise.all(emails.map(usernameOf));
    expect(new Set(usernames).size).toBe(emails.length);
    for (const username of usernames) expect(username?.startsWith(usernameBase(name))).toBe(true);
  });

  it("still answers 409 on `email` to the second of two registrations of one address at once", async () => {
    const email = uniqueEmail("race-same");
    const responses = await Promise.all(
      [0, 1].map((index) => register({ email, password: DEFAULT_PASSWORD, name: `Same Address ${index}` })),
    );
    expect(responses.map((response) => response.status).sort()).toStrictEqual([201, 409]);
    const refused = responses.find((response) => response.status === 409)!;
    expect(await jsonEnvelope(refused)).toMatchObject({ success: false, errors: [{ field: "email" }] });
  });
});
