/**
 * Response bodies of the owner's publishing endpoints (worker/api/my-apps.ts, publishing.ts,
 * publishing-upload.ts): the one description of each, read by the API reference and, as
 * `z.infer`, by both sides' types (contract/publishing.ts, contract/hosting-report.ts and the
 * inspection's in contract/schemas/publishing.ts).
 */
import { z } from "zod";
import { APP_STATUSES } from "#db/schema.ts";
import { HOSTING_FINDING_CODES, HOSTING_REFERENCE_KINDS, HOSTING_SEVERITIES, THIRD_PARTY_KINDS } from "../hosting-report.ts";
import { OWNER_ACTIONS } from "../publishing.ts";
import { INSPECT_CHECK_IDS, INSPECT_CHECK_LEVELS, INSTALL_OUTCOMES, SCRIPT_SKIP_REASONS } from "../schemas/publishing.ts";
import { appDetailSchema, appIconSchema, appScreenshotSchema } from "./catalog.ts";
import { pageOf } from "./envelope.ts";

/** One finding of a hosting report: what breaks once the ZIP's files are served, and where to fix it. */
export const hostingFindingSchema = z.object({
  code: z.enum(HOSTING_FINDING_CODES),
  severity: z.enum(HOSTING_SEVERITIES).describe("blocks_install, breaks_at_runtime or cosmetic."),
  /** The file of the ZIP to fix ("index.html", "sw.js", "manifest.webmanifest", "_headers"). */
  file: z.string().describe("The file of the ZIP to fix."),
  /** The 1-based line in `file`, when the finding is at one place. */
  line: z.number().int().nullable(),
  /**
   * What it names, as written: the address (`/repo-name/sw.js`), the icon's `src`, the header
   * names ("Set-Cookie, Server").
   */
  subject: z.string().describe("What the finding names, as written: an address, an icon's src, header names."),
  /** The file the address names on the app's origin ("repo-name/sw.js"); missing_file, sw_*. */
  path: z.string().optional(),
  /** What the missing address is loaded as (missing_file). */
  kind: z.enum(HOSTING_REFERENCE_KINDS).optional(),
  /**
   * The app seems written for this sub-path ("/repo-name/"): the address without it names a file
   * of the ZIP (missing_file, sw_*).
   */
  subPath: z.string().optional().describe('The sub-path the app seems written for ("/repo-name/").'),
  /** The declared and the real size ("192x192", "180×192"): icon_size_mismatch, icon_not_square. */
  declared: z.string().optional(),
  actual: z.string().optional(),
  /** The headers an app may set (headers_ignored). */
  allowed: z.string().optional(),
  /** An address of the entry page that misses from the start_url, as written (start_url_not_served). */
  example: z.string().optional(),
});

/** An origin the app loads resources from: it needs the network (and that origin) for them. */
export const thirdPartyOriginSchema = z.object({
  /** "https://unpkg.com" */
  origin: z.string(),
  kinds: z.array(z.enum(THIRD_PARTY_KINDS)),
  /** How many references name it, and the first (file and line). */
  count: z.number().int(),
  file: z.string(),
  line: z.number().int().nullable(),
  /** The first address seen. */
  example: z.string(),
});

/** An uploaded app's hosting report (contract/hosting-report.ts): what breaks once it is served. */
export const hostingReportSchema = z.object({
  /** Worst first, then by file and line. */
  findings: z.array(hostingFindingSchema),
  thirdParty: z.array(thirdPartyOriginSchema),
  /** Findings (or origins) beyond HOSTING_REPORT_LIMITS were left out. */
  truncated: z.boolean(),
  /** How many files were read for it (HTML, CSS, scripts, manifest, service worker). */
  filesScanned: z.number().int(),
});

/** One check of an inspection: passed or not, and why, in the reader's language. */
export const inspectCheckSchema = z.object({
  id: z.enum(INSPECT_CHECK_IDS),
  level: z.enum(INSPECT_CHECK_LEVELS),
  passed: z.boolean(),
  /** What was found and, when it failed, what was expected (translated). */
  message: z.string(),
  /**
   * Present (true) only when the check could not be decided: a resource it needs could not be
   * reached over the network (even when tried again) or the inspection ran out of time. Such a
   * check is `passed: false` but is not a fault of the app (docs/decisions/0033-network-failures-are-not-verdicts.md).
   */
  unreachable: z.literal(true).optional().describe("Not decided: what the check needs could not be reached over the network."),
});

export const inspectRedirectSchema = z.object({ from: z.string(), to: z.string(), status: z.number().int() });

const textDirectionSchema = z.enum(["ltr", "rtl", "auto"]);

/**
 * A localized text of the manifest (`name_localized` and the like: a string, or an object with
 * `value` and optional `lang` and `dir`), as processed: `lang` is the canonical tag it is written
 * in (the object's own `lang`, else its key).
 */
export const inspectLocalizedTextSchema = z.object({ value: z.string(), lang: z.string(), dir: textDirectionSchema });

/** A `shortcuts` entry (in `shortcutsLocalized`): its name and the same-scope address it opens. */
export const inspectShortcutSchema = z.object({
  name: z.string(),
  shortName: z.string().optional(),
  description: z.string().optional(),
  url: z.string(),
});

/** The processed manifest members the form pre-fills (W3C processing applied). */
export const inspectManifestFieldsSchema = z.object({
  name: z.string().nullable(),
  shortName: z.string().nullable(),
  description: z.string().nullable(),
  startUrl: z.string(),
  scope: z.string(),
  id: z.string(),
  /** The display member ("browser" when absent, as the manifest spec says). */
  display: z.enum(["fullscreen", "standalone", "minimal-ui", "browser"]),
  displayOverride: z.array(z.string()),
  themeColor: z.string().nullable(),
  backgroundColor: z.string().nullable(),
  icons: z.array(appIconSchema),
  screenshots: z.array(appScreenshotSchema),
  categories: z.array(z.string()),
  /** A BCP 47 tag in canonical form (`en-us` → `en-US`), null when absent or not a tag. */
  lang: z.string().nullable(),
  dir: textDirectionSchema,
  preferRelatedApplications: z.boolean(),
  /**
   * The `*_localized` members, by canonical language tag; each is present only when the manifest
   * has at least one usable entry (so an unlocalized manifest's fields, and its fingerprint, are
   * what they were before these members were read).
   */
  nameLocalized: z.record(z.string(), inspectLocalizedTextSchema).optional(),
  shortNameLocalized: z.record(z.string(), inspectLocalizedTextSchema).optional(),
  descriptionLocalized: z.record(z.string(), inspectLocalizedTextSchema).optional(),
  iconsLocalized: z.record(z.string(), z.array(appIconSchema)).optional(),
  shortcutsLocalized: z.record(z.string(), z.array(inspectShortcutSchema)).optional(),
});

/** One icon or screenshot the inspector downloaded and measured. */
export const inspectImageSchema = z.object({
  role: z.enum(["icon", "screenshot"]),
  /** Position in the manifest's icons / screenshots array. */
  index: z.number().int(),
  src: z.string(),
  declaredType: z.string().nullable(),
  declaredSizes: z.string().nullable(),
  downloaded: z.boolean(),
  /** The format found in the bytes (image/png, ...), null when not an image or not downloaded. */
  actualType: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Downloaded, an image, and its real type and size are what the manifest declares. */
  matches: z.boolean(),
  message: z.string(),
  /** Present (true) when it could not be downloaded because the network failed (not the site's answer). */
  unreachable: z.literal(true).optional(),
});

/** The inspection of an app's address: Chromium's installability verdict and every check. */
export const inspectionSchema = z.object({
  /** The address as inspected (normalised). */
  url: z.string(),
  /** The page's address after redirects. */
  finalUrl: z.string(),
  redirects: z.array(inspectRedirectSchema),
  manifestUrl: z.string().nullable(),
  manifest: inspectManifestFieldsSchema.nullable(),
  checks: z.array(inspectCheckSchema),
  /**
   * Chromium's install criteria: `verdict` is true when every required check passed; `reasons`
   * are the messages of the required checks that failed on what the site answered; `unreachable`
   * those of the required checks left undecided by the network. `outcome` says which applies.
   */
  installable: z.object({
    verdict: z.boolean(),
    reasons: z.array(z.string()),
    outcome: z
      .enum(INSTALL_OUTCOMES)
      .describe("inconclusive: no required check failed on the site's answer, but the network left one undecided; try again."),
    unreachable: z.array(z.string()).describe("The messages of the required checks the network left undecided."),
  }),
  /**
   * `notScanned`: same-origin scripts the detection did not read, and why: over the limits of
   * scripts or bytes (inspector/parse/service-worker.ts SCRIPT_SCAN_LIMITS), out of the
   * inspection's time or subrequests, or not loaded (`unreachable` by the network, `failed`: an
   * HTTP error or missing from the upload).
   */
  serviceWorker: z.object({
    detected: z.boolean(),
    script: z.string().nullable(),
    foundIn: z.string().nullable(),
    scriptsChecked: z.number().int(),
    notScanned: z.array(z.object({ url: z.string(), reason: z.enum(SCRIPT_SKIP_REASONS) })),
    /** The registered script's HTTP status when the inspection fetched it (same origin); null otherwise. Absent in reports made before it was fetched. */
    scriptStatus: z
      .number()
      .int()
      .nullable()
      .optional()
      .describe("The registered script's HTTP status when the inspection fetched it (same origin); null otherwise."),
  }),
  images: z.array(inspectImageSchema),
  /** Members the manifest processing ignored or corrected, and page-level notes (translated). */
  warnings: z.array(z.string()),
  /** An app already listed with the same manifest id (or start URL). */
  duplicate: z.object({ id: z.string(), slug: z.string() }).nullable(),
  /** Epoch ms. */
  inspectedAt: z.number(),
  /**
   * An uploaded app's hosting report (contract/hosting-report.ts): what breaks once its files are
   * served. Absent for apps added by URL and for uploads stored before the report existed.
   */
  hosting: hostingReportSchema.optional().describe("An uploaded app's hosting report."),
});

/** The latest health check of a URL-listed app, as the owner sees it. */
export const appHealthSchema = z.object({
  /** When the latest check ran (epoch ms), null before the first. */
  checkedAt: z.number().nullable(),
  /** Since when the app has been failing its checks; null when healthy. */
  brokenSince: z.number().nullable(),
  /** Withdrawn from the store by the checks (comes back when fixed). */
  withdrawn: z.boolean(),
  /** Chromium's verdict in the latest inspection, and why it failed (in the inspection's language). */
  installable: z.boolean().nullable(),
  reasons: z.array(z.string()),
  /** The latest inspection's checks (for the owner to see what to fix). */
  checks: z.array(inspectCheckSchema),
});

/** An app as its owner sees it on /my-pwas and in the answers of the owner's endpoints. */
export const myAppSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  longDescription: z.string(),
  icon: z.string(),
  category: z.string(),
  categoryName: z.string(),
  tags: z.array(z.string()),
  /** What the app does, a line each (the detail page's "Features"). */
  features: z.array(z.string()),
  /** Who made the app, as its page names them. */
  developerName: z.string(),
  /** The addresses of the listing's screenshots, in order. */
  screenshots: z.array(z.string()),
  websiteUrl: z.string().nullable(),
  supportUrl: z.string().nullable(),
  privacyPolicyUrl: z.string().nullable(),
  termsUrl: z.string().nullable(),
  startUrl: z.string(),
  source: z.enum(["url", "hosted"]),
  status: z.enum(APP_STATUSES),
  /** An admin's reason when rejected; null otherwise. */
  rejectionReason: z.string().nullable(),
  opens: z.number().int(),
  rating: z.number(),
  ratingCount: z.number().int(),
  verified: z.boolean(),
  verifiedAt: z.number().nullable(),
  /** The token to serve at /.well-known/pwa-store-verification.txt, once requested. */
  verificationToken: z.string().nullable(),
  health: appHealthSchema,
  /**
   * A hosted app's hosting report for the version its origin serves (contract/hosting-report.ts);
   * null for apps added by URL and for versions uploaded before the report existed.
   */
  hosting: hostingReportSchema.nullable().describe("A hosted app's hosting report for the version it serves."),
  /** What the owner may do now (the transition table, docs/publishing.md). */
  actions: z.array(z.enum(OWNER_ACTIONS)).describe("What the owner may do now: publish, unpublish, edit, delete."),
  currentVersionId: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
  publishedAt: z.number().nullable(),
});

/** GET /mine: a page of the owner's apps. */
export const myAppPageSchema = pageOf(myAppSchema);

/** DELETE /:id: what was removed. */
export const appDeletedSchema = z.object({ id: z.string(), filesRemoved: z.number().int() });

/** The origin-verification token and where the owner puts it. */
export const verificationSchema = z.object({
  token: z.string(),
  /** Path and full address of the file to serve. */
  path: z.string(),
  url: z.string(),
  verified: z.boolean(),
  verifiedAt: z.number().nullable(),
});

/** 201 answer of POST /api/client/pwas/upload: the new hosted app and its own origin. */
export const hostedAppCreatedSchema = z.object({
  id: z.string(),
  slug: z.string(),
  /** The app's own origin, e.g. http://notes.localhost:5173/ in development. */
  url: z.string(),
  status: z.enum(APP_STATUSES),
  /** What will go wrong once hosted (contract/hosting-report.ts), for the result screen. */
  hosting: hostingReportSchema,
  /**
   * The report card: the app inspected on its own origin, every check Add by URL makes (what to
   * improve even when it installs: a description, a maskable icon, screenshots…).
   */
  inspection: inspectionSchema,
});

/** One uploaded version of a hosted app (GET /api/client/pwas/:id/versions). */
export const appVersionSchema = z.object({
  id: z.string(),
  /** 1, 2, 3… in upload order. */
  number: z.number().int(),
  /** The owner's label, else the manifest's `version`, else "". */
  label: z.string(),
  fileCount: z.number().int(),
  /** Uncompressed size of the files. */
  totalBytes: z.number().int(),
  zipBytes: z.number().int(),
  createdAt: z.number(),
  /** The version the app's origin serves. */
  current: z.boolean(),
  /** The version's hosting report; null for versions uploaded before the report existed. */
  hosting: hostingReportSchema.nullable(),
});

/** GET /:id/versions: every version and which one the origin serves. */
export const appVersionListSchema = z.object({
  appId: z.string(),
  slug: z.string(),
  url: z.string(),
  currentVersionId: z.string().nullable(),
  items: z.array(appVersionSchema),
});

/** One kind of count an owner's statistics keep (GET /api/client/pwas/:id/stats). */
export const appStatCountsSchema = z.object({
  /** Opens through the store (the Open button and POST /apps/:id/open). */
  opens: z.number().int(),
  /** Reads of the app's detail through the API (GET /api/client/apps/:id). */
  views: z.number().int(),
  /** Favourites added and still kept. */
  favorites: z.number().int(),
  /** Approved reviews (each carries a rating). */
  ratings: z.number().int(),
});

/** The owner's statistics of one app: a UTC day per row, oldest first, today last. */
export const appStatsSchema = z.object({
  days: z.array(appStatCountsSchema.extend({ date: z.string().describe("The UTC day, YYYY-MM-DD.") })),
  /** The counts over the period. */
  totals: appStatCountsSchema,
  /** The same counts over the period of the same length just before (what "the week's change" compares with). */
  previous: appStatCountsSchema,
});

/**
 * An app's detail page as its owner (or an admin) previews it before or after it is listed: the
 * public detail's fields, and where the app stands.
 */
export const appPreviewSchema = z.object({
  app: appDetailSchema,
  status: z.enum(APP_STATUSES).exclude(["deleted"]),
  /** Why an administrator rejected or unpublished it, when one did. */
  statusReason: z.string().nullable(),
});
