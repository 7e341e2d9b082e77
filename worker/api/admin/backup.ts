import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { BACKUP_MAX_BYTES, backupDocumentSchema, backupImportQuerySchema } from "#contract/schemas/backup.ts";
import { m } from "#app/paraglide/messages.js";
import { exportBackup, importBackup } from "../../services/admin/backup.ts";
import { unwrap } from "#worker/lib/refusal.ts";
import { requireAdmin, requireAuth } from "../auth/authenticate.ts";
import { ApiError } from "../errors.ts";
import { jsonBody, validate } from "../validation.ts";
import type { ApiEnv } from "../types.ts";

/**
 * The store's backup (docs/product.md "Backup", docs/api.md "Admin"): GET /api/admin/backup
 * downloads the settings, categories and apps' catalogue metadata as one JSON file; POST
 * /api/admin/backup/import?dryRun= previews (dry run, the default) or applies a document.
 *
 * Mounted by worker/api/app.ts before the API's 1 MiB JSON body limit, since a store's catalogue
 * may be larger: the import has its own limit (BACKUP_MAX_BYTES). So each route checks the
 * administrator itself (the /api/admin guard in ./index.ts comes after).
 */
export const adminBackupRoutes = new Hono<ApiEnv>()
  .get("/backup", requireAuth, requireAdmin, async (c) => {
    const document = await exportBackup(c.get("db"));
    c.header("Content-Disposition", `attachment; filename="pwa-store-backup-${document.exportedAt.slice(0, 10)}.json"`);
    return c.json(document);
  })
  .post(
    "/backup/import",
    requireAuth,
    requireAdmin,
    bodyLimit({
      maxSize: BACKUP_MAX_BYTES,
      onError: () => {
        throw new ApiError(413, "payload_too_large", m.api_payload_too_large);
      },
    }),
    validate("query", backupImportQuerySchema),
    ...jsonBody(backupDocumentSchema),
    async (c) => {
      const { dryRun } = c.req.valid("query");
      const user = c.get("auth")!.user;
      const result = unwrap(await importBackup(c.get("db"), c.req.valid("json"), { dryRun, actor: { id: user.id, email: user.email } }));
      if (dryRun) return c.json({ success: true as const, data: result });
      return c.json({
        success: true as const,
        message: result.changed > 0 ? m.publish_updated() : m.admin_backup_nothing_changed(),
        data: result,
      });
    },
  );
