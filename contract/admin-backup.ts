/**
 * The backup's answers as both sides see them (admin area, Settings → Backup): the exported
 * document and what an import changes, each `z.infer` of its response schema
 * (contract/responses/admin-backup.ts). Built by worker/services/admin/backup.ts; the Backup tab
 * (app/components/admin/settings-backup.tsx) renders the change list as the import answers it.
 */
import type { z } from "zod";
import type {
  backupExportSchema,
  backupImportResultSchema,
  backupItemChangeSchema,
  backupPlanSchema,
  fieldChangesSchema,
} from "./responses/admin-backup.ts";

export type BackupExport = z.infer<typeof backupExportSchema>;
export type FieldChanges = z.infer<typeof fieldChangesSchema>;
export type BackupItemChange = z.infer<typeof backupItemChangeSchema>;
export type BackupPlan = z.infer<typeof backupPlanSchema>;
export type BackupImportResult = z.infer<typeof backupImportResultSchema>;
