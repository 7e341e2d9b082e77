/** Response bodies of the audit log (worker/api/admin/audit.ts), as zod for the API reference. */
import { z } from "zod";
import { pageOf } from "./envelope.ts";

/** One audit entry: who (null id once the account is gone), what, to which target, what changed. */
export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.number(),
  actor: z.object({ id: z.string().nullable(), email: z.string() }),
  action: z.string().meta({ description: "`area.verb`, e.g. `user.ban`" }),
  target: z.object({ type: z.string(), id: z.string(), label: z.string() }),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
});

export const adminAuditPageSchema = pageOf(adminAuditEntrySchema);
