/**
 * Paging of the Favorites page: the page lives in the URL (`/favorites?page=2`), like the catalog
 * listings, so it can be reloaded and shared. No zod (a browser chunk): the catalog's helpers do
 * the arithmetic, and the API answers a 400 for anything this lets through.
 */
import { pageCount, pageItems, type PaginationData, type PaginationLink } from "../catalog-listing.ts";

/** The API's highest page (contract/schemas/catalog.ts MAX_PAGE). */
const MAX_PAGE = 1000;

/** `?page=` as a page number: a whole number from 1 to 1000, anything else page 1. */
export function pageFromSearch(search: string): number {
  const value = new URLSearchParams(search).get("page");
  if (value === null || !/^\d{1,4}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** The href of `page` of a list at `path` (page 1 has no query, as the canonical address). */
export function pageHref(path: string, page: number): string {
  return page <= 1 ? path : `${path}?page=${page}`;
}

/** The pagination bar's data for a client-loaded list at `path`. */
export function paginationFor(path: string, page: number, total: number, pageSize: number): PaginationData {
  const totalPages = pageCount(total, pageSize);
  return {
    page,
    totalPages,
    links: pageItems(page, totalPages).map(
      (item): PaginationLink => (item.kind === "page" ? { ...item, href: pageHref(path, item.page) } : item),
    ),
    previous: page > 1 ? pageHref(path, Math.min(page - 1, totalPages)) : null,
    next: page < totalPages ? pageHref(path, page + 1) : null,
  };
}
