import { z } from "zod";
import { m } from "#app/paraglide/messages.js";
import { CATALOG_LOCALES, type CatalogLocale } from "#db/catalog-locales.ts";
import { CATEGORY_ICONS, CATEGORY_PALETTE } from "#db/category-palette.ts";
import { APP_SLUG_PATTERN, CATEGORY_ID_PATTERN, ID_PATTERN } from "../ids.ts";
import { ADMIN_APP_STATUSES } from "./admin.ts";
import { APP_DESCRIPTION_MAX, APP_LINK_MAX, APP_LONG_DESCRIPTION_MAX, APP_NAME_MAX, REJECT_REASON_MAX } from "./app-metadata.ts";
import { SETTINGS_SCHEMAS, SETTINGS_SECTIONS, type SettingsSection } from "./settings.ts";

/**
 * The store's backup document (admin area, Settings → Backup): what GET /api/admin/backup exports
 * and POST /api/admin/backup/import takes back. It holds the settings, the categories and the
 * apps' catalogue metadata — never accounts, counters, inspections or hosted files. One schema
 * validates a whole document: the settings with the settings' own schemas, categories with the
 * category form's rules, apps with bounds that every stored listing meets (an export always
 * imports back unchanged).
 *
 * The import updates apps it finds by id and never creates or deletes one; it creates and updates
 * categories; it replaces the settings sections the document holds.
 */

export const BACKUP_FORMAT = "pwa-store-backup";
export const BACKUP_VERSION = 1;
/** The largest document the import reads (worker/api/admin/backup.ts), in bytes. */
export const BACKUP_MAX_BYTES = 8 * 1024 * 1024;
export const BACKUP_CATEGORIES_MAX = 500;
export const BACKUP_APPS_MAX = 20_000;

// ---------------------------------------------------------------------------------------------
// Categories: the admin's category form's rules.

export const CATEGORY_ID_MAX = 40;
export const CATEGORY_NAME_MAX = 60;
export const CATEGORY_DESCRIPTION_MAX = 300;
export const CATEGORY_COLOR_CLASSES = Object.values(CATEGORY_PALETTE) as [string, ...string[]];

const categoryName = z
  .string({ error: () => m.admin_backup_text_invalid() })
  .trim()
  .min(1, { error: () => m.admin_backup_name_required() })
  .max(CATEGORY_NAME_MAX, { error: () => m.admin_note_too_long({ max: String(CATEGORY_NAME_MAX) }) });

const categoryDescription = z
  .string({ error: () => m.admin_backup_text_invalid() })
  .trim()
  .max(CATEGORY_DESCRIPTION_MAX, { error: () => m.admin_note_too_long({ max: String(CATEGORY_DESCRIPTION_MAX) }) });

/** One optional member per catalogue locale (db/catalog-locales.ts): the store's own translations. */
const byCatalogLocale = <T extends z.ZodType>(schema: T) =>
  Object.fromEntries(CATALOG_LOCALES.map((locale) => [locale, schema.optional()])) as Record<CatalogLocale, z.ZodOptional<T>>;

/** A category's text in one catalogue locale. */
const categoryText = z.strictObject({ name: categoryName.optional(), description: categoryDescription.optional() });

/** One category as the backup holds it: every column but the timestamps. */
export const backupCategorySchema = z.strictObject({
  id: z
    .string({ error: () => m.admin_backup_category_id_invalid() })
    .trim()
    .max(CATEGORY_ID_MAX, { error: () => m.admin_backup_category_id_invalid() })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: () => m.admin_backup_category_id_invalid() }),
  name: categoryName,
  description: categoryDescription.default(""),
  icon: z.enum(CATEGORY_ICONS, { error: () => m.admin_filter_invalid() }),
  colorClass: z.enum(CATEGORY_COLOR_CLASSES, { error: () => m.admin_filter_invalid() }),
  translations: z.strictObject(byCatalogLocale(categoryText)).default({}),
  sortOrder: z.number().int().min(-1_000_000).max(1_000_000).default(0),
  isActive: z.boolean().default(true),
});
export type BackupCategory = z.output<typeof backupCategorySchema>;

// ---------------------------------------------------------------------------------------------
// Apps: catalogue metadata only. Text is kept as stored (an export imports back unchanged).

export const BACKUP_SHORT_NAME_MAX = 200;
export const BACKUP_DEVELOPER_NAME_MAX = 200;
export const BACKUP_FEATURES_MAX = 30;
export const BACKUP_FEATURE_MAX = 300;
export const BACKUP_TAGS_MAX = 20;
export const BACKUP_TAG_MAX = 60;

const text = (max: number) =>
  z.string({ error: () => m.admin_backup_text_invalid() }).max(max, { error: () => m.admin_note_too_long({ max: String(max) }) });

const appName = text(APP_NAME_MAX).regex(/\S/, { error: () => m.admin_backup_name_required() });

const textList = (items: number, each: number) =>
  z.array(text(each), { error: () => m.admin_backup_text_invalid() }).max(items, { error: () => m.admin_backup_list_too_long() });

/** A link a listing shows: an http(s) address, or a mailto: one (support addresses); or none. */
const link = z
  .string({ error: () => m.publish_link_invalid() })
  .max(APP_LINK_MAX, { error: () => m.publish_link_invalid() })
  .refine(
    (value) => {
      if (!/^(https?|mailto):/i.test(value)) return false;
      try {
        new URL(value);
        return true;
      } catch {
        return false;
      }
    },
    { error: () => m.publish_link_invalid() },
  )
  .nullable()
  .default(null);

const appTranslation = z.strictObject({
  name: appName.optional(),
  description: text(APP_DESCRIPTION_MAX).optional(),
  longDescription: text(APP_LONG_DESCRIPTION_MAX).optional(),
  features: textList(BACKUP_FEATURES_MAX, BACKUP_FEATURE_MAX).optional(),
});

/** One app's catalogue metadata; the import finds the app by `id`. */
export const backupAppSchema = z.strictObject({
  id: z.string({ error: () => m.admin_backup_text_invalid() }).regex(ID_PATTERN, { error: () => m.admin_backup_text_invalid() }),
  slug: z.string({ error: () => m.admin_backup_slug_invalid() }).regex(APP_SLUG_PATTERN, { error: () => m.admin_backup_slug_invalid() }),
  name: appName,
  shortName: text(BACKUP_SHORT_NAME_MAX).default(""),
  description: text(APP_DESCRIPTION_MAX).default(""),
  longDescription: text(APP_LONG_DESCRIPTION_MAX).default(""),
  features: textList(BACKUP_FEATURES_MAX, BACKUP_FEATURE_MAX).default([]),
  category: z
    .string({ error: () => m.publish_category_required() })
    .regex(CATEGORY_ID_PATTERN, { error: () => m.publish_category_invalid() }),
  tags: textList(BACKUP_TAGS_MAX, BACKUP_TAG_MAX).default([]),
  developerName: text(BACKUP_DEVELOPER_NAME_MAX).default(""),
  /** Any status but `deleted`: an import never deletes an app (nor brings a deleted one back). */
  status: z.enum(ADMIN_APP_STATUSES, { error: () => m.admin_filter_invalid() }),
  statusReason: text(REJECT_REASON_MAX).nullable().default(null),
  featured: z.boolean().default(false),
  websiteUrl: link,
  supportUrl: link,
  privacyPolicyUrl: link,
  termsUrl: link,
  /** Per catalogue locale, and `en` for an app whose own text is in another language. */
  translations: z.strictObject({ ...byCatalogLocale(appTranslation), en: appTranslation.optional() }).default({}),
});
export type BackupApp = z.output<typeof backupAppSchema>;

/** The members of an app the backup holds, in the document's order (what the import compares). */
export const BACKUP_APP_FIELDS = Object.keys(backupAppSchema.shape).filter((key) => key !== "id") as Exclude<keyof BackupApp, "id">[];
export const BACKUP_CATEGORY_FIELDS = Object.keys(backupCategorySchema.shape).filter((key) => key !== "id") as Exclude<
  keyof BackupCategory,
  "id"
>[];

// ---------------------------------------------------------------------------------------------
// The document.

/** A list whose items' ids are unique: the second of two items with one id is refused. */
function uniqueIds<Item extends z.ZodType<{ id: string }>>(item: Item, max: number) {
  return z
    .array(item, { error: () => m.admin_backup_text_invalid() })
    .max(max, { error: () => m.admin_backup_list_too_long() })
    .superRefine((items, context) => {
      const seen = new Set<string>();
      items.forEach((entry, index) => {
        if (seen.has(entry.id)) context.addIssue({ code: "custom", path: [index, "id"], message: m.admin_backup_duplicate_id() });
        seen.add(entry.id);
      });
    });
}

const settingsShape = Object.fromEntries(SETTINGS_SECTIONS.map((section) => [section, SETTINGS_SCHEMAS[section].optional()])) as {
  [K in SettingsSection]: z.ZodOptional<(typeof SETTINGS_SCHEMAS)[K]>;
};

/** Format and version: read first, so another file is refused with one clear sentence. */
export const backupHeadSchema = z.object(
  {
    format: z.literal(BACKUP_FORMAT, { error: () => m.admin_backup_format_invalid() }),
    version: z.literal(BACKUP_VERSION, {
      error: (issue) => m.admin_backup_version_unsupported({ version: String(issue.input ?? "?").slice(0, 20) }),
    }),
  },
  { error: () => m.admin_backup_format_invalid() },
);

const backupContentSchema = z.strictObject({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  exportedAt: z.string().max(40).optional(),
  /** The sections to replace (each validated by its own schema); a section left out is kept. */
  settings: z.strictObject(settingsShape).default({}),
  categories: uniqueIds(backupCategorySchema, BACKUP_CATEGORIES_MAX).default([]),
  apps: uniqueIds(backupAppSchema, BACKUP_APPS_MAX).default([]),
});

/**
 * POST /api/admin/backup/import: a whole document. A file of another format or version is refused
 * on those two members alone (one clear message), before anything else is checked.
 */
export const backupDocumentSchema = z
  .transform((value: unknown, context) => {
    const head = backupHeadSchema.safeParse(value);
    if (head.success) return value;
    // One sentence is enough: the first problem (not a backup at all, else the version).
    const issue = head.error.issues[0]!;
    context.issues.push({ code: "custom", message: issue.message, path: issue.path, input: value });
    return z.NEVER;
  })
  .pipe(backupContentSchema);
export type BackupDocumentInput = z.input<typeof backupContentSchema>;
export type BackupDocument = z.output<typeof backupContentSchema>;

/** POST /api/admin/backup/import?dryRun=true|false (default true: nothing is written unless asked). */
export const backupImportQuerySchema = z.object({
  dryRun: z
    .enum(["true", "false"], { error: () => m.admin_filter_invalid() })
    .default("true")
    .transform((value) => value === "true"),
});
