import { describe, expect, it } from "vitest";
import { MAX_ALIAS_LINES, parseSearchAliases } from "#contract/search-aliases.ts";
import { searchSettingsSchema } from "#contract/schemas/settings.ts";
import { planSearch, searchAliases } from "#worker/services/catalog/search-query.ts";

describe("search aliases (contract/search-aliases.ts)", () => {
  it("reads `words => meaning` lines, words as a search reads them, skipping blanks and # notes", () => {
    const { aliases, badLines, lines } = parseSearchAliases("# former names\ntwitter => X\n\n  Gmail, GoogleMail =>  Google   Mail \n");
    expect(badLines).toStrictEqual([]);
    expect(lines).toBe(2);
    expect([...aliases]).toStrictEqual([
      ["twitter", [["x"]]],
      ["gmail", [["google", "mail"]]],
      ["googlemail", [["google", "mail"]]],
    ]);
  });

  it("gathers every meaning of a word once, and ignores a word that means itself", () => {
    const { aliases } = parseSearchAliases("tube => youtube\ntube => youtube\ntube => london underground\nx => x");
    expect(aliases.get("tube")).toStrictEqual([["youtube"], ["london", "underground"]]);
    expect(aliases.has("x")).toBe(false);
  });

  it("names the lines that are not `words => meaning`", () => {
    expect(parseSearchAliases("ok => fine\nno arrow here\n => nothing typed\ntwo words => one\nempty =>\n, => x").badLines).toStrictEqual([
      2, 3, 4, 5, 6,
    ]);
  });

  it("the settings refuse bad lines, naming them, and more than the maximum", () => {
    const bad = searchSettingsSchema.safeParse({ aliases: "twitter => x\nnonsense" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("Line 2: write the words visitors type, then =>, then what they mean.");
    expect(searchSettingsSchema.safeParse({ aliases: "a\nb => c\nd" }).error?.issues[0]?.message).toBe(
      "Lines 1, 3: write the words visitors type, then =>, then what they mean.",
    );
    const many = Array.from({ length: MAX_ALIAS_LINES + 1 }, (_, i) => `word${i} => other`).join("\n");
    expect(searchSettingsSchema.safeParse({ aliases: many }).error?.issues[0]?.message).toBe(`At most ${MAX_ALIAS_LINES} aliases.`);
    expect(searchSettingsSchema.parse({})).toStrictEqual({ aliases: "" });
  });

  it("a search for an aliased word also looks for what it means, as a phrase", () => {
    const aliases = searchAliases("twitter => x\ngmail => google mail");
    expect(planSearch("Twitter app", aliases)).toStrictEqual({ kind: "words", match: '("twitter" OR "x") "app"*' });
    expect(planSearch("gmail", aliases)).toStrictEqual({ kind: "words", match: '("gmail"* OR "google mail")' });
    expect(planSearch("gmail")).toStrictEqual({ kind: "words", match: '"gmail"*' });
  });
});
