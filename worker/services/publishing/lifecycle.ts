/**
 * An app's status lifecycle (the table is written out in docs/publishing.md). One table
 * decides which action may move an app from which status to which; the owner's routes and the
 * admin services below go through it, and the UPDATE re-checks the status it started from, so a
 * concurrent change is a conflict rather than a silent overwrite.
 *
 * "Approved" in the product's vocabulary (docs/product.md#publishing-and-app-statuses) is `published` here: approval lists the app.
 */
import { OWNER_ACTIONS, type AdminAction, type AppAction, type OwnerAction } from "#contract/publishing.ts";
import type { Database } from "#db/client.ts";
import type { AppStatus } from "#db/schema.ts";
import { auditStatementIfChanged, type AuditActor } from "../admin/audit.ts";
import {
  appDecisionNotification,
  insertNotificationIfChangedStatement,
  notificationDraft,
  type NotificationDraft,
} from "../community/notifications.ts";
import { refuse, type Refused } from "#worker/lib/refusal.ts";

/**
 * `apps.status_reason` of an app the re-inspection cron withdrew because it stayed broken for a
 * week (status `unpublished`): it comes back by itself once a check finds it working again, and
 * its owner cannot publish it by hand meanwhile.
 */
export const BROKEN_WITHDRAWAL = "broken";

/** What besides the status decides a transition. */
export interface TransitionContext {
  /** AUTO_APPROVE_APPS or the General setting (services/settings/site.ts): a first submission is listed at once. */
  autoApprove: boolean;
  /** The app is unpublished because the cron withdrew it as broken. */
  withdrawnAsBroken?: boolean;
}

type Rule = AppStatus | ((context: TransitionContext) => AppStatus | null);

/**
 * from → action → to. Absent: not allowed. Functions decide with the context. Every owner action
 * is refused on `deleted`; `archived` is entered only by the admin area (not by these actions)
 * and its owner may only delete it. The admin's actions (contract/publishing.ts `AdminAction`)
 * are `approve`, `reject`, `relist` and `unlist`; an admin deletes with `delete` like the owner.
 */
export const TRANSITIONS: Readonly<Record<AppStatus, Partial<Record<AppAction, Rule>>>> = {
  draft: {
    publish: ({ autoApprove }) => (autoApprove ? "published" : "pending"),
    edit: "draft",
    delete: "deleted",
  },
  pending: {
    // Withdrawing a submission from the review queue.
    unpublish: "draft",
    edit: "pending",
    delete: "deleted",
    approve: "published",
    reject: "rejected",
  },
  published: {
    unpublish: "unpublished",
    edit: "published",
    delete: "deleted",
    // A takedown: the listing leaves the store with a reason its owner sees.
    reject: "rejected",
    // An admin's unpublish: out of the store without a reason; the owner may publish it again.
    unlist: "unpublished",
  },
  rejected: {
    // Resubmitting (after editing) goes back to the queue: auto-approval never overrides a rejection.
    publish: "pending",
    edit: "rejected",
    delete: "deleted",
    approve: "published",
  },
  unpublished: {
    // It was approved before (only a published app can be unpublished), so it is listed again.
    publish: ({ withdrawnAsBroken }) => (withdrawnAsBroken ? null : "published"),
    edit: "unpublished",
    delete: "deleted",
    reject: "rejected",
    // An admin's publish: the same rule as the owner's (a broken app comes back by itself).
    relist: ({ withdrawnAsBroken }) => (withdrawnAsBroken ? null : "published"),
  },
  archived: {
    delete: "deleted",
  },
  deleted: {},
};

/**
 * The status `action` moves an app in `from` to, or null when the table does not allow it. Pure.
 *
 * @example
 * nextStatus("draft", "publish", { autoApprove: false })   // "pending"
 * nextStatus("published", "publish", { autoApprove: false }) // null
 */
export function nextStatus(from: AppStatus, action: AppAction, context: TransitionContext): AppStatus | null {
  const rule = TRANSITIONS[from][action];
  if (rule === undefined) return null;
  return typeof rule === "function" ? rule(context) : rule;
}

/** The owner actions the UI may offer for an app in `status` (edit and delete included). */
export function allowedOwnerActions(status: AppStatus, context: TransitionContext): OwnerAction[] {
  return OWNER_ACTIONS.filter((action) => nextStatus(status, action, context) !== null);
}

/** Whether an app in `status` is listed in the store. */
export const isListed = (status: AppStatus) => status === "published";

// ---------------------------------------------------------------------------------------------
// Applying a transition

/**
 * A refused transition: `publish_app_not_found` (no such app or, for owner actions, not the
 * caller's: never revealed), `publish_not_allowed` (the table does not allow the action from the
 * app's `status`), `publish_withdrawn_broken` (withdrawn by the cron as broken: comes back when a
 * check finds it working), `publish_conflict` (the status changed between reading and writing).
 */
export type TransitionFailure = Refused;

export interface TransitionedApp {
  id: string;
  slug: string;
  name: string;
  developerId: string | null;
  from: AppStatus;
  status: AppStatus;
}

export type TransitionOutcome = ({ ok: true } & TransitionedApp & { notifications: NotificationDraft[] }) | TransitionFailure;

interface StatusRow {
  id: string;
  slug: string;
  name: string;
  developer_id: string | null;
  status: AppStatus;
  status_reason: string | null;
  featured: 0 | 1;
}

/** Apps' status rows, in no particular order (those that do not exist are absent). */
async function readStatuses(db: Database, appIds: readonly string[]): Promise<StatusRow[]> {
  const { results } = await db.$client
    .prepare(
      `SELECT id, slug, name, developer_id, status, status_reason, featured FROM apps WHERE id IN (${appIds.map(() => "?").join(", ")})`,
    )
    .bind(...appIds)
    .all<StatusRow>();
  return results;
}

async function readStatus(db: Database, appId: string): Promise<StatusRow | null> {
  return (await readStatuses(db, [appId]))[0] ?? null;
}

/** The audit log's name of each admin move (`app.publish` is the admin's relist). */
const AUDIT_ACTIONS: Record<AdminAction, string> = {
  approve: "app.approve",
  reject: "app.reject",
  relist: "app.publish",
  unlist: "app.unpublish",
};

/**
 * Moves an app by `action`: checks the table, then writes the new status only if the app is still
 * in the status the decision was made on. `published_at` is set the first time an app is listed
 * (unpublishing and listing again keeps it: "new" means new to the store); the rejection reason
 * is kept while rejected and cleared on every other move; leaving `published` ends featuring
 * (only a listed app is featured: docs/product.md#admin). The notification (admin decisions) and
 * the admin's audit entry go in the same batch, each written only if the UPDATE applied, so the
 * loser of a race leaves no trace; the caller may mail the notification afterwards
 * (deliverNotificationEmails).
 */
async function applyTransition(
  db: Database,
  row: StatusRow,
  action: Exclude<AppAction, "edit">,
  context: TransitionContext,
  options: TransitionOptions,
): Promise<TransitionOutcome> {
  const plan = planTransition(db.$client, row, action, context, options);
  if (!plan.ok) return plan;
  const [result] = await db.$client.batch(plan.statements);
  // Lost a race: the statements chained on it wrote nothing.
  if (result!.meta.changes === 0) return refuse("publish_conflict");
  return { ok: true, ...plan.app, notifications: plan.draft ? [plan.draft] : [] };
}

interface TransitionOptions {
  reason?: string | null;
  notify?: (app: TransitionedApp) => NotificationDraft | null;
  /** Admin moves: who decided and the audit log's name of the move (an entry is written). */
  audit?: { actor: AuditActor; action: string };
  now?: number;
}

/**
 * One move of the table as statements for a batch, or the refusal: the conditional UPDATE first
 * (it re-checks the status read), then the notification and the audit entry, each written only if
 * the UPDATE changed the row.
 */
function planTransition(
  d1: D1Database,
  row: StatusRow,
  action: Exclude<AppAction, "edit">,
  context: TransitionContext,
  options: TransitionOptions,
): TransitionFailure | { ok: true; statements: D1PreparedStatement[]; app: TransitionedApp; draft: NotificationDraft | null } {
  const withdrawnAsBroken = row.status === "unpublished" && row.status_reason === BROKEN_WITHDRAWAL;
  const to = nextStatus(row.status, action, { ...context, withdrawnAsBroken });
  if (to === null) {
    if (withdrawnAsBroken && (action === "publish" || action === "relist"))
      return refuse("publish_withdrawn_broken", { status: row.status });
    return refuse("publish_not_allowed", { status: row.status });
  }
  const now = options.now ?? Date.now();
  const app: TransitionedApp = { id: row.id, slug: row.slug, name: row.name, developerId: row.developer_id, from: row.status, status: to };
  const reason = to === "rejected" ? (options.reason ?? null) : null;
  const featured = to === "published" && row.featured === 1;
  const statements = [
    d1
      .prepare(
        `UPDATE apps SET status = ?1, status_reason = ?2, updated_at = ?3,
           published_at = CASE WHEN ?1 = 'published' THEN coalesce(published_at, ?3) ELSE published_at END,
           featured = CASE WHEN ?1 = 'published' THEN featured ELSE 0 END
         WHERE id = ?4 AND status = ?5`,
      )
      .bind(to, reason, now, row.id, row.status),
  ];
  const draft = options.notify?.(app) ?? null;
  if (draft) statements.push(insertNotificationIfChangedStatement(d1, draft));
  if (options.audit) {
    statements.push(
      auditStatementIfChanged(d1, {
        actor: options.audit.actor,
        action: options.audit.action,
        target: { type: "app", id: row.id, label: row.name },
        before: { status: row.status, statusReason: row.status_reason, featured: row.featured === 1 },
        after: { status: to, statusReason: reason, featured },
      }),
    );
  }
  return { ok: true, statements, app, draft };
}

/**
 * An owner's publish, unpublish or delete (status only: the delete route also removes hosted
 * files). Another user's app is "not_found", never "forbidden": its existence is not revealed.
 *
 * @example
 * const outcome = await ownerTransition(db, { appId, userId, action: "publish" }, { autoApprove: false });
 * if (!outcome.ok) raise(outcome) // publish_not_allowed: 409
 */
export async function ownerTransition(
  db: Database,
  input: { appId: string; userId: string; action: Exclude<OwnerAction, "edit">; now?: number },
  context: TransitionContext,
): Promise<TransitionOutcome> {
  const row = await readStatus(db, input.appId);
  if (!row || row.developer_id !== input.userId || row.status === "deleted") return refuse("publish_app_not_found");
  return applyTransition(db, row, input.action, context, { now: input.now });
}

/** The owner's notification of each admin move (none for a store-curated app). */
function adminMoveNotification(action: AdminAction, app: TransitionedApp, reason: string | null): NotificationDraft | null {
  if (!app.developerId) return null;
  switch (action) {
    case "approve":
    case "relist":
      // Listed (again): the same news for the owner either way.
      return appDecisionNotification({ userId: app.developerId, app, approved: true });
    case "reject":
      return appDecisionNotification({ userId: app.developerId, app, approved: false, reason });
    case "unlist":
      return notificationDraft(app.developerId, "app_unlisted", { appId: app.id, appSlug: app.slug, appName: app.name });
  }
}

/**
 * Admin: moves an app by one of the admin's actions (docs/product.md#admin): `approve` a pending
 * (or rejected) app, `reject` one with a reason (a listed app's takedown), `relist` an unpublished
 * app, `unlist` a listed one. The owner is notified and, when `actor` is given, the audit entry
 * written, in the same batch; the caller mails the returned notifications.
 *
 * @example
 * const outcome = await adminTransition(db, { appId, action: "unlist", actor: { id, email } });
 * if (!outcome.ok) raise(outcome) // publish_not_allowed: 409
 */
export async function adminTransition(
  db: Database,
  input: { appId: string; action: AdminAction; reason?: string; actor?: AuditActor; now?: number },
): Promise<TransitionOutcome> {
  const reason = input.action === "reject" ? (input.reason?.trim() ?? "") : null;
  if (reason === "") throw new Error("a rejection needs a reason");
  const row = await readStatus(db, input.appId);
  if (!row || row.status === "deleted") return refuse("publish_app_not_found");
  return applyTransition(db, row, input.action, { autoApprove: false }, adminMoveOptions(input.action, reason, input.actor, input.now));
}

/** An admin move's reason, audit entry and the owner's notification. */
function adminMoveOptions(action: AdminAction, reason: string | null, actor: AuditActor | undefined, now?: number): TransitionOptions {
  return {
    reason,
    now,
    audit: actor ? { actor, action: AUDIT_ACTIONS[action] } : undefined,
    notify: (app) => adminMoveNotification(action, app, reason),
  };
}

/**
 * One admin move on many apps (the list's selection, issue 41): each app moves as one at a time
 * would, with its own audit entry and its owner's notification (a rejection's one reason each
 * reads), all in one D1 batch. An app gone, or in a status the move does not start from, or moved
 * meanwhile by another admin is left, with the refusal one at a time would have met. Mail the
 * returned notifications.
 */
export async function adminBulkTransition(
  db: Database,
  input: { appIds: readonly string[]; action: AdminAction; reason?: string | null; actor: AuditActor; now?: number },
): Promise<{ done: string[]; skipped: { id: string; code: BulkTransitionSkip }[]; notifications: NotificationDraft[] }> {
  const reason = input.action === "reject" ? (input.reason?.trim() ?? "") : null;
  if (reason === "") throw new Error("a rejection needs a reason");
  const d1 = db.$client;
  const rows = new Map((await readStatuses(db, input.appIds)).map((row) => [row.id, row]));
  const options = adminMoveOptions(input.action, reason, input.actor, input.now ?? Date.now());
  const skipped: { id: string; code: BulkTransitionSkip }[] = [];
  const planned: { id: string; first: number; draft: NotificationDraft | null }[] = [];
  const statements: D1PreparedStatement[] = [];
  for (const id of input.appIds) {
    const row = rows.get(id);
    if (!row || row.status === "deleted") {
      skipped.push({ id, code: "publish_app_not_found" });
      continue;
    }
    const plan = planTransition(d1, row, input.action, { autoApprove: false }, options);
    if (!plan.ok) {
      skipped.push({ id, code: plan.failure as BulkTransitionSkip });
      continue;
    }
    planned.push({ id, first: statements.length, draft: plan.draft });
    statements.push(...plan.statements);
  }
  const answers = planned.length > 0 ? await d1.batch(statements) : [];
  const done: string[] = [];
  const notifications: NotificationDraft[] = [];
  for (const { id, first, draft } of planned) {
    if ((answers[first]?.meta.changes ?? 0) === 0) skipped.push({ id, code: "publish_conflict" });
    else {
      done.push(id);
      if (draft) notifications.push(draft);
    }
  }
  return { done, skipped, notifications };
}

/** Why a bulk move leaves an app as it is: the refusals of one move. */
export type BulkTransitionSkip = "publish_app_not_found" | "publish_not_allowed" | "publish_withdrawn_broken" | "publish_conflict";

/**
 * Admin: approve a pending (or previously rejected) app; it is listed and its owner notified.
 * For the admin area (docs/product.md#admin), which mails the returned notifications.
 */
export function approveApp(db: Database, input: { appId: string; actor?: AuditActor; now?: number }): Promise<TransitionOutcome> {
  return adminTransition(db, { ...input, action: "approve" });
}

/**
 * Admin: reject a pending app, or take down a listed one, with a reason its owner reads (on
 * /my-pwas and in the notification). The reason must be validated by the caller
 * (rejectReasonSchema in contract/schemas/app-metadata.ts).
 */
export function rejectApp(
  db: Database,
  input: { appId: string; reason: string; actor?: AuditActor; now?: number },
): Promise<TransitionOutcome> {
  return adminTransition(db, { ...input, action: "reject" });
}
