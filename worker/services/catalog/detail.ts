import type { AppCard, AppDetail } from "#contract/catalog.ts";
import type { Database } from "#db/client.ts";
import type { AppIcon, AppScreenshot, AppTranslations } from "#db/schema.ts";
import { CARD_COLUMNS, appText, parseJson, toAppCard, type CardRow } from "./app-view.ts";

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

/**
 * A published app by id or slug (pages use the slug, the API accepts either), or null: unknown,
 * unpublished and deleted apps are all simply not found for the public.
 */
export async function getPublishedApp(db: Database, idOrSlug: string, locale: string): Promise<AppDetail | null> {
  const row = await db.$client
    .prepare(
      `SELECT ${CARD_COLUMNS}, a.long_description, a.features, a.icons, a.screenshots, a.requirements,
        a.permissions, a.privacy_policy_url, a.terms_url, a.website_url, a.support_url, a.start_url,
        a.scope, a.display, a.theme_color, a.source, a.views, a.favorites_count, a.developer_id,
        c.icon AS category_icon, c.color_class AS category_color_class, c.is_active AS category_active
       FROM apps a JOIN categories c ON c.id = a.category_id
       WHERE (a.id = ?1 OR a.slug = ?1) AND a.status = 'published' LIMIT 1`,
    )
    .bind(idOrSlug)
    .first<DetailRow>();
  if (!row) return null;
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
 * Apps like this one: the same category first, then shared tags, then popularity. Tags are
 * compared through json_each, so no tag table is needed at this size.
 */
export async function listRelatedApps(
  db: Database,
  app: Pick<AppDetail, "id" | "category" | "tags">,
  locale: string,
  limit = 6,
): Promise<AppCard[]> {
  const { results } = await db.$client
    .prepare(
      `SELECT ${CARD_COLUMNS},
        (a.category_id = ?2) * 3
          + (SELECT count(*) FROM json_each(a.tags) t WHERE t.value IN (SELECT value FROM json_each(?3))) AS closeness
       FROM apps a JOIN categories c ON c.id = a.category_id
       WHERE a.status = 'published' AND a.id <> ?1 AND (a.category_id = ?2 OR EXISTS (
         SELECT 1 FROM json_each(a.tags) t WHERE t.value IN (SELECT value FROM json_each(?3))))
       ORDER BY closeness DESC, a.opens DESC, a.id LIMIT ?4`,
    )
    .bind(app.id, app.category, JSON.stringify(app.tags), limit)
    .all<CardRow>();
  return results.map((row) => toAppCard(row, locale));
}

/** Counts a detail view (best effort: callers run it after answering). */
export async function recordAppView(db: Database, appId: string): Promise<void> {
  await db.$client.prepare("UPDATE apps SET views = views + 1 WHERE id = ? AND status = 'published'").bind(appId).run();
}
