/**
 * Server side of /store: the listing for the URL's choices (app/lib/catalog-pages.server.ts) and
 * the categories of the filter. `.server.ts`: React Router keeps it out of the browser bundle.
 */
import type { Database } from "#db/client.ts";
import { listApps } from "#worker/services/catalog/listing.ts";
import { searchAliases } from "#worker/services/catalog/search-query.ts";
import { matchingCategories } from "#worker/services/catalog/suggestions.ts";
import { activeCategoryOptions } from "#worker/services/categories.ts";
import { packCard } from "../lib/catalog-card.ts";
import { loadListingPage, loadListingPageAlongside } from "../lib/catalog-pages.server.ts";

const STORE = { basePath: "/store", accepts: ["q", "category", "sort"] } as const;

/**
 * /store?q=&category=&sort=&page=: the listing, the categories and the chosen category's name.
 * `aliasesText`: the admin's search aliases (the settings' Search section).
 * The filter's categories (ids and names only) are read in the listing's own D1 batch: the page
 * waits for one round trip (docs/performance.md).
 */
export async function loadStorePage(db: Database, url: URL, locale: string, aliasesText = "") {
  const options = { ...STORE, aliases: searchAliases(aliasesText) };
  const { page: first, alongside } = await loadListingPageAlongside(db, url, locale, options, activeCategoryOptions(db, locale));
  const categories = alongside ?? [];
  let view = first;
  let category = categories.find((item) => item.id === view.form.category);
  // A category that is no longer in the store (deactivated, or never was) is not a filter: an old
  // link lists every app rather than filtering by a choice the page cannot show. Rare, so the
  // listing is read again only then.
  if (view.form.category && !category) {
    const unfiltered = new URL(url);
    unfiltered.searchParams.delete("category");
    view = await loadListingPage(db, unfiltered, locale, options);
    category = undefined;
  }
  // A search that found nothing at all, even forgiving typos and missing words, offers a way on:
  // the most opened apps (the page's categories are shown beside them).
  const popular =
    view.form.q && view.listing.total === 0
      ? (await listApps(db, { sort: "popular", page: 1, pageSize: POPULAR_INSTEAD }, locale)).items.map(packCard)
      : null;
  // A search whose words name a category (typos forgiven, as the header's suggestions read them)
  // links to it, unless the listing is already filtered by one.
  const matched = view.form.q && !category ? matchingCategories(categories, view.form.q) : [];
  // The filter shows each category's name: nothing else of a category is sent.
  return { ...view, categories, categoryName: category?.name ?? null, popular, matchedCategories: matched };
}

/** How many popular apps a search without results shows instead. */
const POPULAR_INSTEAD = 8;
