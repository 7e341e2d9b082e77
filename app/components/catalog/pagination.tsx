import { Link } from "react-router";
import { m } from "#app/paraglide/messages.js";

import type { PaginationData } from "../../lib/catalog-listing.ts";

/** Shortcuts in uno.config.ts (page-item, page-idle, page-off, page-on): short names in the HTML. */
const itemClass = "page-item";
const idleClass = "page-idle";
const disabledClass = "page-off";

/**
 * Numbered pages with previous and next: plain links (each page has its own shareable URL, and
 * paging works without JavaScript). Nothing is rendered for a single page.
 */
export function Pagination({ pagination }: { pagination: PaginationData }) {
  if (pagination.totalPages <= 1) return null;
  return (
    <nav aria-label={m.store_pagination_label()} className="mt-10 flex justify-center" data-testid="pagination">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {pagination.previous ? (
            <Link to={pagination.previous} rel="prev" className={`${itemClass} ${idleClass}`} data-testid="pagination-previous">
              <span aria-hidden="true">‹</span>
              <span className="ml-1">{m.store_pagination_previous()}</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={`${itemClass} ${disabledClass}`}>
              <span aria-hidden="true">‹</span>
              <span className="ml-1">{m.store_pagination_previous()}</span>
            </span>
          )}
        </li>
        {pagination.links.map((item) =>
          item.kind === "gap" ? (
            <li key={item.key} aria-hidden="true" className="hidden px-1 text-slate-500 sm:block">
              …
            </li>
          ) : (
            <li key={item.page} className={item.page === pagination.page ? "" : "hidden sm:block"}>
              <Link
                to={item.href}
                aria-label={m.store_pagination_page({ page: String(item.page) })}
                aria-current={item.page === pagination.page ? "page" : undefined}
                className={`${itemClass} ${item.page === pagination.page ? "page-on" : idleClass}`}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {pagination.next ? (
            <Link to={pagination.next} rel="next" className={`${itemClass} ${idleClass}`} data-testid="pagination-next">
              <span className="mr-1">{m.store_pagination_next()}</span>
              <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={`${itemClass} ${disabledClass}`}>
              <span className="mr-1">{m.store_pagination_next()}</span>
              <span aria-hidden="true">›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
