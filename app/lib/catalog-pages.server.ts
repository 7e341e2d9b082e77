/**
 * Loader side of the listing pages (/store, /categories/:id, /trending, /new): reads the URL with
 * the schema the API uses, calls the catalog service directly and prepares every link the page
 * shows (pagination, canonical path), so the browser bundle never needs the zod schema module.
 * `.server.ts`: React Router refuses to bundle it for the browser.
 */
import type { BatchRead } from "#db/batch-read.ts";
import type { Database } from "#db/client.ts";
import { listAppsAlongside } from "#worker/services/catalog/listing.ts";
import type { SearchAliases } from "#worker/services/catalog/search-query.ts";
import { packCard } from "./catalog-card.ts";
import { effectiveSort, pageCount, pageItems, type ListingPageView, type PaginationLink } from "./catalog-listing.ts";
import { DEFAULT_PAGE_SIZE, listingSearch, readListingParams, type ListingQuery } from "#contract/schemas/catalog.ts";

/**
 * URL parameters a listing page lets the visitor choose (the rest are fixed by the page or
 * ignored). `exact` goes with `q`: the words as typed, without forgiveness ("search instead for").
 */
export type ListingChoice = "q" | "category" | "sort";

export interface ListingPageOptions {
  /** The page's path without query: "/store", "/categories/social". */
  basePath: string;
  /** Which choices the page reads from its URL. */
  accepts: readonly ListingChoice[];
  /** What the page itself decides (the category of a category page, the order of /trending). */
  fixed?: Partial<Pick<ListingQuery, "category" | "sort">>;
  /** The admin's search aliases, for a page that searches (Settings → Search). */
  aliases?: SearchAliases;
  /** Trending's chart: only the apps opened in the last seven days, each with that count (`recentOpens`). */
  chart?: boolean;
}

/** What a listing loader answers: what its page shows, and the page's canonical address. */
export interface ListingPageData extends ListingPageView {
  /** Canonical path and query: choices that change the content, defaults and pageSize left out. */
  canonicalPath: string;
  insteadHref: string | null;
}

/** The listing a page shows for its URL. Invalid parameters are dropped, never an error page. */
export async function loadListingPage(db: Database, url: URL, locale: string, options: ListingPageOptions): Promise<ListingPageData> {
  return (await loadListingPageAlongside(db, url, locale, options, null)).page;
}

/**
 * loadListingPage, with another read of the page (`alongside`) in the listing's D1 batch: one
 * round trip for both (the store's category filter).
 */
export async function loadListingPageAlongside<T>(
  db: Database,
  url: URL,
  locale: string,
  options: ListingPageOptions,
  alongside: BatchRead<T> | null,
): Promise<{ page: ListingPageData; alongside: T | null }> {
  const params = readListingParams(url.searchParams);
  const chosen: Partial<ListingQuery> = {};
  for (const key of options.accepts) {
    const value = params[key];
    if (value) Object.assign(chosen, { [key]: value });
  }
  if (chosen.q && params.exact) chosen.exact = true;
  const q = chosen.q || undefined;
  const sort = effectiveSort(q, options.fixed?.sort ?? chosen.sort);
  const { listing, alongside: extra } = await listAppsAlongside(
    db,
    { ...chosen, ...options.fixed, q, sort, page: params.page, pageSize: params.pageSize },
    locale,
    alongside,
    { aliases: options.aliases, chart: options.chart },
  );

  // Links keep the visitor's choices (and a non-default page size), never what the page fixes.
  const linkQuery: Partial<ListingQuery> = { ...chosen, pageSize: params.pageSize };
  const hrefFor = (page: number) => options.basePath + listingSearch({ ...linkQuery, page });
  const totalPages = pageCount(listing.total, listing.pageSize);
  const links = pageItems(listing.page, totalPages).map(
    (item): PaginationLink => (item.kind === "page" ? { ...item, href: hrefFor(item.page) } : item),
  );
  const canonicalSort = options.fixed?.sort || sort === effectiveSort(q, undefined) ? undefined : sort;

  const page: ListingPageData = {
    listing: { ...listing, items: listing.items.map(packCard) },
    form: {
      q: q ?? "",
      category: chosen.category ?? "",
      sort,
      sortChosen: Boolean(chosen.sort) && sort !== effectiveSort(q, undefined),
      pageSize: params.pageSize === DEFAULT_PAGE_SIZE ? null : String(params.pageSize),
    },
    pagination: {
      page: listing.page,
      totalPages,
      links,
      previous: listing.page > 1 ? hrefFor(Math.min(listing.page - 1, totalPages)) : null,
      next: listing.page < totalPages ? hrefFor(listing.page + 1) : null,
    },
    firstPageHref: hrefFor(1),
    clearHref: options.basePath,
    filtered: Boolean(chosen.q || chosen.category || chosen.sort),
    canonicalPath: options.basePath + listingSearch({ q, category: chosen.category, sort: canonicalSort, page: listing.page }),
    insteadHref: listing.correctedQuery ? options.basePath + listingSearch({ ...linkQuery, exact: true }) : null,
  };
  if (options.chart) page.recentOpens = listing.items.map((item) => item.recentOpens ?? 0);
  return { page, alongside: extra };
}
