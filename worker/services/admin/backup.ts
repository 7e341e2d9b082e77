/**
 * The store's backup (admin area, Settings → Backup; docs/product.md "Backup"): the export of the
 * settings, the categories and the apps' catalogue metadata as one JSON document, and its import.
 * An import is planned first (backup-plan.ts: the dry run answers that plan), then applied as ONE
 * D1 batch with one audit entry per changed item, so it happens whole or not at all.
 */
import { asc, ne } from "drizzle-orm";
import type { BackupExport, BackupImportResult, BackupPlan, FieldChanges } from "#contract/admin-backup.ts";
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupApp, type BackupCategory, type BackupDocument } from "#contract/schemas/backup.ts";
import { CATALOG_LOCALES } from "#db/catalog-locales.ts";
import type { Database } from "#db/client.ts";
import { apps, categories } from "#db/schema.ts";
import { isUniqueViolation } from "#worker/lib/db-errors.ts";
import { refuse, succeed, type Result } from "#worker/lib/refusal.ts";
import { forgetSettings, loadSettings } from "../settings/read.ts";
import { auditStatement, type AuditActor } from "./audit.ts";
import { changedItems, planBackupImport, type BackupState } from "./backup-plan.ts";

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item) => typeof item === "string") : []);

/** The members `keys` of a stored translation that hold what the backup schema takes. */
function pickTranslation(value: unknown, keys: { text: readonly string[]; lists?: readonly string[] }): Record<string, unknown> | null {
  if (!isPlainObject(value)) return null;
  const picked: Record<string, unknown> = {};
  for (const key of keys.text) if (typeof value[key] === "string") picked[key] = value[key];
  for (const key of keys.lists ?? []) if (Array.isArray(value[key])) picked[key] = strings(value[key]);
  return Object.keys(picked).length > 0 ? picked : null;
}

/** Stored translations in the backup's shape (only the locales and members it knows). */
function pickTranslations(value: unknown, locales: readonly string[], keys: Parameters<typeof pickTranslation>[1]) {
  const picked: Record<string, Record<string, unknown>> = {};
  if (!isPlainObject(value)) return picked;
  for (const locale of locales) {
    const translation = pickTranslation(value[locale], keys);
    if (translation) picked[locale] = translation;
  }
  return picked;
}

async function readCategories(db: Database): Promise<BackupCategory[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    icon: row.icon as BackupCategory["icon"],
    colorClass: row.colorClass,
    translations: pickTranslations(row.translations, CATALOG_LOCALES, { text: ["name", "description"] }) as BackupCategory["translations"],
    sortOrder: row.sortOrder,
    isActive: row.isActive,
  }));
}

/** Every app but the deleted ones, oldest first, as catalogue metadata. */
async function readApps(db: Database): Promise<BackupApp[]> {
  const rows = await db
    .select({
      id: apps.id,
      slug: apps.slug,
      name: apps.name,
      shortName: apps.shortName,
      description: apps.description,
      longDescription: apps.longDescription,
      features: apps.features,
      category: apps.categoryId,
      tags: apps.tags,
      developerName: apps.developerName,
      status: apps.status,
      statusReason: apps.statusReason,
      featured: apps.featured,
      websiteUrl: apps.websiteUrl,
      supportUrl: apps.supportUrl,
      privacyPolicyUrl: apps.privacyPolicyUrl,
      termsUrl: apps.termsUrl,
      translations: apps.translations,
    })
    .from(apps)
    .where(ne(apps.status, "deleted"))
    .orderBy(asc(apps.createdAt), asc(apps.id));
  return rows.map((row) => ({
    ...row,
    status: row.status as BackupApp["status"],
    features: strings(row.features),
    tags: strings(row.tags),
    translations: pickTranslations(row.translations, [...CATALOG_LOCALES, "en"], {
      text: ["name", "description", "longDescription"],
      lists: ["features"],
    }) as BackupApp["translations"],
  }));
}

/** GET /api/admin/backup: the whole document. */
export async function exportBackup(db: Database, now = Date.now()): Promise<BackupExport> {
  const [settings, categoryList, appList] = await Promise.all([loadSettings(db), readCategories(db), readApps(db)]);
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date(now).toISOString(),
    settings,
    categories: categoryList,
    apps: appList,
  };
}

/** The store as the plan compares it. */
export async function loadBackupState(db: Database): Promise<BackupState> {
  const [settings, categoryList, appList, slugRows] = await Promise.all([
    loadSettings(db),
    readCategories(db),
    readApps(db),
    db.select({ id: apps.id, slug: apps.slug }).from(apps),
  ]);
  return { settings, categories: categoryList, apps: appList, slugs: new Map(slugRows.map((row) => [row.slug, row.id])) };
}

// ---------------------------------------------------------------------------------------------
// Applying a plan

/** The columns of the app members an import writes. */
const APP_COLUMNS: Record<Exclude<keyof BackupApp, "id">, { column: string; json?: boolean; flag?: boolean }> = {
  slug: { column: "slug" },
  name: { column: "name" },
  shortName: { column: "short_name" },
  description: { column: "description" },
  longDescription: { column: "long_description" },
  features: { column: "features", json: true },
  category: { column: "category_id" },
  tags: { column: "tags", json: true },
  developerName: { column: "developer_name" },
  status: { column: "status" },
  statusReason: { column: "status_reason" },
  featured: { column: "featured", flag: true },
  websiteUrl: { column: "website_url" },
  supportUrl: { column: "support_url" },
  privacyPolicyUrl: { column: "privacy_policy_url" },
  termsUrl: { column: "terms_url" },
  translations: { column: "translations", json: true },
};

const CATEGORY_COLUMNS: Record<Exclude<keyof BackupCategory, "id">, { column: string; json?: boolean; flag?: boolean }> = {
  name: { column: "name" },
  description: { column: "description" },
  icon: { column: "icon" },
  colorClass: { column: "color_class" },
  translations: { column: "translations", json: true },
  sortOrder: { column: "sort_order" },
  isActive: { column: "is_active", flag: true },
};

/** A value as its column stores it. */
function columnValue(value: unknown, spec: { json?: boolean; flag?: boolean }): unknown {
  if (spec.json) return JSON.stringify(value ?? null);
  if (spec.flag) return value ? 1 : 0;
  return value ?? null;
}

/** The top-level members a change list touches (`translations.zh.name` → `translations`). */
const changedMembers = (changes: FieldChanges) => [...new Set(Object.keys(changes).map((key) => key.split(".")[0]!))];

/** The audit entry's before and after: the changed members only, by their dotted names. */
function sides(changes: FieldChanges) {
  const entries = Object.entries(changes);
  return {
    before: Object.fromEntries(entries.map(([key, change]) => [key, change.from])),
    after: Object.fromEntries(entries.map(([key, change]) => [key, change.to])),
  };
}

/** SET clauses and their values for the members `members` of `item`. */
function assignments<T extends Record<string, unknown>>(
  item: T,
  members: readonly string[],
  columns: Record<string, { column: string; json?: boolean; flag?: boolean }>,
): { sets: string[]; values: unknown[] } {
  const sets: string[] = [];
  const values: unknown[] = [];
  for (const member of members) {
    const spec = columns[member];
    if (!spec) continue;
    sets.push(`${spec.column} = ?`);
    values.push(columnValue(item[member], spec));
  }
  return { sets, values };
}

function applyStatements(
  d1: D1Database,
  plan: BackupPlan,
  document: BackupDocument,
  actor: AuditActor,
  now: number,
): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = [];

  for (const { section, changes } of plan.settings) {
    statements.push(
      d1
        .prepare(
          `INSERT INTO settings (section, value, updated_by, updated_at) VALUES (?1, ?2, ?3, ?4)
           ON CONFLICT (section) DO UPDATE SET value = excluded.value, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
        )
        .bind(section, JSON.stringify(document.settings[section]), actor.id, now),
      auditStatement(d1, {
        actor,
        action: "settings.import",
        target: { type: "settings", id: section, label: section },
        ...sides(changes),
      }),
    );
  }

  for (const category of plan.categories.create) {
    statements.push(
      d1
        .prepare(
          `INSERT INTO categories (id, name, description, icon, color_class, translations, sort_order, is_active, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          category.id,
          category.name,
          category.description,
          category.icon,
          category.colorClass,
          JSON.stringify(category.translations),
          category.sortOrder,
          category.isActive ? 1 : 0,
          now,
          now,
        ),
      auditStatement(d1, {
        actor,
        action: "category.import",
        target: { type: "category", id: category.id, label: category.name },
        after: { ...category },
      }),
    );
  }

  const documentCategories = new Map(document.categories.map((category) => [category.id, category]));
  for (const { id, label, changes } of plan.categories.update) {
    const { sets, values } = assignments(documentCategories.get(id)!, changedMembers(changes), CATEGORY_COLUMNS);
    statements.push(
      d1.prepare(`UPDATE categories SET ${sets.join(", ")}, updated_at = ? WHERE id = ?`).bind(...values, now, id),
      auditStatement(d1, { actor, action: "category.import", target: { type: "category", id, label }, ...sides(changes) }),
    );
  }

  const documentApps = new Map(document.apps.map((app) => [app.id, app]));
  for (const { id, label, changes } of plan.apps.update) {
    const app = documentApps.get(id)!;
    const { sets, values } = assignments(app, changedMembers(changes), APP_COLUMNS);
    statements.push(
      d1
        .prepare(
          // Listed for the first time: "new" sorts by when an app reached the store.
          `UPDATE apps SET ${sets.join(", ")}, updated_at = ?,
             published_at = CASE WHEN ? = 'published' THEN coalesce(published_at, ?) ELSE published_at END
           WHERE id = ? AND status <> 'deleted'`,
        )
        .bind(...values, now, app.status, now, id),
      auditStatement(d1, { actor, action: "app.import", target: { type: "app", id, label }, ...sides(changes) }),
    );
  }
  return statements;
}

/**
 * Plans importing `document` and, unless `dryRun`, applies the plan in one batch (settings
 * forgotten after, so this isolate reads the new ones at once). A dry run writes nothing.
 * Refused as the plan is (backup-plan.ts).
 */
export async function importBackup(
  db: Database,
  document: BackupDocument,
  options: { dryRun: boolean; actor: AuditActor; now?: number },
): Promise<Result<BackupImportResult>> {
  const planned = planBackupImport(await loadBackupState(db), document);
  if (!planned.ok) return planned;
  const plan = planned.value;
  const changed = changedItems(plan);
  if (options.dryRun || changed === 0) return succeed({ dryRun: options.dryRun, changed, ...plan });
  const d1 = db.$client;
  try {
    await d1.batch(applyStatements(d1, plan, document, options.actor, options.now ?? Date.now()));
  } catch (error) {
    // The store changed between planning and writing (a slug or category taken meanwhile): nothing
    // was written, the batch being one transaction.
    if (isUniqueViolation(error) || /FOREIGN KEY constraint failed/i.test(String(error))) return refuse("backup_conflict");
    throw error;
  } finally {
    if (plan.settings.length > 0) forgetSettings();
  }
  return succeed({ dryRun: false, changed, ...plan });
}
