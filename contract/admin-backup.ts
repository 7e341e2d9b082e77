/**
 * The backup's answers as both sides see them (admin area, Settings → Backup): the exported
 * document and what an import changes. Built by worker/services/admin/backup.ts; the Backup tab
 * (app/components/admin/settings-backup.tsx) renders the change list as the import answers it.
 */
import type { BackupApp, BackupCategory } from "./schemas/backup.ts";
import type { SettingsSection, StoreSettings } from "./schemas/settings.ts";

/** GET /api/admin/backup: the whole document (not wrapped in the API's envelope: it is the file). */
export interface BackupExport {
  format: "pwa-store-backup";
  version: 1;
  /** ISO 8601. */
  exportedAt: string;
  settings: StoreSettings;
  categories: BackupCategory[];
  apps: BackupApp[];
}

/**
 * What changes in one item: `field → { from, to }`. Nested members are named by their dotted
 * path (`adminMail.feedback`, `translations.zh.name`); lists are compared whole.
 */
export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

/** One changed item; `label` is what a reader recognises it by (a section, a name). */
export interface BackupItemChange {
  id: string;
  label: string;
  changes: FieldChanges;
}

/** An import's changes, computed the same way for a dry run and for the real import. */
export interface BackupPlan {
  settings: { section: SettingsSection; changes: FieldChanges }[];
  categories: { create: BackupCategory[]; update: BackupItemChange[]; unchanged: number };
  /** `missing`: ids of the document no app of this store has (an import never creates apps). */
  apps: { update: BackupItemChange[]; missing: string[]; unchanged: number };
}

/** POST /api/admin/backup/import: the plan, and whether it was only previewed. */
export interface BackupImportResult extends BackupPlan {
  dryRun: boolean;
  /** How many items change (settings sections, categories created or updated, apps updated). */
  changed: number;
}
