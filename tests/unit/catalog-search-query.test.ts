import { describe, expect, it } from "vitest";
import {
  MAX_QUERY_LENGTH,
  MAX_QUERY_WORDS,
  MIN_PREFIX_LENGTH,
  UNSEGMENTED_RANGES,
  isUnsegmented,
  planSearch,
  searchWords,
  type SearchPlan,
} from "#worker/services/catalog/search-query.ts";
import { newestSearchTriggersMigration } from "../../scripts/search-triggers-sql.ts";

/**
 * A well-formed FTS5 query of quoted strings, the last optionally a prefix: `"a" "b"*`. Inside a
 * string a quote may only appear doubled; nothing else (operators, parentheses, colons) may appear
 * outside one.
 */
const FTS_STRINGS = /^"(?:[^"]|"")+"\*?(?: "(?:[^"]|"")+"\*?)*$/u;

/** Every quote of the query is balanced: an even number of them, opening and closing strings. */
function expectBalanced(match: string) {
  expect(match).toMatch(FTS_STRINGS);
  expect((match.match(/"/g) ?? []).length % 2).toBe(0);
}

function expectSafe(plan: SearchPlan) {
  if (plan.kind === "words") expectBalanced(plan.match);
  if (plan.kind === "substring") {
    if (plan.match !== null) {
      expectBalanced(plan.match);
      // MATCH on the trigram index never uses a prefix: every string is a substring already.
      expect(plan.match).not.toContain("*");
    }
    for (const like of plan.likes) {
      // The only LIKE wildcards are the two that make it a substring match.
      expect(like).toMatch(/^%[^%_\\]+%$/u);
    }
    if (plan.bigram !== null) expectBalanced(plan.bigram);
    if (plan.words !== null) expectBalanced(plan.words);
    expect(plan.match !== null || plan.bigram !== null || plan.words !== null || plan.likes.length > 0).toBe(true);
  }
}

describe("planSearch: plain words", () => {
  it("quotes each word, the last as a prefix", () => {
    expect(planSearch("photo editor")).toStrictEqual({ kind: "words", match: '"photo" "editor"*' });
    expect(planSearch("notes")).toStrictEqual({ kind: "words", match: '"notes"*' });
  });

  it("lower-cases, normalises (NFKC) and drops repeated words", () => {
    expect(planSearch("Photo PHOTO photo")).toStrictEqual({ kind: "words", match: '"photo"*' });
    expect(planSearch("ＡＢＣ　ｄｅｆ")).toStrictEqual({ kind: "words", match: '"abc" "def"*' });
  });

  it("keeps letters with diacritics and digits", () => {
    expect(planSearch("Café 2048")).toStrictEqual({ kind: "words", match: '"café" "2048"*' });
  });

  it("is none for empty or blank input", () => {
    expect(planSearch("")).toStrictEqual({ kind: "none" });
    expect(planSearch("   \t\n ")).toStrictEqual({ kind: "none" });
  });
});

describe("planSearch: FTS syntax is text", () => {
  it.each([
    ['"', { kind: "none" }],
    ['""', { kind: "none" }],
    ["*", { kind: "none" }],
    ["-", { kind: "none" }],
    ["()", { kind: "none" }],
    ["^", { kind: "none" }],
    [":", { kind: "none" }],
    ["+", { kind: "none" }],
    ["%_", { kind: "none" }],
    ["🎉", { kind: "none" }],
    ["👨‍👩‍👧", { kind: "none" }],
    ["\u0000", { kind: "none" }],
    ["\u200b\u200d", { kind: "none" }],
    ["NEAR", { kind: "words", match: '"near"*' }],
    ["AND", { kind: "words", match: '"and"*' }],
    ["OR", { kind: "words", match: '"or"' }],
    ["NOT", { kind: "words", match: '"not"*' }],
    ["a NOT b", { kind: "words", match: '"a" "not" "b"' }],
    ["NEAR(a b, 3)", { kind: "words", match: '"near" "a" "b" "3"' }],
    ['"unbalanced', { kind: "words", match: '"unbalanced"*' }],
    ['unbalanced"', { kind: "words", match: '"unbalanced"*' }],
    ['foo"bar', { kind: "words", match: '"foo" "bar"*' }],
    ["a:b", { kind: "words", match: '"a" "b"' }],
    ["name:foo", { kind: "words", match: '"name" "foo"*' }],
    ["{name short_name}: x", { kind: "words", match: '"name" "short" "x"' }],
    ["(x", { kind: "words", match: '"x"' }],
    ["-foo", { kind: "words", match: '"foo"*' }],
    ["foo*", { kind: "words", match: '"foo"*' }],
    ["^foo", { kind: "words", match: '"foo"*' }],
    ["foo*bar", { kind: "words", match: '"foo" "bar"*' }],
    ["'; DROP TABLE apps; --", { kind: "words", match: '"drop" "table" "apps"*' }],
    ["notes 📝", { kind: "words", match: '"notes"*' }],
  ] as [string, SearchPlan][])("%j → %j", (input, expected) => {
    const plan = planSearch(input);
    expect(plan).toStrictEqual(expected);
    expectSafe(plan);
  });

  it("never leaves an unbalanced quote, whatever the input", () => {
    const alphabet = [
      '"',
      "'",
      "*",
      "-",
      "+",
      "(",
      ")",
      ":",
      "^",
      "{",
      "}",
      "%",
      "_",
      "\\",
      " ",
      "a",
      "B",
      "1",
      "笔",
      "記",
      "é",
      "\u0301",
      "🎉",
      "NEAR",
      "AND",
      "OR",
      "NOT",
    ];
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 2000; i++) {
      const length = 1 + Math.floor(random() * 20);
      const input = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join("");
      const plan = planSearch(input);
      expectSafe(plan);
    }
  });
});

describe("planSearch: Chinese and other unsegmented scripts", () => {
  const substring = (parts: Partial<Extract<SearchPlan, { kind: "substring" }>>): SearchPlan => ({
    kind: "substring",
    match: null,
    bigram: null,
    words: null,
    likes: [],
    ...parts,
  });

  it("matches words of three or more characters through the trigram index", () => {
    expect(planSearch("记大师")).toStrictEqual(substring({ match: '"记大师"' }));
    expect(planSearch("笔记大师")).toStrictEqual(substring({ match: '"笔记大师"' }));
  });

  it("matches two-character words as one bigram token and one character as a bigram prefix", () => {
    expect(planSearch("笔记")).toStrictEqual(substring({ bigram: '"笔记"' }));
    expect(planSearch("笔")).toStrictEqual(substring({ bigram: '"笔"*' }));
    expect(planSearch("天气 云")).toStrictEqual(substring({ bigram: '"天气" "云"*' }));
  });

  it("mixes Latin and CJK words in one plan, each through the index that serves it", () => {
    expect(planSearch("Piano 教室")).toStrictEqual(substring({ match: '"piano"', bigram: '"教室"' }));
    expect(planSearch("ab 云端笔记 x")).toStrictEqual(substring({ match: '"云端笔记"', words: '"ab" "x"' }));
    // A two-character word mixing both kinds is the one case left to LIKE.
    expect(planSearch("a笔 笔记")).toStrictEqual(substring({ bigram: '"笔记"', likes: ["%a笔%"] }));
  });

  it("treats LIKE wildcards and quotes around CJK as separators", () => {
    const plan = planSearch('%笔_记"');
    expect(plan).toStrictEqual(substring({ bigram: '"笔"* "记"*' }));
    expectSafe(plan);
  });

  it("recognises Japanese, Korean and Thai as unsegmented too", () => {
    expect(planSearch("ノート").kind).toBe("substring");
    expect(planSearch("메모장").kind).toBe("substring");
    expect(planSearch("บันทึก").kind).toBe("substring");
    expect(planSearch("メモ")).toStrictEqual(substring({ bigram: '"メモ"' }));
  });

  it("uses the same character ranges as the bigram triggers in force", () => {
    // The newest migration that creates the search triggers (0004 first, 0015 on).
    const { sql } = newestSearchTriggersMigration();
    // Every character test in the migration lists the same ranges; collect them in order.
    const pairs = [...sql.matchAll(/ BETWEEN (\d+) AND (\d+)/g)].map((m) => `${m[1]}-${m[2]}`);
    expect(pairs.length).toBeGreaterThan(0);
    expect([...new Set(pairs)]).toStrictEqual(UNSEGMENTED_RANGES.map(([from, to]) => `${from}-${to}`));
    expect(pairs.length % UNSEGMENTED_RANGES.length).toBe(0);
    expect(isUnsegmented("笔")).toBe(true);
    expect(isUnsegmented("a")).toBe(false);
    expect(isUnsegmented("。")).toBe(false);
  });
});

describe("limits", () => {
  it("uses at most MAX_QUERY_WORDS words", () => {
    const words = searchWords("one two three four five six seven eight nine ten");
    expect(words).toHaveLength(MAX_QUERY_WORDS);
    expect(words[0]).toBe("one");
  });

  it("reads at most MAX_QUERY_LENGTH characters", () => {
    const input = `${"a".repeat(MAX_QUERY_LENGTH)} overflow`;
    expect(searchWords(input)).toStrictEqual(["a".repeat(MAX_QUERY_LENGTH)]);
    const long = planSearch("x".repeat(200));
    expect(long).toStrictEqual({ kind: "words", match: `"${"x".repeat(MAX_QUERY_LENGTH)}"*` });
  });

  it("expands the last word as a prefix only from MIN_PREFIX_LENGTH characters", () => {
    expect(MIN_PREFIX_LENGTH).toBe(3);
    expect(planSearch("s")).toStrictEqual({ kind: "words", match: '"s"' });
    expect(planSearch("no")).toStrictEqual({ kind: "words", match: '"no"' });
    expect(planSearch("c++")).toStrictEqual({ kind: "words", match: '"c"' });
    expect(planSearch("cal")).toStrictEqual({ kind: "words", match: '"cal"*' });
    expect(planSearch("photo ed")).toStrictEqual({ kind: "words", match: '"photo" "ed"' });
    expect(planSearch("ée")).toStrictEqual({ kind: "words", match: '"ée"' });
  });

  it("a query of 200 CJK characters stays one bounded trigram string", () => {
    const plan = planSearch("笔".repeat(200));
    expect(plan).toStrictEqual({ kind: "substring", match: `"${"笔".repeat(MAX_QUERY_LENGTH)}"`, bigram: null, words: null, likes: [] });
  });
});
