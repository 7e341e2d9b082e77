import { pageCount, pageItems, type PaginationData, type PaginationLink } from "../catalog-listing.ts";

/** How many rows one page of an admin list shows. */
export const ADMIN_PAGE_SIZE = 20;

/** `?page=` of an admin list: a whole number from 1, else 1. */
export function adminPageFrom(search: URLSearchParams): number {
  const text = search.get("page") ?? "";
  return /^[1-9]\d{0,5}$/.test(text) ? Number(text) : 1;
}

/** The address of `pathname` with `search` changed by `changes` (null removes; page 1 is no parameter). */
export function adminHref(pathname: string, search: URLSearchParams, changes: Record<string, string | number | null>): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "" || (key === "page" && Number(value) <= 1)) next.delete(key);
    else next.set(key, String(value));
  }
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The pagination bar of an admin list (drawn by the catalog's Pagination component): page links
 * that keep the list's other parameters (status, filters, search).
 */
export function adminPagination(pathname: string, search: URLSearchParams, page: number, total: number, pageSize: number): PaginationData {
  const totalPages = pageCount(total, pageSize);
  const href = (target: number) => adminHref(pathname, search, { page: target });
  const links = pageItems(page, totalPages).map(
    (item): PaginationLink => (item.kind === "page" ? { ...item, href: href(item.page) } : item),
  );
  return {
    page,
    totalPages,
    links,
    previous: page > 1 ? href(Math.min(page - 1, totalPages)) : null,
    next: page < totalPages ? href(page + 1) : null,
  };
}
