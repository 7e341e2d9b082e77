/**
 * Response bodies of the audit log (worker/api/admin/audit.ts): the one description of each, read
 * by the API reference and, as `z.infer`, by both sides' types (contract/admin-audit.ts).
 */
import { z } from "zod";
import { pageOf } from "./envelope.ts";

/** One member's change: its value before and after, as JSON values. */
export const auditChangeSchema = z.object({ from: z.unknown(), to: z.unknown() });

/** One entry of the audit log: who (null id once the account is gone), what, to which target, what changed. */
export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  /** When (epoch ms). */
  createdAt: z.number(),
  /** The acting administrator: `id` null once the account is deleted (the email, frozen at the time, stays). */
  actor: z.object({ id: z.string().nullable(), email: z.string() }),
  /** `area.verb`: `user.ban`, `app.feature`, `settings.save`, ... */
  action: z.string().meta({ description: "`area.verb`, e.g. `user.ban`" }),
  /** The target's type as written (one of AUDIT_TARGET_TYPES for the store's own actions), its id and label, frozen at the time. */
  target: z.object({ type: z.string(), id: z.string(), label: z.string() }),
  /** Only what changed: `{ field: { from, to } }`. */
  changes: z.record(z.string(), auditChangeSchema),
});

/** One page of the audit log, newest first. */
export const adminAuditPageSchema = pageOf(adminAuditEntrySchema);
