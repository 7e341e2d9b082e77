/**
 * The admin area's view of apps (docs/publishing.md#status-lifecycle: a new app is pending until an
 * admin approves it; admins see the apps whose site broke): every app in any status but deleted,
 * with its owner, the summary of its latest inspection, since when it is broken and how many open
 * user reports name it. Approving and rejecting go through publishing/lifecycle.ts (`approveApp`,
 * `rejectApp`).
 */
import type { AdminAppsQuery, AdminAppStatus } from "#contract/schemas/admin.ts";
import { ADMIN_APP_STATUSES } from "#contract/schemas/admin.ts";
import type { Inspection } from "#contract/schemas/publishing.ts";
import type { AdminAppDetail, AdminAppItem, AdminAppPage, InspectionSummary } from "#contract/admin.ts";
import { ADMIN_ACTIONS, type AdminAction } from "#contract/publishing.ts";
import type { Database } from "#db/client.ts";
import type { AppStatus, Translations as CategoryTranslations, AppTranslations } from "#db/schema.ts";
import { appText, parseJson } from "../catalog/app-view.ts";
import { offsetOf } from "../community/shared.ts";
import { nextStatus } from "../publishing/lifecycle.ts";
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
}

const COLUMNS = `a.id, a.slug, a.name, a.icon, a.description, a.translations, a.source, a.status, a.status_reason,
  a.category_id, c.name AS category_name, c.translations AS category_translations, a.start_url, a.developer_name,
  a.created_at, a.updated_at, a.published_at, a.broken_since, a.last_checked_at, a.last_report,
  u.id AS owner_id, u.name AS owner_name, u.username AS owner_username, u.email AS owner_email,
  (SELECT count(*) FROM reports p WHERE p.app_id = a.id AND p.review_id IS NULL AND p.status = 'open') AS open_reports`;

const FROM = "FROM apps a LEFT JOIN categories c ON c.id = a.category_id LEFT JOIN users u ON u.id = a.developer_id";

type StoredInspection = Partial<Inspection> & { refused?: { reason?: string; message?: string } };

function summarize(inspection: StoredInspection | null): InspectionSummary | null {
  if (!inspection || typeof inspection !== "object") return null;
  const checks = Array.isArray(inspection.checks) ? inspection.checks : [];
  const installable = inspection.installable && typeof inspection.installable.verdict === "boolean" ? inspection.installable.verdict : null;
  const reasons = Array.isArray(inspection.installable?.reasons)
    ? inspection.installable.reasons.filter((reason): reason is string => typeof reason === "string")
    : [];
  return {
    inspectedAt: typeof inspection.inspectedAt === "number" ? inspection.inspectedAt : null,
    installable,
    passed: checks.filter((check) => check.passed).length,
    total: checks.length,
    failedRequired: checks.filter((check) => check.level === "required" && !check.passed).length,
    reasons,
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
    installable: {
      verdict: Boolean(inspection.installable?.verdict),
      reasons: Array.isArray(inspection.installable?.reasons) ? inspection.installable.reasons : [],
    },
    serviceWorker: inspection.serviceWorker ?? { detected: false, script: null, foundIn: null },
    images: Array.isArray(inspection.images) ? inspection.images : [],
    warnings: Array.isArray(inspection.warnings) ? inspection.warnings : [],
    duplicate: null,
    inspectedAt: typeof inspection.inspectedAt === "number" ? inspection.inspectedAt : 0,
  };
}

/** The admin actions the transition table allows from `status`. */
export const adminActionsFor = (status: AppStatus): AdminAction[] =>
  ADMIN_ACTIONS.filter((action) => nextStatus(status, action, { autoApprove: false }) !== null);

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
    actions: adminActionsFor(row.status),
  };
}

/**
 * Apps for the admin list, filtered by status, broken (the re-inspection's mark) and a search over
 * name, slug, developer name and the owner's username or email. Pending apps come first, those
 * waiting longest first (a queue); then the most recently changed.
 */
export async function listAdminApps(db: Database, query: AdminAppsQuery, locale: string): Promise<AdminAppPage> {
  const d1 = db.$client;
  const conditions = ["a.status <> 'deleted'"];
  const params: unknown[] = [];
  if (query.broken !== undefined) conditions.push(query.broken ? "a.broken_since IS NOT NULL" : "a.broken_since IS NULL");
  if (query.q) {
    params.push(likePattern(query.q));
    const n = params.length;
    conditions.push(
      `(a.name LIKE ?${n} ESCAPE '\\' OR a.slug LIKE ?${n} ESCAPE '\\' OR a.developer_name LIKE ?${n} ESCAPE '\\' OR u.username LIKE ?${n} ESCAPE '\\' OR u.email LIKE ?${n} ESCAPE '\\')`,
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
