/**
 * The fault test's checks (bench/fault.ts), read by SQL through the restarted server:
 *
 * - counterparts: no row without the row it belongs with (PRAGMA foreign_key_check, then each
 *   pair by name, including the pairs no foreign key states: a hosted app and its current
 *   version, a closed report and its reporter's notification, a moderation's audit entry and the
 *   author's notification, a published app and its search index rows);
 * - counters: every stored counter equal to the figure recomputed from the rows, the way the
 *   services compute it (docs/decisions/0016-community-counters-moderation-notifications.md,
 *   worker/services/community/ratings.ts, worker/services/catalog/opens.ts);
 * - durability: every acknowledged write present (fault-ledger.ts says what each one promises).
 */
import type { Http, Sql } from "./fault-http.ts";
import type { Ledger } from "./fault-ledger.ts";

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

type Row = Record<string, unknown>;

const sample = (rows: unknown[]) =>
  rows
    .slice(0, 3)
    .map((row) => JSON.stringify(row))
    .join("; ") + (rows.length > 3 ? "; …" : "");

function fromRows(name: string, rows: Row[], checked: string): CheckResult {
  return rows.length === 0
    ? { name, ok: true, detail: checked }
    : { name, ok: false, detail: `${rows.length} violation(s): ${sample(rows)}` };
}

/** Each query answers the violating rows: none means the check holds. */
const COUNTERPART_QUERIES: { name: string; sql: string }[] = [
  { name: "PRAGMA foreign_key_check", sql: "PRAGMA foreign_key_check" },
  {
    name: "helpful votes have their review and voter",
    sql: `SELECT v.review_id, v.user_id FROM review_helpful_votes v
          WHERE NOT EXISTS (SELECT 1 FROM reviews r WHERE r.id = v.review_id) OR NOT EXISTS (SELECT 1 FROM users u WHERE u.id = v.user_id)`,
  },
  {
    name: "favourites have their app and user",
    sql: `SELECT f.user_id, f.app_id FROM favorites f
          WHERE NOT EXISTS (SELECT 1 FROM apps a WHERE a.id = f.app_id) OR NOT EXISTS (SELECT 1 FROM users u WHERE u.id = f.user_id)`,
  },
  {
    name: "history entries have their app and user",
    sql: `SELECT h.id, h.user_id, h.app_id FROM history h
          WHERE NOT EXISTS (SELECT 1 FROM apps a WHERE a.id = h.app_id) OR NOT EXISTS (SELECT 1 FROM users u WHERE u.id = h.user_id)`,
  },
  {
    name: "reviews have their app and author",
    sql: `SELECT r.id FROM reviews r
          WHERE NOT EXISTS (SELECT 1 FROM apps a WHERE a.id = r.app_id) OR NOT EXISTS (SELECT 1 FROM users u WHERE u.id = r.user_id)`,
  },
  {
    name: "reports have their app (and review of that app, and reporter)",
    sql: `SELECT p.id FROM reports p
          WHERE NOT EXISTS (SELECT 1 FROM apps a WHERE a.id = p.app_id)
             OR (p.review_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.id = p.review_id AND r.app_id = p.app_id))
             OR (p.reporter_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p.reporter_id))`,
  },
  {
    name: "app versions, per-day opens and rating baselines have their app",
    sql: `SELECT 'app_versions' AS t, v.id AS id FROM app_versions v WHERE NOT EXISTS (SELECT 1 FROM apps a WHERE a.id = v.app_id)
          UNION ALL SELECT 'app_open_days', d.app_id || '@' || d.day FROM app_open_days d WHERE NOT EXISTS (SELECT 1 FROM apps a WHERE a.id = d.app_id)
          UNION ALL SELECT 'app_rating_baselines', b.app_id FROM app_rating_baselines b WHERE NOT EXISTS (SELECT 1 FROM apps a WHERE a.id = b.app_id)`,
  },
  {
    name: "notifications, sessions and refresh tokens have their owner",
    sql: `SELECT 'notifications' AS t, n.id AS id FROM notifications n WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = n.user_id)
          UNION ALL SELECT 'sessions', s.id FROM sessions s WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = s.user_id)
          UNION ALL SELECT 'refresh_tokens', t.token_hash FROM refresh_tokens t WHERE NOT EXISTS (SELECT 1 FROM sessions s WHERE s.id = t.session_id)`,
  },
  {
    name: "every hosted app's current version is one of its version rows",
    sql: `SELECT a.id, a.current_version_id FROM apps a
          WHERE a.source = 'hosted' AND a.status <> 'deleted'
            AND NOT EXISTS (SELECT 1 FROM app_versions v WHERE v.id = a.current_version_id AND v.app_id = a.id)`,
  },
  {
    // hosted-apps.ts: servedVersionColumns, written in the batch that inserts or switches the version.
    name: "hosted apps' listing (version, size) follows the current version",
    sql: `SELECT a.id, a.version, a.size_bytes, v.label, v.number, v.total_bytes FROM apps a JOIN app_versions v ON v.id = a.current_version_id
          WHERE a.source = 'hosted'
            AND (a.size_bytes IS NOT v.total_bytes OR a.version <> CASE WHEN v.label <> '' THEN v.label ELSE CAST(v.number AS TEXT) END)`,
  },
  {
    // community/reports.ts closeReport: the status and the reporter's notification are one batch.
    name: "a closed report has exactly one outcome notification to its reporter (an open one none)",
    sql: `SELECT p.id, p.status, (SELECT count(*) FROM notifications n WHERE n.kind IN ('report_resolved', 'report_dismissed')
              AND json_extract(n.data, '$.reportId') = p.id AND n.user_id = p.reporter_id) AS notified
          FROM reports p WHERE p.reporter_id IS NOT NULL
            AND (SELECT count(*) FROM notifications n WHERE n.kind IN ('report_resolved', 'report_dismissed')
              AND json_extract(n.data, '$.reportId') = p.id AND n.user_id = p.reporter_id) <> CASE p.status WHEN 'open' THEN 0 ELSE 1 END`,
  },
  {
    name: "outcome notifications match their report's status",
    sql: `SELECT n.id, n.kind, p.status FROM notifications n JOIN reports p ON p.id = json_extract(n.data, '$.reportId')
          WHERE n.kind IN ('report_resolved', 'report_dismissed')
            AND p.status <> CASE n.kind WHEN 'report_resolved' THEN 'resolved' ELSE 'dismissed' END`,
  },
  {
    // community/reviews.ts moderateReview: status, rating, notification and audit entry are one batch.
    name: "each moderation decision has its audit entry and its author notification",
    sql: `WITH told AS (SELECT json_extract(data, '$.reviewId') AS review_id, json_extract(data, '$.status') AS status, count(*) AS n
                        FROM notifications WHERE kind = 'review_moderated' GROUP BY 1, 2),
               audited AS (SELECT target_id AS review_id, json_extract(changes, '$.status.to') AS status, count(*) AS n
                        FROM audit_log WHERE action = 'review.moderate' AND json_extract(changes, '$.status.to') IN ('approved', 'rejected') GROUP BY 1, 2)
          SELECT a.review_id, a.status, a.n AS audited, coalesce(t.n, 0) AS told FROM audited a LEFT JOIN told t ON t.review_id = a.review_id AND t.status = a.status
            WHERE a.n <> coalesce(t.n, 0)
          UNION ALL
          SELECT t.review_id, t.status, 0, t.n FROM told t LEFT JOIN audited a ON a.review_id = t.review_id AND a.status = t.status WHERE a.review_id IS NULL`,
  },
  {
    // migrations/0004_search_bigrams.sql, 0018_search_terms.sql: the indexes hold published apps, kept by triggers.
    name: "search indexes hold exactly the published apps",
    sql: `SELECT a.id, a.status FROM apps a
          WHERE (a.status = 'published') <> (EXISTS (SELECT 1 FROM apps_fts f WHERE f.rowid = a.search_key)
                                          AND EXISTS (SELECT 1 FROM apps_trigram t WHERE t.rowid = a.search_key)
                                          AND EXISTS (SELECT 1 FROM apps_bigram b WHERE b.rowid = a.search_key)
                                          AND EXISTS (SELECT 1 FROM apps_terms w WHERE w.rowid = a.search_key))
          UNION ALL
          SELECT 'index rows', (SELECT count(*) FROM apps_fts) || '/' || (SELECT count(*) FROM apps_trigram) || '/' || (SELECT count(*) FROM apps_bigram)
          WHERE (SELECT count(*) FROM apps WHERE status = 'published') NOT IN (SELECT count(*) FROM apps_fts)
             OR (SELECT count(*) FROM apps_fts) <> (SELECT count(*) FROM apps_trigram) OR (SELECT count(*) FROM apps_fts) <> (SELECT count(*) FROM apps_bigram)
             OR (SELECT count(*) FROM apps_fts) <> (SELECT count(*) FROM apps_terms)`,
  },
];

/** The stored counters against the rows (absolute: these counters start from the rows). */
const COUNTER_QUERIES: { name: string; sql: string }[] = [
  {
    name: "apps.favorites_count = favourite rows",
    sql: `SELECT a.id, a.favorites_count, (SELECT count(*) FROM favorites f WHERE f.app_id = a.id) AS rows_
          FROM apps a WHERE a.favorites_count <> (SELECT count(*) FROM favorites f WHERE f.app_id = a.id)`,
  },
  {
    name: "reviews.helpful_count = helpful vote rows",
    sql: `SELECT r.id, r.helpful_count, (SELECT count(*) FROM review_helpful_votes v WHERE v.review_id = r.id) AS rows_
          FROM reviews r WHERE r.helpful_count <> (SELECT count(*) FROM review_helpful_votes v WHERE v.review_id = r.id)`,
  },
  {
    // ratings.ts: (baseline_sum + Σ approved stars) / (baseline_count + #approved).
    name: "apps.rating_count / rating_average = baseline + approved reviews",
    sql: `SELECT id, rating_count, rating_average, expected_count, coalesce(expected_sum / nullif(expected_count, 0), 0) AS expected_average FROM (
            SELECT a.id, a.rating_count, a.rating_average,
              coalesce(b.rating_count, 0) + (SELECT count(*) FROM reviews r WHERE r.app_id = a.id AND r.status = 'approved') AS expected_count,
              coalesce(b.rating_sum, 0) + (SELECT total(r.rating) FROM reviews r WHERE r.app_id = a.id AND r.status = 'approved') AS expected_sum
            FROM apps a LEFT JOIN app_rating_baselines b ON b.app_id = a.id)
          WHERE rating_count <> expected_count OR abs(rating_average - coalesce(expected_sum / nullif(expected_count, 0), 0)) > 1e-9`,
  },
  {
    // community/reports.ts: the third distinct open reporter flags the review in the report's batch.
    name: "no unmoderated approved review has 3+ distinct open reporters (it would be flagged)",
    sql: `SELECT r.id, (SELECT count(DISTINCT p.reporter_id) FROM reports p WHERE p.review_id = r.id AND p.status = 'open') AS reporters
          FROM reviews r WHERE r.status = 'approved' AND r.moderated_at IS NULL
            AND (SELECT count(DISTINCT p.reporter_id) FROM reports p WHERE p.review_id = r.id AND p.status = 'open') >= 3`,
  },
];

/** Per app: the open counter, the per-day rows' sum and the history rows (opens.ts writes all three in one batch). */
export interface OpenFigures {
  opens: number;
  dayOpens: number;
  history: number;
}

export async function openFigures(sql: Sql): Promise<Map<string, OpenFigures>> {
  const rows = await sql.rows<{ id: string; opens: number; day_opens: number; history: number }>(
    `SELECT a.id, a.opens, (SELECT coalesce(sum(d.opens), 0) FROM app_open_days d WHERE d.app_id = a.id) AS day_opens,
            (SELECT count(*) FROM history h WHERE h.app_id = a.id) AS history FROM apps a`,
  );
  return new Map(rows.map((row) => [row.id, { opens: row.opens, dayOpens: row.day_opens, history: row.history }]));
}

/** Counterparts and counters; `before` are the open figures before any burst (the seed's opens have no per-day rows). */
export async function integrityChecks(sql: Sql, before: Map<string, OpenFigures>): Promise<CheckResult[]> {
  const queries = [...COUNTERPART_QUERIES, ...COUNTER_QUERIES];
  const results = await sql.run(queries.map(({ sql: text }) => ({ sql: text })));
  const checks = queries.map((query, index) => fromRows(query.name, results[index]!, "none"));

  // Opens: the seed's counters have no per-day or history rows behind them, so compare what moved.
  const now = await openFigures(sql);
  const drift: Row[] = [];
  let moved = 0;
  for (const [id, figures] of now) {
    const base = before.get(id) ?? { opens: 0, dayOpens: 0, history: 0 };
    const opens = figures.opens - base.opens;
    const days = figures.dayOpens - base.dayOpens;
    const history = figures.history - base.history;
    moved += opens;
    if (opens !== days || opens !== history) drift.push({ id, opens, days, history });
  }
  checks.push(fromRows("Δ apps.opens = Δ per-day opens = Δ history rows (every open signed in)", drift, `${moved} opens since the start`));
  return checks;
}

/** The marker a version's index.html shows (tests/fixtures/hosted-app/index.html, "Starting…" replaced). */
export const servedMarker = (html: string) => /data-fixture="hosted-app-index">([^<]*)</.exec(html)?.[1] ?? null;

/** Every acknowledged write is there; every unanswered one either wholly there or not at all. */
export async function durabilityChecks(sql: Sql, http: Http, ledger: Ledger, before: Map<string, OpenFigures>): Promise<CheckResult[]> {
  const [favorites, reviews, votes, reports, audits, history, hosted, versions] = await sql.run([
    { sql: "SELECT user_id, app_id FROM favorites" },
    { sql: "SELECT id, user_id, app_id, body FROM reviews" },
    { sql: "SELECT review_id, user_id FROM review_helpful_votes" },
    { sql: "SELECT id, status, review_id FROM reports" },
    { sql: "SELECT target_id, json_extract(changes, '$.moderationReason.to') AS reason FROM audit_log WHERE action = 'review.moderate'" },
    { sql: "SELECT user_id, count(*) AS n FROM history GROUP BY user_id" },
    {
      sql: `SELECT a.id, a.slug, a.name, v.label FROM apps a LEFT JOIN app_versions v ON v.id = a.current_version_id
            WHERE a.source = 'hosted'`,
    },
    { sql: "SELECT id, app_id, label FROM app_versions" },
  ]);
  const checks: CheckResult[] = [];
  const acked = (kinds: string[]) => ledger.writes.filter((write) => kinds.includes(write.kind) && write.outcome === "acked").length;

  // Favourites: each (user, app) as its last acknowledged PUT/DELETE left it.
  const favoriteRows = new Set(favorites!.map((row) => `${row.user_id}|${row.app_id}`));
  const favoriteProblems: Row[] = [];
  for (const [key, register] of ledger.favorites) {
    const present = favoriteRows.has(key);
    if (!register.acceptable().includes(present)) favoriteProblems.push({ key, present, expected: register.acceptable() });
  }
  checks.push(
    fromRows(
      "favourites as acknowledged",
      favoriteProblems,
      `${ledger.favorites.size} (user, app) pairs, ${acked(["favorite.add", "favorite.remove"])} acknowledged writes`,
    ),
  );

  // Opens: between the acknowledged count and that plus the unanswered ones.
  const historyRows = new Map(history!.map((row) => [String(row.user_id), Number(row.n)]));
  const openProblems: Row[] = [];
  for (const [userId, tally] of ledger.historyByUser) {
    const count = historyRows.get(userId) ?? 0;
    if (count < tally.acked || count > tally.acked + tally.unanswered) openProblems.push({ userId, history: count, ...tally });
  }
  const figures = await openFigures(sql);
  for (const [appId, tally] of ledger.opensByApp) {
    const moved = (figures.get(appId)?.opens ?? 0) - (before.get(appId)?.opens ?? 0);
    if (moved < tally.acked || moved > tally.acked + tally.unanswered) openProblems.push({ appId, opens: moved, ...tally });
  }
  checks.push(fromRows("opens as acknowledged (per app counter, per user history)", openProblems, `${acked(["open"])} acknowledged opens`));

  // Reviews: per (author, app), absent or the body of the last acknowledged create/update.
  const reviewByKey = new Map(reviews!.map((row) => [`${row.user_id}|${row.app_id}`, row]));
  const reviewIds = new Set(reviews!.map((row) => String(row.id)));
  const reviewProblems: Row[] = [];
  for (const [key, slot] of ledger.reviews) {
    const row = reviewByKey.get(key);
    const marker = row ? (/\[(w\d+)\]/.exec(String(row.body))?.[1] ?? "?") : null;
    if (!slot.body.acceptable().includes(marker)) reviewProblems.push({ key, found: marker, expected: slot.body.acceptable() });
  }
  checks.push(
    fromRows(
      "reviews as acknowledged (exists, with the last acknowledged text)",
      reviewProblems,
      `${ledger.reviews.size} (author, app) pairs, ${acked(["review.create", "review.update", "review.delete"])} acknowledged writes`,
    ),
  );

  // Helpful votes: as acknowledged, for reviews that still exist (a deleted review takes its votes).
  const voteRows = new Set(votes!.map((row) => `${row.review_id}|${row.user_id}`));
  const voteProblems: Row[] = [];
  for (const [key, register] of ledger.votes) {
    if (!reviewIds.has(key.split("|")[0]!)) continue;
    const present = voteRows.has(key);
    if (!register.acceptable().includes(present)) voteProblems.push({ key, present, expected: register.acceptable() });
  }
  checks.push(fromRows("helpful votes as acknowledged", voteProblems, `${acked(["helpful.add", "helpful.remove"])} acknowledged writes`));

  // Reports: each acknowledged one exists (unless its review was deleted), with its acknowledged outcome.
  const reportRows = new Map(reports!.map((row) => [String(row.id), row]));
  const reportProblems: Row[] = [];
  for (const record of ledger.reports.values()) {
    const row = reportRows.get(record.id);
    if (!row) {
      if (record.reviewId === null || reviewIds.has(record.reviewId)) reportProblems.push({ report: record.id, found: "missing" });
      continue;
    }
    if (!record.status.acceptable().includes(row.status as "open")) {
      reportProblems.push({ report: record.id, status: row.status, expected: record.status.acceptable() });
    }
  }
  checks.push(
    fromRows(
      "reports and their outcomes as acknowledged",
      reportProblems,
      `${acked(["report.app", "report.review"])} reports, ${acked(["admin.report.close"])} closes acknowledged`,
    ),
  );

  // Moderations: each acknowledged one left its audit entry (its reason is unique).
  const auditReasons = new Set(audits!.map((row) => `${row.target_id}|${row.reason}`));
  const moderationProblems = ledger.moderations.filter((m) => !auditReasons.has(`${m.reviewId}|${m.reason}`));
  checks.push(fromRows("moderations acknowledged are in the audit log", moderationProblems, `${ledger.moderations.length} acknowledged`));

  // Hosted apps: acknowledged uploads exist, their versions too, the current one as acknowledged,
  // and the app's origin serves that version's files (R2 kept what the answer promised).
  const hostedRows = new Map(hosted!.map((row) => [String(row.id), row]));
  const versionRows = new Map(versions!.map((row) => [String(row.id), row]));
  const hostedProblems: Row[] = [];
  for (const record of ledger.hosted.values()) {
    const row = hostedRows.get(record.appId);
    if (!row) {
      hostedProblems.push({ app: record.appId, found: "missing" });
      continue;
    }
    for (const [versionId, label] of record.versions) {
      const version = versionRows.get(versionId);
      if (!version || version.app_id !== record.appId || version.label !== label)
        hostedProblems.push({ version: versionId, found: version ?? "missing" });
    }
    const label = String(row.label ?? "");
    if (!record.current.acceptable().includes(label))
      hostedProblems.push({ app: record.appId, current: label, expected: record.current.acceptable() });
    const page = await http.call("GET", "/", { host: `${record.slug}.localhost:${http.port}`, headers: { Accept: "text/html" } });
    const served = page.status === 200 ? servedMarker(page.text) : `HTTP ${page.status}`;
    if (served !== record.markers.get(label))
      hostedProblems.push({ app: record.appId, served, expected: record.markers.get(label) ?? "?" });
  }
  checks.push(
    fromRows(
      "uploads as acknowledged (app, versions, current version, files served)",
      hostedProblems,
      `${ledger.hosted.size} hosted apps, ${acked(["upload.app"])} new-app and ${acked(["upload.version"])} version uploads acknowledged`,
    ),
  );

  // A new-app upload the kill left unanswered: committed whole (served) or not at all.
  const byName = new Map(hosted!.map((row) => [String(row.name), row]));
  const unansweredProblems: Row[] = [];
  const outcomes: string[] = [];
  for (const upload of ledger.unansweredUploads) {
    const row = byName.get(upload.name);
    if (!row) {
      outcomes.push(`round ${upload.round}: not committed`);
      continue;
    }
    const page = await http.call("GET", "/", { host: `${row.slug}.localhost:${http.port}`, headers: { Accept: "text/html" } });
    const served = page.status === 200 ? servedMarker(page.text) : `HTTP ${page.status}`;
    outcomes.push(`round ${upload.round}: committed`);
    if (served !== upload.marker) unansweredProblems.push({ name: upload.name, served, expected: upload.marker });
  }
  checks.push(
    fromRows(
      "unanswered new-app uploads: all or nothing",
      unansweredProblems,
      outcomes.length > 0 ? outcomes.join(", ") : "none unanswered",
    ),
  );
  return checks;
}

/** A deliberate corruption and the check that must see it. */
export interface Sabotage {
  what: string;
  check: string;
  statements: { sql: string; params?: (string | number | null)[] }[];
}

/**
 * `--sabotage`: corruptions of the kinds a crash could cause, applied at the end of a run (the
 * state is thrown away) to show each check can fail. Targets come from what the run wrote; a
 * corruption with nothing to break is left out.
 */
export async function sabotages(sql: Sql, ledger: Ledger): Promise<Sabotage[]> {
  const list: Sabotage[] = [];
  const [anyApp, anyReview, closedNotice, hostedApp, published, lastHistory] = await sql.run([
    { sql: "SELECT app_id AS id FROM favorites ORDER BY app_id LIMIT 1" },
    { sql: "SELECT id FROM reviews ORDER BY id LIMIT 1" },
    { sql: "SELECT id FROM notifications WHERE kind IN ('report_resolved', 'report_dismissed') ORDER BY id LIMIT 1" },
    { sql: "SELECT id FROM apps WHERE source = 'hosted' ORDER BY id LIMIT 1" },
    { sql: "SELECT search_key AS id FROM apps WHERE status = 'published' ORDER BY id LIMIT 1" },
    { sql: "SELECT max(id) AS id FROM history" },
  ]);
  const first = (rows: Record<string, unknown>[] | undefined) => (rows?.[0]?.id ?? null) as string | number | null;

  const [favorite] = [...ledger.favorites].filter(([, register]) => register.acceptable().every((value) => value));
  if (favorite) {
    const [userId, appId] = favorite[0].split("|");
    list.push({
      what: "an acknowledged favourite deleted (its count follows by trigger)",
      check: "favourites as acknowledged",
      statements: [{ sql: "DELETE FROM favorites WHERE user_id = ? AND app_id = ?", params: [userId!, appId!] }],
    });
  }
  const app = first(anyApp);
  if (app !== null) {
    list.push(
      {
        what: "a favourite count off by one",
        check: "apps.favorites_count = favourite rows",
        statements: [{ sql: "UPDATE apps SET favorites_count = favorites_count + 1 WHERE id = ?", params: [app] }],
      },
      {
        what: "a rating count off by one",
        check: "apps.rating_count / rating_average = baseline + approved reviews",
        statements: [{ sql: "UPDATE apps SET rating_count = rating_count + 1 WHERE id = ?", params: [app] }],
      },
    );
  }
  const review = first(anyReview);
  if (review !== null) {
    list.push({
      what: "a helpful count off by one",
      check: "reviews.helpful_count = helpful vote rows",
      statements: [{ sql: "UPDATE reviews SET helpful_count = helpful_count + 1 WHERE id = ?", params: [review] }],
    });
  }
  const history = first(lastHistory);
  if (history !== null) {
    list.push({
      what: "an open's history row lost",
      check: "Δ apps.opens = Δ per-day opens = Δ history rows (every open signed in)",
      statements: [{ sql: "DELETE FROM history WHERE id = ?", params: [history] }],
    });
  }
  const hosted = first(hostedApp);
  if (hosted !== null) {
    list.push({
      what: "a hosted app pointing at a version row that does not exist",
      check: "every hosted app's current version is one of its version rows",
      statements: [{ sql: "UPDATE apps SET current_version_id = 'no-such-version' WHERE id = ?", params: [hosted] }],
    });
  }
  const notice = first(closedNotice);
  if (notice !== null) {
    list.push({
      what: "a closed report's outcome notification lost",
      check: "a closed report has exactly one outcome notification to its reporter (an open one none)",
      statements: [{ sql: "DELETE FROM notifications WHERE id = ?", params: [notice] }],
    });
  }
  const moderation = ledger.moderations[0];
  if (moderation) {
    list.push({
      what: "an acknowledged moderation's audit entry lost",
      check: "moderations acknowledged are in the audit log",
      statements: [
        {
          sql: "DELETE FROM audit_log WHERE action = 'review.moderate' AND json_extract(changes, '$.moderationReason.to') = ?",
          params: [moderation.reason],
        },
      ],
    });
  }
  const searchKey = first(published);
  if (searchKey !== null) {
    list.push({
      what: "a published app missing from the full-text index",
      check: "search indexes hold exactly the published apps",
      statements: [{ sql: "DELETE FROM apps_fts WHERE rowid = ?", params: [searchKey] }],
    });
  }
  return list;
}
