/**
 * The admin area's categories (docs/product.md#categories): every category, active or not, with
 * its text in every locale and its apps per status; creating, editing, ordering, activating,
 * deactivating and deleting one. Every write is one D1 batch with its audit entry
 * (`category.create`, `.update`, `.activate`, `.deactivate`, `.reorder`, `.delete`), and the batch
 * ends by reading back what the answer shows, so the answer is what was written.
 *
 * What the store does with an inactive category (hidden from every list and page, no new apps, its
 * apps still reachable) lives with the readers: worker/services/categories.ts,
 * worker/services/publishing/new-app.ts `categoryRefusal`, worker/pages/seo/sitemap.ts.
 */
import type { AdminCategory, AdminCategoryDeleted, AdminCategoryList } from "#contract/admin-categories.ts";
import {
  TRANSLATED_LOCALES,
  type CategoryTranslationsInput,
  type CreateCategoryValues,
  type UpdateCategoryValues,
} from "#contract/schemas/admin-categories.ts";
import { CATEGORY_PALETTE, type CategoryColor } from "#db/category-palette.ts";
import type { Database } from "#db/client.ts";
import { APP_STATUSES, type AppStatus, type Translations } from "#db/schema.ts";
import { refuse, succeed, type Result } from "#worker/lib/refusal.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { parseJson } from "../catalog/app-view.ts";
import { type AuditActor, auditStatement } from "./audit.ts";

interface CategoryRow {
  id: string;
  name: string;
  description: string;
  icon: string;
  color_class: string;
  translations: string;
  sort_order: number;
  is_active: 0 | 1;
  created_at: number;
  updated_at: number;
}

interface CountRow {
  category_id: string;
  status: AppStatus;
  n: number;
}

const COLUMNS = "id, name, description, icon, color_class, translations, sort_order, is_active, created_at, updated_at";
/** Every category in the store's order (the public lists' order: sort_order, then name). */
const LIST_SQL = `SELECT ${COLUMNS} FROM categories ORDER BY sort_order, name`;
/** Apps per category and status, read off the (status, category_id, opens) index. */
const COUNTS_SQL = "SELECT category_id, status, count(*) AS n FROM apps GROUP BY status, category_id";
const ONE_SQL = `SELECT ${COLUMNS} FROM categories WHERE id = ?`;
/** One category's apps per status: one index lookup per status (`?2` is the statuses as JSON). */
const ONE_COUNTS_SQL = `SELECT ?1 AS category_id, s.value AS status,
  (SELECT count(*) FROM apps WHERE apps.status = s.value AND apps.category_id = ?1) AS n FROM json_each(?2) s`;
/** What SQLite sets timestamps to (db/schema.ts), so writers agree. */
const NOW_SQL = "(unixepoch('subsec') * 1000)";

const STATUSES_JSON = JSON.stringify(APP_STATUSES);

/** The palette colour whose classes the row holds, or null for classes outside the palette. */
function paletteColor(colorClass: string): CategoryColor | null {
  const entry = Object.entries(CATEGORY_PALETTE).find(([, classes]) => classes === colorClass);
  return entry ? (entry[0] as CategoryColor) : null;
}

function toAdminCategory(row: CategoryRow, counts: readonly CountRow[]): AdminCategory {
  const stored = parseJson<Record<string, { name?: string; description?: string }>>(row.translations, {});
  const appCounts = Object.fromEntries(APP_STATUSES.map((status) => [status, 0])) as Record<AppStatus, number>;
  for (const count of counts) if (count.category_id === row.id) appCounts[count.status] = count.n;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    translations: Object.fromEntries(
      TRANSLATED_LOCALES.map((locale) => [locale, { name: stored[locale]?.name ?? "", description: stored[locale]?.description ?? "" }]),
    ) as AdminCategory["translations"],
    icon: row.icon,
    color: paletteColor(row.color_class),
    colorClass: row.color_class,
    sortOrder: row.sort_order,
    isActive: row.is_active === 1,
    appCounts,
    appTotal: Object.values(appCounts).reduce((total, count) => total + count, 0),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** What the audit entry compares: every field an administrator can change. */
function auditView(category: Pick<AdminCategory, "name" | "description" | "translations" | "icon" | "color" | "isActive" | "sortOrder">) {
  return {
    name: category.name,
    description: category.description,
    translations: category.translations,
    icon: category.icon,
    color: category.color,
    isActive: category.isActive,
    sortOrder: category.sortOrder,
  };
}

/**
 * The stored `translations` after applying `input`: each locale given replaces that locale's text
 * (blank members are left out, so the reader falls back to English field by field; a locale with
 * no text is removed); locales not given keep theirs.
 */
export function mergeTranslations(
  stored: Translations | Record<string, unknown>,
  input: CategoryTranslationsInput,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...stored };
  for (const locale of TRANSLATED_LOCALES) {
    const text = input[locale];
    if (text === undefined) continue;
    const kept = Object.fromEntries(Object.entries(text).filter(([, value]) => value !== ""));
    if (Object.keys(kept).length > 0) merged[locale] = kept;
    else delete merged[locale];
  }
  return merged;
}

/** The statements that read one category back at the end of a write's batch. */
function readBackStatements(d1: D1Database, id: string): D1PreparedStatement[] {
  return [d1.prepare(ONE_SQL).bind(id), d1.prepare(ONE_COUNTS_SQL).bind(id, STATUSES_JSON)];
}

/** The category the last two results of a batch read back. */
function readBack(results: D1Result[]): AdminCategory | null {
  const counts = results.at(-1)!.results as CountRow[];
  const row = (results.at(-2)!.results as CategoryRow[])[0];
  return row ? toAdminCategory(row, counts) : null;
}

/** Every category, active and inactive, in the store's order, with its apps per status. */
export async function listAdminCategories(db: Database): Promise<AdminCategoryList> {
  const d1 = db.$client;
  const [list, counts] = await d1.batch([d1.prepare(LIST_SQL), d1.prepare(COUNTS_SQL)]);
  const countRows = counts!.results as CountRow[];
  return { items: (list!.results as CategoryRow[]).map((row) => toAdminCategory(row, countRows)) };
}

/** One category, or null. */
export async function getAdminCategory(db: Database, id: string): Promise<AdminCategory | null> {
  return readBack(await db.$client.batch(readBackStatements(db.$client, id)));
}

/**
 * A new category, last in the order. Refused: `category_duplicate` when the id is taken (the id
 * is a URL and never changes, so it is never reused while its category exists).
 */
export async function createCategory(db: Database, actor: AuditActor, input: CreateCategoryValues): Promise<Result<AdminCategory>> {
  const d1 = db.$client;
  const state = await d1
    .prepare(
      "SELECT EXISTS (SELECT 1 FROM categories WHERE id = ?1) AS taken, (SELECT coalesce(max(sort_order), 0) FROM categories) AS last",
    )
    .bind(input.id)
    .first<{ taken: 0 | 1; last: number }>();
  if (state!.taken) return refuse("category_duplicate");
  const translations = mergeTranslations({}, input.translations);
  const sortOrder = state!.last + 1;
  const after = {
    id: input.id,
    name: input.name,
    description: input.description,
    translations: input.translations,
    icon: input.icon,
    color: input.color,
    isActive: input.isActive,
    sortOrder,
  };
  try {
    const results = await d1.batch([
      d1
        .prepare(
          `INSERT INTO categories (id, name, description, icon, color_class, translations, sort_order, is_active)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          input.id,
          input.name,
          input.description,
          input.icon,
          CATEGORY_PALETTE[input.color],
          JSON.stringify(translations),
          sortOrder,
          input.isActive ? 1 : 0,
        ),
      auditStatement(d1, { actor, action: "category.create", target: { type: "category", id: input.id, label: input.name }, after }),
      ...readBackStatements(d1, input.id),
    ]);
    return succeed(readBack(results)!);
  } catch (error) {
    // Another administrator created the same id between the check and the insert.
    if (isUniqueViolation(error)) return refuse("category_duplicate");
    throw error;
  }
}

/** Changes a category's text, icon or colour (never its id). Nothing to change: no write, no entry. */
export async function updateCategory(
  db: Database,
  actor: AuditActor,
  id: string,
  input: UpdateCategoryValues,
): Promise<Result<AdminCategory>> {
  const d1 = db.$client;
  const row = await d1.prepare(ONE_SQL).bind(id).first<CategoryRow>();
  if (!row) return refuse("category_not_found");
  const before = toAdminCategory(row, []);
  const translations = input.translations
    ? mergeTranslations(parseJson<Record<string, unknown>>(row.translations, {}), input.translations)
    : parseJson<Record<string, unknown>>(row.translations, {});
  const next = {
    name: input.name ?? row.name,
    description: input.description ?? row.description,
    icon: input.icon ?? row.icon,
    colorClass: input.color ? CATEGORY_PALETTE[input.color] : row.color_class,
    translations: JSON.stringify(translations),
  };
  const after = toAdminCategory(
    {
      ...row,
      name: next.name,
      description: next.description,
      icon: next.icon,
      color_class: next.colorClass,
      translations: next.translations,
    },
    [],
  );
  if (JSON.stringify(auditView(before)) === JSON.stringify(auditView(after))) return succeed((await getAdminCategory(db, id)) ?? before);
  const results = await d1.batch([
    d1
      .prepare(
        `UPDATE categories SET name = ?, description = ?, icon = ?, color_class = ?, translations = ?, updated_at = ${NOW_SQL} WHERE id = ?`,
      )
      .bind(next.name, next.description, next.icon, next.colorClass, next.translations, id),
    auditStatement(d1, {
      actor,
      action: "category.update",
      target: { type: "category", id, label: next.name },
      before: auditView(before),
      after: auditView(after),
    }),
    ...readBackStatements(d1, id),
  ]);
  const updated = readBack(results);
  return updated ? succeed(updated) : refuse("category_not_found");
}

/**
 * Puts a category in the store (`active`) or takes it out. An inactive category disappears from
 * every public list and page and takes no new apps; its apps stay listed and reachable. Already
 * in that state: no write, no entry.
 */
export async function setCategoryActive(db: Database, actor: AuditActor, id: string, active: boolean): Promise<Result<AdminCategory>> {
  const d1 = db.$client;
  const row = await d1.prepare(ONE_SQL).bind(id).first<CategoryRow>();
  if (!row) return refuse("category_not_found");
  if ((row.is_active === 1) === active) return succeed((await getAdminCategory(db, id))!);
  const results = await d1.batch([
    d1.prepare(`UPDATE categories SET is_active = ?, updated_at = ${NOW_SQL} WHERE id = ?`).bind(active ? 1 : 0, id),
    auditStatement(d1, {
      actor,
      action: active ? "category.activate" : "category.deactivate",
      target: { type: "category", id, label: row.name },
      before: { isActive: !active },
      after: { isActive: active },
    }),
    ...readBackStatements(d1, id),
  ]);
  const updated = readBack(results);
  return updated ? succeed(updated) : refuse("category_not_found");
}

/**
 * The store's order of categories: `ids` must name every category exactly once
 * (`category_order_mismatch` otherwise). Positions become 1..n; the same order again writes
 * nothing. The audit entry records the order before and after.
 */
export async function reorderCategories(db: Database, actor: AuditActor, ids: readonly string[]): Promise<Result<AdminCategoryList>> {
  const d1 = db.$client;
  const current = (
    await d1.prepare("SELECT id, sort_order FROM categories ORDER BY sort_order, name").all<{ id: string; sort_order: number }>()
  ).results;
  const wanted = new Set(ids);
  if (wanted.size !== ids.length || ids.length !== current.length || current.some((row) => !wanted.has(row.id))) {
    return refuse("category_order_mismatch");
  }
  const before = current.map((row) => row.id);
  if (before.every((id, index) => id === ids[index])) return succeed(await listAdminCategories(db));
  const positions = new Map(current.map((row) => [row.id, row.sort_order]));
  const moves = ids.flatMap((id, index) => (positions.get(id) === index + 1 ? [] : [{ id, position: index + 1 }]));
  const results = await d1.batch([
    // Ordering is not an edit of the category's page: updated_at (the sitemap's lastmod) stays.
    ...moves.map((move) => d1.prepare("UPDATE categories SET sort_order = ? WHERE id = ?").bind(move.position, move.id)),
    auditStatement(d1, {
      actor,
      action: "category.reorder",
      target: { type: "category", id: "", label: "order" },
      before: { order: before },
      after: { order: ids },
    }),
    d1.prepare(LIST_SQL),
    d1.prepare(COUNTS_SQL),
  ]);
  const counts = results.at(-1)!.results as CountRow[];
  return succeed({ items: (results.at(-2)!.results as CategoryRow[]).map((row) => toAdminCategory(row, counts)) });
}

/** Whether a failed write broke a FOREIGN KEY constraint (anywhere in the error's chain). */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
    if (/FOREIGN KEY constraint failed/i.test(current instanceof Error ? current.message : String(current))) return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}

/**
 * Deletes a category no app row references (any status, deleted ones too: `apps.category_id` is a
 * foreign key). One with apps is refused (`category_in_use`, details: how many): deactivate it
 * instead. The audit entry also keeps the seed from putting a deleted default back (ADR 0004).
 */
export async function deleteCategory(db: Database, actor: AuditActor, id: string): Promise<Result<AdminCategoryDeleted>> {
  const existing = await getAdminCategory(db, id);
  if (!existing) return refuse("category_not_found");
  if (existing.appTotal > 0) return refuse("category_in_use", { apps: existing.appTotal });
  const d1 = db.$client;
  try {
    const [deleted] = await d1.batch([
      d1.prepare("DELETE FROM categories WHERE id = ?").bind(id),
      auditStatement(d1, {
        actor,
        action: "category.delete",
        target: { type: "category", id, label: existing.name },
        before: { id, ...auditView(existing) },
      }),
    ]);
    if (deleted!.meta.changes === 0) return refuse("category_not_found");
  } catch (error) {
    // An app was put in it between the check and the delete: the foreign key refused.
    if (isForeignKeyViolation(error)) {
      const now = await getAdminCategory(db, id);
      return refuse("category_in_use", { apps: now?.appTotal ?? 1 });
    }
    throw error;
  }
  return succeed({ id });
}
