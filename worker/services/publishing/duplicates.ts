/**
 * Is this app already in the store? Identity is the manifest's W3C `id` (apps.manifest_id);
 * rows stored without one (curated rows) are matched by start URL, which is what the id defaults
 * to. A root URL is compared with and without its trailing slash, since rows written by hand
 * ("https://app.example") and URLs the parser prints ("https://app.example/") differ only there.
 */
import { and, inArray, isNull, or } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { apps, type AppStatus } from "#db/schema.ts";
import type { AppIdentity } from "../../inspector/inspection/facts.ts";

export type { AppIdentity };

/** "https://a.example/" → ["https://a.example/", "https://a.example"]; other URLs as they are. */
export function urlVariants(value: string): string[] {
  try {
    const url = new URL(value);
    if (url.pathname === "/" && url.search === "" && url.hash === "") return [url.href, url.href.slice(0, -1)];
    return [url.href];
  } catch {
    return [value];
  }
}

/**
 * The first app in `statuses` with the same identity, or null. The inspection asks about listed
 * (published) apps, whose page it can link to; the add step may ask about pending ones too.
 *
 * @example
 * await findDuplicateApp(db, { id: "https://notes.example/", startUrl: "https://notes.example/?source=pwa" })
 * // → { id: "app_123", slug: "notes" }
 */
export async function findDuplicateApp(
  db: Database,
  identity: AppIdentity,
  statuses: readonly AppStatus[] = ["published"],
): Promise<{ id: string; slug: string } | null> {
  const ids = urlVariants(identity.id);
  const starts = [...new Set([...urlVariants(identity.startUrl), ...ids])];
  const row = await db
    .select({ id: apps.id, slug: apps.slug })
    .from(apps)
    .where(
      and(
        inArray(apps.status, [...statuses]),
        or(inArray(apps.manifestId, ids), and(isNull(apps.manifestId), inArray(apps.startUrl, starts))),
      ),
    )
    .orderBy(apps.createdAt)
    .limit(1)
    .get();
  return row ?? null;
}
