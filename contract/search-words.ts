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
