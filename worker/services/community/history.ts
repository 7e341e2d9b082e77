import type { HistoryItem } from "#contract/community.ts";
import type { Page } from "#contract/page.ts";
import type { Locale } from "#app/paraglide/runtime.js";
import type { Database } from "#db/client.ts";
import { CARD_COLUMNS, toAppCard, type CardRow } from "../catalog/app-view.ts";
import { offsetOf } from "./shared.ts";

/**
 * A signed-in user's history: one row per open (written by POST /api/client/apps/:id/open,
 * worker/services/catalog/opens.ts). Every function is scoped to the owner: another user's entry
 * is simply not found.
 */

/**
 * Newest open first, each with its app's card, so the client can group by day in the reader's
 * time zone. Opens of apps no longer published are left out (the rows stay until removed).
 */
export async function listHistory(
  db: Database,
  userId: string,
  query: { page: number; pageSize: number },
  locale: Locale,
): Promise<Page<HistoryItem>> {
  const d1 = db.$client;
  const [items, count] = await d1.batch([
    d1
      .prepare(
        `SELECT ${CARD_COLUMNS}, h.id AS history_id, h.opened_at
         FROM history h JOIN apps a ON a.id = h.app_id JOIN categories c ON c.id = a.category_id
         WHERE h.user_id = ? AND a.status = 'published'
         ORDER BY h.opened_at DESC, h.id DESC LIMIT ? OFFSET ?`,
      )
      .bind(userId, query.pageSize, offsetOf(query)),
    d1
      .prepare("SELECT count(*) AS total FROM history h JOIN apps a ON a.id = h.app_id WHERE h.user_id = ? AND a.status = 'published'")
      .bind(userId),
  ]);
  return {
    items: (items!.results as (CardRow & { history_id: number; opened_at: number })[]).map((row) => ({
      id: row.history_id,
      openedAt: row.opened_at,
      app: toAppCard(row, locale),
    })),
    total: (count!.results[0] as { total: number }).total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Removes one of the user's entries; false when the user has none with that id. */
export async function removeHistoryEntry(db: Database, userId: string, id: number): Promise<boolean> {
  const result = await db.$client.prepare("DELETE FROM history WHERE id = ? AND user_id = ?").bind(id, userId).run();
  return result.meta.changes > 0;
}

/** Removes all of the user's history; answers how many entries went. */
export async function clearHistory(db: Database, userId: string): Promise<number> {
  const result = await db.$client.prepare("DELETE FROM history WHERE user_id = ?").bind(userId).run();
  return result.meta.changes;
}
