import type { FavoriteItem, FavoriteState } from "#contract/community.ts";
import type { Page } from "#contract/page.ts";
import type { Locale } from "#app/paraglide/runtime.js";
import type { Database } from "#db/client.ts";
import { CARD_COLUMNS, publishedByKey, toAppCard, type CardRow } from "../catalog/app-view.ts";
import { findAnyApp, findPublishedApp, offsetOf } from "./shared.ts";

/**
 * Favourites. `apps.favorites_count` is kept by triggers on `favorites` (migration 0003), in the
 * same transaction as the row: adding is `INSERT ... ON CONFLICT DO NOTHING` (a repeat inserts
 * nothing, so counts nothing), removing is a DELETE (a repeat deletes nothing). Concurrent
 * favourites from many users are therefore counted exactly, and so are the cascades when an
 * account or an app is deleted.
 */

/** Favourites a published app (idempotent); null when no published app has that id or slug. */
export async function addFavorite(db: Database, userId: string, appKey: string): Promise<FavoriteState | null> {
  const d1 = db.$client;
  const app = await findPublishedApp(d1, appKey);
  if (!app) return null;
  const [, count] = await d1.batch([
    d1.prepare("INSERT INTO favorites (user_id, app_id) VALUES (?, ?) ON CONFLICT DO NOTHING").bind(userId, app.id),
    d1.prepare("SELECT favorites_count FROM apps WHERE id = ?").bind(app.id),
  ]);
  return { appId: app.id, favorited: true, favoritesCount: (count!.results[0] as { favorites_count: number }).favorites_count };
}

/**
 * Removes a favourite (idempotent). Works for an app no longer listed too, so a user can always
 * clean up; null only when no app at all has that id or slug.
 */
export async function removeFavorite(db: Database, userId: string, appKey: string): Promise<FavoriteState | null> {
  const d1 = db.$client;
  const app = await findAnyApp(d1, appKey);
  if (!app) return null;
  const [, count] = await d1.batch([
    d1.prepare("DELETE FROM favorites WHERE user_id = ? AND app_id = ?").bind(userId, app.id),
    d1.prepare("SELECT favorites_count FROM apps WHERE id = ?").bind(app.id),
  ]);
  return { appId: app.id, favorited: false, favoritesCount: (count!.results[0] as { favorites_count: number }).favorites_count };
}

/** Whether the user favourited a published app; null when it is not a published app. */
export async function getFavoriteState(db: Database, userId: string, appKey: string): Promise<FavoriteState | null> {
  const row = await db.$client
    .prepare(
      `SELECT a.id, a.favorites_count, EXISTS (SELECT 1 FROM favorites f WHERE f.user_id = ?2 AND f.app_id = a.id) AS favorited
       FROM apps a WHERE ${publishedByKey()} LIMIT 1`,
    )
    .bind(appKey, userId)
    .first<{ id: string; favorites_count: number; favorited: number }>();
  return row ? { appId: row.id, favorited: row.favorited === 1, favoritesCount: row.favorites_count } : null;
}

/**
 * The user's favourite apps, newest favourite first. Apps no longer published are left out (the
 * row stays, so the favourite comes back if the app is listed again).
 */
export async function listFavorites(
  db: Database,
  userId: string,
  query: { page: number; pageSize: number },
  locale: Locale,
): Promise<Page<FavoriteItem>> {
  const d1 = db.$client;
  const [items, count] = await d1.batch([
    d1
      .prepare(
        `SELECT ${CARD_COLUMNS}, f.created_at AS favorited_at
         FROM favorites f JOIN apps a ON a.id = f.app_id JOIN categories c ON c.id = a.category_id
         WHERE f.user_id = ? AND a.status = 'published'
         ORDER BY f.created_at DESC, a.id LIMIT ? OFFSET ?`,
      )
      .bind(userId, query.pageSize, offsetOf(query)),
    d1
      .prepare("SELECT count(*) AS total FROM favorites f JOIN apps a ON a.id = f.app_id WHERE f.user_id = ? AND a.status = 'published'")
      .bind(userId),
  ]);
  return {
    items: (items!.results as (CardRow & { favorited_at: number })[]).map((row) => ({
      app: toAppCard(row, locale),
      favoritedAt: row.favorited_at,
    })),
    total: (count!.results[0] as { total: number }).total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Most ids the hearts on cards need at once. */
export const FAVORITE_IDS_MAX = 1000;

/** The ids of the user's favourite published apps (for the hearts on cards), newest first. */
export async function listFavoriteIds(db: Database, userId: string): Promise<string[]> {
  const { results } = await db.$client
    .prepare(
      `SELECT f.app_id FROM favorites f JOIN apps a ON a.id = f.app_id
       WHERE f.user_id = ? AND a.status = 'published' ORDER BY f.created_at DESC LIMIT ?`,
    )
    .bind(userId, FAVORITE_IDS_MAX)
    .all<{ app_id: string }>();
  return results.map((row) => row.app_id);
}
