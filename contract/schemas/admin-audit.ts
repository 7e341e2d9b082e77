import { z } from "zod";
import { m } from "#app/paraglide/messages.js";
import { AUDIT_TARGET_TYPES } from "../admin-audit.ts";
import { pageQuerySchema } from "./community.ts";

/**
 * The audit log's filters (GET /api/admin/audit and the /admin/audit form), shared so the page
 * refuses exactly what the API refuses, with the same messages.
 */

/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_SEARCH_MAX = 200;
/** `area.verb` (`user.ban`) or a whole area (`user`). */
export const AUDIT_ACTION_PATTERN = /^[a-z][a-z_]{0,31}(\.[a-z][a-z_]{0,31})?$/;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The start (epoch ms, UTC) of a `YYYY-MM-DD` day, or null when the text names no real day
 * (`2026-02-30`, `2026-13-01`). Pure.
 *
 * @example
 * utcDayStart("1970-01-02") // 86400000
 */
export function utcDayStart(text: string): number | null {
  const match = ISO_DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1970) return null;
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day ? ms : null;
}

/** The end (exclusive, epoch ms) of a valid `YYYY-MM-DD` day. */
export function utcDayEnd(text: string): number | null {
  const start = utcDayStart(text);
  return start === null ? null : start + DAY_MS;
}

/** `?x=` (an empty form field) means "not set". */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema);

const isoDay = () =>
  unsetWhenEmpty(
    z
      .string({ error: () => m.admin_audit_date_invalid() })
      .refine((value) => utcDayStart(value) !== null, { error: () => m.admin_audit_date_invalid() })
      .optional(),
  );

const text = (max: number, message: () => string) =>
  unsetWhenEmpty(z.string({ error: message }).trim().max(max, { error: message }).optional());

/**
 * GET /api/admin/audit?actor=&action=&targetType=&targetId=&from=&to=&q=&page=. `actor` is an
 * account id or an email address; `action` an `area.verb` or a whole area; `from`/`to` UTC days
 * (`YYYY-MM-DD`, both included); `q` searches the actor's email, the target's label and the action.
 */
export const adminAuditQuerySchema = z
  .object({
    actor: text(320, () => m.admin_filter_invalid()),
    action: unsetWhenEmpty(
      z
        .string({ error: () => m.admin_audit_action_invalid() })
        .trim()
        .regex(AUDIT_ACTION_PATTERN, { error: () => m.admin_audit_action_invalid() })
        .optional(),
    ),
    targetType: unsetWhenEmpty(z.enum(AUDIT_TARGET_TYPES, { error: () => m.admin_filter_invalid() }).optional()),
    targetId: text(200, () => m.admin_filter_invalid()),
    from: isoDay(),
    to: isoDay(),
    q: text(AUDIT_SEARCH_MAX, () => m.admin_search_too_long({ max: String(AUDIT_SEARCH_MAX) })),
    page: pageQuerySchema.shape.page,
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.from > value.to)
      ctx.addIssue({ code: "custom", path: ["to"], message: m.admin_audit_date_order() });
  });
export type AdminAuditQuery = z.output<typeof adminAuditQuerySchema>;
export type AdminAuditQueryInput = z.input<typeof adminAuditQuerySchema>;
