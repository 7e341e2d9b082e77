/**
 * Server side of the detail page (/app/:id): the published app, related apps and the first page
 * of its public reviews with the rating summary, read through the services' batch reads.
 * `.server.ts`: React Router keeps it out of the browser bundle (zod stays out with it).
 */
import { ID_PATTERN } from "#contract/ids.ts";
import { reviewListQuerySchema } from "#contract/schemas/community.ts";
import { readTogether } from "#db/batch-read.ts";
import type { Database } from "#db/client.ts";
import { publishedAppRead, relatedAppsRead } from "#worker/services/catalog/detail.ts";
import { packCard } from "../lib/catalog-card.ts";
import { reviewListingRead } from "#worker/services/community/reviews.ts";

/**
 * The detail page's data for an app id or slug (related apps as packed cards, app/lib/catalog-card.ts), or null when it names no published app (a key of
 * another shape is not looked up). One D1 round trip (ADR 0057): the related apps and the reviews
 * look the app up by its key inside their own statements, so all three go in one batch. Views
 * are counted by the API, not here.
 */
export async function loadAppDetailPage(db: Database, key: string, locale: string) {
  if (!ID_PATTERN.test(key)) return null;
  const d1 = db.$client;
  const [app, related, reviews] = await readTogether(
    d1,
    publishedAppRead(d1, key, locale),
    relatedAppsRead(d1, key, locale),
    // The API's own defaults (contract/schemas/community.ts). Anonymous on purpose: the page is
    // edge-cached and shared by everyone, so nothing personal (the viewer's own review, their
    // helpful votes) may be in its HTML; the browser fetches that with the bearer token.
    reviewListingRead(d1, key, reviewListQuerySchema.parse({}), null),
  );
  if (!app) return null;
  return { app, related: related.map(packCard), reviews };
}
