/**
 * Names refuse the characters that can hide what they say (issue 41): control characters and the
 * bidirectional embeddings, overrides and isolates. "Safe\u202Etxt.exe" reads as "Safeexe.txt".
 */
import { afterEach, describe, expect, it } from "vitest";
import { overwriteGetLocale } from "#app/paraglide/runtime.js";
import { createApiTokenSchema } from "#contract/schemas/api-tokens.ts";
import { createCategorySchema } from "#contract/schemas/admin-categories.ts";
import { appMetadataSchema } from "#contract/schemas/app-metadata.ts";
import { profileUpdateSchema, registerSchema } from "#contract/schemas/auth.ts";
import { emailSettingsSchema, generalSettingsSchema } from "#contract/schemas/settings.ts";
import { hasHiddenCharacters, withoutHiddenCharacters } from "#contract/visible-text.ts";

const SPOOF = "Safe\u202Etxt.exe\u0000Z";
const EN = "Cannot contain control characters or text-direction overrides";
const DE = "Darf keine Steuerzeichen oder Umschaltungen der Schreibrichtung enthalten";

afterEach(() => overwriteGetLocale(() => "en"));

describe("hasHiddenCharacters / withoutHiddenCharacters", () => {
  it.each([
    ["\u0000"],
    ["\n"],
    ["\u001B"],
    ["\u007F"],
    ["\u0085"],
    ["\u202A"],
    ["\u202B"],
    ["\u202C"],
    ["\u202D"],
    ["\u202E"],
    ["\u2066"],
    ["\u2067"],
    ["\u2068"],
    ["\u2069"],
  ])("finds and removes U+%s", (char) => {
    expect(hasHiddenCharacters(`a${char}b`)).toBe(true);
    expect(withoutHiddenCharacters(`a${char}b${char}`)).toBe("ab");
  });

  it("keeps what names in every script need: letters, spaces, emoji, joiners and the implicit direction marks", () => {
    for (const name of ["Notes", "Café crème", "メモ帳", "笔记", "Ünïcödé", "עברית\u200F", "مرحبا\u061C", "👩\u200D💻 Dev", "a\u200Cb"]) {
      expect(hasHiddenCharacters(name)).toBe(false);
      expect(withoutHiddenCharacters(name)).toBe(name);
    }
  });

  it("is the same for every call (no regular-expression state carried over)", () => {
    expect([hasHiddenCharacters(SPOOF), hasHiddenCharacters(SPOOF), hasHiddenCharacters("x")]).toStrictEqual([true, true, false]);
  });
});

/** The field errors a schema gives for `input`, as `{ path: message }`. */
function fieldErrors(
  schema: { safeParse(input: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("names a person types refuse them with a field error in their language", () => {
  const cases = [
    ["a profile's name at registration", registerSchema, { email: "a@b.co", password: "Quartz-Meadow-83", name: SPOOF }, "name"],
    ["a profile's name", profileUpdateSchema, { name: SPOOF }, "name"],
    ["an app's name", appMetadataSchema, { name: SPOOF, category: "productivity" }, "name"],
    ["a category's name", createCategorySchema, { id: "tools", name: SPOOF, icon: "star", color: "blue" }, "name"],
    ["an API token's name", createApiTokenSchema, { name: "ci\u202Ebuild", expiresInDays: 30 }, "name"],
    ["the site name", generalSettingsSchema, { siteName: SPOOF }, "siteName"],
    ["the mail sender's name", emailSettingsSchema, { senderName: SPOOF }, "senderName"],
  ] as const;

  it.each(cases)("%s", (_label, schema, input, field) => {
    expect(fieldErrors(schema, input)[field]).toBe(EN);
    overwriteGetLocale(() => "de");
    expect(fieldErrors(schema, input)[field]).toBe(DE);
  });

  it("accepts the same names without the hidden characters", () => {
    expect(profileUpdateSchema.parse({ name: "Safe txt.exe Z" }).name).toBe("Safe txt.exe Z");
    expect(appMetadataSchema.safeParse({ name: "עברית\u200F Notes", category: "productivity" }).success).toBe(true);
  });
});
