/**
 * How the store reads the words of a search (worker/services/catalog/search-query.ts) and of the
 * admin's search aliases (contract/search-aliases.ts): normalised (NFKC), lower case, split on
 * anything but letters, digits and combining marks. One place, so an alias is written the way a
 * visitor's words are read.
 */
export function wordsOf(text: string): string[] {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter(Boolean);
}

/** The header's search box suggests from this many letters or digits typed (GET /api/client/suggestions). */
export const MIN_SUGGESTION_QUERY = 2;

/** How many letters and digits `text` holds, as the search reads it. */
export const searchedLength = (text: string) => wordsOf(text).reduce((sum, word) => sum + [...word].length, 0);

/**
 * Code-point ranges of scripts written without spaces between words (Thai, Hangul, kana, CJK
 * ideographs): unicode61 cannot split them, so they are matched by substring instead. The search
 * triggers pair exactly these characters into `apps_bigram`: scripts/search-triggers-sql.ts
 * generates them from this list (a unit test keeps the migration in force equal to it).
 */
export const UNSEGMENTED_RANGES: readonly (readonly [number, number])[] = [
  [0x0e00, 0x0e7f],
  [0x1100, 0x11ff],
  [0x3005, 0x3007],
  [0x3040, 0x30ff],
  [0x31f0, 0x31ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xac00, 0xd7af],
  [0xf900, 0xfaff],
  [0x20000, 0x323af],
];

export const isUnsegmented = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return UNSEGMENTED_RANGES.some(([from, to]) => code >= from && code <= to);
};

/** Case and accents aside, as the search indexes read words (unicode61, remove_diacritics). */
const foldText = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC").toLowerCase();

/**
 * The parts of `text` to highlight for a search (issue 39: suggestions and result cards), as
 * `[start, end)` offsets in order: the start of each word that a word searched for starts (the
 * whole word when folding changed its length), and in scripts written without spaces each place
 * the word occurs. `query` may hold the words as typed and as corrected, separated by spaces.
 *
 * @example highlightRanges("YouTube Music", "music you") // [[0, 3], [8, 13]]
 */
export function highlightRanges(text: string, query: string): [number, number][] {
  const words = [...new Set(wordsOf(query).map(foldText))];
  if (words.length === 0) return [];
  const ranges: [number, number][] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const start = match.index;
    const folded = foldText(match[0]);
    const exactLength = folded.length === match[0].length;
    let end = start;
    for (const word of words) {
      if ([...word].some(isUnsegmented)) {
        if (!exactLength) continue;
        for (let at = folded.indexOf(word); at >= 0; at = folded.indexOf(word, at + word.length))
          ranges.push([start + at, start + at + word.length]);
      } else if (folded.startsWith(word)) {
        end = Math.max(end, start + (exactLength ? word.length : match[0].length));
      }
    }
    if (end > start) ranges.push([start, end]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const previous = merged.at(-1);
    if (previous && range[0] <= previous[1]) previous[1] = Math.max(previous[1], range[1]);
    else merged.push(range);
  }
  return merged;
}
