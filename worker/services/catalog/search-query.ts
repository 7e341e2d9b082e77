/**
 * Turns what a visitor typed into an FTS5 query that can never be a syntax error. Only letters
 * and digits survive (so `"`, `*`, `-`, `(`, `:` and unbalanced quotes are plain separators) and
 * every remaining word is quoted as an FTS string, so `NEAR`, `AND`, `OR`, `NOT` are words too.
 */

import { parseSearchAliases } from "#contract/search-aliases.ts";
import { isUnsegmented, wordsOf } from "#contract/search-words.ts";

/** Longest query considered: longer input is cut (a search box is not a document). */
export const MAX_QUERY_LENGTH = 100;
/** Most words used from one query; more only slow the match without narrowing it usefully. */
export const MAX_QUERY_WORDS = 8;
/**
 * The last word is matched as a prefix (search as you type) from this many characters on. A one-
 * or two-letter prefix matches a third to nine tenths of a large catalog, which then has to be
 * ranked whole (~80–200 ms at 100,000 apps) for a list nobody reads; such a word is matched whole
 * instead ("go", "tv", "c"). docs/performance.md has the measurements.
 */
export const MIN_PREFIX_LENGTH = 3;

// The scripts written without spaces (contract/search-words.ts: the browser's highlighting reads
// them too); the search triggers pair their characters (scripts/search-triggers-sql.ts).
export { isUnsegmented, UNSEGMENTED_RANGES } from "#contract/search-words.ts";

export type SearchPlan =
  | { kind: "none" }
  /** unicode61 index: every word must match, the last one as a prefix (search-as-you-type). */
  | { kind: "words"; match: string }
  /**
   * A query with unsegmented text; every part must match:
   * - `match`: words of ≥ 3 characters as substrings (trigram index);
   * - `bigram`: one- and two-character words of those scripts (`apps_bigram`: a pair is one
   *   token, a single character a prefix of one);
   * - `words`: shorter Latin (etc.) words, whole (unicode61 index);
   * - `likes`: two-character words mixing both kinds (`a笔`), the rare case no index serves.
   */
  | { kind: "substring"; match: string | null; bigram: string | null; words: string | null; likes: string[] };

const quote = (word: string) => `"${word.replaceAll('"', '""')}"`;
const prefix = (word: string) => ([...word].length >= MIN_PREFIX_LENGTH ? `${quote(word)}*` : quote(word));
/** One word as an FTS5 term: quoted, and a prefix when it is the word typed last. */
export const wordTerm = (word: string, last: boolean) => (last ? prefix(word) : quote(word));

/** The admin's search aliases: each word a visitor may type, and the phrases (as words) it also means. */
export type SearchAliases = ReadonlyMap<string, readonly (readonly string[])[]>;
export const NO_ALIASES: SearchAliases = new Map();

let parsedAliases: { text: string; aliases: SearchAliases } = { text: "", aliases: NO_ALIASES };
/** The aliases of the settings' text (contract/search-aliases.ts), parsed once per text per isolate. */
export function searchAliases(text: string): SearchAliases {
  if (parsedAliases.text !== text) parsedAliases = { text, aliases: parseSearchAliases(text).aliases };
  return parsedAliases.aliases;
}

/**
 * The FTS5 alternatives of one word: the word (a prefix when typed last), then each phrase an
 * alias gives it (quoted: a phrase of several words matches them in that order).
 */
export function wordAlternatives(word: string, last: boolean, aliases: SearchAliases): string[] {
  return [wordTerm(word, last), ...(aliases.get(word) ?? []).map((phrase) => quote(phrase.join(" ")))];
}

/** Alternatives as one FTS5 expression: bare for one, in parentheses joined by OR for more. */
export const anyOf = (alternatives: readonly string[]) => (alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(" OR ")})`);
const joined = (terms: string[]) => (terms.length > 0 ? terms.join(" ") : null);

export function searchWords(input: string): string[] {
  return [...new Set(wordsOf(input.slice(0, MAX_QUERY_LENGTH)))].slice(0, MAX_QUERY_WORDS);
}

export function planSearch(input: string, aliases: SearchAliases = NO_ALIASES): SearchPlan {
  const words = searchWords(input);
  if (words.length === 0) return { kind: "none" };
  if (!words.some((word) => [...word].some(isUnsegmented))) {
    return { kind: "words", match: words.map((word, i) => anyOf(wordAlternatives(word, i === words.length - 1, aliases))).join(" ") };
  }
  const trigram: string[] = [];
  const bigram: string[] = [];
  const shortWords: string[] = [];
  const likes: string[] = [];
  for (const word of words) {
    const chars = [...word];
    if (chars.length >= 3) trigram.push(quote(word));
    else if (chars.every(isUnsegmented)) bigram.push(chars.length === 1 ? `${quote(word)}*` : quote(word));
    else if (!chars.some(isUnsegmented)) shortWords.push(quote(word));
    // Only letters and digits remain, so LIKE's wildcards (% and _) cannot appear in a word.
    else likes.push(`%${word}%`);
  }
  return { kind: "substring", match: joined(trigram), bigram: joined(bigram), words: joined(shortWords), likes };
}
