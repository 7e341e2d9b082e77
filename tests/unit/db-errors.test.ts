import { describe, expect, it } from "vitest";
import { isUniqueViolation } from "#worker/lib/db-errors.ts";

describe("isUniqueViolation", () => {
  it("finds the SQLite text on the cause of drizzle's wrapper error", () => {
    // drizzle's DrizzleQueryError says only "Failed query: ..."; D1's error is its cause.
    const d1 = new Error("D1_ERROR: UNIQUE constraint failed: users.email: SQLITE_CONSTRAINT");
    const wrapped = new Error('Failed query: update "users" set "email" = ?', { cause: d1 });
    expect(String(wrapped)).not.toContain("UNIQUE");
    expect(isUniqueViolation(wrapped)).toBe(true);
    expect(isUniqueViolation(d1)).toBe(true);
  });

  it("is false for other failures", () => {
    expect(isUniqueViolation(new Error("Failed query", { cause: new Error("FOREIGN KEY constraint failed") }))).toBe(false);
    expect(isUniqueViolation(new Error("network"))).toBe(false);
    expect(isUniqueViolation("UNIQUE-ish string but not a constraint")).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });

  it("stops on a cyclic cause chain", () => {
    const a = new Error("a");
    const b = new Error("b", { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(isUniqueViolation(a)).toBe(false);
  });
});
