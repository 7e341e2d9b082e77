/**
 * The soak's recount (bench/soak.ts): after the load, every counter the store keeps on a row is
 * recomputed from the rows it counts, read through the running server (POST /api/dev/sql, so the
 * reads take their turn with the server's own queries), and compared with the stored value. What
 * has no rows of its own (opens, per-day opens, views: plain `x = x + 1` counters) is compared
 * with what the soak itself did, as the difference between a snapshot before and after the load.
 *
 * The recomputations mirror the code that maintains each counter:
 * - `apps.favorites_count`: triggers on `favorites` (migrations/0003_community.sql) → count(favorites).
 * - `reviews.helpful_count`: triggers on `review_helpful_votes` (same migration) → count(votes).
 * - `apps.rating_count` / `rating_average`: recomputed in each review change's batch
 *   (worker/services/community/ratings.ts) → baseline (app_rating_baselines) + approved reviews,
 *   average = coalesce(sum / nullif(count, 0), 0), the same SQL expression.
 * - `apps.opens` and `app_open_days.opens`: one open = both `+ 1` in one batch, plus a `history`
 *   row when signed in (worker/services/catalog/opens.ts).
 * - `apps.views`: `+ 1` after each detail answer (worker/services/catalog/detail.ts, recordAppView).
 * - `store_stats` and `app_tags`: triggers on `apps` (migrations/0014_flat_catalog_queries.sql) →
 *   the aggregate over the published apps, and their distinct tags with their opens.
 * - `category_stats`: triggers on `apps` (migrations/0017_category_stats.sql) → each category's
 *   count of published apps.
 */

type Row = Record<string, unknown>;

/** Runs statements as one D1 batch through POST /api/dev/sql; answers each statement's rows. */
export type SqlRunner = (statements: string[]) => Promise<Row[][]>;

export function sqlRunner(origin: string, token: string): SqlRunner {
  return async (statements) => {
    const response = await fetch(`${origin}/api/dev/sql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-e2e-sql-token": token },
      body: JSON.stringify({ statements: statements.map((sql) => ({ sql })) }),
      signal: AbortSignal.timeout(60_000),
    });
    const body = (await response.json().catch(() => null)) as { success?: boolean; data?: Row[][]; message?: string } | null;
    if (!response.ok || !body?.success || !body.data) {
      throw new Error(`POST /api/dev/sql answered ${response.status}: ${body?.message ?? "(no JSON)"}`);
    }
    return body.data;
  };
}

/** Counter values that have no rows of their own, read before and after the load. */
export interface Snapshot {
  /** app id → { opens, views } */
  apps: Map<string, { opens: number; views: number }>;
  /** `${appId}|${day}` → opens that day */
  openDays: Map<string, number>;
  /** app id → history rows */
  history: Map<string, number>;
}

export async function takeSnapshot(sql: SqlRunner): Promise<Snapshot> {
  const [apps, days, history] = await sql([
    "SELECT id, opens, views FROM apps",
    "SELECT app_id, day, opens FROM app_open_days",
    "SELECT app_id, count(*) AS n FROM history GROUP BY app_id",
  ]);
  return {
    apps: new Map(apps!.map((row) => [String(row.id), { opens: Number(row.opens), views: Number(row.views) }])),
    openDays: new Map(days!.map((row) => [`${String(row.app_id)}|${Number(row.day)}`, Number(row.opens)])),
    history: new Map(history!.map((row) => [String(row.app_id), Number(row.n)])),
  };
}

/** What the soak did that moves a counter, as its client saw the answers. */
export interface Ledger {
  /** app id → opens answered 2xx */
  opens: Map<string, number>;
  /** `${appId}|${day}` → opens that started and were answered on that UTC day (the server's day number) */
  openDays: Map<string, number>;
  /** app id → opens whose request and answer fell on different days (either day may hold them) */
  opensAcrossMidnight: Map<string, number>;
  /** app id → opens answered 2xx while signed in (each writes a history row) */
  signedInOpens: Map<string, number>;
  /** app id → detail answers (GET /api/client/apps/:id) answered 2xx */
  views: Map<string, number>;
  /** user id → app ids the user has favourited now */
  favorites: Map<string, Set<string>>;
  /** user id → review ids the user has voted helpful now */
  helpful: Map<string, Set<string>>;
  /** review id → { app, author, last rating written } */
  reviews: Map<string, { appId: string; userId: string; rating: number }>;
  /** user id → the address the user registered and signed in from */
  addresses: Map<string, string>;
}

export interface CounterCheck {
  name: string;
  /** How it was recomputed, in a few words. */
  how: string;
  checked: number;
  mismatches: string[];
}

const add = (map: Map<string, number>, key: string, by = 1) => map.set(key, (map.get(key) ?? 0) + by);

/** Each app's stored figures and their recomputation from the rows, read in one batch (one transaction). */
async function readCounters(sql: SqlRunner) {
  const [favorites, ratings, helpful, reviews, favoriteRows, voteRows, sessions, storeStats, tagIndex, categoryStats] = await sql([
    `SELECT a.id, a.favorites_count AS stored, (SELECT count(*) FROM favorites f WHERE f.app_id = a.id) AS recount FROM apps a`,
    // ratings.ts's recompute, as a SELECT: baseline + approved reviews, the average by the same expression.
    `SELECT id, stored_count, stored_average, recount_count, coalesce(recount_sum / nullif(recount_count, 0), 0) AS recount_average, review_rows, approved_rows
     FROM (SELECT a.id, a.rating_count AS stored_count, a.rating_average AS stored_average,
             coalesce(b.rating_count, 0) + (SELECT count(*) FROM reviews r WHERE r.app_id = a.id AND r.status = 'approved') AS recount_count,
             coalesce(b.rating_sum, 0) + (SELECT total(r.rating) FROM reviews r WHERE r.app_id = a.id AND r.status = 'approved') AS recount_sum,
             (SELECT count(*) FROM reviews r WHERE r.app_id = a.id) AS review_rows,
             (SELECT count(*) FROM reviews r WHERE r.app_id = a.id AND r.status = 'approved') AS approved_rows
           FROM apps a LEFT JOIN app_rating_baselines b ON b.app_id = a.id)`,
    `SELECT r.id, r.app_id, r.helpful_count AS stored, (SELECT count(*) FROM review_helpful_votes v WHERE v.review_id = r.id) AS recount FROM reviews r`,
    "SELECT id, app_id, user_id, rating, status FROM reviews",
    "SELECT user_id, app_id FROM favorites",
    "SELECT review_id, user_id FROM review_helpful_votes",
    "SELECT user_id, ip_address FROM sessions",
    `SELECT s.apps, s.opens, s.ratings, s.rating_millis, r.apps AS recount_apps, r.opens AS recount_opens, r.ratings AS recount_ratings,
       r.rating_millis AS recount_rating_millis
     FROM store_stats s, (SELECT count(*) AS apps, coalesce(sum(opens), 0) AS opens, coalesce(sum(rating_count), 0) AS ratings,
       coalesce(sum(CAST(round(rating_average * rating_count * 1000) AS INTEGER)), 0) AS rating_millis
       FROM apps WHERE status = 'published') r`,
    // Rows of the tag index missing from it, or there without reason (a stale tag or opens).
    `SELECT 'missing' AS kind, x.app_id, x.tag FROM (SELECT DISTINCT a.id AS app_id, t.value AS tag, a.opens FROM apps a, json_each(a.tags) t
       WHERE a.status = 'published' AND t.type = 'text' EXCEPT SELECT app_id, tag, opens FROM app_tags) x
     UNION ALL
     SELECT 'stale', y.app_id, y.tag FROM (SELECT app_id, tag, opens FROM app_tags EXCEPT SELECT DISTINCT a.id, t.value, a.opens FROM apps a, json_each(a.tags) t
       WHERE a.status = 'published' AND t.type = 'text') y`,
    // Categories whose running count differs from the count of their published apps (no row = 0).
    `SELECT c.id, coalesce(s.apps, 0) AS stored, (SELECT count(*) FROM apps a WHERE a.category_id = c.id AND a.status = 'published') AS recount
     FROM categories c LEFT JOIN category_stats s ON s.category_id = c.id`,
  ]);
  return {
    favorites: favorites!,
    ratings: ratings!,
    helpful: helpful!,
    reviews: reviews!,
    favoriteRows: favoriteRows!,
    voteRows: voteRows!,
    sessions: sessions!,
    storeStats: storeStats!,
    tagIndex: tagIndex!,
    categoryStats: categoryStats!,
  };
}

/**
 * Every check, each with its mismatches (empty when it holds). `before` / `after` are the
 * snapshots around the load (`after` read once the server is idle); `ledger` is the client's
 * account of what it did.
 */
export async function recount(origin: string, sql: SqlRunner, before: Snapshot, after: Snapshot, ledger: Ledger): Promise<CounterCheck[]> {
  const rows = await readCounters(sql);
  const checks: CounterCheck[] = [];
  const num = (value: unknown) => Number(value);

  // favourites: stored = rows (every app, seeded ones included).
  checks.push({
    name: "apps.favorites_count",
    how: "= count(favorites) of the app",
    checked: rows.favorites.length,
    mismatches: rows.favorites
      .filter((row) => num(row.stored) !== num(row.recount))
      .map((row) => `app ${row.id}: stored ${row.stored}, rows ${row.recount}`),
  });

  // rating count and average: baseline + approved reviews. An app with review rows was recomputed
  // by the same SQL expression, so its average must be identical; one without has the seed's
  // literal average, which baseline_sum / baseline_count may reproduce only to the last bit.
  const ratingMismatches: string[] = [];
  let largestDrift = 0;
  for (const row of rows.ratings) {
    if (num(row.stored_count) !== num(row.recount_count)) {
      ratingMismatches.push(`app ${row.id}: rating_count stored ${row.stored_count}, baseline + approved reviews ${row.recount_count}`);
    }
    const drift = Math.abs(num(row.stored_average) - num(row.recount_average));
    const exact = num(row.review_rows) > 0;
    if (exact ? drift !== 0 : drift > 1e-9) {
      ratingMismatches.push(`app ${row.id}: rating_average stored ${row.stored_average}, recomputed ${row.recount_average}`);
    }
    if (!exact) largestDrift = Math.max(largestDrift, drift);
  }
  checks.push({
    name: "apps.rating_count + rating_average",
    how: `= baseline + approved reviews (ratings.ts); average identical where reviews exist, ≤ 1e-9 from the seed's otherwise (largest ${largestDrift.toExponential(1)})`,
    checked: rows.ratings.length,
    mismatches: ratingMismatches,
  });

  const stats = rows.storeStats[0] ?? {};
  checks.push({
    name: "store_stats",
    how: "= count, sum(opens), sum(rating_count), sum(round(average × count × 1000)) of the published apps",
    checked: 1,
    mismatches: (["apps", "opens", "ratings", "rating_millis"] as const)
      .filter((column) => num(stats[column]) !== num(stats[`recount_${column}`]))
      .map((column) => `${column}: stored ${stats[column]}, recount ${stats[`recount_${column}`]}`),
  });

  checks.push({
    name: "app_tags",
    how: "= the distinct text tags of the published apps, with their opens",
    checked: 1,
    mismatches: rows.tagIndex.map((row) => `${row.kind}: app ${row.app_id}, tag ${row.tag}`),
  });

  checks.push({
    name: "category_stats",
    how: "= count of each category's published apps",
    checked: rows.categoryStats.length,
    mismatches: rows.categoryStats
      .filter((row) => num(row.stored) !== num(row.recount))
      .map((row) => `category ${row.id}: stored ${row.stored}, recount ${row.recount}`),
  });

  checks.push({
    name: "reviews.helpful_count",
    how: "= count(review_helpful_votes) of the review",
    checked: rows.helpful.length,
    mismatches: rows.helpful
      .filter((row) => num(row.stored) !== num(row.recount))
      .map((row) => `review ${row.id} (app ${row.app_id}): stored ${row.stored}, rows ${row.recount}`),
  });

  // reviews: one row per review the soak created, with the rating it last wrote, approved.
  const reviewMismatches: string[] = [];
  const seen = new Set<string>();
  for (const row of rows.reviews) {
    const id = String(row.id);
    seen.add(id);
    const written = ledger.reviews.get(id);
    if (!written) reviewMismatches.push(`review ${id} (app ${row.app_id}): in the database, never created by the soak`);
    else if (
      written.appId !== row.app_id ||
      written.userId !== row.user_id ||
      written.rating !== num(row.rating) ||
      row.status !== "approved"
    ) {
      reviewMismatches.push(
        `review ${id} (app ${row.app_id}): rating ${row.rating} ${row.status}, the soak last wrote ${written.rating} (approved) for app ${written.appId}`,
      );
    }
  }
  for (const [id, written] of ledger.reviews) {
    if (!seen.has(id)) reviewMismatches.push(`review ${id} (app ${written.appId}): created (201) but not in the database`);
  }
  const perApp = new Map<string, number>();
  for (const written of ledger.reviews.values()) add(perApp, written.appId);
  checks.push({
    name: "review rows (per app: count, ratings)",
    how: `= the reviews the soak created (201), each with the rating it last wrote; ${ledger.reviews.size} reviews on ${perApp.size} apps`,
    checked: rows.reviews.length,
    mismatches: reviewMismatches,
  });

  checks.push(await summaryCheck(origin, rows.ratings));

  // Opens: no rows back the total, so the difference across the load must be what the soak did.
  const openMismatches: string[] = [];
  const dayMismatches: string[] = [];
  const historyMismatches: string[] = [];
  const viewMismatches: string[] = [];
  const daysOf = (snapshot: Snapshot, appId: string) => {
    const days = new Map<number, number>();
    for (const [key, opens] of snapshot.openDays) {
      const [app, day] = key.split("|");
      if (app === appId) days.set(Number(day), opens);
    }
    return days;
  };
  for (const [appId, now] of after.apps) {
    const was = before.apps.get(appId) ?? { opens: 0, views: 0 };
    const opened = ledger.opens.get(appId) ?? 0;
    if (now.opens - was.opens !== opened)
      openMismatches.push(`app ${appId}: opens +${now.opens - was.opens}, the soak opened it ${opened} times`);
    const viewed = ledger.views.get(appId) ?? 0;
    if (now.views - was.views !== viewed) viewMismatches.push(`app ${appId}: views +${now.views - was.views}, detail answers ${viewed}`);
    const history = (after.history.get(appId) ?? 0) - (before.history.get(appId) ?? 0);
    const signedIn = ledger.signedInOpens.get(appId) ?? 0;
    if (history !== signedIn) historyMismatches.push(`app ${appId}: history +${history}, signed-in opens ${signedIn}`);
    // Per day: each day's difference is what the soak opened that day; an open that straddled
    // midnight may be on either side, so it widens the allowed range of both days by one.
    const daysBefore = daysOf(before, appId);
    const daysAfter = daysOf(after, appId);
    const across = ledger.opensAcrossMidnight.get(appId) ?? 0;
    let dayTotal = 0;
    for (const day of new Set([...daysBefore.keys(), ...daysAfter.keys()])) {
      const grew = (daysAfter.get(day) ?? 0) - (daysBefore.get(day) ?? 0);
      dayTotal += grew;
      const expected = ledger.openDays.get(`${appId}|${day}`) ?? 0;
      if (grew < expected || grew > expected + across) {
        dayMismatches.push(
          `app ${appId} day ${day}: +${grew}, the soak opened it ${expected}${across ? ` (+ up to ${across} across midnight)` : ""} that day`,
        );
      }
    }
    if (dayTotal !== now.opens - was.opens)
      dayMismatches.push(`app ${appId}: per-day opens +${dayTotal}, apps.opens +${now.opens - was.opens}`);
  }
  const totalOpens = [...ledger.opens.values()].reduce((sum, n) => sum + n, 0);
  checks.push({
    name: "apps.opens",
    how: `Δ across the load = opens answered 2xx (${totalOpens})`,
    checked: after.apps.size,
    mismatches: openMismatches,
  });
  checks.push({
    name: "app_open_days.opens (per day)",
    how: "Δ of each (app, day) = opens answered that day; Σ days = Δ apps.opens",
    checked: after.apps.size,
    mismatches: dayMismatches,
  });
  checks.push({
    name: "history rows",
    how: `Δ per app = signed-in opens answered 2xx (${[...ledger.signedInOpens.values()].reduce((sum, n) => sum + n, 0)})`,
    checked: after.apps.size,
    mismatches: historyMismatches,
  });
  checks.push({
    name: "apps.views",
    how: `Δ across the load = detail answers 2xx (${[...ledger.views.values()].reduce((sum, n) => sum + n, 0)}; counted after the answer)`,
    checked: after.apps.size,
    mismatches: viewMismatches,
  });

  // The client's own state against the rows: favourites and helpful votes of every soak user.
  checks.push(
    pairCheck(
      "favorites rows",
      "= each soak user's favourites as the soak left them",
      rows.favoriteRows.map((row) => [String(row.user_id), String(row.app_id)]),
      ledger.favorites,
      "app",
    ),
  );
  checks.push(
    pairCheck(
      "review_helpful_votes rows",
      "= each soak user's helpful votes as the soak left them",
      rows.voteRows.map((row) => [String(row.user_id), String(row.review_id)]),
      ledger.helpful,
      "review",
    ),
  );

  // Each user's sessions were opened from the address the soak gave that user: the per-address
  // rate limits saw one address per simulated user (wrangler dev passes CF-Connecting-IP through).
  const sessionMismatches: string[] = [];
  let sessionsChecked = 0;
  for (const row of rows.sessions) {
    const address = ledger.addresses.get(String(row.user_id));
    if (address === undefined) continue; // the development admin's, if any
    sessionsChecked++;
    if (row.ip_address !== address) sessionMismatches.push(`user ${row.user_id}: session from ${row.ip_address}, sent as ${address}`);
  }
  if (sessionsChecked < ledger.addresses.size)
    sessionMismatches.push(`${ledger.addresses.size - sessionsChecked} soak users have no session`);
  checks.push({
    name: "sessions.ip_address",
    how: "= the CF-Connecting-IP each simulated user sent (one address per user)",
    checked: sessionsChecked,
    mismatches: sessionMismatches,
  });
  return checks;
}

/** Rows of (user, item) against the client's sets for the soak's users (other users' rows: none expected). */
function pairCheck(name: string, how: string, pairs: [string, string][], expected: Map<string, Set<string>>, noun: string): CounterCheck {
  const mismatches: string[] = [];
  const actual = new Map<string, Set<string>>();
  for (const [user, item] of pairs) {
    if (!actual.has(user)) actual.set(user, new Set());
    actual.get(user)!.add(item);
  }
  for (const user of new Set([...actual.keys(), ...expected.keys()])) {
    const have = actual.get(user) ?? new Set<string>();
    const want = expected.get(user) ?? new Set<string>();
    for (const item of have) if (!want.has(item)) mismatches.push(`user ${user}: ${noun} ${item} in the database, the soak left it off`);
    for (const item of want) if (!have.has(item)) mismatches.push(`user ${user}: ${noun} ${item} missing, the soak left it on`);
  }
  return { name, how, checked: pairs.length, mismatches };
}

/**
 * What a reader sees: the rating summary of GET /api/client/apps/:id/reviews (listReviews in
 * worker/services/community/reviews.ts) for every app: `count` = the stored rating_count,
 * `reviewCount` ("N written reviews") = the approved review rows, and the 5★…1★ bars (the
 * baseline's split + the approved reviews) add up to `count`.
 */
async function summaryCheck(origin: string, ratings: Row[]): Promise<CounterCheck> {
  const mismatches: string[] = [];
  for (const row of ratings) {
    const response = await fetch(`${origin}/api/client/apps/${String(row.id)}/reviews?pageSize=1`, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) {
      mismatches.push(`app ${row.id}: GET reviews answered ${response.status}`);
      continue;
    }
    const { summary } = (
      (await response.json()) as { data: { summary: { count: number; reviewCount: number; distribution: Record<string, number> } } }
    ).data;
    const bars = Object.values(summary.distribution).reduce((sum, n) => sum + n, 0);
    if (summary.count !== Number(row.stored_count))
      mismatches.push(`app ${row.id}: summary count ${summary.count}, stored ${row.stored_count}`);
    if (summary.reviewCount !== Number(row.approved_rows)) {
      mismatches.push(`app ${row.id}: summary reviewCount ${summary.reviewCount}, approved review rows ${row.approved_rows}`);
    }
    if (bars !== summary.count)
      mismatches.push(`app ${row.id}: the 5★…1★ bars add up to ${bars}, the summary says ${summary.count} ratings`);
  }
  return {
    name: "rating summary (GET /apps/:id/reviews)",
    how: "count = stored rating_count, reviewCount = approved review rows, Σ 5★…1★ bars = count",
    checked: ratings.length,
    mismatches,
  };
}
