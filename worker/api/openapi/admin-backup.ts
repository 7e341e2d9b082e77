/** Documentation of the backup endpoints (worker/api/admin/backup.ts). */
import { backupExportSchema, backupImportResultSchema } from "#contract/responses/admin-backup.ts";
import { successData } from "#contract/responses/envelope.ts";
import { z } from "zod";
import { area, fails, ok } from "./route-doc.ts";

const A = "/api/admin";

export const ADMIN_BACKUP_DOCS = area("Admin", {
  [`GET ${A}/backup`]: {
    summary: "Download the store's backup (settings, categories, apps' catalogue metadata)",
    description:
      'The document itself, not the envelope, as a download (`Content-Disposition: attachment; filename="pwa-store-backup-YYYY-MM-DD.json"`). No accounts, counters, inspections or hosted files.',
    responses: { 200: ok(backupExportSchema, "The backup document.") },
  },
  [`POST ${A}/backup/import`]: {
    summary: "Preview (dryRun=true, the default) or apply a backup document",
    refuses: ["backup_category_missing", "backup_slug_taken"],
    description:
      "A dry run answers the changes and writes nothing; `dryRun=false` applies exactly those changes in one batch, with one audit entry per changed item. Apps are only updated (found by id), never created or deleted; categories are created or updated; the sections in the document replace the settings'. Bodies up to 8 MiB.",
    responses: {
      200: ok(
        successData(backupImportResultSchema).extend({ message: z.string().optional() }),
        "The changes (previewed or applied); `message` when applied.",
      ),
      400: fails("Not a backup of this format or version, or an invalid member (`errors`)."),
      409: fails("An app's category exists nowhere, an app's slug is taken (`reason`, `items`), or the store changed meanwhile."),
      413: fails("The document is larger than 8 MiB."),
    },
  },
});
