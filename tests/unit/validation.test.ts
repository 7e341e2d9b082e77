import { describe, expect, it } from "vitest";
import { z } from "zod";
import { feedbackSchema } from "#contract/schemas/feedback.ts";
import { ApiError } from "#worker/api/errors.ts";
import { toFieldErrors, validationError } from "#worker/api/validation.ts";

describe("toFieldErrors", () => {
  it("gives each issue's dotted path and message, in order", () => {
    const result = feedbackSchema.safeParse({ message: "", rating: 6, email: "bad" });
    expect(toFieldErrors(result.error!.issues)).toStrictEqual([
      { field: "message", message: "Too small: expected string to have >=1 characters" },
      { field: "email", message: "Invalid email address" },
      { field: "rating", message: "Too big: expected number to be <=5" },
    ]);
  });

  it("joins nested paths with dots and names the root", () => {
    const schema = z.object({ items: z.array(z.object({ name: z.string().min(2, "name too short") })) });
    expect(toFieldErrors(schema.safeParse({ items: [{ name: "ok" }, { name: "x" }] }).error!.issues)).toStrictEqual([
      { field: "items.1.name", message: "name too short" },
    ]);
    expect(toFieldErrors(schema.safeParse("nope").error!.issues)).toStrictEqual([
      { field: "(root)", message: "Invalid input: expected object, received string" },
    ]);
  });

  it("reports each refused extra key of a strict object against that key (mass assignment)", () => {
    const schema = z.strictObject({ name: z.string(), settings: z.strictObject({ theme: z.string() }).optional() });
    const issues = schema.safeParse({ name: "n", role: "admin", status: "banned", settings: { theme: "dark", admin: true } }).error!.issues;
    expect(toFieldErrors(issues)).toStrictEqual([
      { field: "settings.admin", message: 'Unrecognized key: "admin"' },
      { field: "role", message: 'Unrecognized keys: "role", "status"' },
      { field: "status", message: 'Unrecognized keys: "role", "status"' },
    ]);
  });

  it("returns nothing for no issues", () => {
    expect(toFieldErrors([])).toStrictEqual([]);
  });
});

describe("validationError", () => {
  it("is a 400 ApiError carrying the field errors", () => {
    const issues = feedbackSchema.safeParse({ rating: 9, message: "m" }).error!.issues;
    const error = validationError(issues);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.extra).toStrictEqual({ errors: [{ field: "rating", message: "Too big: expected number to be <=5" }] });
    expect(typeof error.apiMessage).toBe("function");
    const message = error.apiMessage as (inputs: Record<string, never>, options: { locale: "en" | "zh" }) => string;
    expect(message({}, { locale: "en" })).toBe("Validation error");
    expect(message({}, { locale: "zh" })).toBe("验证错误");
  });
});

describe("ApiError", () => {
  it("keeps a text message as the Error message and defaults extra and headers", () => {
    const error = new ApiError(409, "email_taken", "This email is already registered");
    expect(error.message).toBe("This email is already registered");
    expect(error.name).toBe("ApiError");
    expect(error.extra).toStrictEqual({});
    expect(error.headers).toStrictEqual({});
  });
});
