import type { AppCard, Listing } from "#contract/catalog.ts";
import type { AppSort, ListingQuery } from "#contract/schemas/catalog.ts";
import { bothReads, readAlone, type BatchRead, type BatchResult } from "#db/batch-read.ts";
import type { Database } from "#db/client.ts";
import { cardColumnsFor, toAppCard, type CardRow } from "./app-view.ts";
import { correctionsFor, knownWordsRead, vocabularyRead, type VocabularyRow } from "./search-correction.ts";
import { anyOf, NO_ALIASES, planSearch, type SearchAliases, searchWords, wordAlternatives, wordTerm } from "./search-query.ts";

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
const BIGRAM_RANK = blend("bm25(apps_bigram, 10.0, 8.0, 2.0, 4.0, 3.0)");

/** One key of a listing order; `nocase` compares text case-insensitively. */
interface OrderKey {
  expr: string;
  desc?: boolean;
  nocase?: boolean;
}

/** The last seven days' opens by app, as `t.recent_opens` (bound: the day before the first counted). */
const RECENT_OPENS = "(SELECT app_id, sum(opens) AS recent_opens FROM app_open_days WHERE day > ? GROUP BY app_id) t";
const RECENT_OPENS_KEY: OrderKey = { expr: "coalesce(t.recent_opens, 0)", desc: true };

/**
 * Trending's join: every app with its recent opens (an order), or only the apps opened in those
 * days (`chart`: the Trending page). Empty for the other orders.
 */
function trendingJoinFor(sort: AppSort, nowMs: number, chart = false): { sql: string; params: unknown[] } {
  if (sort !== "trending") return { sql: "", params: [] };
  return { sql: `${chart ? "JOIN" : "LEFT JOIN"} ${RECENT_OPENS} ON t.app_id = a.id`, params: [dayNumber(nowMs) - TRENDING_DAYS] };
}

/**
 * The card column `recent_opens` of a trending page (none for other orders): read from `t`, or
 * from the page's selected keys (`r.k0`, `r.k1`…) when the statement selected them.
 */
function recentOpensColumn(order: readonly OrderKey[], { selected }: { selected: boolean }): string {
  const index = order.indexOf(RECENT_OPENS_KEY);
  if (index < 0) return "";
  return `, ${selected ? `r.k${index}` : RECENT_OPENS_KEY.expr} AS recent_opens`;
}

const ORDER: Record<Exclude<AppSort, "relevance">, OrderKey[]> = {
  popular: [
    { expr: "a.opens", desc: true },
    { expr: "a.rating_average", desc: true },
  ],
  new: [{ expr: "a.published_at", desc: true }],
  trending: [RECENT_OPENS_KEY, { expr: "a.opens", desc: true }],
  rating: [
    { expr: "a.rating_average", desc: true },
    { expr: "a.rating_count", desc: true },
  ],
  name: [{ expr: "a.name", nocase: true }],
};

/**
 * The total of a listing with no condition but "published" (the store's first page, every sort):
 * the running count that triggers keep in `store_stats` (migration 0014, ADR 0036), one row
 * instead of counting 100,000 index entries (~3.5 ms) on every view.
 */
const PUBLISHED_TOTAL_SQL = "SELECT apps AS total FROM store_stats WHERE id = 1";

/** Searches without a text score (broad ones, LIKE-only ones): popularity, as the blend's tie-break. */
const POPULARITY_ORDER: OrderKey[] = [
  { expr: "a.opens", desc: true },
  { expr: "a.rating_average", desc: true },
];

const orderSql = (keys: OrderKey[], column = (key: OrderKey, _i: number) => key.expr) =>
  keys.map((key, i) => `${column(key, i)}${key.nocase ? " COLLATE NOCASE" : ""} ${key.desc ? "DESC" : "ASC"}`).join(", ");

/** The index a search starts from, and its MATCH expression. */
interface Driver {
  table: "apps_fts" | "apps_trigram" | "apps_bigram";
  match: string;
  rank: string;
}

/** A search: the driving index, plus conditions on `a.search_key` from the other indexes. */
interface Search {
  driver: Driver | null;
  filters: string[];
  params: unknown[];
}

/**
 * Above this many full-text matches a search is "broad" (a common word like "no" or "free"):
 * ranking every match by bm25 costs ~20–50 ms at 100,000 apps, and among thousands of matches
 * the text score says little. Broad searches are ordered by popularity instead, read by walking
 * the `opens` index and keeping the apps the index matched (~2 ms). docs/performance.md.
 */
export const BROAD_SEARCH_MATCHES = 5_000;

/** What a visitor typed, as indexes to ask; null when it has no searchable word. */
function searchFor(q: string, aliases: SearchAliases): Search | null {
  const plan = planSearch(q, aliases);
  if (plan.kind === "none") return null;
  if (plan.kind === "words") return { driver: { table: "apps_fts", match: plan.match, rank: WORD_RANK }, filters: [], params: [] };
  // A query with unsegmented text may need up to three indexes. The first available of trigram,
  // bigram, words drives the query; the others filter by membership.
  const candidates: { table: Driver["table"]; match: string | null; rank: string }[] = [
    { table: "apps_trigram", match: plan.match, rank: SUBSTRING_RANK },
    { table: "apps_bigram", match: plan.bigram, rank: BIGRAM_RANK },
    { table: "apps_fts", match: plan.words, rank: WORD_RANK },
  ];
  const indexes = candidates.filter((index): index is Driver => index.match !== null);
  const filters: string[] = [];
  const params: unknown[] = [];
  for (const index of indexes.slice(1)) {
    filters.push(`a.search_key IN (SELECT rowid FROM ${index.table} WHERE ${index.table} MATCH ?)`);
    params.push(index.match);
  }
  if (plan.likes.length > 0) {
    // No index serves these (rare: words like "a笔"); the trigram table holds the text to scan.
    const columns = ["name", "short_name", "description", "tags", "developer"];
    const likes = plan.likes.map(() => `(${columns.map((column) => `t.${column} LIKE ?`).join(" OR ")})`).join(" AND ");
    filters.push(`a.search_key IN (SELECT t.rowid FROM apps_trigram t WHERE ${likes})`);
    for (const like of plan.likes) params.push(...columns.map(() => like));
  }
  return { driver: indexes[0] ?? null, filters, params };
}

/**
 * Published apps for a listing page or GET /api/client/apps: optional full-text query, category
 * and order; the page and the total come back from one D1 round trip (a batch).
 */
export async function listApps(
  db: Database,
  query: ListingQuery,
  locale: string,
  nowMs = Date.now(),
  broadAbove = BROAD_SEARCH_MATCHES,
  aliases: SearchAliases = NO_ALIASES,
): Promise<Listing> {
  return (await listAppsAlongside(db, query, locale, null, { nowMs, broadAbove, aliases })).listing;
}

/** What a listing may be told besides its query. */
export interface ListingOptions {
  /** The clock (Trending's days). */
  nowMs?: number;
  /** Above this many matches a search is broad (tests lower it). */
  broadAbove?: number;
  /** The admin's search aliases (Settings → Search). */
  aliases?: SearchAliases;
  /**
   * Trending's chart (the /trending page): only the apps opened in the last TRENDING_DAYS days,
   * whatever the sort says (it must be "trending"); not with a search.
   */
  chart?: boolean;
}

/**
 * listApps, with another read a page needs beside its listing (the store's category filter) in
 * the listing's first D1 batch (db/batch-read.ts), so the page waits for one round trip (null: none).
 * A search of words that finds less than a page is asked again forgiving typos and missing words
 * (`forgivingSearch`), unless `exact` asks for the words as typed; `forgiving` says it was.
 */
export async function listAppsAlongside<T>(
  db: Database,
  query: ListingQuery,
  locale: string,
  alongside: BatchRead<T> | null,
  { nowMs = Date.now(), broadAbove = BROAD_SEARCH_MATCHES, aliases = NO_ALIASES, chart = false }: ListingOptions = {},
): Promise<{ listing: Listing; alongside: T | null; forgiving: boolean }> {
  const q = query.q ?? "";
  if (chart && (q || query.sort !== "trending")) throw new Error("Trending's chart is the trending order, without a search");
  const plan = q ? planSearch(q, aliases) : null;
  const words = !query.exact && plan?.kind === "words" ? searchWords(q) : [];
  const known = words.length > 0 ? knownWordsRead(db.$client, words) : null;
  const exact = await listMatching(db, query, locale, bothReads(alongside, known), { nowMs, broadAbove, aliases, chart });
  const [extra, knownWords] = exact.alongside ?? [null, null];
  const result = { listing: exact.listing, alongside: extra, forgiving: false };
  if (words.length === 0 || exact.listing.total >= query.pageSize) return result;
  // Nothing to forgive: one word, which the catalog has (or an alias names).
  const unknown = words.map((word, i) => knownWords?.[i] === false && !aliases.has(word));
  if (words.length === 1 && !unknown[0]) return result;
  const forgiven = await forgivingSearch(db.$client, query, locale, words, unknown, exact.listing.total, nowMs, broadAbove, aliases);
  return { listing: forgiven ?? exact.listing, alongside: extra, forgiving: true };
}

/**
 * A search of words (a script written with spaces) that found less than a page (issue 39, ADR
 * 0069): asked again with each word the catalog has not corrected (search-correction.ts) and any
 * word enough. Order: apps matching every word as typed, then every word once corrected, then by
 * how many of the words they match, then the listing's order (relevance: the text score, which
 * weighs a rarer word and a word in the name more). A word that
 * matches more than `broadAbove` apps ("online", "free") counts, but brings no app in by itself
 * unless every word is that common (then the rarest does); when the apps brought in are that many,
 * popularity replaces the text score, as for a broad search. `unknown`: the words the catalog has
 * not (knownWordsRead). Null when there is nothing to forgive: one word that nothing corrects.
 */
async function forgivingSearch(
  d1: D1Database,
  query: ListingQuery,
  locale: string,
  words: string[],
  unknown: boolean[],
  exactTotal: number,
  nowMs: number,
  broadAbove: number,
  aliases: SearchAliases,
): Promise<Listing | null> {
  const last = words.length - 1;
  // Each word as typed, or what an alias says it means.
  const typed = words.map((word, i) => anyOf(wordAlternatives(word, i === last, aliases)));
  // One round trip: each word's matches as typed, the vocabulary near each unknown word.
  const readFor = words.map((word, i) => (unknown[i] ? vocabularyRead(d1, word, i === last) : null));
  const answers = await d1.batch([
    ...typed.map((term) => d1.prepare("SELECT count(*) AS total FROM apps_fts WHERE apps_fts MATCH ?").bind(term)),
    ...readFor.filter((read): read is D1PreparedStatement => read !== null),
  ]);
  const typedMatches = typed.map((_term, i) => firstTotal(answers[i]));
  let answered = words.length;
  const groups = words.map((word, i) => {
    const rows = readFor[i] ? ((answers[answered++]?.results ?? []) as VocabularyRow[]) : [];
    const corrections = readFor[i] ? correctionsFor(word, i === last, rows) : [];
    const docs = new Map(rows.map((row) => [row.term, row.doc]));
    // The apps a group matches, near enough: the word as typed, plus each correction's apps by name or tag.
    const matches = typedMatches[i]! + corrections.reduce((sum, term) => sum + (docs.get(term) ?? 0), 0);
    const alternatives = [...wordAlternatives(word, i === last, aliases), ...corrections.map((term) => wordTerm(term, false))];
    return { match: alternatives.join(" OR "), corrections, matches };
  });
  const corrected = groups.some((group) => group.corrections.length > 0);
  if (!corrected && words.length === 1) return null;
  const found = groups.filter((group) => group.matches > 0);
  if (found.length === 0) return null;
  const narrow = found.filter((group) => group.matches <= broadAbove);
  const drivers = narrow.length > 0 ? narrow : [found.reduce((rarest, group) => (group.matches < rarest.matches ? group : rarest))];
  const byText = drivers.reduce((sum, group) => sum + group.matches, 0) <= broadAbove;

  const inMatches = "a.search_key IN (SELECT rowid FROM apps_fts WHERE apps_fts MATCH ?)";
  const everyWord = groups.map((group) => `(${group.match})`).join(" AND ");
  const sort: AppSort = query.sort ?? "relevance";
  const keys: { key: OrderKey; params: unknown[] }[] = [];
  // Apps matching every word as typed, when there are any (fewer than a page), come first.
  if (exactTotal > 0) keys.push({ key: { expr: inMatches, desc: true }, params: [typed.join(" ")] });
  // One word: every app brought in matches it, so neither key would tell them apart.
  const everyWordKey = words.length > 1 ? keys.length : null;
  if (words.length > 1) {
    keys.push({ key: { expr: inMatches, desc: true }, params: [everyWord] });
    const matched = found.map(() => `(${inMatches})`).join(" + ");
    keys.push({ key: { expr: matched, desc: true }, params: found.map((group) => group.match) });
  }
  const listingOrder =
    sort !== "relevance" ? ORDER[sort] : byText ? [{ expr: WORD_RANK }, { expr: "a.opens", desc: true }] : POPULARITY_ORDER;
  for (const key of listingOrder) keys.push({ key, params: [] });
  const order = keys.map((entry) => entry.key);

  // Relevance ranks from `search_rank` (published apps' popularity and category by search key, as
  // the narrow search does: ADR 0049); the other orders read `apps`.
  const ranked = sort === "relevance" ? { table: "search_rank", id: "a.search_key" } : { table: "apps", id: "a.id" };
  const where = ["apps_fts MATCH ?", ...(ranked.table === "apps" ? ["a.status = 'published'"] : [])];
  const whereParams: unknown[] = [drivers.map((group) => `(${group.match})`).join(" OR ")];
  if (query.category) {
    where.push("a.category_id = ?");
    whereParams.push(query.category);
  }
  const { sql: trendingJoin, params: trendingParams } = trendingJoinFor(sort, nowMs);
  const from = `apps_fts CROSS JOIN ${ranked.table} a ON a.search_key = apps_fts.rowid ${trendingJoin} WHERE ${where.join(" AND ")}`;
  const selected = order.map((key, i) => `${key.expr} AS k${i}`).join(", ");
  const whole = everyWordKey === null ? "1" : `max(k${everyWordKey}) OVER ()`;
  const { page, pageSize } = query;
  const [result] = await d1.batch<CardRow & { total: number; whole: number }>([
    d1
      .prepare(
        `SELECT ${cardColumnsFor(locale)}${recentOpensColumn(order, { selected: true })}, r.total AS total, r.whole AS whole FROM (
           SELECT *, count(*) OVER () AS total, ${whole} AS whole FROM (SELECT ${ranked.id} AS id, ${selected} FROM ${from})
           ORDER BY ${orderSql(order, (_key, i) => `k${i}`)}, id LIMIT ? OFFSET ?
         ) r CROSS JOIN apps a ON ${ranked.id} = r.id JOIN categories c ON c.id = a.category_id
         ORDER BY ${orderSql(order, (_key, i) => `r.k${i}`)}, r.id`,
      )
      .bind(...keys.flatMap((entry) => entry.params), ...trendingParams, ...whereParams, pageSize, (page - 1) * pageSize),
  ]);
  const rows = result?.results ?? [];
  let total = rows[0]?.total;
  if (total === undefined) {
    // A page past the end has no row to carry the count.
    const counted = await d1
      .prepare(`SELECT count(*) AS total FROM ${from}`)
      .bind(...trendingParams, ...whereParams)
      .first<{ total: number }>();
    total = counted?.total ?? 0;
  }
  const listing: Listing = { items: rows.map((row) => toAppCard(row, locale)), total, page, pageSize };
  if (corrected) listing.correctedQuery = words.map((word, i) => groups[i]!.corrections[0] ?? word).join(" ");
  if (words.length > 1 && rows.length > 0 && !rows[0]!.whole) listing.partial = true;
  return listing;
}

/** The listing of the words as typed: every word must match, the last one as a prefix. */
async function listMatching<T>(
  db: Database,
  query: ListingQuery,
  locale: string,
  alongside: BatchRead<T> | null,
  { nowMs, broadAbove, aliases, chart }: Required<ListingOptions>,
): Promise<{ listing: Listing; alongside: T | null }> {
  const { page, pageSize } = query;
  const q = query.q ?? "";
  const search = q ? searchFor(q, aliases) : null;
  const d1 = db.$client;
  // The first batch: the listing's statements, then the one read alongside (its result is last).
  const firstBatch = async (statements: D1PreparedStatement[]): Promise<{ results: BatchResult[]; extra: T | null }> => {
    if (!alongside) return { results: await d1.batch(statements), extra: null };
    const results: BatchResult[] = await d1.batch([...statements, ...alongside.statements]);
    return { results: results.slice(0, statements.length), extra: alongside.read(results.slice(statements.length)) };
  };
  // A query made only of punctuation matches nothing, rather than everything.
  if (q && !search) {
    const extra = alongside ? await readAlone(d1, alongside) : null;
    return { listing: { items: [], total: 0, page, pageSize }, alongside: extra };
  }

  // What narrows the listing beside "published": other search indexes, the category.
  const conditions = [...(search?.filters ?? [])];
  const params = [...(search?.params ?? [])];
  if (query.category) {
    conditions.push("a.category_id = ?");
    params.push(query.category);
  }
  const where = ["a.status = 'published'", ...conditions];
  const sort: AppSort = query.sort ?? "relevance";
  const { sql: trendingJoin, params: trendingParams } = trendingJoinFor(sort, nowMs, chart);
  const limit = [pageSize, (page - 1) * pageSize];
  const driver = search?.driver;
  const columns = cardColumnsFor(locale);

  if (!driver) {
    // No search, or only the rare LIKE words: walk `apps` in the listing's order.
    const order = sort === "relevance" ? POPULARITY_ORDER : ORDER[sort];
    const whereSql = where.join(" AND ");
    const {
      results: [itemsResult, countResult],
      extra,
    } = await firstBatch([
      d1
        .prepare(
          `SELECT ${columns}${recentOpensColumn(order, { selected: false })} FROM apps a JOIN categories c ON c.id = a.category_id ${trendingJoin}
           WHERE ${whereSql} ORDER BY ${orderSql(order)}, a.id LIMIT ? OFFSET ?`,
        )
        .bind(...trendingParams, ...params, ...limit),
      where.length === 1 && !chart
        ? d1.prepare(PUBLISHED_TOTAL_SQL)
        : d1
            .prepare(`SELECT count(*) AS total FROM apps a ${chart ? trendingJoin : ""} WHERE ${whereSql}`)
            .bind(...(chart ? trendingParams : []), ...params),
    ]);
    return { listing: toListing(itemsResult, countResult, locale, page, pageSize), alongside: extra };
  }

  // The search indexes hold published apps only (migration 0004), so this count is one read of
  // the index: it tells broad searches from narrow ones.
  const matchesSql = `(SELECT count(*) FROM ${driver.table} WHERE ${driver.table} MATCH ?)`;
  // Narrow: read the index first and look each match up (CROSS JOIN fixes that order: left to
  // choose, SQLite walked `apps` by category and ran the full-text query once per app, 1.5–2.8 s
  // at 100,000 apps). Relevance ranks from `search_rank`, the published apps' popularity and
  // category keyed by the index's rowid (ADR 0049: half the cost per match of a lookup in
  // `apps_search_rank_idx`, which the other orders read for their keys). Keep the page's keys,
  // then read those 24 cards: in one step SQLite carries every match's card columns, icons
  // included, through the sort. The order keys are selected so the outer query keeps it.
  const ranked =
    sort === "relevance"
      ? { table: "search_rank", id: "a.search_key", where: conditions } // every row is a published app
      : { table: "apps", id: "a.id", where };
  const narrowFrom = `${driver.table} CROSS JOIN ${ranked.table} a ON a.search_key = ${driver.table}.rowid`;
  const narrowWhere = [`${driver.table} MATCH ?`, ...ranked.where];
  // The narrow statement stops before its loop when the search is broad (a constant condition).
  // The blend only sees popularity by order of magnitude: equal text matches with opens in the
  // same decade would otherwise fall back to id order, so exact opens break the tie.
  const gate = `${matchesSql} <= ${Math.trunc(broadAbove)}`;
  const narrowOrder: OrderKey[] = sort === "relevance" ? [{ expr: driver.rank }, { expr: "a.opens", desc: true }] : ORDER[sort];
  const keys = narrowOrder.map((key, i) => `${key.expr} AS k${i}`).join(", ");
  // Every indexed app is published: without other conditions the total is the number of matches.
  // With some (a category, a second index) the page statement counts the rows it ranks as well
  // (`count(*) OVER ()`, before its LIMIT: one pass instead of a second statement joining every
  // match again); a page past the end has no row to carry it, and counts in a second round trip.
  const filtered = where.length > 1;
  const gatedWhere = [...narrowWhere, gate].join(" AND ");
  const rankedSql = `SELECT ${ranked.id} AS id, ${keys} FROM ${narrowFrom} ${trendingJoin} WHERE ${gatedWhere}`;
  const pageOrder = orderSql(narrowOrder, (_key, i) => `k${i}`);
  const keyNames = narrowOrder.map((_key, i) => `k${i}`).join(", ");
  const pageSql = filtered
    ? `SELECT id, ${keyNames}, count(*) OVER () AS total FROM (${rankedSql}) ORDER BY ${pageOrder}, id LIMIT ? OFFSET ?`
    : `${rankedSql} ORDER BY ${pageOrder}, ${ranked.id} LIMIT ? OFFSET ?`;
  const countStatement = d1.prepare(`SELECT ${matchesSql} AS total`).bind(driver.match);
  const narrowStatement = d1
    .prepare(
      `SELECT ${columns}${recentOpensColumn(narrowOrder, { selected: true })}${filtered ? ", r.total AS total" : ""} FROM (${pageSql}) r
       CROSS JOIN apps a ON ${ranked.id} = r.id JOIN categories c ON c.id = a.category_id
       ORDER BY ${orderSql(narrowOrder, (_key, i) => `r.k${i}`)}, r.id`,
    )
    .bind(...trendingParams, driver.match, ...params, driver.match, ...limit);
  const narrowListing = async (narrowResult: BatchResult | undefined, matches: number): Promise<Listing> => {
    if (!filtered) return { ...toListing(narrowResult, undefined, locale, page, pageSize), total: matches };
    const counted =
      (narrowResult?.results?.length ?? 0) > 0 || page === 1
        ? narrowResult
        : await d1
            .prepare(`SELECT count(*) AS total FROM ${narrowFrom} WHERE ${gatedWhere}`)
            .bind(driver.match, ...params, driver.match)
            .all();
    return toListing(narrowResult, counted, locale, page, pageSize);
  };

  // Broad: walk `apps` in the listing's order (popularity for relevance), keeping the matches.
  const broadOrder = sort === "relevance" ? POPULARITY_ORDER : ORDER[sort];
  const broadStatements = [
    d1
      .prepare(
        `SELECT ${columns}${recentOpensColumn(broadOrder, { selected: false })} FROM apps a JOIN categories c ON c.id = a.category_id ${trendingJoin}
         WHERE a.search_key IN (SELECT rowid FROM ${driver.table} WHERE ${driver.table} MATCH ?) AND ${where.join(" AND ")}
         ORDER BY ${orderSql(broadOrder)}, a.id LIMIT ? OFFSET ?`,
      )
      .bind(...trendingParams, driver.match, ...params, ...limit),
  ];
  if (filtered) {
    broadStatements.push(
      d1.prepare(`SELECT count(*) AS total FROM ${narrowFrom} WHERE ${narrowWhere.join(" AND ")}`).bind(driver.match, ...params),
    );
  }
  const broadListing = ([broadResult, broadCount]: BatchResult[], matches: number): Listing =>
    filtered
      ? toListing(broadResult, broadCount, locale, page, pageSize)
      : { ...toListing(broadResult, undefined, locale, page, pageSize), total: matches };

  // Which statements go with the count in the first round trip: the narrow page, unless this
  // isolate last saw the same search broad (broadMatches). The count decides either way; when it
  // disagrees, the other page comes in a second round trip.
  const memoKey = `${driver.table}\u0000${driver.match}`;
  if ((broadMatches.get(memoKey) ?? 0) > broadAbove) {
    const {
      results: [matchesResult, ...broadResults],
      extra,
    } = await firstBatch([countStatement, ...broadStatements]);
    const matches = firstTotal(matchesResult);
    rememberMatches(memoKey, matches, broadAbove);
    if (matches > broadAbove) return { listing: broadListing(broadResults, matches), alongside: extra };
    const [narrowResult] = await d1.batch([narrowStatement]);
    return { listing: await narrowListing(narrowResult, matches), alongside: extra };
  }
  const {
    results: [matchesResult, narrowResult],
    extra,
  } = await firstBatch([countStatement, narrowStatement]);
  const matches = firstTotal(matchesResult);
  rememberMatches(memoKey, matches, broadAbove);
  if (matches <= broadAbove) return { listing: await narrowListing(narrowResult, matches), alongside: extra };
  return { listing: broadListing(await d1.batch(broadStatements), matches), alongside: extra };
}

/**
 * The searches this isolate last found broad, by driving index and MATCH expression, with their
 * number of matches: a broad search asked again (a common word: "free", "app", "no") sends its
 * broad page with the count in one round trip instead of the narrow page first, which the gate
 * would empty, and the broad page after it (ADR 0049). Only a hint: the count sent with it decides,
 * so a stale entry costs a round trip, never a wrong answer. Bounded; the oldest entry goes first.
 */
const broadMatches = new Map<string, number>();
export const BROAD_MATCHES_REMEMBERED = 256;

function rememberMatches(memoKey: string, matches: number, broadAbove: number): void {
  broadMatches.delete(memoKey);
  if (matches <= broadAbove) return;
  broadMatches.set(memoKey, matches);
  if (broadMatches.size > BROAD_MATCHES_REMEMBERED) broadMatches.delete(broadMatches.keys().next().value!);
}

const firstTotal = (result: BatchResult | undefined) => ((result?.results?.[0] as { total?: number } | undefined)?.total ?? 0) as number;

function toListing(
  itemsResult: BatchResult | undefined,
  countResult: BatchResult | undefined,
  locale: string,
  page: number,
  pageSize: number,
): Listing {
  const rows = (itemsResult?.results ?? []) as CardRow[];
  return { items: rows.map((row) => toAppCard(row, locale)), total: firstTotal(countResult), page, pageSize };
}

/** Featured published apps for the home page, most opened first, as a read for the page's batch. */
export function featuredAppsRead(d1: D1Database, locale: string, limit = 8): BatchRead<AppCard[]> {
  return {
    statements: [
      d1
        .prepare(
          `SELECT ${cardColumnsFor(locale)} FROM apps a JOIN categories c ON c.id = a.category_id
           WHERE a.status = 'published' AND a.featured = 1 ORDER BY a.opens DESC, a.id LIMIT ?`,
        )
        .bind(limit),
    ],
    read: ([result]) => ((result?.results ?? []) as CardRow[]).map((row) => toAppCard(row, locale)),
  };
}

/** Featured published apps for the home page, most opened first. */
export async function listFeaturedApps(db: Database, locale: string, limit = 8): Promise<AppCard[]> {
  return readAlone(db.$client, featuredAppsRead(db.$client, locale, limit));
}
