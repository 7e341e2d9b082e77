/**
 * Turns what a visitor typed into an FTS5 query that can never be a syntax error. Only letters
 * and digits survive (so `"`, `*`, `-`, `(`, `:` and unbalanced quotes are plain separators) and
 * every remaining word is quoted as an FTS string, so `NEAR`, `AND`, `OR`, `NOT` are words too.
 */

/** Longest query considered: longer input is cut (a search box is not a document). */
export const MAX_QUERY_LENGTH = 100;
/** Most words used from one query; more only slow the match without narrowing it usefully. */
export const MAX_QUERY_WORDS = 8;

// Scripts written without spaces between words: unicode61 cannot split them, so they are
// matched by substring through the trigram index.
const UNSEGMENTED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

export type SearchPlan =
  | { kind: "none" }
  /** unicode61 index: every word must match, the last one as a prefix (search-as-you-type). */
  | { kind: "words"; match: string }
  /** trigram index: words of ≥ 3 characters through MATCH, shorter ones through LIKE. */
  | { kind: "substring"; match: string | null; likes: string[] };

const quote = (word: string) => `"${word.replaceAll('"', '""')}"`;

export function searchWords(input: string): string[] {
  const words = input
    .slice(0, MAX_QUERY_LENGTH)
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

export function planSearch(input: string): SearchPlan {
  const words = searchWords(input);
  if (words.length === 0) return { kind: "none" };
  if (!words.some((word) => UNSEGMENTED.test(word))) {
    return { kind: "words", match: words.map((word, i) => (i === words.length - 1 ? `${quote(word)}*` : quote(word))).join(" ") };
  }
  const long = words.filter((word) => [...word].length >= 3);
  const short = words.filter((word) => [...word].length < 3);
  return {
    kind: "substring",
    match: long.length > 0 ? long.map(quote).join(" ") : null,
    // Only letters and digits remain, so LIKE's wildcards (% and _) cannot appear in a word.
    likes: short.map((word) => `%${word}%`),
  };
}
