import { useState } from "react";
import type { Page } from "#contract/page.ts";
import { apiRequest } from "./api/client.ts";
import { errorMessage } from "./api/errors.ts";
import { mergeById, nextPageFor } from "./history/group-by-day.ts";

/** "Load more" skips at most this many pages of entries it already shows (newer ones push the list down). */
const MAX_CATCH_UP_PAGES = 5;

/**
 * "Load more" under a list whose first page is its route's loader data (History, My reports; ADR
 * 0068). The pages after the first stay in the component, not in the address: a reload or a shared
 * link shows the first page, as before. They outlive the loader's revalidation after a write, the
 * first page's fresh entries first and none twice; once the first page holds every entry (a
 * cleared list), they are not shown.
 */
export function useMorePages<T extends { id: string | number }>(first: Page<T>, pathOf: (page: number) => string) {
  const [more, setMore] = useState<readonly T[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const items = first.total > first.items.length ? mergeById(first.items, more) : first.items;

  /** Appends the page after the `shown` entries (fewer than `items` while some are being removed). */
  async function loadMore(shown = items.length) {
    setLoading(true);
    setError(null);
    try {
      let page = nextPageFor(shown, first.pageSize);
      let merged = items;
      // Entries added meanwhile push older ones down: skip pages holding only entries shown already.
      for (let tries = 0; tries < MAX_CATCH_UP_PAGES; tries += 1) {
        const { data } = await apiRequest<{ data: Page<T> }>(pathOf(page));
        const next = mergeById(merged, data.items);
        const added = next.length - merged.length;
        merged = next;
        if (added > 0 || data.items.length < first.pageSize) break;
        page += 1;
      }
      setMore(merged.slice(first.items.length));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setLoading(false);
    }
  }

  return { items, loading, error, loadMore, reset: () => setMore([]) };
}
