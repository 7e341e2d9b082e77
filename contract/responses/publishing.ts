/**
 * Response bodies of the owner's publishing endpoints (worker/api/my-pwas.ts, publishing.ts,
 * publishing-upload.ts), as zod for the API reference.
 */
import { z } from "zod";
import { HOSTING_FINDING_CODES, HOSTING_REFERENCE_KINDS, HOSTING_SEVERITIES, THIRD_PARTY_KINDS } from "../hosting-report.ts";
import { describedObject, pageOf } from "./envelope.ts";

/** An uploaded app's hosting report (contract/hosting-report.ts): what breaks once it is served. */
export const hostingReportSchema = z.object({
  findings: z.array(
    z.object({
      code: z.enum(HOSTING_FINDING_CODES),
      severity: z.enum(HOSTING_SEVERITIES).describe("blocks_install, breaks_at_runtime or cosmetic."),
      file: z.string().describe("The file of the ZIP to fix."),
      line: z.number().int().nullable(),
      subject: z.string().describe("What the finding names, as written: an address, an icon's src, header names."),
      path: z.string().optional(),
      kind: z.enum(HOSTING_REFERENCE_KINDS).optional(),
      subPath: z.string().optional().describe('The sub-path the app seems written for ("/repo-name/").'),
      declared: z.string().optional(),
      actual: z.string().optional(),
      allowed: z.string().optional(),
    }),
  ),
  thirdParty: z.array(
    z.object({
      origin: z.string(),
      kinds: z.array(z.enum(THIRD_PARTY_KINDS)),
      count: z.number().int(),
      file: z.string(),
      line: z.number().int().nullable(),
      example: z.string(),
    }),
  ),
  truncated: z.boolean(),
  filesScanned: z.number().int(),
});

/** One check of an inspection: passed or not, and why, in the reader's language. */
export const inspectCheckSchema = z.object({
  id: z.string(),
  level: z.string(),
  passed: z.boolean(),
  message: z.string(),
  unreachable: z.literal(true).optional().describe("Not decided: what the check needs could not be reached over the network."),
});

const redirectSchema = z.object({ from: z.string(), to: z.string(), status: z.number().int() });

/**
 * The inspection of an app's address: Chromium's installability verdict and every check. The
 * manifest's fields and the images' facts are described by name only.
 */
export const inspectionSchema = z.object({
  url: z.string(),
  finalUrl: z.string(),
  redirects: z.array(redirectSchema),
  manifestUrl: z.string().nullable(),
  manifest: describedObject("The manifest's members the store uses (name, icons, display, ...); null without a manifest."),
  checks: z.array(inspectCheckSchema),
  installable: z.object({
    verdict: z.boolean(),
    reasons: z.array(z.string()),
    outcome: z
      .enum(["installable", "not_installable", "inconclusive"])
      .describe("inconclusive: no required check failed on the site's answer, but the network left one undecided; try again."),
    unreachable: z.array(z.string()).describe("The messages of the required checks the network left undecided."),
  }),
  serviceWorker: z.object({
    detected: z.boolean(),
    script: z.string().nullable(),
    foundIn: z.string().nullable(),
    scriptsChecked: z.number().int(),
    notScanned: z.array(z.object({ url: z.string(), reason: z.enum(["count_limit", "bytes_limit", "budget", "unreachable", "failed"]) })),
  }),
  images: z.array(describedObject("An icon or screenshot: where, fetched or not, sniffed type, size.")),
  warnings: z.array(z.string()),
  duplicate: z.object({ id: z.string(), slug: z.string() }).nullable(),
  inspectedAt: z.number(),
  hosting: hostingReportSchema.optional().describe("An uploaded app's hosting report."),
});

/** An app as its owner sees it: status, health of the latest checks, what they may do next. */
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
  websiteUrl: z.string().nullable(),
  supportUrl: z.string().nullable(),
  privacyPolicyUrl: z.string().nullable(),
  termsUrl: z.string().nullable(),
  startUrl: z.string(),
  source: z.enum(["url", "hosted"]),
  status: z.string(),
  rejectionReason: z.string().nullable(),
  opens: z.number().int(),
  rating: z.number(),
  ratingCount: z.number().int(),
  verified: z.boolean(),
  verifiedAt: z.number().nullable(),
  verificationToken: z.string().nullable(),
  health: z.object({
    checkedAt: z.number().nullable(),
    brokenSince: z.number().nullable(),
    withdrawn: z.boolean(),
    installable: z.boolean().nullable(),
    reasons: z.array(z.string()),
    checks: z.array(inspectCheckSchema),
  }),
  hosting: hostingReportSchema.nullable().describe("A hosted app's hosting report for the version it serves."),
  actions: z.array(z.string()).describe("What the owner may do now: publish, unpublish, edit, delete."),
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
  path: z.string(),
  url: z.string(),
  verified: z.boolean(),
  verifiedAt: z.number().nullable(),
});

/** POST /upload: the new hosted app and its own origin. */
export const hostedAppCreatedSchema = z.object({
  id: z.string(),
  slug: z.string(),
  url: z.string(),
  status: z.string(),
  hosting: hostingReportSchema,
});

/** One uploaded version of a hosted app. */
export const appVersionSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  label: z.string(),
  fileCount: z.number().int(),
  totalBytes: z.number().int(),
  zipBytes: z.number().int(),
  createdAt: z.number(),
  current: z.boolean(),
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
