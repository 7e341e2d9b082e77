/** Response bodies of the public catalog (worker/api/catalog.ts), as zod for the API reference. */
import { z } from "zod";
import { pageOf } from "./envelope.ts";

/** An app as listings show it, text in the reader's language. */
export const appCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  shortName: z.string(),
  description: z.string(),
  icon: z.string(),
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
  verified: z.boolean().describe("The owner proved control of the app's origin."),
});

const appImageSchema = z.object({ src: z.string(), sizes: z.string().optional(), type: z.string().optional() });

/** The detail page's fields on top of the card. */
export const appDetailSchema = appCardSchema.extend({
  longDescription: z.string(),
  features: z.array(z.string()),
  icons: z.array(appImageSchema),
  screenshots: z.array(appImageSchema),
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
  categoryIcon: z.string(),
  categoryColorClass: z.string(),
  categoryActive: z.boolean(),
});

/** GET /apps: one page of cards and the total. */
export const appListingSchema = pageOf(appCardSchema);

/** A category with its published apps' count, text in the reader's language. */
export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  colorClass: z.string(),
  appCount: z.number().int(),
});

/** The home page's figures. */
export const storeStatsSchema = z.object({
  apps: z.number().int(),
  opens: z.number().int(),
  rating: z.number(),
  ratings: z.number().int(),
});

/** POST /apps/:id/open: where to send the visitor. */
export const appOpenSchema = z.object({ url: z.string() });
