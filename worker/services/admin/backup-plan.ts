/**
 * What importing a backup changes, computed without touching the database: the same plan answers
 * a dry run and drives the real import (worker/services/admin/backup.ts), so the preview is exactly
 * what gets written. Pure.
 */
import type { BackupItemChange, BackupPlan, FieldChanges } from "#contract/admin-backup.ts";
import {
  BACKUP_APP_FIELDS,
  BACKUP_CATEGORY_FIELDS,
  type BackupApp,
  type BackupCategory,
  type BackupDocument,
} from "#contract/schemas/backup.ts";
import { SETTINGS_SECTIONS, type StoreSettings } from "#contract/schemas/settings.ts";
import { refuse, succeed, type Result } from "#worker/lib/refusal.ts";

/** The store as the import compares it: in the document's own shapes. */
export interface BackupState {
  settings: StoreSettings;
  categories: BackupCategory[];
  /** Every app but the deleted ones (an import neither touches nor revives those). */
  apps: BackupApp[];
  /** Every slug in use, deleted apps' too (the slug index covers them): slug → app id. */
  slugs: ReadonlyMap<string, string>;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** JSON with object keys sorted, so two equal values compare equal whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (isPlainObject(value)) {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The members of `before` and `after` that differ, objects walked into (`a.b`), lists and other
 * values compared whole; a member on one side only is `null` on the other.
 *
 * @example
 * fieldChanges({ adminMail: { feedback: false, appBroken: false } }, { adminMail: { feedback: true, appBroken: false } })
 * // { "adminMail.feedback": { from: false, to: true } }
 */
export function fieldChanges(before: unknown, after: unknown, prefix = ""): FieldChanges {
  const changes: FieldChanges = {};
  if (isPlainObject(before) && isPlainObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      Object.assign(changes, fieldChanges(before[key], after[key], prefix ? `${prefix}.${key}` : key));
    }
    return changes;
  }
  if (canonicalJson(before) !== canonicalJson(after)) changes[prefix] = { from: before ?? null, to: after ?? null };
  return changes;
}

/** The changes of the members `fields` of two items. */
function itemChanges<T extends object>(before: T, after: T, fields: readonly (keyof T & string)[]): FieldChanges {
  const changes: FieldChanges = {};
  for (const field of fields) Object.assign(changes, fieldChanges(before[field], after[field], field));
  return changes;
}

const hasChanges = (changes: FieldChanges) => Object.keys(changes).length > 0;

/**
 * The plan of importing `document` into a store in `state`. Refused, with the items at fault, when
 * it could not be applied: an app in a category neither the store nor the document has
 * (`backup_category_missing`), an app given a slug another app of the store uses
 * (`backup_slug_taken`).
 *
 * @example
 * const plan = planBackupImport(state, document);
 * if (plan.ok) plan.value.apps.update // [{ id, label, changes: { name: { from: "Old", to: "New" } } }]
 */
export function planBackupImport(state: BackupState, document: BackupDocument): Result<BackupPlan> {
  const plan: BackupPlan = {
    settings: [],
    categories: { create: [], update: [], unchanged: 0 },
    apps: { update: [], missing: [], unchanged: 0 },
  };

  for (const section of SETTINGS_SECTIONS) {
    const next = document.settings[section];
    if (next === undefined) continue;
    const changes = fieldChanges(state.settings[section], next);
    if (hasChanges(changes)) plan.settings.push({ section, changes });
  }

  const categories = new Map(state.categories.map((category) => [category.id, category]));
  for (const category of document.categories) {
    const current = categories.get(category.id);
    if (!current) {
      plan.categories.create.push(category);
      continue;
    }
    const changes = itemChanges(current, category, BACKUP_CATEGORY_FIELDS);
    if (hasChanges(changes)) plan.categories.update.push({ id: category.id, label: category.name, changes });
    else plan.categories.unchanged += 1;
  }

  const apps = new Map(state.apps.map((app) => [app.id, app]));
  const knownCategories = new Set([...categories.keys(), ...plan.categories.create.map((category) => category.id)]);
  const unknownCategory: string[] = [];
  const slugTaken: string[] = [];
  const claimed = new Set<string>();
  for (const app of document.apps) {
    const current = apps.get(app.id);
    if (!current) {
      plan.apps.missing.push(app.id);
      continue;
    }
    const changes: FieldChanges = itemChanges(current, app, BACKUP_APP_FIELDS);
    if (!hasChanges(changes)) {
      plan.apps.unchanged += 1;
      continue;
    }
    if (changes.category && !knownCategories.has(app.category)) unknownCategory.push(`${app.id} (${app.category})`);
    const owner = state.slugs.get(app.slug);
    if (changes.slug && ((owner !== undefined && owner !== app.id) || claimed.has(app.slug))) slugTaken.push(`${app.id} (${app.slug})`);
    if (changes.slug) claimed.add(app.slug);
    plan.apps.update.push({ id: app.id, label: app.name, changes } satisfies BackupItemChange);
  }
  if (unknownCategory.length > 0) return refuse("backup_category_missing", { items: unknownCategory });
  if (slugTaken.length > 0) return refuse("backup_slug_taken", { items: slugTaken });
  return succeed(plan);
}

/** How many items a plan changes. */
export function changedItems(plan: BackupPlan): number {
  return plan.settings.length + plan.categories.create.length + plan.categories.update.length + plan.apps.update.length;
}
