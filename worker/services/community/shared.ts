import type { REPORT_REASONS as FORM_REPORT_REASONS } from "#contract/schemas/community.ts";
import type { REPORT_REASONS, AppTranslations } from "#db/schema.ts";
import { appText, parseJson, publishedByKey } from "../catalog/app-view.ts";

/**
 * What the community services share: app lookups and paging (their refusals are
 * worker/lib/refusal.ts's). Services speak D1 directly (`db.$client`): every multi-statement
 * write is one `d1.batch([...])`, one transaction.
 */

// The form's reason list and the column's must not drift apart.
true satisfies (typeof FORM_REPORT_REASONS)[number] extends (typeof REPORT_REASONS)[number]
  ? (typeof REPORT_REASONS)[number] extends (typeof FORM_REPORT_REASONS)[number]
    ? true
    : false
  : false;

/** The few app columns community rules look at. */
export interface AppRef {
  id: string;
  slug: string;
  name: string;
  status: string;
  developerId: string | null;
}

interface AppRefRow {
  id: string;
  slug: string;
  name: string;
  status: string;
  developer_id: string | null;
}

const toAppRef = (row: AppRefRow): AppRef => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  status: row.status,
  developerId: row.developer_id,
});

/** A published app by id or slug (the only apps anyone may favourite, review or report). */
export async function findPublishedApp(d1: D1Database, idOrSlug: string): Promise<AppRef | null> {
  const row = await d1
    .prepare(`SELECT a.id, a.slug, a.name, a.status, a.developer_id FROM apps a WHERE ${publishedByKey()} LIMIT 1`)
    .bind(idOrSlug)
    .first<AppRefRow>();
  return row ? toAppRef(row) : null;
}

/** An app by id or slug whatever its status (removing a favourite of an app no longer listed). */
export async function findAnyApp(d1: D1Database, idOrSlug: string): Promise<AppRef | null> {
  const row = await d1
    .prepare("SELECT id, slug, name, status, developer_id FROM apps WHERE id = ?1 OR slug = ?1 ORDER BY id = ?1 DESC LIMIT 1")
    .bind(idOrSlug)
    .first<AppRefRow>();
  return row ? toAppRef(row) : null;
}

/** The app's name in a locale (its translation, else the row's own name). */
export function localizedAppName(name: string, translations: string | null, locale: string): string {
  return appText(parseJson<AppTranslations>(translations, {}), locale).name || name;
}

export const offsetOf = (query: { page: number; pageSize: number }) => (query.page - 1) * query.pageSize;
