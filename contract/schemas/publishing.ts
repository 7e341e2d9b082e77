import { z } from "zod";
import { m } from "#app/paraglide/messages.js";
import type { appIconSchema } from "../responses/catalog.ts";
import { STATS_PERIODS, type StatsPeriod } from "../publishing.ts";
import type {
  inspectCheckSchema,
  inspectImageSchema,
  inspectionSchema,
  inspectLocalizedTextSchema,
  inspectManifestFieldsSchema,
  inspectRedirectSchema,
  inspectShortcutSchema,
} from "../responses/publishing.ts";

/** Issue 6: an address to inspect is at most this long (after normalisation too). */
export const INSPECT_URL_MAX = 2048;

/** Schemes a person may type by mistake; anything else without "://" is taken as a host name. */
const SCHEME_WITHOUT_SLASHES = /^(javascript|data|file|mailto|blob|about|vbscript|ftp|ws|wss|tel|chrome|view-source):/i;

/**
 * "example.com/app" → "https://example.com/app": what people paste into a form often lacks the
 * scheme. A value that names another scheme keeps it, and is refused for it below.
 */
export function withDefaultScheme(value: string): string {
  return value.includes("://") || SCHEME_WITHOUT_SLASHES.test(value) ? value : `https://${value}`;
}

/**
 * The address of the app's page: trimmed, https:// added when no scheme is given, then it must
 * parse as a URL, be http(s), carry no user name or password, and be at most 2,048 characters
 * both as typed and once normalised. The output is the normalised address (`URL.href`).
 */
export const inspectUrlSchema = z
  .string({ error: () => m.inspect_url_required() })
  .trim()
  .min(1, { error: () => m.inspect_url_required() })
  .max(INSPECT_URL_MAX, { error: () => m.inspect_url_too_long({ max: String(INSPECT_URL_MAX) }) })
  .transform((value, context) => {
    let url: URL;
    try {
      url = new URL(withDefaultScheme(value));
    } catch {
      context.addIssue({ code: "custom", message: m.inspect_url_invalid() });
      return z.NEVER;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      context.addIssue({ code: "custom", message: m.inspect_url_scheme({ scheme: url.protocol.replace(/:$/, "") }) });
      return z.NEVER;
    }
    if (url.username !== "" || url.password !== "") {
      context.addIssue({ code: "custom", message: m.inspect_url_credentials() });
      return z.NEVER;
    }
    if (url.href.length > INSPECT_URL_MAX) {
      context.addIssue({ code: "custom", message: m.inspect_url_too_long({ max: String(INSPECT_URL_MAX) }) });
      return z.NEVER;
    }
    return url.href;
  });

/**
 * POST /api/client/pwas/inspect and the "Add by URL" form's first step: one schema for both, so
 * the form refuses exactly what the API refuses, in the reader's language.
 */
export const inspectRequestSchema = z.object({ url: inspectUrlSchema });

export type InspectRequest = z.input<typeof inspectRequestSchema>;

// ---------------------------------------------------------------------------------------------
// The inspection (the answer's `data`), shared with the card that shows it.

// The shapes are the response schemas' (contract/responses/publishing.ts); the lists here are
// what those schemas and the inspector share.

export const INSPECT_CHECK_LEVELS = ["required", "recommended", "optional"] as const;
export type InspectCheckLevel = (typeof INSPECT_CHECK_LEVELS)[number];

/** Every check the inspection carries, always all of them, in this order. */
export const INSPECT_CHECK_IDS = [
  "https",
  "manifest_link",
  "manifest_fetch",
  "manifest_json",
  "name",
  "start_url",
  "display",
  "icon_any",
  "icon_download",
  "prefer_related_applications",
  "manifest_content_type",
  "manifest_encoding",
  "manifest_strict_json",
  "short_name",
  "description",
  "id",
  "scope",
  "icon_large",
  "icons_match",
  "icon_maskable",
  "screenshots",
  "service_worker",
  "theme_color",
  "background_color",
  "categories",
  "lang",
] as const;
export type InspectCheckId = (typeof INSPECT_CHECK_IDS)[number];

/**
 * The inspection's verdict: `installable` when every required check passed, `not_installable`
 * when one failed on what the site answered, `inconclusive` when none failed that way but one
 * could not be decided because the network failed — try again later.
 */
export const INSTALL_OUTCOMES = ["installable", "not_installable", "inconclusive"] as const;
export type InstallOutcome = (typeof INSTALL_OUTCOMES)[number];

/** Why a same-origin script was not read for a service worker registration. */
export const SCRIPT_SKIP_REASONS = ["count_limit", "bytes_limit", "budget", "unreachable", "failed"] as const;
export type ScriptSkipReason = (typeof SCRIPT_SKIP_REASONS)[number];

export type InspectCheck = z.infer<typeof inspectCheckSchema>;
export type InspectRedirect = z.infer<typeof inspectRedirectSchema>;
/** An icon as the apps table keeps it (db/schema.ts AppIcon). */
export type InspectIcon = z.infer<typeof appIconSchema>;
export type InspectLocalizedText = z.infer<typeof inspectLocalizedTextSchema>;
export type InspectShortcut = z.infer<typeof inspectShortcutSchema>;
export type InspectManifestFields = z.infer<typeof inspectManifestFieldsSchema>;
export type InspectImage = z.infer<typeof inspectImageSchema>;
export type Inspection = z.infer<typeof inspectionSchema>;

/** Why the page itself could not be inspected (a 422's `reason`). */
export const INSPECT_REFUSAL_REASONS = [
  "local_name",
  "forbidden_address",
  "not_resolved",
  "dns_failed",
  "too_many_redirects",
  "timeout",
  "network",
  "too_large",
  "budget",
  "invalid_url",
  "scheme",
  "credentials",
  "too_long",
  "blocked_port",
  "http_status",
  "not_html",
] as const;
export type InspectRefusalReason = (typeof INSPECT_REFUSAL_REASONS)[number];

/**
 * Refusal reasons that are the network's doing rather than the site's answer: the same address
 * may well load when asked again (the 422 carries `retryable: true`; the re-inspection cron does
 * not judge an app on one of them).
 */
export const RETRYABLE_INSPECT_REFUSALS: ReadonlySet<InspectRefusalReason> = new Set(["network", "timeout", "dns_failed"]);

/** The `Retry-After` of an inconclusive inspection's refusal (503): long enough for a hiccup to pass. */
export const INCONCLUSIVE_RETRY_AFTER_SECONDS = 30;

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

/**
 * An inspection's `installable` as stored in `apps.last_report` (or null when it has none): rows
 * written before `outcome` and `unreachable` existed are read as the verdict said.
 *
 * @example
 * storedInstallability({ verdict: false, reasons: ["…"] }) // { verdict: false, reasons: ["…"], outcome: "not_installable", unreachable: [] }
 */
export function storedInstallability(value: unknown): Inspection["installable"] | null {
  if (!value || typeof value !== "object") return null;
  const stored = value as { verdict?: unknown; reasons?: unknown; outcome?: unknown; unreachable?: unknown };
  if (typeof stored.verdict !== "boolean") return null;
  const unreachable = stringsOf(stored.unreachable);
  const outcome: InstallOutcome = stored.verdict
    ? "installable"
    : stored.outcome === "inconclusive" && unreachable.length > 0
      ? "inconclusive"
      : "not_installable";
  return { verdict: stored.verdict, reasons: stringsOf(stored.reasons), outcome, unreachable };
}

/** GET /api/client/pwas/:id/stats?days=7|30|90 (default 7). */
export const appStatsQuerySchema = z.object({
  days: z
    .enum(STATS_PERIODS.map(String) as ["7", "30", "90"], { error: () => m.stats_days_invalid() })
    .default("7")
    .transform((days) => Number(days) as StatsPeriod),
});
