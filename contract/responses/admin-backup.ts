/** Response bodies of the backup endpoints (worker/api/admin/backup.ts), as zod for the API reference. */
import { z } from "zod";
import { BACKUP_FORMAT, BACKUP_VERSION, backupAppSchema, backupCategorySchema } from "../schemas/backup.ts";
import { SETTINGS_SECTIONS } from "../schemas/settings.ts";

/** GET /api/admin/backup: the document itself (a download, not the envelope). */
export const backupExportSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  exportedAt: z.string(),
  settings: z.record(z.string(), z.unknown()).meta({ description: "Every settings section, `{ section: value }`." }),
  categories: z.array(backupCategorySchema),
  apps: z.array(backupAppSchema),
});

const fieldChangesSchema = z
  .record(z.string(), z.object({ from: z.unknown(), to: z.unknown() }))
  .meta({ description: "`field → { from, to }`; nested members by dotted path (`translations.zh.name`)." });

const itemChangeSchema = z.object({ id: z.string(), label: z.string(), changes: fieldChangesSchema });

/** POST /api/admin/backup/import: what changes (a dry run) or changed. */
export const backupImportResultSchema = z.object({
  dryRun: z.boolean(),
  changed: z.number().int(),
  settings: z.array(z.object({ section: z.enum(SETTINGS_SECTIONS as [string, ...string[]]), changes: fieldChangesSchema })),
  categories: z.object({ create: z.array(backupCategorySchema), update: z.array(itemChangeSchema), unchanged: z.number().int() }),
  apps: z.object({ update: z.array(itemChangeSchema), missing: z.array(z.string()), unchanged: z.number().int() }),
});
