/**
 * Loader side of the detail page's reviews: the first page of the public list (newest first) and
 * the rating summary, read with the API's own defaults (contract/schemas/community.ts) by calling
 * the service directly. Anonymous on purpose: the page is edge-cached and shared by everyone, so
 * nothing personal (the viewer's own review, their helpful votes) may be in its HTML; the browser
 * fetches that with the bearer token. `.server.ts`: never bundled for the browser (zod stays out).
 */
import type { Database } from "#db/client.ts";
import { listReviews, type ReviewListing } from "#worker/services/community/reviews.ts";
import { reviewListQuerySchema } from "#contract/schemas/community.ts";

export async function loadPublicReviews(db: Database, appId: string): Promise<ReviewListing | null> {
  return listReviews(db, appId, reviewListQuerySchema.parse({}), null);
}
