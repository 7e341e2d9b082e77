import type { Database } from "#db/client.ts";
import type { AppSort, ListingQuery } from "#app/lib/schemas/catalog.ts";
import { CARD_COLUMNS, toAppCard, type AppCard, type CardRow } from "./app-view.ts";
import { planSearch } from "./search-query.ts";

export interface Listing {
  items: AppCard[];
  total: number;
  page: number;
  pageSize: number;
}

/** Trending counts the opens of the last seven UTC days, today included. */
export const TRENDING_DAYS = 7;
const DAY_MS = 86_400_000;
export const dayNumber = (ms: number) => Math.floor(ms / DAY_MS);

/**
 * Text relevance blended with popularity. bm25() is negative (more negative = better), so it is
 * scaled up by the app's popularity: the number of digits of its opens (a cheap log10 that SQLite
 * has without the math extension) and its rating. Column weights: name, short name, description,
 * tags, developer.
 */
const blend = (textScore: string) => `(${textScore}) * (1.0 + 0.15 * length(a.opens) + 0.03 * a.rating_average)`;
const WORD_RANK = blend("bm25(apps_fts, 10.0, 8.0, 2.0, 4.0, 3.0)");
const SUBSTRING_RANK = blend("bm25(apps_trigram, 10.0, 8.0, 2.0, 4.0, 3.0)");
/** Substring matches of one- and two-character words only (no MATCH, so no bm25). */
const POPULARITY_RANK = blend("-1.0");

const ORDER: Record<Exclude<AppSort, "relevance">, string> = {
  popular: "a.opens DESC, a.rating_average DESC",
  new: "a.published_at DESC",
  trending: "recent_opens DESC, a.opens DESC",
  rating: "a.rating_average DESC, a.rating_count DESC",
  name: "a.name COLLATE NOCASE ASC",
};

interface Built {
  from: string;
  where: string[];
  params: unknown[];
  rank: string | null;
}

/** The FROM clause and conditions of a search, or null when the query has no searchable word. */
function searchClause(q: string): Omit<Built, "where"> & { where: string[] } | null {
  const plan = planSearch(q);
  if (plan.kind === "none") return null;
  // With a MATCH, CROSS JOIN makes SQLite read the search index first and look each match up in
  // `apps`. Left to choose, it walks `apps` by an index (status + category) and runs the full-text
  // query once per app: at 100,000 apps a category-filtered search took 1.5–2.8 s instead of ~30 ms
  // (bench/search.ts --explain shows the plans). Without a MATCH (LIKE only) there is no index to
  // start from, and walking `apps` by category scans fewer rows: the planner keeps that choice.
  if (plan.kind === "words") {
    return {
      from: "apps_fts CROSS JOIN apps a ON a.search_key = apps_fts.rowid",
      where: ["apps_fts MATCH ?"],
      params: [plan.match],
      rank: WORD_RANK,
    };
  }
  const where: string[] = [];
  const params: unknown[] = [];
  if (plan.match) {
    where.push("apps_trigram MATCH ?");
    params.push(plan.match);
  }
  for (const like of plan.likes) {
    where.push("(apps_trigram.name LIKE ? OR apps_trigram.short_name LIKE ? OR apps_trigram.description LIKE ? OR apps_trigram.tags LIKE ? OR apps_trigram.developer LIKE ?)");
    params.push(like, like, like, like, like);
  }
  const join = plan.match ? "CROSS JOIN" : "JOIN";
  return { from: `apps_trigram ${join} apps a ON a.search_key = apps_trigram.rowid`, where, params, rank: plan.match ? SUBSTRING_RANK : POPULARITY_RANK };
}

/**
 * Published apps for a listing page or GET /api/client/apps: optional full-text query, category
 * and order; the page and the total come back from one D1 round trip (a batch).
 */
export async function listApps(db: Database, query: ListingQuery, locale: string, nowMs = Date.now()): Promise<Listing> {
  const { page, pageSize } = query;
  const q = query.q ?? "";
  const search = q ? searchClause(q) : null;
  // A query made only of punctuation matches nothing, rather than everything.
  if (q && !search) return { items: [], total: 0, page, pageSize };

  const built: Built = search ?? { from: "apps a", where: [], params: [], rank: null };
  const where = ["a.status = 'published'", ...built.where];
  const params = [...built.params];
  if (query.category) {
    where.push("a.category_id = ?");
    params.push(query.category);
  }

  const sort: AppSort = query.sort ?? "relevance";
  let order: string;
  let trendingJoin = "";
  const trendingParams: unknown[] = [];
  // The blend only sees popularity by order of magnitude: equal text matches with opens in the
  // same decade would otherwise fall back to id order, so exact opens break the tie.
  if (sort === "relevance") order = built.rank ? `${built.rank} ASC, a.opens DESC` : ORDER.popular;
  else order = ORDER[sort];
  if (sort === "trending") {
    trendingJoin = `LEFT JOIN (SELECT app_id, sum(opens) AS recent_opens FROM app_open_days WHERE day > ? GROUP BY app_id) t ON t.app_id = a.id`;
    trendingParams.push(dayNumber(nowMs) - TRENDING_DAYS);
    order = ORDER.trending.replace("recent_opens", "coalesce(t.recent_opens, 0)");
  }

  const whereSql = where.join(" AND ");
  const d1 = db.$client;
  const [itemsResult, countResult] = await d1.batch([
    d1
      .prepare(
        `SELECT ${CARD_COLUMNS} FROM ${built.from} JOIN categories c ON c.id = a.category_id ${trendingJoin}
         WHERE ${whereSql} ORDER BY ${order}, a.id LIMIT ? OFFSET ?`,
      )
      .bind(...trendingParams, ...params, pageSize, (page - 1) * pageSize),
    d1.prepare(`SELECT count(*) AS total FROM ${built.from} WHERE ${whereSql}`).bind(...params),
  ]);
  const rows = (itemsResult?.results ?? []) as CardRow[];
  const total = ((countResult?.results?.[0] as { total?: number } | undefined)?.total ?? 0) as number;
  return { items: rows.map((row) => toAppCard(row, locale)), total, page, pageSize };
}

/** Featured published apps for the home page, most opened first. */
export async function listFeaturedApps(db: Database, locale: string, limit = 8): Promise<AppCard[]> {
  const { results } = await db.$client
    .prepare(
      `SELECT ${CARD_COLUMNS} FROM apps a JOIN categories c ON c.id = a.category_id
       WHERE a.status = 'published' AND a.featured = 1 ORDER BY a.opens DESC, a.id LIMIT ?`,
    )
    .bind(limit)
    .all<CardRow>();
  return results.map((row) => toAppCard(row, locale));
}
