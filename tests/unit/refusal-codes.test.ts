/**
 * The refusal catalogue (contract/refusal-codes.ts) and the API's answers to it
 * (worker/api/refusals.ts): every code has a status and a message in English and Chinese.
 */
import { describe, expect, it } from "vitest";
import { REFUSAL_CODES } from "#contract/refusal-codes.ts";
import { answerRefusal, REFUSAL_ANSWERS } from "#worker/api/refusals.ts";
import { Refusal, refuse, unwrap, type RefusalDetails } from "#worker/lib/refusal.ts";
import { ZipRefusal } from "#worker/inspector/zip/refusal.ts";

/** Details of the kinds the codes read, so every message and extra key can be built. */
const DETAILS: RefusalDetails = {
  status: "rejected",
  message: "The page answered 404.",
  reason: "http_status",
  redirects: [],
  reasons: ["No icon of 144 px or more."],
  report: {},
  duplicate: { id: "a1", slug: "notes", status: "published", mine: false },
  mine: false,
  verification: null,
  entry: "assets/app.js",
  limit: 1024,
  actual: 2048,
};

describe("refusal codes", () => {
  it("are unique snake_case names", () => {
    expect(new Set(REFUSAL_CODES).size).toBe(REFUSAL_CODES.length);
    for (const code of REFUSAL_CODES) expect(code).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  });

  it("each have an error status and a message in English and Chinese", () => {
    expect(Object.keys(REFUSAL_ANSWERS).sort()).toStrictEqual([...REFUSAL_CODES].sort());
    for (const code of REFUSAL_CODES) {
      const answer = REFUSAL_ANSWERS[code];
      expect(answer.status, code).toBeGreaterThanOrEqual(400);
      expect(answer.status, code).toBeLessThan(600);
      const english = answer.message(DETAILS, "en");
      const chinese = answer.message(DETAILS, "zh");
      expect(english, code).not.toBe("");
      expect(chinese, code).not.toBe("");
      expect(chinese, `${code} has no Chinese message`).not.toBe(english);
    }
  });

  it("answer a status change refused from a status with its label and the client's keys", () => {
    const answer = answerRefusal(new Refusal("publish_not_allowed", { status: "rejected" }), "en");
    expect(answer).toStrictEqual({
      status: 409,
      message: "This change is not possible while the app is “Rejected”.",
      extra: { reason: "not_allowed", status: "rejected" },
      headers: {},
    });
  });

  it("answer a locked login with Retry-After", () => {
    const answer = answerRefusal(new Refusal("login_locked", { retryAfterSeconds: 840 }), "en");
    expect(answer.status).toBe(429);
    expect(answer.headers).toStrictEqual({ "Retry-After": "840" });
  });

  it("answer a refused upload with its reason and the file at fault", () => {
    const answer = answerRefusal(new ZipRefusal("upload_too_large", { limit: 50 * 1024 * 1024 }), "en");
    expect(answer.status).toBe(413);
    expect(answer.extra).toStrictEqual({
      reason: "upload_too_large",
      errors: [{ field: "file", message: "The upload is larger than the limit of 50 MB." }],
    });
  });
});

describe("Result", () => {
  it("keeps a bare refusal bare and throws it as a Refusal when unwrapped", () => {
    expect(refuse("review_not_found")).toStrictEqual({ ok: false, failure: "review_not_found" });
    expect(unwrap({ ok: true, value: 1 })).toBe(1);
    expect(() => unwrap(refuse("publish_not_allowed", { status: "draft" }))).toThrow(Refusal);
    try {
      unwrap(refuse("publish_not_allowed", { status: "draft" }));
    } catch (error) {
      expect(error).toMatchObject({ code: "publish_not_allowed", details: { status: "draft" } });
    }
  });
});
