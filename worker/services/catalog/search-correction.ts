/**
 * Typo tolerance (issue 39, ADR 0069): the words of the catalog near a query word that matches
 * none. The catalog's words are the vocabulary of `apps_terms` (names in every language, short
 * names, tags: migrations/0018_search_terms.sql); a query word is corrected to those within its
 * typo budget, counted as Damerau–Levenshtein distance (an insertion, a deletion, a substitution or
 * a swap of two neighbours each count one), as Meilisearch and Typesense count by default.
 *
 * The first letter is taken as typed: candidates are read from the vocabulary's range of words
 * that start with it (one range scan of the index, the words of the right length kept), the way
 * Meilisearch counts a typo on the first letter as two. Pure but for `vocabularyRead`, which only
 * prepares the statement.
 */
import type { BatchRead } from "#db/batch-read.ts";
import { isUnsegmented } from "./search-query.ts";

/** Typos forgiven in a word: none below 5 letters, one from 5, two from 9. */
export function typoBudget(word: string): number {
  const letters = [...word].length;
  if (letters >= 9) return 2;
  if (letters >= 5) return 1;
  return 0;
}

/**
 * The optimal-string-alignment distance of `a` and `b` (Damerau–Levenshtein without edits inside a
 * swapped pair), or `max + 1` as soon as it is certain to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[y.length]!, max + 1);
}

/** A word as `apps_terms` stores it: lower case, accents removed (unicode61, remove_diacritics 2). */
export const foldWord = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC").toLowerCase();

/** Whether a word is corrected at all: long enough, made of letters of a script written with spaces. */
export const isCorrectable = (word: string) => typoBudget(word) > 0 && !/\p{N}/u.test(word) && ![...word].some(isUnsegmented);

/** Most corrections kept for one word (the nearest, then the most used). */
export const MAX_CORRECTIONS = 4;
/** Most vocabulary rows read for one word: a bound on the work, never reached by a real first letter's words of one length. */
const MAX_VOCABULARY_ROWS = 5_000;
/** Longer than any word of a name (FTS5 keeps tokens whole; a name is at most 100 characters). */
const MAX_TERM_LENGTH = 1_000;

/**
 * The vocabulary rows a word is corrected from: the words that start with its first letter and
 * are within its budget in length (or longer, for the word typed last, which may be the start of
 * a word). The answer's rows are `{ term, doc }` (doc: the apps holding the word).
 */
export function vocabularyRead(d1: D1Database, word: string, asPrefix: boolean): D1PreparedStatement {
  const folded = foldWord(word);
  const first = String.fromCodePoint(folded.codePointAt(0)!);
  const after = String.fromCodePoint(first.codePointAt(0)! + 1);
  const length = [...folded].length;
  const budget = typoBudget(folded);
  return d1
    .prepare(
      `SELECT term, doc FROM apps_terms_vocab WHERE term >= ? AND term < ? AND length(term) BETWEEN ? AND ?
         LIMIT ${MAX_VOCABULARY_ROWS}`,
    )
    .bind(first, after, length - budget, asPrefix ? MAX_TERM_LENGTH : length + budget);
}

/**
 * Which of the words the catalog has (for the word typed last: a word it starts), for the words
 * that could be corrected; the others count as known. One statement of index lookups, sent with
 * the listing's first batch so that a search that found little knows at once whether a typo is to
 * blame. Null when no word could be corrected.
 */
export function knownWordsRead(d1: D1Database, words: readonly string[]): BatchRead<boolean[]> | null {
  const last = words.length - 1;
  const checked = words.map((word, i) => ({ folded: foldWord(word), asPrefix: i === last, correctable: isCorrectable(word) }));
  if (!checked.some((word) => word.correctable)) return null;
  const lookups: string[] = [];
  const params: string[] = [];
  checked.forEach((word, i) => {
    if (!word.correctable) return;
    lookups.push(
      word.asPrefix
        ? `(SELECT 1 FROM apps_terms_vocab WHERE term >= ? AND term < ? LIMIT 1) AS w${i}`
        : `(SELECT 1 FROM apps_terms_vocab WHERE term = ?) AS w${i}`,
    );
    params.push(...(word.asPrefix ? [word.folded, `${word.folded}\uffff`] : [word.folded]));
  });
  return {
    statements: [d1.prepare(`SELECT ${lookups.join(", ")}`).bind(...params)],
    read: ([result]) => {
      const row = (result?.results?.[0] ?? {}) as Record<string, number | null>;
      return checked.map((word, i) => !word.correctable || row[`w${i}`] === 1);
    },
  };
}

export interface VocabularyRow {
  term: string;
  doc: number;
}

/**
 * The words `word` is corrected to, nearest first and then the most used; none when the catalog
 * has the word itself (or, as a prefix, a word it starts), since a word that matches is never
 * replaced. A word typed last may be the misspelt start of a longer one (`spotf` → spotify): it
 * is compared with the word's start as well, at the same distance.
 */
export function correctionsFor(word: string, asPrefix: boolean, rows: readonly VocabularyRow[]): string[] {
  const folded = foldWord(word);
  if (rows.some((row) => row.term === folded || (asPrefix && row.term.startsWith(folded)))) return [];
  const budget = typoBudget(folded);
  const letters = [...folded].length;
  const distanceTo = (term: string) => {
    const whole = editDistance(folded, term, budget);
    if (!asPrefix || whole === 0) return whole;
    const start = [...term];
    // The typed start may be one letter short of or past the same start (a letter left out or doubled).
    const starts = [letters - 1, letters, letters + 1].filter((n) => n >= 1 && n < start.length);
    return Math.min(whole, ...starts.map((n) => editDistance(folded, start.slice(0, n).join(""), budget)));
  };
  return rows
    .map((row) => ({ ...row, distance: distanceTo(row.term) }))
    .filter((row) => row.distance <= budget)
    .sort((a, b) => a.distance - b.distance || b.doc - a.doc || (a.term < b.term ? -1 : 1))
    .slice(0, MAX_CORRECTIONS)
    .map((row) => row.term);
}
