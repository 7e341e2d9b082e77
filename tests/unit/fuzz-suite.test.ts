/**
 * The fuzz suite's own parts (tests/support/fuzz/): the verdict must catch every kind of bad
 * answer, and the generator must cover every operation with every kind of input, replayably.
 */
import { describe, expect, it } from "vitest";
import { encodeComponent, FUZZ_KINDS, type FuzzCase, fuzzCases, type OpenApiDocument } from "../support/fuzz/cases.ts";
import { seededRandom } from "../support/random.ts";
import { judge } from "../support/fuzz/verdict.ts";

const kase = (overrides: Partial<FuzzCase> = {}): FuzzCase => ({
  index: 1,
  kind: "valid",
  operation: "GET /api/client/apps",
  request: { method: "GET", target: "/api/client/apps", headers: {} },
  sent: [],
  ...overrides,
});
const json = (status: number, body: unknown) => ({ status, contentType: "application/json", text: JSON.stringify(body) });

describe("judge", () => {
  it("accepts a refusal and a success in the envelope", () => {
    expect(judge(kase(), json(400, { success: false, code: "validation_failed", message: "Validation error" }))).toEqual([]);
    expect(judge(kase(), json(200, { success: true, data: [] }))).toEqual([]);
  });

  it.each([
    ["a 500", json(500, { success: false, message: "A server error occurred." }), /answered 500/],
    ["no answer", { status: 0, contentType: "", text: "the Worker threw" }, /no answer/],
    ["an HTML page", { status: 400, contentType: "text/html", text: "<!DOCTYPE html><p>x</p>" }, /not JSON/],
    ["a text 503 of the dev proxy", { status: 503, contentType: "text/plain", text: "Your worker restarted mid-request" }, /503/],
    ["an empty 413", { status: 413, contentType: "application/json", text: "" }, /not JSON/],
    ["a refusal without a message", json(404, { success: false, code: "not_found" }), /without a message/],
    ["a refusal without a code", json(404, { success: false, message: "Not found" }), /without a known code/],
    [
      "a refusal with a code no list has",
      json(404, { success: false, code: "gone_fishing", message: "Not found" }),
      /without a known code/,
    ],
    ["a refusal that says success", json(403, { success: true }), /success: false/],
    ["a stack frame", json(400, { success: false, message: "x\n    at handler (worker/api/app.ts:12:3)" }), /stack frame|source path/],
    [
      "SQLite's words",
      json(409, { success: false, message: "D1_ERROR: UNIQUE constraint failed: users.email: SQLITE_CONSTRAINT" }),
      /SQLite/,
    ],
    ["SQL text", json(400, { success: false, message: "near SELECT id FROM users WHERE" }), /SQL text/],
    ["a JavaScript error", json(400, { success: false, message: "TypeError: x is undefined" }), /JavaScript error/],
  ])("refuses %s", (_name, answer, problem) => {
    expect(judge(kase(), answer).join("; ")).toMatch(problem);
  });

  it("lets an answer echo what the request sent, and nothing more", () => {
    const sent = '" UNION SELECT password_hash FROM users --';
    expect(judge(kase({ sent: [sent] }), json(200, { success: true, data: { query: sent } }))).toEqual([]);
    expect(judge(kase({ sent: [] }), json(200, { success: true, data: { query: sent } }))).not.toEqual([]);
    // What an earlier request of the run stored (a token's name) and this one lists.
    expect(judge(kase({ sent: [] }), json(200, { success: true, data: [{ name: sent }] }), new Set([sent]))).toEqual([]);
    expect(judge(kase({ sent: [] }), json(200, { success: true, data: [{ name: sent }] }), new Set(["other"]))).not.toEqual([]);
  });

  it("knows the answers that are not the envelope by design", () => {
    const docs = kase({ request: { method: "GET", target: "/api/docs?q=1", headers: {} } });
    expect(judge(docs, { status: 200, contentType: "text/html", text: "<!doctype html><title>API</title>" })).toEqual([]);
    const head = kase({ request: { method: "HEAD", target: "/api/docs", headers: {} } });
    expect(judge(head, { status: 200, contentType: "text/html", text: "" })).toEqual([]);
    // …but only when they succeed: a refusal there is still the envelope.
    expect(judge(docs, { status: 404, contentType: "text/html", text: "<p>no</p>" })).not.toEqual([]);
  });
});

const document: OpenApiDocument = {
  paths: {
    "/api/client/apps": { get: { parameters: [{ name: "page", in: "query", schema: { type: "integer", minimum: 1 } }] } },
    "/api/client/apps/{id}/reviews": {
      post: {
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["rating", "body"],
                properties: { rating: { type: "integer", minimum: 1, maximum: 5 }, body: { type: "string", minLength: 10 } },
              },
            },
          },
        },
        security: [{ bearerAuth: [] }],
      },
    },
  },
};
const identity = { userToken: "user-token", adminToken: "admin-token", knownIds: { id: ["app-1"] } };

function take(count: number, seed: number): FuzzCase[] {
  const list: FuzzCase[] = [];
  for (const item of fuzzCases(document, identity, seededRandom(seed))) {
    list.push(item);
    if (list.length === count) break;
  }
  return list;
}

describe("fuzzCases", () => {
  it("gives every operation every kind within operations × kinds cases", () => {
    const cases = take(2 * FUZZ_KINDS.length, 1);
    const pairs = new Set(cases.map((item) => `${item.operation} ${item.kind}`));
    expect(pairs.size).toBe(2 * FUZZ_KINDS.length);
  });

  it("is the same for the same seed, and differs for another", () => {
    const strip = (list: FuzzCase[]) => list.map((item) => ({ ...item.request, body: String(item.request.body ?? "").slice(0, 200) }));
    expect(strip(take(64, 7))).toEqual(strip(take(64, 7)));
    expect(strip(take(64, 7))).not.toEqual(strip(take(64, 8)));
  });

  it("sends bodies past the 1 MiB limit and bodies that are not JSON", () => {
    const cases = take(200, 3).filter((item) => item.operation.startsWith("POST"));
    const sizes = cases.map((item) =>
      typeof item.request.body === "string" ? item.request.body.length : (item.request.body?.byteLength ?? 0),
    );
    expect(Math.max(...sizes)).toBeGreaterThan(1024 * 1024);
    expect(cases.some((item) => item.kind === "invalid-json")).toBe(true);
    expect(cases.some((item) => item.request.body instanceof Uint8Array)).toBe(true);
  });

  it("signs some requests in and sends some without a token", () => {
    const cases = take(200, 5).filter((item) => item.operation.startsWith("POST"));
    expect(cases.some((item) => item.request.headers.Authorization === "Bearer user-token")).toBe(true);
    expect(cases.some((item) => item.request.headers.Authorization === undefined)).toBe(true);
  });
});

describe("encodeComponent", () => {
  it("encodes what encodeURIComponent encodes, and a lone surrogate as invalid UTF-8 bytes", () => {
    expect(encodeComponent("a b/é🔥")).toBe(encodeURIComponent("a b/é🔥"));
    expect(encodeComponent("x\ud800y")).toBe("x%ED%A0%80y");
  });
});
