/**
 * The catalog's answers as both sides see them: the app card and detail, categories, the home
 * page's figures and a listing page. Each is `z.infer` of its response schema
 * (contract/responses/catalog.ts), the one description the API reference reads too. The Worker's
 * catalog services (worker/services/catalog/, worker/services/categories.ts) build them; the
 * pages and the API return them unchanged.
 */
import type { z } from "zod";
import type {
  appCardSchema,
  appDetailSchema,
  appListingSchema,
  categorySchema,
  storeStatsSchema,
  suggestionsSchema,
} from "./responses/catalog.ts";

export type AppCard = z.infer<typeof appCardSchema>;
export type AppDetail = z.infer<typeof appDetailSchema>;
export type CategoryView = z.infer<typeof categorySchema>;
export type StoreStats = z.infer<typeof storeStatsSchema>;
export type Listing = z.infer<typeof appListingSchema>;
export type Suggestions = z.infer<typeof suggestionsSchema>;
