import { describe, expect, it } from "vitest";
import { FEEDBACK_MESSAGE_MAX, feedbackSchema } from "#contract/schemas/feedback.ts";

describe("feedbackSchema accepts", () => {
  it("a message alone", () => {
    expect(feedbackSchema.parse({ message: "Great store" })).toStrictEqual({ message: "Great store" });
  });

  it("every field, trimmed and with the email lower-cased", () => {
    expect(feedbackSchema.parse({ message: "  Nice  ", email: "Someone@Example.COM", rating: 4, page: " /store " })).toStrictEqual({
      message: "Nice",
      email: "someone@example.com",
      rating: 4,
      page: "/store",
    });
  });

  it("an email with surrounding spaces, trimmed", () => {
    expect(feedbackSchema.parse({ message: "m", email: " A@B.co " }).email).toBe("a@b.co");
  });

  it("an empty email as no email", () => {
    expect(feedbackSchema.parse({ message: "m", email: "" }).email).toBeUndefined();
  });

  it("the bounds", () => {
    expect(feedbackSchema.safeParse({ message: "x".repeat(FEEDBACK_MESSAGE_MAX) }).success).toBe(true);
    expect(feedbackSchema.safeParse({ message: "x", rating: 1 }).success).toBe(true);
    expect(feedbackSchema.safeParse({ message: "x", rating: 5 }).success).toBe(true);
    expect(feedbackSchema.safeParse({ message: "x", page: "p".repeat(500) }).success).toBe(true);
    expect(FEEDBACK_MESSAGE_MAX).toBe(2000);
  });

  it("and drops unknown keys", () => {
    expect(feedbackSchema.parse({ message: "m", userId: "admin", status: "read" })).toStrictEqual({ message: "m" });
  });
});

describe("feedbackSchema refuses", () => {
  const fieldsOf = (input: unknown) => {
    const result = feedbackSchema.safeParse(input);
    expect(result.success).toBe(false);
    return result.error!.issues.map((issue) => issue.path.join("."));
  };

  it.each([
    ["a missing message", {}, ["message"]],
    ["an empty message", { message: "" }, ["message"]],
    ["a blank message", { message: " \n\t " }, ["message"]],
    ["a message over 2000 characters", { message: "x".repeat(2001) }, ["message"]],
    ["a non-string message", { message: 42 }, ["message"]],
    ["rating 0", { message: "m", rating: 0 }, ["rating"]],
    ["rating 6", { message: "m", rating: 6 }, ["rating"]],
    ["a fractional rating", { message: "m", rating: 2.5 }, ["rating"]],
    ["a rating as text", { message: "m", rating: "5" }, ["rating"]],
    ["a malformed email", { message: "m", email: "not-an-email" }, ["email"]],
    ["an email with a space inside", { message: "m", email: "a b@c.co" }, ["email"]],
    [
      "an email over 254 characters",
      { message: "m", email: `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.com` },
      ["email"],
    ],
    ["a page over 500 characters", { message: "m", page: "p".repeat(501) }, ["page"]],
    ["several at once", { message: "", rating: 6, email: "bad" }, ["message", "email", "rating"]],
  ])("%s", (_label, input, fields) => {
    expect(fieldsOf(input)).toStrictEqual(fields);
  });

  it("a body that is not an object", () => {
    expect(fieldsOf(null)).toStrictEqual([""]);
    expect(fieldsOf([])).toStrictEqual([""]);
  });
});
