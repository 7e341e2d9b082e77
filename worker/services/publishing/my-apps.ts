/**
 * The owner's side of publishing (/my-pwas, docs/publishing.md#status-lifecycle): their apps in any status, editing the
 * metadata, deleting. Every lookup is scoped to the owner: another user's app is "not found",
 * exactly like an id that names nothing, so ids cannot be probed.
 */
import { storedHostingReport } from "#contract/hosting-report.ts";
import type { MyAppView } from "#contract/publishing.ts";
import type { AppMetadata } from "#contract/schemas/app-metadata.ts";
import { storedInstallability, type Inspection } from "#contract/schemas/publishing.ts";
import type { Database } from "#db/client.ts";
import type { AppScreenshot, AppStatus, Translations as CategoryTranslations } from "#db/schema.ts";
import { parseJson, roundRating } from "../catalog/app-view.ts";
import { allowedOwnerActions, BROKEN_WITHDRAWAL, nextStatus } from "./lifecycle.ts";
import { categoryRefusal } from "./new-app.ts";
import { refuse, succeed, type Result } from "#worker/lib/refusal.ts";

interface MyAppRow {
  id: string;
  slug: string;
  name: string;
  description: string;
  long_description: string;
  icon: string;
  category_id: string;
  category_name: string;
  category_translations: string;
  tags: string;
  features: string;
  developer_name: string;
  screenshots: string;
  website_url: string | null;
  support_url: string | null;
  privacy_policy_url: string | null;
  terms_url: string | null;
  start_url: string;
  source: "url" | "hosted";
  status: AppStatus;
  status_reason: string | null;
  opens: number;
  rating_average: number;
  rating_count: number;
  verified_at: number | null;
  verification_token: string | null;
  last_report: string | null;
  last_checked_at: number | null;
  broken_since: number | null;
  current_version_id: string | null;
  created_at: number;
  updated_at: number;
  published_at: number | null;
}

const COLUMNS = `a.id, a.slug, a.name, a.description, a.long_description, a.icon, a.category_id,
  c.name AS category_name, c.translations AS category_translations, a.tags, a.features,
  a.developer_name, a.screenshots, a.website_url,
  a.support_url, a.privacy_policy_url, a.terms_url, a.start_url, a.source, a.status,
  a.status_reason, a.opens, a.rating_average, a.rating_count, a.verified_at, a.verification_token,
  a.last_report, a.last_checked_at, a.broken_since, a.current_version_id, a.created_at,
  a.updated_at, a.published_at`;

function toView(row: MyAppRow, locale: string, autoApprove: boolean): MyAppView {
  const inspection = parseJson<Partial<Inspection> | null>(row.last_report, null);
  const installability = storedInstallability(inspection?.installable);
  const withdrawn = row.status === "unpublished" && row.status_reason === BROKEN_WITHDRAWAL;
  const categoryText = parseJson<CategoryTranslations>(row.category_translations, {})[locale as keyof CategoryTranslations];
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    longDescription: row.long_description,
    icon: row.icon,
    category: row.category_id,
    categoryName: categoryText?.name || row.category_name,
    tags: parseJson<string[]>(row.tags, []),
    features: parseJson<string[]>(row.features, []),
    developerName: row.developer_name,
    screenshots: parseJson<AppScreenshot[]>(row.screenshots, []).map((shot) => shot.src),
    websiteUrl: row.website_url,
    supportUrl: row.support_url,
    privacyPolicyUrl: row.privacy_policy_url,
    termsUrl: row.terms_url,
    startUrl: row.start_url,
    source: row.source,
    status: row.status,
    rejectionReason: row.status === "rejected" ? row.status_reason : null,
    opens: row.opens,
    rating: roundRating(row.rating_average),
    ratingCount: row.rating_count,
    verified: row.verified_at !== null,
    verifiedAt: row.verified_at,
    verificationToken: row.verification_token,
    health: {
      checkedAt: row.last_checked_at,
      brokenSince: row.broken_since,
      withdrawn,
      // An inspection the network left undecided has no verdict: null, and why it is undecided.
      installable: installability && installability.outcome !== "inconclusive" ? installability.verdict : null,
      reasons: installability?.outcome === "inconclusive" ? installability.unreachable : (installability?.reasons ?? []),
      checks: Array.isArray(inspection?.checks) ? inspection.checks : [],
    },
    hosting: row.source === "hosted" ? storedHostingReport(inspection?.hosting) : null,
    actions: allowedOwnerActions(row.status, { autoApprove, withdrawnAsBroken: withdrawn }),
    currentVersionId: row.current_version_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
  };
}

/** The owner's apps in every status but deleted, newest first. */
export async function listMyApps(db: Database, userId: string, locale: string, options: { autoApprove: boolean }): Promise<MyAppView[]> {
  const { results } = await db.$client
    .prepare(
      `SELECT ${COLUMNS} FROM apps a JOIN categories c ON c.id = a.category_id
       WHERE a.developer_id = ? AND a.status <> 'deleted' ORDER BY a.created_at DESC, a.id`,
    )
    .bind(userId)
    .all<MyAppRow>();
  return results.map((row) => toView(row, locale, options.autoApprove));
}

/** One of the owner's apps (not deleted), or null. */
export async function getMyApp(
  db: Database,
  userId: string,
  appId: string,
  locale: string,
  options: { autoApprove: boolean },
): Promise<MyAppView | null> {
  const row = await db.$client
    .prepare(
      `SELECT ${COLUMNS} FROM apps a JOIN categories c ON c.id = a.category_id
       WHERE a.id = ? AND a.developer_id = ? AND a.status <> 'deleted'`,
    )
    .bind(appId, userId)
    .first<MyAppRow>();
  return row ? toView(row, locale, options.autoApprove) : null;
}

/**
 * Replaces the owner-editable metadata (a PUT: fields left out of the body take their defaults).
 * Editing never changes the status; the table refuses it for archived apps
 * (`publish_edit_not_allowed`); an unknown category, or an inactive one the app is not already in, is
 * `publish_category_invalid`.
 */
export async function updateMyApp(
  db: Database,
  userId: string,
  appId: string,
  metadata: AppMetadata,
  now = Date.now(),
): Promise<Result<void>> {
  const row = await db.$client
    .prepare("SELECT status, category_id, screenshots FROM apps WHERE id = ? AND developer_id = ? AND status <> 'deleted'")
    .bind(appId, userId)
    .first<{ status: AppStatus; category_id: string; screenshots: string }>();
  if (!row) return refuse("publish_app_not_found");
  if (nextStatus(row.status, "edit", { autoApprove: false }) === null) return refuse("publish_edit_not_allowed");
  // An app may stay in a category an administrator has since deactivated, never move into one.
  const categoryRefused = await categoryRefusal(db, metadata.category, row.category_id);
  if (categoryRefused) return categoryRefused;
  // The page's other parts only when sent (appMetadataSchema: absent leaves them as they are).
  const optional: [column: string, value: unknown][] = [];
  if (metadata.features !== undefined) optional.push(["features", JSON.stringify(metadata.features)]);
  if (metadata.developerName !== undefined) optional.push(["developer_name", metadata.developerName]);
  if (metadata.screenshots !== undefined) {
    // A screenshot kept keeps what the manifest said of it (sizes, label); a new one is its address.
    const stored = parseJson<AppScreenshot[]>(row.screenshots, []);
    const shots = metadata.screenshots.map((src) => stored.find((shot) => shot.src === src) ?? { src });
    optional.push(["screenshots", JSON.stringify(shots)]);
  }
  const result = await db.$client
    .prepare(
      `UPDATE apps SET name = ?, description = ?, long_description = ?, category_id = ?, tags = ?,
         website_url = ?, support_url = ?, privacy_policy_url = ?, terms_url = ?,
         ${optional.map(([column]) => `${column} = ?, `).join("")}updated_at = ?
       WHERE id = ? AND developer_id = ? AND status = ?`,
    )
    .bind(
      metadata.name,
      metadata.description,
      metadata.longDescription,
      metadata.category,
      JSON.stringify(metadata.tags),
      metadata.websiteUrl,
      metadata.supportUrl,
      metadata.privacyPolicyUrl,
      metadata.termsUrl,
      ...optional.map(([, value]) => value),
      now,
      appId,
      userId,
      row.status,
    )
    .run();
  // The status moved meanwhile (e.g. archived by an admin): refuse rather than edit blindly.
  return result.meta.changes > 0 ? succeed(undefined) : refuse("publish_edit_not_allowed");
}

/** R2 keys of everything the store keeps for an app (ZIPs and extracted files of every version). */
export const appFilesPrefix = (appId: string) => `apps/${appId}/`;

/**
 * Deletes every R2 object under the app's prefix, a page (up to 1,000 keys) at a time: list()
 * pages with its cursor, delete() takes up to 1,000 keys per call. Answers how many were removed.
 */
export async function deleteAppFiles(bucket: R2Bucket, appId: string): Promise<number> {
  const prefix = appFilesPrefix(appId);
  let removed = 0;
  // Deleting while listing would shift pages under a cursor: list the keys of a page, delete
  // them, and list again from the start until nothing is left.
  for (;;) {
    const page = await bucket.list({ prefix, limit: 1000 });
    if (page.objects.length === 0) return removed;
    await bucket.delete(page.objects.map((object) => object.key));
    removed += page.objects.length;
  }
}

/**
 * The batch that deletes an app found in status `from`: the row is kept as `deleted` (reviews,
 * reports and the audit trail still name it; every public query and /my-pwas leave it out; its
 * slug is never reused, so no new app inherits the origin's storage or service worker), unfeatured
 * and unverified, its versions dropped. The UPDATE applies only if the app is still in `from`
 * (and, with `ownerId`, still that owner's); `chained` statements (a notification, an audit entry
 * written only if it applied: `changes()`) go right after it. Check the first result's
 * `meta.changes`, then remove the files (deleteAppFiles).
 */
export function deleteAppStatements(
  d1: D1Database,
  input: { appId: string; from: AppStatus; ownerId?: string; now: number },
  chained: D1PreparedStatement[] = [],
): D1PreparedStatement[] {
  const params: unknown[] = [input.now, input.appId, input.from];
  if (input.ownerId !== undefined) params.push(input.ownerId);
  const update = d1
    .prepare(
      `UPDATE apps SET status = 'deleted', status_reason = NULL, featured = 0, current_version_id = NULL,
         verification_token = NULL, verified_at = NULL, updated_at = ?1
       WHERE id = ?2 AND status = ?3${input.ownerId === undefined ? "" : " AND developer_id = ?4"}`,
    )
    .bind(...params);
  return [
    update,
    ...chained,
    d1
      .prepare("DELETE FROM app_versions WHERE app_id = ? AND EXISTS (SELECT 1 FROM apps WHERE id = ? AND status = 'deleted')")
      .bind(input.appId, input.appId),
  ];
}

/**
 * Deletes one of the owner's apps (deleteAppStatements says what stays) and every hosted file in
 * R2. Answers how many files went.
 */
export async function deleteMyApp(
  db: Database,
  bucket: R2Bucket,
  userId: string,
  appId: string,
  now = Date.now(),
): Promise<Result<{ filesRemoved: number }>> {
  const row = await db.$client
    .prepare("SELECT status FROM apps WHERE id = ? AND developer_id = ? AND status <> 'deleted'")
    .bind(appId, userId)
    .first<{ status: AppStatus }>();
  if (!row) return refuse("publish_app_not_found");
  if (nextStatus(row.status, "delete", { autoApprove: false }) !== "deleted") return refuse("publish_delete_not_allowed");
  const d1 = db.$client;
  const [update] = await d1.batch(deleteAppStatements(d1, { appId, from: row.status, ownerId: userId, now }));
  if (update!.meta.changes === 0) return refuse("publish_conflict");
  return succeed({ filesRemoved: await deleteAppFiles(bucket, appId) });
}
