/**
 * Suggestions as a visitor types in the header's search box (issue 39, ADR 0071): the apps the
 * store's search ranks first for what is typed so far, typos forgiven (listing.ts, ADR 0069), and
 * the active categories whose name in the reader's language matches (`matchingCategories`, which
 * the store's search page shows too). One D1 round trip when the
 * words match as typed (the categories ride in the listing's first batch), two when a typo is
 * forgiven, as for the listing.
 */
import type { CategoryView, Suggestions } from "#contract/catalog.ts";
import { MIN_SUGGESTION_QUERY, searchedLength, wordsOf } from "#contract/search-words.ts";
import type { Database } from "#db/client.ts";
import { activeCategoriesRead } from "../categories.ts";
import { listAppsAlongside } from "./listing.ts";
import { editDistance, foldWord, typoBudget } from "./search-correction.ts";
import { isUnsegmented, NO_ALIASES, type SearchAliases } from "./search-query.ts";

/** Apps and categories offered at most, as app stores' search boxes do. */
export const SUGGESTED_APPS = 6;
export const SUGGESTED_CATEGORIES = 3;

const NOTHING: Suggestions = { apps: [], categories: [] };

export async function suggest(db: Database, q: string, locale: string, aliases: SearchAliases = NO_ALIASES): Promise<Suggestions> {
  if (searchedLength(q) < MIN_SUGGESTION_QUERY) return NOTHING;
  const { listing, alongside } = await listAppsAlongside(
    db,
    { q, page: 1, pageSize: SUGGESTED_APPS, sort: "relevance" },
    locale,
    activeCategoriesRead(db.$client, locale),
    { aliases },
  );
  const suggestions: Suggestions = {
    apps: listing.items.map(({ id, slug, name, icon, category, categoryName }) => ({ id, slug, name, icon, category, categoryName })),
    categories: matchingCategories(alongside ?? [], q),
  };
  if (listing.correctedQuery) suggestions.correctedQuery = listing.correctedQuery;
  return suggestions;
}

/**
 * The categories whose name matches what is typed, most apps first, as the search matches words
 * (accents and case aside): each word typed is a word of the name, the word typed last the start
 * of one, or either within its typo budget of one (search-correction.ts). Names in scripts written
 * without spaces are one "word" each: a word of those scripts typed anywhere inside one matches.
 */
export function matchingCategories<T extends Pick<CategoryView, "name"> & { appCount?: number }>(categories: readonly T[], q: string): T[] {
  const typed = wordsOf(q).map(foldWord);
  if (typed.length === 0) return [];
  const last = typed.length - 1;
  return (
    categories
      .filter((category) => {
        const nameWords = wordsOf(category.name).map(foldWord);
        return typed.every((word, i) => nameWords.some((nameWord) => wordMatches(word, i === last, nameWord)));
      })
      // Categories without counts (the store's filter options) keep their display order.
      .sort((a, b) => (b.appCount ?? 0) - (a.appCount ?? 0))
      .slice(0, SUGGESTED_CATEGORIES)
  );
}

function wordMatches(word: string, asPrefix: boolean, nameWord: string): boolean {
  const letters = [...word];
  if (letters.some(isUnsegmented)) return nameWord.includes(word);
  if (asPrefix ? nameWord.startsWith(word) : nameWord === word) return true;
  const budget = typoBudget(word);
  if (budget === 0) return false;
  if (editDistance(word, nameWord, budget) <= budget) return true;
  return asPrefix && editDistance(word, [...nameWord].slice(0, letters.length).join(""), budget) <= budget;
}
