import type { HostingReport } from "../hosting-report.ts";
import { z } from "zod";
import { m } from "#app/paraglide/messages.js";

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

export type InspectCheckLevel = "required" | "recommended" | "optional";

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

export interface InspectCheck {
  id: InspectCheckId;
  level: InspectCheckLevel;
  passed: boolean;
  /** What was found and, when it failed, what was expected (translated). */
  message: string;
  /**
   * Present (true) only when the check could not be decided: a resource it needs could not be
   * reached over the network (even when tried again) or the inspection ran out of time. Such a
   * check is `passed: false` but is not a fault of the app (docs/decisions/0033-network-failures-are-not-verdicts.md).
   */
  unreachable?: true;
}

/**
 * The inspection's verdict: `installable` when every required check passed, `not_installable`
 * when one failed on what the site answered, `inconclusive` when none failed that way but one
 * could not be decided because the network failed — try again later.
 */
export type InstallOutcome = "installable" | "not_installable" | "inconclusive";

export interface InspectRedirect {
  from: string;
  to: string;
  status: number;
}

/** An icon as the apps table keeps it (db/schema.ts AppIcon). */
export interface InspectIcon {
  src: string;
  sizes?: string;
  type?: string;
  purpose?: string;
}

/** A screenshot as the apps table keeps it (db/schema.ts AppScreenshot). */
export interface InspectScreenshot {
  src: string;
  sizes?: string;
  type?: string;
  label?: string;
  formFactor?: "wide" | "narrow";
}

/**
 * A localized text of the manifest (`name_localized` and the like: a string, or an object with
 * `value` and optional `lang` and `dir`), as processed: `lang` is the canonical tag it is written
 * in (the object's own `lang`, else its key).
 */
export interface InspectLocalizedText {
  value: string;
  lang: string;
  dir: "ltr" | "rtl" | "auto";
}

/** A `shortcuts` entry (in `shortcutsLocalized`): its name and the same-scope address it opens. */
export interface InspectShortcut {
  name: string;
  shortName?: string;
  description?: string;
  url: string;
}

/** The processed manifest members the form pre-fills (W3C processing applied). */
export interface InspectManifestFields {
  name: string | null;
  shortName: string | null;
  description: string | null;
  startUrl: string;
  scope: string;
  id: string;
  /** The display member ("browser" when absent, as the manifest spec says). */
  display: "fullscreen" | "standalone" | "minimal-ui" | "browser";
  displayOverride: string[];
  themeColor: string | null;
  backgroundColor: string | null;
  icons: InspectIcon[];
  screenshots: InspectScreenshot[];
  categories: string[];
  /** A BCP 47 tag in canonical form (`en-us` → `en-US`), null when absent or not a tag. */
  lang: string | null;
  dir: "ltr" | "rtl" | "auto";
  preferRelatedApplications: boolean;
  /**
   * The `*_localized` members, by canonical language tag; each is present only when the manifest
   * has at least one usable entry (so an unlocalized manifest's fields, and its fingerprint, are
   * what they were before these members were read).
   */
  nameLocalized?: Record<string, InspectLocalizedText>;
  shortNameLocalized?: Record<string, InspectLocalizedText>;
  descriptionLocalized?: Record<string, InspectLocalizedText>;
  iconsLocalized?: Record<string, InspectIcon[]>;
  shortcutsLocalized?: Record<string, InspectShortcut[]>;
}

/** One icon or screenshot the inspector downloaded and measured. */
export interface InspectImage {
  role: "icon" | "screenshot";
  /** Position in the manifest's icons / screenshots array. */
  index: number;
  src: string;
  declaredType: string | null;
  declaredSizes: string | null;
  downloaded: boolean;
  /** The format found in the bytes (image/png, ...), null when not an image or not downloaded. */
  actualType: string | null;
  width: number | null;
  height: number | null;
  /** Downloaded, an image, and its real type and size are what the manifest declares. */
  matches: boolean;
  message: string;
  /** Present (true) when it could not be downloaded because the network failed (not the site's answer). */
  unreachable?: true;
}

export interface Inspection {
  /** The address as inspected (normalised). */
  url: string;
  /** The page's address after redirects. */
  finalUrl: string;
  redirects: InspectRedirect[];
  manifestUrl: string | null;
  manifest: InspectManifestFields | null;
  checks: InspectCheck[];
  /**
   * Chromium's install criteria: `verdict` is true when every required check passed; `reasons`
   * are the messages of the required checks that failed on what the site answered; `unreachable`
   * those of the required checks left undecided by the network. `outcome` says which applies.
   */
  installable: { verdict: boolean; reasons: string[]; outcome: InstallOutcome; unreachable: string[] };
  /**
   * `notScanned`: same-origin scripts the detection did not read, and why: over the limits of
   * scripts or bytes (inspector/parse/service-worker.ts SCRIPT_SCAN_LIMITS), out of the
   * inspection's time or subrequests, or not loaded (`unreachable` by the network, `failed`: an
   * HTTP error or missing from the upload).
   */
  serviceWorker: {
    detected: boolean;
    script: string | null;
    foundIn: string | null;
    scriptsChecked: number;
    notScanned: Array<{ url: string; reason: ScriptSkipReason }>;
  };
  images: InspectImage[];
  /** Members the manifest processing ignored or corrected, and page-level notes (translated). */
  warnings: string[];
  /** An app already listed with the same manifest id (or start URL). */
  duplicate: { id: string; slug: string } | null;
  /** Epoch ms. */
  inspectedAt: number;
  /**
   * An uploaded app's hosting report (contract/hosting-report.ts): what breaks once its files are
   * served. Absent for apps added by URL and for uploads stored before the report existed.
   */
  hosting?: HostingReport;
}

/** Why a same-origin script was not read for a service worker registration. */
export type ScriptSkipReason = "count_limit" | "bytes_limit" | "budget" | "unreachable" | "failed";

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
