/**
 * Issue 38: every failure of the API carries a stable `code` (contract/failure-codes.ts) beside its
 * message, whatever produced it: the validator, the JSON reader, sign-in, a refusal of a service,
 * a field of an account form, an unknown path or host, a rate limit, read-only maintenance. The
 * fuzz suite (tests/integration/fuzz.test.ts) asserts the same of its 4,000 hostile requests; this
 * file names the code each kind of failure answers.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { FAILURE_CODES } from "#contract/failure-codes.ts";
import { REFUSAL_CODES } from "#contract/refusal-codes.ts";
import { APPS } from "../support/catalog.ts";
import { api, member, type Member } from "../support/community.ts";
import { call, jsonEnvelope, sendJson } from "../support/http.ts";

let user: Member;
let admin: Member;

beforeAll(async () => {
  user = await member({ name: "Code Reader" });
  admin = await member({ name: "Code Admin", role: "admin" });
});

async function failureOf(response: Response): Promise<{ status: number; code: unknown; message: unknown }> {
  const body = await jsonEnvelope(response);
  expect(body.success).toBe(false);
  return { status: response.status, code: body.code, message: body.message };
}

describe("the codes", () => {
  it("are one list without repeats, every refusal code among them", () => {
    expect(new Set(FAILURE_CODES).size).toBe(FAILURE_CODES.length);
    for (const code of REFUSAL_CODES) expect(FAILURE_CODES).toContain(code);
    for (const code of FAILURE_CODES) expect(code).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it("are the failure schema's enum in the generated reference", async () => {
    const { body } = await api<never>("/api/openapi.json");
    const schemas = (body as unknown as { components: { schemas: Record<string, { properties?: Record<string, { enum?: string[] }> }> } })
      .components.schemas;
    const failure = Object.values(schemas).find((schema) => schema.properties?.code?.enum);
    expect(failure?.properties?.code?.enum).toEqual([...FAILURE_CODES]);
  });
});

describe("each kind of failure answers its code", () => {
  it("validation, malformed JSON, a wrong content type and an oversized body", async () => {
    expect(await failureOf(await sendJson("/api/client/auth/login", { email: "not an address" }))).toMatchObject({
      status: 400,
      code: "validation_failed",
    });
    expect(await failureOf(await sendJson("/api/client/auth/login", "{ not json"))).toMatchObject({ status: 400, code: "malformed_json" });
    const text = await call("/api/client/auth/login", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "hello" });
    expect(await failureOf(text)).toMatchObject({ status: 415, code: "unsupported_media_type" });
    const big = await sendJson("/api/client/auth/login", { email: "a@example.com", password: "x".repeat(1024 * 1024 + 10) });
    expect(await failureOf(big)).toMatchObject({ status: 413, code: "payload_too_large" });
  });

  it("no sign-in, a refused token, and a member in the admin area", async () => {
    expect(await failureOf(await call("/api/client/auth/profile"))).toMatchObject({ status: 401, code: "unauthorized" });
    const forged = await call("/api/client/auth/profile", { headers: { Authorization: "Bearer pwas_not-a-token" } });
    expect((await failureOf(forged)).status).toBe(401);
    const { response, body } = await api("/api/admin/dashboard/stats", { token: user.token });
    expect(response.status).toBe(403);
    expect(body).toMatchObject({ success: false, code: "forbidden" });
  });

  it("an unknown path, an unknown host, and a refusal of a service", async () => {
    expect(await failureOf(await call("/api/no-such-route"))).toMatchObject({ status: 404, code: "not_found" });
    expect(await failureOf(await call("http://evil.example/api/client/auth/health"))).toMatchObject({ status: 404, code: "not_found" });
    expect(await failureOf(await call(`${APPS}/no-such-app`))).toMatchObject({ status: 404, code: "app_not_found" });
  });

  it("a field of an account form: the code, and `errors` naming the field", async () => {
    const answer = await sendJson("/api/client/auth/register", { email: user.email, password: "Tidal-Lantern-47", name: "Twin" });
    const body = await jsonEnvelope(answer);
    expect(answer.status).toBe(409);
    expect(body).toMatchObject({ success: false, code: "email_taken", errors: [{ field: "email" }] });
  });

  it("read-only maintenance answers read_only, and its message stays the server's", async () => {
    const saved = await api("/api/admin/settings/maintenance", { token: admin.token, method: "PUT", body: { readOnly: true } });
    expect(saved.response.status).toBe(200);
    try {
      const refused = await sendJson("/api/client/favorites", { appId: "x" }, { headers: { Authorization: `Bearer ${user.token}` } });
      expect(refused.status).toBe(503);
      expect(await jsonEnvelope(refused)).toMatchObject({ success: false, code: "read_only", reason: "read_only" });
    } finally {
      await api("/api/admin/settings/maintenance", { token: admin.token, method: "PUT", body: { readOnly: false } });
    }
  });

  it("a rate limit answers rate_limited with Retry-After", async () => {
    const address = "203.0.113.77";
    let last: Response | undefined;
    for (let attempt = 0; attempt < 40; attempt += 1) {
      last = await sendJson(
        "/api/client/auth/forgot-password",
        { email: "nobody@example.com" },
        { headers: { "CF-Connecting-IP": address } },
      );
      if (last.status === 429) break;
    }
    expect(last?.status).toBe(429);
    expect(last?.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await failureOf(last!)).toMatchObject({ code: "rate_limited" });
  });
});
