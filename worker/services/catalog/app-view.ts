/**
 * How catalog rows become the cards of contract/catalog.ts: the column list every card query
 * selects, the row D1 returns for it, and the mapping to an `AppCard` in the reader's language.
 */
import type { AppCard } from "#contract/catalog.ts";
import { LOCALES } from "#contract/locales.ts";
import type { AppManifestLocalized, AppTranslations } from "#db/schema.ts";

/** Column list (apps `a`, categories `c`) every card query selects, in snake_case as D1 returns it. */
export const CARD_COLUMNS = `a.id, a.slug, a.name, a.short_name, a.description, a.icon, a.category_id, a.tags,
  a.developer_name, a.version, a.size_bytes, a.rating_average, a.rating_count, a.opens, a.featured,
  a.created_at, a.updated_at, a.published_at, a.translations, c.name AS category_name,
  c.translations AS category_translations, a.verified_at, a.manifest_localized`;

/**
 * CARD_COLUMNS for a reader of `locale`: the two translation maps (`apps.translations`,
 * `categories.translations`, every language's name and description) cut down in SQL to the
 * reader's language, `{"<locale>": …}`, which is all toAppCard reads of them. A listing of 24
 * cards then carries ~1 KB less per card from D1 and through JSON.parse (docs/performance.md). A
 * locale that is not one of the loaded codes (never inlined into SQL) gets the full columns.
 */
export function cardColumnsFor(locale: string): string {
  if (!(LOCALES as readonly string[]).includes(locale)) return CARD_COLUMNS;
  // json_valid: a malformed map reads as empty, as parseJson treats it, instead of failing the query.
  const only = (column: string) =>
    `CASE WHEN json_valid(${column}) THEN json_object('${locale}', json(json_extract(${column}, '$.${locale}'))) ELSE '{}' END`;
  return CARD_COLUMNS.replace("a.translations,", `${only("a.translations")} AS translations,`).replace(
    "c.translations AS category_translations",
    `${only("c.translations")} AS category_translations`,
  );
}

/**
 * The public's one rule for naming an app: a published app by its id or its slug (pages use the
 * slug, the API accepts either). Unknown, unpublished and deleted apps are all simply not found.
 * SQL over `apps` as `alias`, the key bound as `param`.
 */
export const publishedByKey = (param = "?1", alias = "a") =>
  `(${alias}.id = ${param} OR ${alias}.slug = ${param}) AND ${alias}.status = 'published'`;

/** The id of the published app the key (`param`) names, as a scalar subquery: NULL when none. */
export const publishedIdByKey = (param = "?1") => `(SELECT k.id FROM apps k WHERE ${publishedByKey(param, "k")} LIMIT 1)`;

export interface CardRow {
  id: string;
  slug: string;
  name: string;
  short_name: string;
  description: string;
  icon: string;
  category_id: string;
  tags: string;
  developer_name: string;
  version: string;
  size_bytes: number | null;
  rating_average: number;
  rating_count: number;
  opens: number;
  featured: number;
  created_at: number;
  updated_at: number;
  published_at: number | null;
  translations: string;
  category_name: string;
  category_translations: string;
  verified_at: number | null;
  manifest_localized: string | null;
  /** A trending listing's: the app's opens in the last seven days (listing.ts). */
  recent_opens?: number;
}

export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** The row's text for a locale, falling back to the row's own text field by field. */
export function appText(translations: AppTranslations, locale: string) {
  return translations[locale as keyof AppTranslations] ?? {};
}

/** The primary language subtag of a BCP 47 tag, lower-cased ("zh-Hant-TW" → "zh"). */
const primaryLanguage = (tag: string) => tag.split("-")[0]!.toLowerCase();

/**
 * The text for a reader of `locale` in a language map keyed by BCP 47 tags: the tag itself
 * (case-insensitive), else the first whose primary language is the locale's ("zh-CN" for zh,
 * "fr-CA" for fr), else null.
 *
 * @example
 * pickLocalized({ "fr-CA": "Notes (CA)", fr: "Notes" }, "fr")   // "Notes"
 * pickLocalized({ "zh-CN": "笔记" }, "zh")                        // "笔记"
 */
export function pickLocalized(map: Record<string, string> | undefined, locale: string): string | null {
  if (!map) return null;
  const entries = Object.entries(map).filter(([, text]) => typeof text === "string" && text.trim() !== "");
  const wanted = locale.toLowerCase();
  return (
    entries.find(([tag]) => tag.toLowerCase() === wanted)?.[1] ??
    entries.find(([tag]) => primaryLanguage(tag) === primaryLanguage(wanted))?.[1] ??
    null
  );
}

/**
 * The manifest's own text for a reader of `locale` (its `*_localized` members, kept in
 * `apps.manifest_localized`), member by member; nothing when the reader's language is the one
 * the manifest's plain members are written in (its `lang`): the row's text is then already theirs
 * (and may be the owner's own wording).
 */
export function localizedFromManifest(
  column: AppManifestLocalized | null,
  locale: string,
): { name?: string; shortName?: string; description?: string } {
  if (!column || (column.lang && primaryLanguage(column.lang) === primaryLanguage(locale))) return {};
  const pick = (member: "name" | "shortName" | "description") => pickLocalized(column[member], locale) ?? undefined;
  return { name: pick("name"), shortName: pick("shortName"), description: pick("description") };
}

/** Ratings are stored exactly; the store shows one decimal. */
export const roundRating = (value: number) => Math.round(value * 10) / 10;

/**
 * A card in the reader's language: the store's own translation of a text (apps.translations,
 * edited in the store) first, then the manifest's (manifest_localized), then the row's.
 */
export function toAppCard(row: CardRow, locale: string): AppCard {
  const text = appText(parseJson<AppTranslations>(row.translations, {}), locale);
  const fromManifest = localizedFromManifest(parseJson<AppManifestLocalized | null>(row.manifest_localized, null), locale);
  const categoryText = parseJson<Record<string, { name?: string }>>(row.category_translations, {})[locale];
  return {
    id: row.id,
    slug: row.slug,
    name: text.name || fromManifest.name || row.name,
    shortName: fromManifest.shortName || row.short_name,
    description: text.description || fromManifest.description || row.description,
    icon: row.icon,
    category: row.category_id,
    categoryName: categoryText?.name || row.category_name,
    tags: parseJson<string[]>(row.tags, []),
    developer: row.developer_name,
    version: row.version,
    sizeBytes: row.size_bytes,
    rating: roundRating(row.rating_average),
    ratingCount: row.rating_count,
    opens: row.opens,
    featured: Boolean(row.featured),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
    verified: row.verified_at !== null,
    ...(row.recent_opens === undefined ? {} : { recentOpens: row.recent_opens }),
  };
}
