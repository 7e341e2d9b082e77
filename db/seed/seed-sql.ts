import { getTableColumns, getTableName, is, type Table } from "drizzle-orm";
import { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { CATALOG_LOCALES, type CatalogLocale } from "../catalog-locales.ts";
import { type AppTranslations, appOpenDays, apps, categories, users, type NewApp, type NewCategory, type Translations } from "../schema.ts";
import { DEFAULT_CATEGORIES } from "./categories.ts";
import { DEMO_ART_PATH } from "./demo-art.ts";
import type { DemoApp } from "./demo-app-type.ts";
import { demoAppId, demoAppRow, demoAppTranslations, demoOpenDays } from "./demo-catalog.ts";
import { DEMO_APPS } from "./demo-apps.ts";
import { devAdminRow } from "./dev-admin.ts";
import { demoRatingDistribution } from "./demo-rating-distribution.ts";

/** A value as SQLite text: strings quoted with '' escaping, numbers as is, null as NULL. */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new TypeError(`cannot write ${value} to SQL`);
    return String(value);
  }
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "string") return `'${value.replaceAll("'", "''")}'`;
  throw new TypeError(`cannot write a ${typeof value} to SQL`);
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * `INSERT ... ON CONFLICT DO NOTHING` for each row, with values encoded by the drizzle column
 * (JSON columns stringified, booleans as 0/1), so the statements can run anywhere SQL runs:
 * `wrangler d1 execute` (local or remote) and the integration tests' D1.
 * Inserting only what is missing makes seeding idempotent and keeps later edits.
 */
export function insertIfMissingSql<T extends Table>(
  table: T,
  rows: readonly T["$inferInsert"][],
  options: { unless?: (row: T["$inferInsert"]) => string } = {},
): string[] {
  const columns = getTableColumns(table);
  return rows.map((row) => {
    const names: string[] = [];
    const values: string[] = [];
    for (const [key, value] of Object.entries(row as Record<string, unknown>)) {
      const column = columns[key];
      if (!column || !is(column, SQLiteColumn)) throw new Error(`${getTableName(table)} has no column ${key}`);
      if (value === undefined) continue;
      names.push(quoteIdentifier(column.name));
      values.push(sqlLiteral(value === null ? null : column.mapToDriverValue(value)));
    }
    const into = `INSERT INTO ${quoteIdentifier(getTableName(table))} (${names.join(", ")})`;
    // With a condition the values come from a SELECT, whose WHERE also keeps SQLite from reading
    // ON CONFLICT as a join's ON (https://sqlite.org/lang_upsert.html, "Parsing Ambiguity").
    const source = options.unless
      ? `SELECT ${values.join(", ")} WHERE NOT EXISTS (${options.unless(row)})`
      : `VALUES (${values.join(", ")})`;
    return `${into} ${source} ON CONFLICT DO NOTHING;`;
  });
}

/**
 * The audit entry of an administrator's deletion of a category (worker/services/admin/categories.ts
 * writes it in the deletion's own batch): a default category deleted on purpose stays deleted.
 */
export const deletedCategorySql = (id: string) =>
  `SELECT 1 FROM "audit_log" WHERE "target_type" = 'category' AND "target_id" = ${sqlLiteral(id)} AND "action" = 'category.delete'`;

/**
 * Art the demo seed generated, now or in an earlier version: a /demo-art/ file, or the inline
 * data: URL the first demo catalog stored. Anything else (an upload, an https URL) is a
 * developer's own and is never replaced.
 */
const isGeneratedArt = (sql: string) => `(${sql} LIKE ${sqlLiteral(`${DEMO_ART_PATH}%`)} OR ${sql} LIKE 'data:image/svg+xml,%')`;

/** A JSON array of `{ src }` (icons, screenshots) that is not empty and holds generated art only. */
const isGeneratedArtList = (column: string) =>
  `(json_array_length(${column}) > 0 AND NOT EXISTS (SELECT 1 FROM json_each(${column}) ` +
  `WHERE NOT ${isGeneratedArt("coalesce(json_extract(value, '$.src'), '')")}))`;

/**
 * Re-points the demo apps' artwork at what the generator makes today, for databases seeded by an
 * earlier version (data: URLs, older file names). Each column is replaced only while it still
 * holds generated art and differs, so a developer's own icon stays and a second run writes nothing.
 * `updated_at` is left alone: the app did not change, its pictures moved.
 */
export function refreshGeneratedArtSql(rows: readonly NewApp[]): string[] {
  return rows.flatMap((row) => {
    const where = `"id" = ${sqlLiteral(row.id)}`;
    const icon = sqlLiteral(row.icon);
    // Encoded by the column, exactly as insertIfMissingSql writes them (so equal rows compare equal).
    const icons = sqlLiteral(apps.icons.mapToDriverValue(row.icons!));
    const screenshots = sqlLiteral(apps.screenshots.mapToDriverValue(row.screenshots!));
    return [
      `UPDATE "apps" SET "icon" = ${icon} WHERE ${where} AND "icon" <> ${icon} AND ${isGeneratedArt('"icon"')};`,
      `UPDATE "apps" SET "icons" = ${icons} WHERE ${where} AND "icons" <> ${icons} AND ${isGeneratedArtList('"icons"')};`,
      `UPDATE "apps" SET "screenshots" = ${screenshots} WHERE ${where} AND "screenshots" <> ${screenshots} AND ${isGeneratedArtList('"screenshots"')};`,
    ];
  });
}

/**
 * Gives each demo app's rating baseline its 1★…5★ split (db/seed/demo-rating-distribution.ts),
 * so the detail page's distribution agrees with "4.8 · 2,640 ratings". Only a baseline that still
 * holds the demo's count and average is touched (one a developer changed is theirs), and only
 * while its split differs, so a second run writes nothing.
 */
export function demoRatingDistributionSql(demoApps: readonly DemoApp[]): string[] {
  return demoApps
    .filter((app) => app.ratingCount > 0)
    .map((app) => {
      const id = demoAppId(app.slug);
      const counts = demoRatingDistribution(app.ratingCount, app.rating, id);
      const columns = counts.map((count, index) => `"stars_${index + 1}" = ${sqlLiteral(count)}`);
      return (
        `UPDATE "app_rating_baselines" SET ${columns.join(", ")} WHERE "app_id" = ${sqlLiteral(id)}` +
        ` AND "rating_count" = ${sqlLiteral(app.ratingCount)} AND abs("rating_sum" - ${sqlLiteral(app.rating * app.ratingCount)}) < 0.5` +
        ` AND NOT (${columns.join(" AND ")});`
      );
    });
}

/**
 * The locales the seed wrote before the catalogue was translated into every interface language:
 * a row whose `translations` still hold exactly the seed's text in these (and nothing else) is
 * the seed's, untouched, and gets the other languages.
 */
const FIRST_SEEDED_LOCALES: readonly CatalogLocale[] = ["zh"];

/** `translations` restricted to `locales` (members in the row's own order). */
function pickLocales<T extends Partial<Record<CatalogLocale, unknown>>>(translations: T, locales: readonly CatalogLocale[]): T {
  return Object.fromEntries(Object.entries(translations).filter(([locale]) => locales.includes(locale as CatalogLocale))) as T;
}

/**
 * An administrator's change of a category's text, by the admin page or a backup import
 * (worker/services/admin/categories.ts, backup.ts write these entries in the change's own batch).
 */
const editedCategorySql = (id: string) =>
  `SELECT 1 FROM "audit_log" WHERE "target_type" = 'category' AND "target_id" = ${sqlLiteral(id)} AND "action" IN ('category.update', 'category.import')`;

/**
 * Gives the default categories an earlier seed wrote their text in every catalogue locale
 * (db/seed/categories.ts). Only a row that still holds the seed's English and its first
 * translations exactly, and that no administrator ever edited, is touched, so an administrator's
 * wording (or deliberately blank translation) stays; a second run writes nothing. `updated_at` is
 * left alone, as for the demo art: the seed's own row was completed, nobody edited it.
 */
export function translateDefaultCategoriesSql(rows: readonly NewCategory[] = DEFAULT_CATEGORIES): string[] {
  return rows.map((row) => {
    const translations = row.translations ?? {};
    const earlier = sqlLiteral(categories.translations.mapToDriverValue(pickLocales<Translations>(translations, FIRST_SEEDED_LOCALES)));
    return (
      `UPDATE "categories" SET "translations" = ${sqlLiteral(categories.translations.mapToDriverValue(translations))}` +
      ` WHERE "id" = ${sqlLiteral(row.id)} AND "name" = ${sqlLiteral(row.name)} AND "description" = ${sqlLiteral(row.description ?? "")}` +
      ` AND "translations" = ${earlier} AND NOT EXISTS (${editedCategorySql(row.id)});`
    );
  });
}

/**
 * What earlier seeds wrote in a demo app's `translations`, oldest first: Chinese only, then every
 * catalogue locale without the long descriptions.
 */
const EARLIER_DEMO_TRANSLATIONS = (app: DemoApp): AppTranslations[] => [
  demoAppTranslations(app, FIRST_SEEDED_LOCALES, { longDescriptions: false }),
  demoAppTranslations(app, CATALOG_LOCALES, { longDescriptions: false }),
];

/**
 * Gives the demo apps an earlier seed wrote their text in every catalogue locale, long
 * descriptions included. Only a row whose English name, description and features and whose
 * translations are still exactly what an earlier seed wrote is touched (one a developer changed
 * is theirs), so a second run writes nothing.
 */
export function translateDemoAppsSql(demoApps: readonly DemoApp[]): string[] {
  return demoApps.map((app) => {
    const earlier = EARLIER_DEMO_TRANSLATIONS(app).map((translations) => sqlLiteral(apps.translations.mapToDriverValue(translations)));
    return (
      `UPDATE "apps" SET "translations" = ${sqlLiteral(apps.translations.mapToDriverValue(demoAppTranslations(app)))}` +
      ` WHERE "id" = ${sqlLiteral(demoAppId(app.slug))} AND "translations" IN (${earlier.join(", ")}) AND "name" = ${sqlLiteral(app.name)}` +
      ` AND "description" = ${sqlLiteral(app.description)} AND "features" = ${sqlLiteral(apps.features.mapToDriverValue(app.features))};`
    );
  });
}

/**
 * Reference data every environment needs (development demo data comes from its own seed). A
 * default category is inserted only while missing, so an administrator's edits (names, colours,
 * order, deactivation) survive every `npm run dev` and deployment, and not at all once an
 * administrator has deleted it (ADR 0004). One an earlier seed wrote with fewer languages gets
 * the others while nobody has edited it (`translateDefaultCategoriesSql`).
 */
export function defaultSeedStatements(): string[] {
  return [
    ...insertIfMissingSql(categories, DEFAULT_CATEGORIES, { unless: (row) => deletedCategorySql(row.id) }),
    ...translateDefaultCategoriesSql(),
  ];
}

/**
 * Local development only (never seeded remotely): the documented admin account and the demo
 * catalog with its recent per-day opens and the star split of its ratings. Rows already present
 * are kept as they are, so apps a developer edited stay edited, except generated artwork, which
 * follows the generator (`refreshGeneratedArtSql`), the star split, which follows
 * `demoRatingDistributionSql`, and an untouched row's translations, which gain the languages an
 * earlier seed lacked (`translateDemoAppsSql`); each day's run adds that day's open counts.
 */
export function developmentSeedStatements(adminPasswordHash: string, nowMs = Date.now()): string[] {
  const demoRows = DEMO_APPS.map((app) => demoAppRow(app, nowMs));
  return [
    ...insertIfMissingSql(users, [devAdminRow(adminPasswordHash)]),
    ...insertIfMissingSql(apps, demoRows),
    ...refreshGeneratedArtSql(demoRows),
    ...translateDemoAppsSql(DEMO_APPS),
    ...demoRatingDistributionSql(DEMO_APPS),
    ...insertIfMissingSql(
      appOpenDays,
      DEMO_APPS.flatMap((app) => demoOpenDays(app, nowMs)),
    ),
  ];
}
