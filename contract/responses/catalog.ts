/**
 * Response bodies of the public catalog (worker/api/catalog.ts): the one description of each,
 * read by the API reference and, as `z.infer`, by both sides' types (contract/catalog.ts).
 */
import { z } from "zod";
import { pageOf } from "./envelope.ts";

/** An app as listings show it (docs/api.md, Catalog), text in the reader's language. */
export const appCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  shortName: z.string(),
  description: z.string(),
  icon: z.string(),
  /** The category id; `categoryName` is its name in the reader's language. */
  category: z.string().describe("The category id; categoryName is its name in the reader's language."),
  categoryName: z.string(),
  tags: z.array(z.string()),
  developer: z.string(),
  version: z.string(),
  sizeBytes: z.number().nullable(),
  rating: z.number(),
  ratingCount: z.number().int(),
  opens: z.number().int(),
  featured: z.boolean(),
  createdAt: z.number().describe("Milliseconds since 1970."),
  updatedAt: z.number(),
  publishedAt: z.number().nullable(),
  /** Verified publisher: the owner proved control of the app's origin (docs/publishing.md). */
  verified: z.boolean().describe("The owner proved control of the app's origin."),
  /** Only in a trending listing: what it ranks by. */
  recentOpens: z
    .number()
    .int()
    .optional()
    .describe("Only in a trending listing (sort=trending): the app's opens in the last 7 UTC days, today included, which it ranks by."),
});

/** An icon the app declares (W3C manifest `icons` entry, src resolved to an absolute URL). */
export const appIconSchema = z.object({
  src: z.string(),
  sizes: z.string().optional(),
  type: z.string().optional(),
  purpose: z.string().optional(),
});

/** A screenshot (W3C manifest `screenshots` entry). */
export const appScreenshotSchema = z.object({
  src: z.string(),
  sizes: z.string().optional(),
  type: z.string().optional(),
  label: z.string().optional(),
  formFactor: z.enum(["wide", "narrow"]).optional(),
});

/** An app as its detail page shows it: every detail field on top of the card. */
export const appDetailSchema = appCardSchema.extend({
  longDescription: z.string(),
  features: z.array(z.string()),
  icons: z.array(appIconSchema),
  screenshots: z.array(appScreenshotSchema),
  requirements: z.array(z.string()),
  permissions: z.array(z.string()),
  privacyPolicyUrl: z.string().nullable(),
  termsUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  supportUrl: z.string().nullable(),
  startUrl: z.string(),
  scope: z.string().nullable(),
  display: z.string(),
  themeColor: z.string().nullable(),
  source: z.enum(["url", "hosted"]),
  views: z.number().int(),
  favoritesCount: z.number().int(),
  developerId: z.string().nullable(),
  /** The category's icon name and palette classes, for the detail page's badge. */
  categoryIcon: z.string(),
  categoryColorClass: z.string(),
  /**
   * False once an administrator has deactivated the category: the app stays reachable, but the
   * category has no page of its own (the detail page marks it "inactive" and links nowhere).
   */
  categoryActive: z.boolean().describe("False once an administrator has deactivated the category."),
});

/** One page of a catalog listing (GET /api/client/apps and the listing pages). */
export const appListingSchema = pageOf(appCardSchema).extend({
  /**
   * A search that found less than a page was asked again forgiving typos (issue 39): the query it
   * used, each misspelt word replaced by the catalog word it was read as ("spotfy" → "spotify").
   */
  correctedQuery: z.string().optional(),
  /** No app matches every word of the search, even corrected: these match some of them. */
  partial: z.boolean().optional(),
});

/** A category as pages and the API show it: text already in the reader's language. */
export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  colorClass: z.string(),
  /** Published apps in the category. */
  appCount: z.number().int(),
});

/** The home page's hero figures. */
export const storeStatsSchema = z.object({
  /** Published apps. */
  apps: z.number().int(),
  /** Opens of published apps, all time. */
  opens: z.number().int(),
  /** Mean of every rating given to a published app (weighted by each app's rating count), one decimal; 0 without ratings. */
  rating: z.number(),
  /** How many ratings that mean rests on. */
  ratings: z.number().int(),
});

/** POST /apps/:id/open: where to send the visitor. */
export const appOpenSchema = z.object({ url: z.string() });

/**
 * GET /api/client/suggestions: what the header's search box offers while a visitor types (issue
 * 39): up to six apps, as the search would rank them (typos forgiven), and the categories whose
 * name matches.
 */
export const suggestionsSchema = z.object({
  apps: z.array(appCardSchema.pick({ id: true, slug: true, name: true, icon: true, category: true, categoryName: true })),
  categories: z.array(categorySchema),
  /** The words the apps were found by, each misspelt one as the catalog's word it was read as. */
  correctedQuery: z.string().optional(),
});
