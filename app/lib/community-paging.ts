import { useEffect } from "react";
import { useNavigate } from "react-router";
import { pageCount, pageItems, type PaginationData, type PaginationLink } from "./catalog-listing.ts";

/** How many notifications or conversations one page shows. */
export const INBOX_PAGE_SIZE = 20;

/** `?page=` of a personal listing (/notifications, /messages): a whole number from 1, else 1. */
export function pageFromSearch(search: URLSearchParams): number {
  const text = search.get("page") ?? "";
  if (!/^[1-9]\d{0,5}$/.test(text)) return 1;
  return Number(text);
}

/** The link to one page of `path` (page 1 is the bare path). */
export function pageHref(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}

/**
 * The pagination bar of a listing the browser loaded (the catalog's Pagination component draws
 * it): every link already has its URL.
 */
export function inboxPagination(path: string, page: number, total: number, pageSize: number): PaginationData {
  const totalPages = pageCount(total, pageSize);
  const links = pageItems(page, totalPages).map(
    (item): PaginationLink => (item.kind === "page" ? { ...item, href: pageHref(path, item.page) } : item),
  );
  return {
    page,
    totalPages,
    links,
    previous: page > 1 ? pageHref(path, Math.min(page - 1, totalPages)) : null,
    next: page < totalPages ? pageHref(path, page + 1) : null,
  };
}

/**
 * A page number past the end (everything on it was removed, or an old link): the address moves to
 * the last page that exists, in place of this one in the history (Back does not return to it).
 * An effect rather than the loader's `replace()`: that import would add to the framework chunk
 * every first visit downloads (ADR 0068).
 */
export function useLastPageInstead(path: string, page: number, listed: { items: readonly unknown[]; total: number }): void {
  const navigate = useNavigate();
  const past = listed.items.length === 0 && listed.total > 0 && page > 1;
  useEffect(() => {
    if (past) navigate(pageHref(path, Math.ceil(listed.total / INBOX_PAGE_SIZE)), { replace: true });
  }, [past, path, listed.total, navigate]);
}
