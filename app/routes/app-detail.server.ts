/**
 * Server side of the detail page (/app/:id): the published app, related apps and the first page
 * of its public reviews with the rating summary, read by calling the services directly.
 * `.server.ts`: React Router keeps it out of the browser bundle (zod stays out with it).
 */
import type { ReviewListing } from "#contract/community.ts";
import { ID_PATTERN } from "#contract/ids.ts";
import { reviewListQuerySchema } from "#contract/schemas/community.ts";
import type { Database } from "#db/client.ts";
import { getPublishedApp, listRelatedApps } from "#worker/services/catalog/detail.ts";
import { packCard } from "../lib/catalog-card.ts";
import { listReviews } from "#worker/services/community/reviews.ts";

/**
 * The detail page's data for an app id or slug (related apps as packed cards, app/lib/catalog-card.ts), or null when it names no published app (a key of
 * another shape is not looked up). Views are counted by the API, not here.
 */
export async function loadAppDetailPage(db: Database, key: string, locale: string) {
  const app = ID_PATTERN.test(key) ? await getPublishedApp(db, key, locale) : null;
  if (!app) return null;
  const [related, reviews] = await Promise.all([listRelatedApps(db, app, locale), loadPublicReviews(db, app.id)]);
  return { app, related: related.map(packCard), reviews };
}

/**
 * The first page of an app's public reviews (newest first) and its rating summary, read with the
 * API's own defaults (contract/schemas/community.ts). Anonymous on purpose: the page is
 * edge-cached and shared by everyone, so nothing personal (the viewer's own review, their helpful
 * votes) may be in its HTML; the browser fetches that with the bearer token.
 */
export async function loadPublicReviews(db: Database, appId: string): Promise<ReviewListing | null> {
  return listReviews(db, appId, reviewListQuerySchema.parse({}), null);
}
