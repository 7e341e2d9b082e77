/**
 * Response bodies of the backup endpoints (worker/api/admin/backup.ts): the one description of
 * each, read by the API reference and, as `z.infer`, by both sides' types (contract/admin-backup.ts).
 */
import { z } from "zod";
import { BACKUP_FORMAT, BACKUP_VERSION, backupAppSchema, backupCategorySchema } from "../schemas/backup.ts";
import { SETTINGS_SCHEMAS, SETTINGS_SECTIONS, type SettingsSection } from "../schemas/settings.ts";

/** GET /api/admin/backup: the whole document (not wrapped in the API's envelope: it is the file). */
export const backupExportSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  /** ISO 8601. */
  exportedAt: z.string(),
  settings: z.object(SETTINGS_SCHEMAS).meta({ description: "Every settings section, `{ section: value }`." }),
  categories: z.array(backupCategorySchema),
  apps: z.array(backupAppSchema),
});

/**
 * What changes in one item: `field → { from, to }`. Nested members are named by their dotted
 * path (`adminMail.feedback`, `translations.zh.name`); lists are compared whole.
 */
export const fieldChangesSchema = z
  .record(z.string(), z.object({ from: z.unknown(), to: z.unknown() }))
  .meta({ description: "`field → { from, to }`; nested members by dotted path (`translations.zh.name`)." });

/** One changed item; `label` is what a reader recognises it by (a section, a name). */
export const backupItemChangeSchema = z.object({ id: z.string(), label: z.string(), changes: fieldChangesSchema });

/** An import's changes, computed the same way for a dry run and for the real import. */
export const backupPlanSchema = z.object({
  settings: z.array(
    z.object({ section: z.enum(SETTINGS_SECTIONS as [SettingsSection, ...SettingsSection[]]), changes: fieldChangesSchema }),
  ),
  categories: z.object({ create: z.array(backupCategorySchema), update: z.array(backupItemChangeSchema), unchanged: z.number().int() }),
  /** `missing`: ids of the document no app of this store has (an import never creates apps). */
  apps: z.object({ update: z.array(backupItemChangeSchema), missing: z.array(z.string()), unchanged: z.number().int() }),
});

/** POST /api/admin/backup/import: the plan, and whether it was only previewed. */
export const backupImportResultSchema = backupPlanSchema.extend({
  dryRun: z.boolean(),
  /** How many items change (settings sections, categories created or updated, apps updated). */
  changed: z.number().int(),
});
