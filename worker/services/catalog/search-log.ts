/**
 * What visitors search for (issue 39, ADR 0070): one row per UTC day and query in
 * `search_query_days`, counting the searches and those that found nothing. A query is kept as the
 * search reads it (searchWords: lower case, letters and digits, at most 8 words), so "Spotify!"
 * and "spotify" count together; nothing about who searched is kept (no account, no address).
 * Written after the answer has gone (waitUntil), never in its way.
 */
import { dayNumber } from "./listing.ts";
import { searchWords } from "./search-query.ts";

/** Days of searches kept: the cron removes older ones. */
export const SEARCH_LOG_DAYS = 90;
/** Queries per list on the admin dashboard. */
export const TOP_QUERIES = 10;

/** The query as it is counted; null when it has no word (nothing to count). */
export function loggedQuery(q: string | null | undefined): string | null {
  const words = searchWords(q ?? "");
  return words.length > 0 ? words.join(" ") : null;
}

/** Counts one search of `q` that found `results` apps. */
export async function recordSearch(d1: D1Database, q: string, results: number, nowMs = Date.now()): Promise<void> {
  const query = loggedQuery(q);
  if (!query) return;
  await d1
    .prepare(
      `INSERT INTO search_query_days (day, query, searches, unanswered) VALUES (?, ?, 1, ?)
       ON CONFLICT (day, query) DO UPDATE SET searches = searches + 1, unanswered = unanswered + excluded.unanswered`,
    )
    .bind(dayNumber(nowMs), query, results === 0 ? 1 : 0)
    .run();
}

/** Removes the days older than SEARCH_LOG_DAYS; answers how many rows went. */
export async function sweepSearchLog(d1: D1Database, nowMs = Date.now()): Promise<number> {
  const result = await d1
    .prepare("DELETE FROM search_query_days WHERE day < ?")
    .bind(dayNumber(nowMs) - SEARCH_LOG_DAYS)
    .run();
  return result.meta.changes ?? 0;
}

/**
 * The statements of the dashboard's two lists over the days from `firstDay`: the most asked
 * queries, and the most asked of those that found nothing every time.
 */
export function topQueriesStatements(d1: D1Database, firstDay: number): D1PreparedStatement[] {
  return [
    d1
      .prepare(
        `SELECT query, sum(searches) AS searches, sum(unanswered) AS unanswered FROM search_query_days WHERE day >= ?
         GROUP BY query ORDER BY searches DESC, query LIMIT ?`,
      )
      .bind(firstDay, TOP_QUERIES),
    d1
      .prepare(
        `SELECT query, sum(searches) AS searches, sum(unanswered) AS unanswered FROM search_query_days WHERE day >= ?
         GROUP BY query HAVING sum(unanswered) = sum(searches) ORDER BY searches DESC, query LIMIT ?`,
      )
      .bind(firstDay, TOP_QUERIES),
  ];
}
