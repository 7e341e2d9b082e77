import { useCallback, useEffect, useMemo, useState } from "react";
import type { Page } from "#contract/page.ts";
import { useApiData, type ApiData } from "../use-api-data.ts";

export interface AdminList<T extends { id: string | number }, P extends Page<T>> extends ApiData<P> {
  /** The rows to show: the answer's, minus those taken out optimistically. */
  items: T[];
  /** The answer's total, minus the rows taken out. */
  total: number;
  /**
   * Takes a row out of the list at once (a decision moved it out of this queue) and answers a
   * function that puts it back (the decision failed). Rows stay out across reloads.
   */
  takeOut(id: T["id"]): () => void;
  /** Replaces a row with the server's new version of it (a decision that keeps it in this list). */
  replace(item: T): void;
}

/**
 * An admin list loaded from the API (`path` relative to /api) with optimistic removal: a queue
 * row leaves as soon as an admin decides, comes back if the server refuses, and never flickers
 * back while a reload races the decision.
 */
export function useAdminList<T extends { id: string | number }, P extends Page<T> = Page<T>>(path: string): AdminList<T, P> {
  const list = useApiData<P>(path);
  const [takenOut, setTakenOut] = useState<ReadonlySet<T["id"]>>(() => new Set());
  const { setData } = list;

  // Another page, tab or filter: a fresh list.
  useEffect(() => setTakenOut(new Set()), [path]);

  const takeOut = useCallback((id: T["id"]) => {
    setTakenOut((current) => new Set(current).add(id));
    return () =>
      setTakenOut((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
  }, []);

  const replace = useCallback(
    (item: T) =>
      setData((current) => (current ? { ...current, items: current.items.map((row) => (row.id === item.id ? item : row)) } : current)),
    [setData],
  );

  const items = useMemo(() => list.data?.items.filter((item) => !takenOut.has(item.id)) ?? [], [list.data, takenOut]);
  const total = list.data ? Math.max(0, list.data.total - (list.data.items.length - items.length)) : 0;
  return { ...list, items, total, takeOut, replace };
}
