/**
 * Pure helpers of the listing pages (/store, /categories/:id, /trending, /new) that the browser
 * bundle may import: no zod here (contract/schemas/catalog.ts builds zod schemas, which the pages'
 * CSP would report in the browser), so URL reading stays in the loaders
 * (app/lib/catalog-pages.server.ts).
 */
import type { AppSort } from "#contract/schemas/catalog.ts";
import type { ListingView } from "./catalog-card.ts";

/** The sort menu, in order (relevance is offered only while searching). */
export const SORT_CHOICES = ["popular", "new", "trending", "rating", "name"] as const satisfies readonly AppSort[];

/** What a listing is ordered by when the visitor chose nothing: relevance while searching, else popularity. */
export function defaultSort(q: string | undefined): AppSort {
  return q ? "relevance" : "popular";
}

/**
 * The order a listing really uses: the chosen one, or the default. `relevance` without a query
 * means popularity (nothing to be relevant to).
 */
export function effectiveSort(q: string | undefined, sort: AppSort | undefined): AppSort {
  if (!sort || (sort === "relevance" && !q)) return defaultSort(q);
  return sort;
}

/** How many pages a listing has (at least one, so "page 1 of 1" is shown for an empty result). */
export function pageCount(total: number, pageSize: number): number {
  if (!(pageSize > 0) || !(total > 0)) return 1;
  return Math.ceil(total / pageSize);
}

export type PageItem = { kind: "page"; page: number } | { kind: "gap"; key: string };

/**
 * The numbered links of a pagination bar: always the first and last page, the current page with
 * `siblings` on each side, and a gap (…) for each skipped run. A gap never hides a single page:
 * that page is shown instead, so the bar's width stays steady while paging.
 *
 * @example pageItems(6, 20) // 1 … 5 6 7 … 20
 */
export function pageItems(current: number, totalPages: number, siblings = 1): PageItem[] {
  const last = Math.max(1, Math.floor(totalPages));
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  const wanted = new Set<number>([1, last]);
  for (let offset = -siblings; offset <= siblings; offset += 1) {
    const candidate = page + offset;
    if (candidate >= 1 && candidate <= last) wanted.add(candidate);
  }
  const pages = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((value, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && value - previous === 2) items.push({ kind: "page", page: value - 1 });
    else if (previous !== undefined && value - previous > 2) items.push({ kind: "gap", key: `gap-${previous}` });
    items.push({ kind: "page", page: value });
  });
  return items;
}

/** A listing form's state as the loader hands it to the page ("" = not chosen). */
export interface ListingFormState {
  q: string;
  category: string;
  /** The order in effect. */
  sort: AppSort;
  /** False when `sort` is the default (the menu then shows its first entry). */
  sortChosen: boolean;
  /** A non-default page size to keep, else null. */
  pageSize: string | null;
}

/** A pagination bar as the loader prepares it: every link already has its URL. */
export type PaginationLink = { kind: "page"; page: number; href: string } | { kind: "gap"; key: string };

export interface PaginationData {
  page: number;
  totalPages: number;
  links: PaginationLink[];
  previous: string | null;
  next: string | null;
}

/** What a listing page shows (its loader, catalog-pages.server.ts, answers this and more). */
export interface ListingPageView {
  /** The page's apps, packed: only the fields a card shows, without their keys (catalog-card.ts). */
  listing: ListingView;
  form: ListingFormState;
  pagination: PaginationData;
  /** Page 1 with the same choices (for "past the last page"). */
  firstPageHref: string;
  /** The page without any choice (an empty state's "clear filters"). */
  clearHref: string;
  /** True when the visitor narrowed or reordered the listing. */
  filtered: boolean;
  /** The same search with the words as typed, when the answer corrected them (`listing.correctedQuery`). */
  insteadHref?: string | null;
  /** Trending's chart: each card's opens in the last seven days, in the cards' order; the cards are then ranked. */
  recentOpens?: number[];
}
