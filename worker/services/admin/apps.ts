/**
 * The admin area's view of apps (docs/publishing.md#status-lifecycle: a new app is pending until an
 * admin approves it; admins see the apps whose site broke): every app in any status but deleted,
 * with its owner, the summary of its latest inspection, since when it is broken and how many open
 * user reports name it. Status moves (approve, reject, publish, unpublish) go through
 * publishing/lifecycle.ts (`adminTransition`); featuring, the admin's edit of category and tags,
 * and deleting are here. Each writes the owner's notification and the audit entry in its own batch.
 */
import { storedHostingReport, type HostingReport } from "#contract/hosting-report.ts";
import type { AdminAppsQuery, AdminAppStatus, EditAppListing } from "#contract/schemas/admin.ts";
import { ADMIN_APP_STATUSES } from "#contract/schemas/admin.ts";
import { storedInstallability, type Inspection } from "#contract/schemas/publishing.ts";
import type { AdminAppDetail, AdminAppItem, AdminAppPage, InspectionSummary } from "#contract/admin.ts";
import { ADMIN_ACTIONS, type AdminAppAction } from "#contract/publishing.ts";
import type { Database } from "#db/client.ts";
import type { AppStatus, Translations as CategoryTranslations, AppTranslations, NotificationKind } from "#db/schema.ts";
import { refuse, succeed, type Result } from "#worker/lib/refusal.ts";
import { appText, parseJson } from "../catalog/app-view.ts";
import { insertNotificationIfChangedStatement, notificationDraft, type NotificationDraft } from "../community/notifications.ts";
import { offsetOf } from "../community/shared.ts";
import { nextStatus } from "../publishing/lifecycle.ts";
import { appFilesPrefix, deleteAppFiles, deleteAppStatements } from "../publishing/my-apps.ts";
import { deleteByPrefix } from "../publishing/zip/storage.ts";
import { auditStatementIfChanged, type AuditActor } from "./audit.ts";
import { likePattern, personRef } from "./shared.ts";

// The admin list's statuses are the apps column's, minus `deleted`.
true satisfies AdminAppStatus extends Exclude<AppStatus, "deleted">
  ? Exclude<AppStatus, "deleted"> extends AdminAppStatus
    ? true
    : false
  : false;

interface AppRow {
  id: string;
  slug: string;
  name: string;
  icon: string;
  description: string;
  long_description?: string;
  tags?: string;
  website_url?: string | null;
  verified_at?: number | null;
  translations: string | null;
  source: "url" | "hosted";
  status: AppStatus;
  status_reason: string | null;
  category_id: string;
  category_name: string | null;
  category_translations: string | null;
  start_url: string;
  developer_name: string;
  created_at: number;
  updated_at: number;
  published_at: number | null;
  broken_since: number | null;
  last_checked_at: number | null;
  last_report: string | null;
  owner_id: string | null;
  owner_name: string | null;
  owner_username: string | null;
  owner_email: string | null;
  open_reports: number;
  featured: 0 | 1;
}

const COLUMNS = `a.id, a.slug, a.name, a.icon, a.description, a.translations, a.source, a.status, a.status_reason,
  a.category_id, c.name AS category_name, c.translations AS category_translations, a.start_url, a.developer_name,
  a.created_at, a.updated_at, a.published_at, a.broken_since, a.last_checked_at, a.last_report,
  u.id AS owner_id, u.name AS owner_name, u.username AS owner_username, u.email AS owner_email,
  (SELECT count(*) FROM reports p WHERE p.app_id = a.id AND p.review_id IS NULL AND p.status = 'open') AS open_reports,
  a.featured`;

const FROM = "FROM apps a LEFT JOIN categories c ON c.id = a.category_id LEFT JOIN users u ON u.id = a.developer_id";

type StoredInspection = Partial<Inspection> & { refused?: { reason?: string; message?: string } };

function summarize(inspection: StoredInspection | null): InspectionSummary | null {
  if (!inspection || typeof inspection !== "object") return null;
  const checks = Array.isArray(inspection.checks) ? inspection.checks : [];
  const stored = storedInstallability(inspection.installable);
  // An inspection the network left undecided has no verdict: null, and why it is undecided.
  const inconclusive = stored?.outcome === "inconclusive";
  return {
    inspectedAt: typeof inspection.inspectedAt === "number" ? inspection.inspectedAt : null,
    installable: stored && !inconclusive ? stored.verdict : null,
    passed: checks.filter((check) => check.passed).length,
    total: checks.length,
    failedRequired: checks.filter((check) => check.level === "required" && !check.passed && !check.unreachable).length,
    reasons: inconclusive ? stored.unreachable : (stored?.reasons ?? []),
  };
}

/**
 * A stored inspection with every member the card reads: those written by the re-inspection
 * when the page could not load carry only the refusal, and older rows may miss newer members.
 */
function displayInspection(inspection: StoredInspection | null): Inspection | null {
  if (!inspection || typeof inspection !== "object" || typeof inspection.url !== "string") return null;
  return {
    url: inspection.url,
    finalUrl: typeof inspection.finalUrl === "string" ? inspection.finalUrl : inspection.url,
    redirects: Array.isArray(inspection.redirects) ? inspection.redirects : [],
    manifestUrl: inspection.manifestUrl ?? null,
    manifest: inspection.manifest ?? null,
    checks: Array.isArray(inspection.checks) ? inspection.checks : [],
    installable: storedInstallability(inspection.installable) ?? {
      verdict: false,
      reasons: [],
      outcome: "not_installable",
      unreachable: [],
    },
    serviceWorker: {
      detected: Boolean(inspection.serviceWorker?.detected),
      script: inspection.serviceWorker?.script ?? null,
      foundIn: inspection.serviceWorker?.foundIn ?? null,
      scriptsChecked: inspection.serviceWorker?.scriptsChecked ?? 0,
      notScanned: Array.isArray(inspection.serviceWorker?.notScanned) ? inspection.serviceWorker.notScanned : [],
    },
    images: Array.isArray(inspection.images) ? inspection.images : [],
    warnings: Array.isArray(inspection.warnings) ? inspection.warnings : [],
    duplicate: null,
    inspectedAt: typeof inspection.inspectedAt === "number" ? inspection.inspectedAt : 0,
    ...hostingOf(inspection),
  };
}

/** The stored inspection's hosting report, as the member to spread (none for apps added by URL). */
function hostingOf(inspection: StoredInspection): { hosting?: HostingReport } {
  const hosting = storedHostingReport(inspection.hosting);
  return hosting ? { hosting } : {};
}

/**
 * What an admin may do to an app in `status`: the moves the transition table allows, featuring a
 * listed app (unfeaturing a featured one whatever its status), deleting.
 */
export function adminActionsFor(status: AppStatus, featured: boolean): AdminAppAction[] {
  const actions: AdminAppAction[] = ADMIN_ACTIONS.filter((action) => nextStatus(status, action, { autoApprove: false }) !== null);
  if (featured) actions.push("unfeature");
  else if (status === "published") actions.push("feature");
  if (nextStatus(status, "delete", { autoApprove: false }) !== null) actions.push("delete");
  return actions;
}

function toItem(row: AppRow, locale: string): AdminAppItem {
  const categoryText = parseJson<CategoryTranslations>(row.category_translations, {})[locale as keyof CategoryTranslations];
  const text = appText(parseJson<AppTranslations>(row.translations, {}), locale);
  return {
    id: row.id,
    slug: row.slug,
    name: text.name || row.name,
    icon: row.icon,
    description: text.description || row.description,
    source: row.source,
    status: row.status,
    statusReason: row.status_reason,
    category: row.category_id,
    categoryName: categoryText?.name || row.category_name || row.category_id,
    startUrl: row.start_url,
    owner: personRef(row.owner_id, row.owner_name, row.owner_username, row.owner_email),
    developerName: row.developer_name,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
    brokenSince: row.broken_since,
    lastCheckedAt: row.last_checked_at,
    report: summarize(parseJson<StoredInspection | null>(row.last_report, null)),
    openReports: row.open_reports,
    featured: row.featured === 1,
    actions: adminActionsFor(row.status, row.featured === 1),
  };
}

/**
 * Apps for the admin list, filtered by status, broken (the re-inspection's mark), featured and a
 * search (LIKE, wildcards literal) over name, slug, start URL, developer name and the owner's
 * username or email. Pending apps come first, those waiting longest first (a queue); then the most
 * recently changed.
 */
export async function listAdminApps(db: Database, query: AdminAppsQuery, locale: string): Promise<AdminAppPage> {
  const d1 = db.$client;
  const conditions = ["a.status <> 'deleted'"];
  const params: unknown[] = [];
  if (query.broken !== undefined) conditions.push(query.broken ? "a.broken_since IS NOT NULL" : "a.broken_since IS NULL");
  if (query.featured !== undefined) conditions.push(query.featured ? "a.featured = 1" : "a.featured = 0");
  if (query.q) {
    params.push(likePattern(query.q));
    const n = params.length;
    conditions.push(
      `(a.name LIKE ?${n} ESCAPE '\\' OR a.slug LIKE ?${n} ESCAPE '\\' OR a.start_url LIKE ?${n} ESCAPE '\\' OR a.developer_name LIKE ?${n} ESCAPE '\\' OR u.username LIKE ?${n} ESCAPE '\\' OR u.email LIKE ?${n} ESCAPE '\\')`,
    );
  }
  const shared = conditions.join(" AND ");
  const listConditions = [shared];
  const listParams = [...params];
  if (query.status) {
    listParams.push(query.status);
    listConditions.push(`a.status = ?${listParams.length}`);
  }
  const where = listConditions.join(" AND ");
  listParams.push(query.pageSize, offsetOf(query));
  const limit = `LIMIT ?${listParams.length - 1} OFFSET ?${listParams.length}`;
  const [items, counts] = await d1.batch([
    d1
      .prepare(
        `SELECT ${COLUMNS} ${FROM} WHERE ${where}
         ORDER BY a.status = 'pending' DESC, CASE WHEN a.status = 'pending' THEN a.updated_at END, a.updated_at DESC, a.id ${limit}`,
      )
      .bind(...listParams),
    d1.prepare(`SELECT a.status AS status, count(*) AS n ${FROM} WHERE ${shared} GROUP BY a.status`).bind(...params),
  ]);
  const statusCounts = Object.fromEntries(ADMIN_APP_STATUSES.map((status) => [status, 0])) as Record<AdminAppStatus, number>;
  for (const row of counts!.results as { status: AdminAppStatus; n: number }[]) {
    if (row.status in statusCounts) statusCounts[row.status] = row.n;
  }
  const total = query.status ? statusCounts[query.status] : Object.values(statusCounts).reduce((sum, n) => sum + n, 0);
  return {
    items: (items!.results as AppRow[]).map((row) => toItem(row, locale)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    statusCounts,
  };
}

/** One app (any status but deleted) with its full latest report; null when there is none. */
export async function getAdminApp(db: Database, appId: string, locale: string): Promise<AdminAppDetail | null> {
  const row = await db.$client
    .prepare(`SELECT ${COLUMNS}, a.long_description, a.tags, a.website_url, a.verified_at ${FROM} WHERE a.id = ? AND a.status <> 'deleted'`)
    .bind(appId)
    .first<AppRow>();
  if (!row) return null;
  const stored = parseJson<StoredInspection | null>(row.last_report, null);
  const text = appText(parseJson<AppTranslations>(row.translations, {}), locale);
  return {
    ...toItem(row, locale),
    longDescription: text.longDescription || row.long_description || "",
    tags: parseJson<string[]>(row.tags ?? null, []),
    websiteUrl: row.website_url ?? null,
    verified: row.verified_at != null,
    lastReport: displayInspection(stored),
    lastRefusal: typeof stored?.refused?.message === "string" ? stored.refused.message : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Featuring, editing the listing, deleting

/** What the admin's changes read of an app before deciding. */
interface TargetRow {
  id: string;
  slug: string;
  name: string;
  developer_id: string | null;
  status: AppStatus;
  featured: 0 | 1;
  category_id: string;
  tags: string;
}

async function readTarget(db: Database, appId: string): Promise<TargetRow | null> {
  return db.$client
    .prepare("SELECT id, slug, name, developer_id, status, featured, category_id, tags FROM apps WHERE id = ? AND status <> 'deleted'")
    .bind(appId)
    .first<TargetRow>();
}

/** The owner's notification of a change to their app (none for a store-curated app). */
function ownerNotice(row: TargetRow, kind: NotificationKind): NotificationDraft | null {
  return row.developer_id ? notificationDraft(row.developer_id, kind, { appId: row.id, appSlug: row.slug, appName: row.name }) : null;
}

/** One conditional UPDATE with the notification and audit entry chained on it (both only if it applied). */
async function applyChange(
  d1: D1Database,
  update: D1PreparedStatement,
  notification: NotificationDraft | null,
  audit: Parameters<typeof auditStatementIfChanged>[1],
): Promise<boolean> {
  const statements = [update];
  if (notification) statements.push(insertNotificationIfChangedStatement(d1, notification));
  statements.push(auditStatementIfChanged(d1, audit));
  const [result] = await d1.batch(statements);
  return result!.meta.changes > 0;
}

export interface AdminChange {
  name: string;
  /** The owner's notification, to mail after the answer (mailNotifications). */
  notifications: NotificationDraft[];
}

/**
 * Features a listed app on the home page's row, or takes it off. At most `limit` apps are featured
 * at once (settings: general.featuredLimit): the count and the flag are one conditional UPDATE, so
 * two concurrent features cannot both take the last place. Refusals: `publish_app_not_found`,
 * `publish_not_allowed` (not listed), `app_already_featured` / `app_not_featured`,
 * `app_featured_limit` (with `limit`).
 *
 * @example
 * unwrap(await setFeatured(db, { appId, featured: true, limit: settings.general.featuredLimit, actor }));
 */
export async function setFeatured(
  db: Database,
  input: { appId: string; featured: boolean; limit: number; actor: AuditActor },
): Promise<Result<AdminChange>> {
  const row = await readTarget(db, input.appId);
  if (!row) return refuse("publish_app_not_found");
  const d1 = db.$client;
  const update = input.featured
    ? d1
        .prepare(
          `UPDATE apps SET featured = 1 WHERE id = ?1 AND status = 'published' AND featured = 0
             AND (SELECT count(*) FROM apps WHERE featured = 1 AND status <> 'deleted') < ?2`,
        )
        .bind(row.id, input.limit)
    : d1.prepare("UPDATE apps SET featured = 0 WHERE id = ? AND featured = 1 AND status <> 'deleted'").bind(row.id);
  const notification = ownerNotice(row, input.featured ? "app_featured" : "app_unfeatured");
  const changed = await applyChange(d1, update, notification, {
    actor: input.actor,
    action: input.featured ? "app.feature" : "app.unfeature",
    target: { type: "app", id: row.id, label: row.name },
    before: { featured: !input.featured },
    after: { featured: input.featured },
  });
  if (changed) return succeed({ name: row.name, notifications: notification ? [notification] : [] });
  // Why not: as the app is now.
  const now = await readTarget(db, input.appId);
  if (!now) return refuse("publish_app_not_found");
  if (!input.featured) return refuse("app_not_featured");
  if (now.featured === 1) return refuse("app_already_featured");
  if (now.status !== "published") return refuse("publish_not_allowed", { status: now.status });
  return refuse("app_featured_limit", { limit: input.limit });
}

/**
 * The admin's edit of an app's listing: its category (an active one: `admin_category_invalid`)
 * and tags (already normalised by the schema). Any status but deleted. Nothing changes, nothing
 * is written; otherwise the UPDATE applies only if the listing is still as read
 * (`publish_conflict`) and the category still active.
 */
export async function editAppListing(
  db: Database,
  input: { appId: string; changes: EditAppListing; actor: AuditActor; now?: number },
): Promise<Result<AdminChange>> {
  const row = await readTarget(db, input.appId);
  if (!row) return refuse("publish_app_not_found");
  const d1 = db.$client;
  const activeCategory = (id: string) =>
    d1.prepare("SELECT 1 AS ok FROM categories WHERE id = ? AND is_active = 1").bind(id).first<{ ok: number }>();
  const before = { categoryId: row.category_id, tags: parseJson<string[]>(row.tags, []) };
  const after = { categoryId: input.changes.categoryId ?? before.categoryId, tags: input.changes.tags ?? before.tags };
  if (input.changes.categoryId !== undefined && !(await activeCategory(after.categoryId))) return refuse("admin_category_invalid");
  if (after.categoryId === before.categoryId && JSON.stringify(after.tags) === JSON.stringify(before.tags)) {
    return succeed({ name: row.name, notifications: [] });
  }
  const update = d1
    .prepare(
      `UPDATE apps SET category_id = ?1, tags = ?2, updated_at = ?3
       WHERE id = ?4 AND status <> 'deleted' AND category_id = ?5 AND tags = ?6
         AND EXISTS (SELECT 1 FROM categories WHERE id = ?1 AND is_active = 1)`,
    )
    .bind(after.categoryId, JSON.stringify(after.tags), input.now ?? Date.now(), row.id, row.category_id, row.tags);
  const notification = ownerNotice(row, "app_edited");
  const changed = await applyChange(d1, update, notification, {
    actor: input.actor,
    action: "app.update",
    target: { type: "app", id: row.id, label: row.name },
    before,
    after,
  });
  if (changed) return succeed({ name: row.name, notifications: notification ? [notification] : [] });
  if (!(await activeCategory(after.categoryId))) return refuse("admin_category_invalid");
  return (await readTarget(db, input.appId)) ? refuse("publish_conflict") : refuse("publish_app_not_found");
}

/** Where a deleted app's objects are in R2: the app's prefix, plus any version stored elsewhere. */
export interface AppObjects {
  appId: string;
  /** Version prefixes and ZIP keys that are not under the app's own prefix (none for uploads made by this code). */
  elsewhere: string[];
}

/**
 * An admin deletes an app as its owner would (publishing/my-apps.ts deleteAppStatements: the row
 * stays as `deleted`, its versions go), with the owner's notification and the audit entry in the
 * same batch. Answers where its hosted files are: remove them with `removeAppObjects` once the
 * answer has left.
 */
export async function deleteAppAsAdmin(
  db: Database,
  input: { appId: string; actor: AuditActor; now?: number },
): Promise<Result<AdminChange & { objects: AppObjects }>> {
  const row = await readTarget(db, input.appId);
  if (!row) return refuse("publish_app_not_found");
  if (nextStatus(row.status, "delete", { autoApprove: false }) !== "deleted") return refuse("publish_delete_not_allowed");
  const d1 = db.$client;
  const { results: versions } = await d1
    .prepare("SELECT zip_key, files_prefix FROM app_versions WHERE app_id = ?")
    .bind(row.id)
    .all<{ zip_key: string; files_prefix: string }>();
  const own = appFilesPrefix(row.id);
  const elsewhere = [...new Set(versions.flatMap((version) => [version.files_prefix, version.zip_key]))].filter(
    (key) => key && !key.startsWith(own),
  );
  const notification = ownerNotice(row, "app_deleted");
  const chained = [
    ...(notification ? [insertNotificationIfChangedStatement(d1, notification)] : []),
    auditStatementIfChanged(d1, {
      actor: input.actor,
      action: "app.delete",
      target: { type: "app", id: row.id, label: row.name },
      before: { status: row.status, featured: row.featured === 1 },
      after: { status: "deleted", featured: false },
    }),
  ];
  const [update] = await d1.batch(deleteAppStatements(d1, { appId: row.id, from: row.status, now: input.now ?? Date.now() }, chained));
  if (update!.meta.changes === 0) return refuse("publish_conflict");
  return succeed({ name: row.name, notifications: notification ? [notification] : [], objects: { appId: row.id, elsewhere } });
}

/** Removes every R2 object of a deleted app (its prefix and what `elsewhere` names); answers how many. */
export async function removeAppObjects(bucket: R2Bucket, objects: AppObjects): Promise<number> {
  let removed = await deleteAppFiles(bucket, objects.appId);
  for (const prefix of objects.elsewhere) removed += await deleteByPrefix(bucket, prefix);
  return removed;
}
