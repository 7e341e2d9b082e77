/**
 * Response bodies of the owner's publishing endpoints (worker/api/my-pwas.ts, publishing.ts,
 * publishing-upload.ts), as zod for the API reference.
 */
import { z } from "zod";
import { pageOf } from "./envelope.ts";

/** The inspection of an app's address: Chromium's installability verdict and every check. */
export const inspectionSchema = z.object({}).describe("The inspection report card: verdict, reasons, checks, manifest facts.");

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
    checks: z.array(z.object({})),
  }),
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
export const hostedAppCreatedSchema = z.object({ id: z.string(), slug: z.string(), url: z.string(), status: z.string() });

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
});

/** GET /:id/versions: every version and which one the origin serves. */
export const appVersionListSchema = z.object({
  appId: z.string(),
  slug: z.string(),
  url: z.string(),
  currentVersionId: z.string().nullable(),
  items: z.array(appVersionSchema),
});
