import type { Database } from "#db/client.ts";
import { publishedByKey } from "./app-view.ts";
import { dayNumber } from "./listing.ts";

/**
 * Records one open of a published app and answers the address to open, or null when the app is
 * not published. The counter, the per-day row trending reads and (when signed in) the history row
 * are written in one D1 batch: one transaction, each counter a single `x = x + 1` statement, so
 * concurrent opens are counted exactly.
 */
export async function recordOpen(
  db: Database,
  idOrSlug: string,
  userId: string | null,
  nowMs = Date.now(),
): Promise<{ id: string; url: string } | null> {
  const d1 = db.$client;
  const app = await d1
    .prepare(`SELECT a.id, a.start_url FROM apps a WHERE ${publishedByKey()} LIMIT 1`)
    .bind(idOrSlug)
    .first<{ id: string; start_url: string }>();
  if (!app) return null;
  const statements = [
    d1.prepare("UPDATE apps SET opens = opens + 1 WHERE id = ?").bind(app.id),
    d1
      .prepare("INSERT INTO app_open_days (app_id, day, opens) VALUES (?, ?, 1) ON CONFLICT (app_id, day) DO UPDATE SET opens = opens + 1")
      .bind(app.id, dayNumber(nowMs)),
  ];
  if (userId) statements.push(d1.prepare("INSERT INTO history (user_id, app_id, opened_at) VALUES (?, ?, ?)").bind(userId, app.id, nowMs));
  await d1.batch(statements);
  return { id: app.id, url: app.start_url };
}
