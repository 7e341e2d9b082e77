import type { AppCard, AppDetail } from "#contract/catalog.ts";
import { readAlone, type BatchRead } from "#db/batch-read.ts";
import type { Database } from "#db/client.ts";
import type { AppPreview } from "#contract/publishing.ts";
import type { AppIcon, AppScreenshot, AppTranslations } from "#db/schema.ts";
import { CARD_COLUMNS, appText, parseJson, publishedByKey, toAppCard, type CardRow } from "./app-view.ts";
import { dayNumber } from "./listing.ts";

interface DetailRow extends CardRow {
  long_description: string;
  features: string;
  icons: string;
  screenshots: string;
  requirements: string;
  permissions: string;
  privacy_policy_url: string | null;
  terms_url: string | null;
  website_url: string | null;
  support_url: string | null;
  start_url: string;
  scope: string | null;
  display: string;
  theme_color: string | null;
  source: "url" | "hosted";
  views: number;
  favorites_count: number;
  developer_id: string | null;
  category_icon: string;
  category_color_class: string;
  category_active: 0 | 1;
}

/** The detail page's columns of `apps a` joined with its category `c`. */
const DETAIL_COLUMNS = `${CARD_COLUMNS}, a.long_description, a.features, a.icons, a.screenshots, a.requirements,
  a.permissions, a.privacy_policy_url, a.terms_url, a.website_url, a.support_url, a.start_url,
  a.scope, a.display, a.theme_color, a.source, a.views, a.favorites_count, a.developer_id,
  c.icon AS category_icon, c.color_class AS category_color_class, c.is_active AS category_active`;

/**
 * The published app a key (id or slug: `publishedByKey`) names, as a read for a caller's batch
 * (db/batch-read.ts); null when the key names none.
 */
export function publishedAppRead(d1: D1Database, idOrSlug: string, locale: string): BatchRead<AppDetail | null> {
  const statement = d1
    .prepare(`SELECT ${DETAIL_COLUMNS} FROM apps a JOIN categories c ON c.id = a.category_id WHERE ${publishedByKey()} LIMIT 1`)
    .bind(idOrSlug);
  return {
    statements: [statement],
    read: ([result]) => {
      const row = result?.results?.[0] as DetailRow | undefined;
      return row ? toAppDetail(row, locale) : null;
    },
  };
}

/** Who asks for a preview: the owner sees their own apps, an administrator every app. */
export interface PreviewViewer {
  id: string;
  isAdmin: boolean;
}

/**
 * The app a key (id or slug; an id wins) names, as the detail page would show it, for its owner
 * or an administrator, in any status but deleted (issue 41: an owner could not see their pending
 * listing). Null for anyone else, as for an unknown key.
 */
export async function getAppPreview(d1: D1Database, idOrSlug: string, viewer: PreviewViewer, locale: string): Promise<AppPreview | null> {
  const row = await d1
    .prepare(
      `SELECT ${DETAIL_COLUMNS}, a.status AS status, a.status_reason AS status_reason
       FROM apps a JOIN categories c ON c.id = a.category_id
       WHERE (a.id = ?1 OR a.slug = ?1) AND a.status != 'deleted' AND (a.developer_id = ?2 OR ?3 = 1)
       ORDER BY a.id = ?1 DESC LIMIT 1`,
    )
    .bind(idOrSlug, viewer.id, viewer.isAdmin ? 1 : 0)
    .first<DetailRow & { status: AppPreview["status"]; status_reason: string | null }>();
  if (!row) return null;
  return { app: toAppDetail(row, locale), status: row.status, statusReason: row.status_reason };
}

/** A published app by id or slug, or null (publishedAppRead on its own). */
export async function getPublishedApp(db: Database, idOrSlug: string, locale: string): Promise<AppDetail | null> {
  return readAlone(db.$client, publishedAppRead(db.$client, idOrSlug, locale));
}

function toAppDetail(row: DetailRow, locale: string): AppDetail {
  const text = appText(parseJson<AppTranslations>(row.translations, {}), locale);
  return {
    ...toAppCard(row, locale),
    longDescription: text.longDescription || row.long_description,
    features: text.features?.length ? text.features : parseJson<string[]>(row.features, []),
    icons: parseJson<AppIcon[]>(row.icons, []),
    screenshots: parseJson<AppScreenshot[]>(row.screenshots, []),
    requirements: parseJson<string[]>(row.requirements, []),
    permissions: parseJson<string[]>(row.permissions, []),
    privacyPolicyUrl: row.privacy_policy_url,
    termsUrl: row.terms_url,
    websiteUrl: row.website_url,
    supportUrl: row.support_url,
    startUrl: row.start_url,
    scope: row.scope,
    display: row.display,
    themeColor: row.theme_color,
    source: row.source,
    views: row.views,
    favoritesCount: row.favorites_count,
    developerId: row.developer_id,
    categoryIcon: row.category_icon,
    categoryColorClass: row.category_color_class,
    categoryActive: row.category_active === 1,
  };
}

/**
 * How many apps each of the app's tags, and its category, may put forward as related: the most
 * opened ones. Related apps are then ranked among these candidates only, so the read costs the
 * same at 100 apps and at 100,000 (ADR 0036): at most (tags + 1) × this many index entries.
 * Where no tag and no category has more published apps than this, the answer is exactly the
 * rule's (tests/integration/catalog-flat-queries.test.ts).
 */
export const RELATED_CANDIDATES_PER_LIST = 40;

/**
 * The related-apps statement. Parameters: ?1 the app's key (id or slug: the app is looked up
 * here, so the statement does not wait for the app's own read: ADR 0057), ?2 the limit, ?3 the
 * candidates per list. `subject` is the published app the key names (none: no candidates, no
 * rows); `subject_tags` its distinct tags (json_each over that one row's array, never over a
 * candidate's; a published app's tags are valid JSON, or the `app_tags` triggers refuse the
 * write). Candidates: for each tag, the ids of the top rows of its range of
 * `app_tags_tag_opens_idx`; and the category's most opened. One UNION only: D1 allows few terms in
 * a compound SELECT, so the lists per tag are a correlated subquery, not a UNION per tag. CROSS
 * JOIN keeps SQLite from walking `apps` and probing the candidates instead of the reverse.
 */
export const RELATED_APPS_SQL = `WITH subject AS MATERIALIZED (
    SELECT a.id, a.category_id, a.tags FROM apps a WHERE ${publishedByKey()} LIMIT 1),
  subject_tags(tag) AS MATERIALIZED (SELECT DISTINCT j.value FROM subject CROSS JOIN json_each(subject.tags) j WHERE j.type = 'text'),
  candidates(id) AS (
    SELECT t.app_id FROM subject_tags s CROSS JOIN app_tags t
    WHERE t.rowid IN (SELECT rowid FROM app_tags WHERE tag = s.tag ORDER BY opens DESC LIMIT ?3)
    UNION
    SELECT id FROM (SELECT id FROM apps WHERE status = 'published' AND category_id = (SELECT category_id FROM subject) ORDER BY opens DESC LIMIT ?3)),
  ranked AS (
    SELECT a.id, (a.category_id = (SELECT category_id FROM subject)) * 3
        + (SELECT count(*) FROM app_tags t WHERE t.app_id = a.id AND t.tag IN (SELECT tag FROM subject_tags)) AS closeness,
      a.opens
    FROM candidates CROSS JOIN apps a ON a.id = candidates.id
    WHERE a.id <> (SELECT id FROM subject) AND a.status = 'published'
    ORDER BY closeness DESC, a.opens DESC, a.id LIMIT ?2)
  SELECT ${CARD_COLUMNS}
  FROM ranked r CROSS JOIN apps a ON a.id = r.id JOIN categories c ON c.id = a.category_id
  ORDER BY r.closeness DESC, r.opens DESC, r.id`;

/**
 * Apps like the published app a key names, as a read for a caller's batch: published, not this
 * one, in the same category or sharing a tag; ranked by closeness (the same category counts 3,
 * each shared tag 1), then opens, then id. Candidates come from the tag index (`app_tags`, kept
 * by triggers) and the (status, category, opens) index: the most-opened apps of each tag and of
 * the category (RELATED_CANDIDATES_PER_LIST), never a walk over the catalog (ADR 0036). Empty
 * when the key names no published app.
 */
export function relatedAppsRead(d1: D1Database, idOrSlug: string, locale: string, limit = 6): BatchRead<AppCard[]> {
  return {
    statements: [d1.prepare(RELATED_APPS_SQL).bind(idOrSlug, limit, RELATED_CANDIDATES_PER_LIST)],
    read: ([result]) => ((result?.results ?? []) as CardRow[]).map((row) => toAppCard(row, locale)),
  };
}

/** relatedAppsRead on its own. */
export async function listRelatedApps(db: Database, idOrSlug: string, locale: string, limit = 6): Promise<AppCard[]> {
  return readAlone(db.$client, relatedAppsRead(db.$client, idOrSlug, locale, limit));
}

/** Counts a detail view (best effort: callers run it after answering). */
export async function recordAppView(db: Database, appId: string, nowMs = Date.now()): Promise<void> {
  // The day's row for the owner's statistics; a trigger adds it to `apps.views` (migration 0021).
  await db.$client
    .prepare(
      `INSERT INTO app_view_days (app_id, day, views) SELECT id, ?, 1 FROM apps WHERE id = ? AND status = 'published'
       ON CONFLICT (app_id, day) DO UPDATE SET views = views + 1`,
    )
    .bind(dayNumber(nowMs), appId)
    .run();
}
