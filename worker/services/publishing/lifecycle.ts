/**
 * An app's status lifecycle (the table is written out in docs/publishing.md). One table
 * decides which action may move an app from which status to which; the owner's routes and the
 * admin services below go through it, and the UPDATE re-checks the status it started from, so a
 * concurrent change is a conflict rather than a silent overwrite.
 *
 * "Approved" in the product's vocabulary (docs/product.md#publishing-and-app-statuses) is `published` here: approval lists the app.
 */
import { OWNER_ACTIONS, type AppAction, type OwnerAction } from "#contract/publishing.ts";
import type { Database } from "#db/client.ts";
import type { AppStatus } from "#db/schema.ts";
import { appDecisionNotification, insertNotificationStatement, type NotificationDraft } from "../community/notifications.ts";
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
 * and its owner may only delete it.
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
}

async function readStatus(db: Database, appId: string): Promise<StatusRow | null> {
  return db.$client
    .prepare("SELECT id, slug, name, developer_id, status, status_reason FROM apps WHERE id = ?")
    .bind(appId)
    .first<StatusRow>();
}

/**
 * Moves an app by `action`: checks the table, then writes the new status only if the app is still
 * in the status the decision was made on. `published_at` is set the first time an app is listed
 * (unpublishing and listing again keeps it: "new" means new to the store); the rejection reason
 * is kept while rejected and cleared on every other move. Notifications (admin decisions) go in
 * the same batch; the caller may mail them afterwards (deliverNotificationEmails).
 */
async function applyTransition(
  db: Database,
  row: StatusRow,
  action: Exclude<AppAction, "edit">,
  context: TransitionContext,
  options: { reason?: string | null; notify?: (app: TransitionedApp) => NotificationDraft | null; now?: number },
): Promise<TransitionOutcome> {
  const withdrawnAsBroken = row.status === "unpublished" && row.status_reason === BROKEN_WITHDRAWAL;
  const to = nextStatus(row.status, action, { ...context, withdrawnAsBroken });
  if (to === null) {
    if (withdrawnAsBroken && action === "publish") return refuse("publish_withdrawn_broken", { status: row.status });
    return refuse("publish_not_allowed", { status: row.status });
  }
  const now = options.now ?? Date.now();
  const app: TransitionedApp = { id: row.id, slug: row.slug, name: row.name, developerId: row.developer_id, from: row.status, status: to };
  const reason = to === "rejected" ? (options.reason ?? null) : null;
  const d1 = db.$client;
  const update = d1
    .prepare(
      `UPDATE apps SET status = ?1, status_reason = ?2, updated_at = ?3,
         published_at = CASE WHEN ?1 = 'published' THEN coalesce(published_at, ?3) ELSE published_at END
       WHERE id = ?4 AND status = ?5`,
    )
    .bind(to, reason, now, row.id, row.status);
  const draft = options.notify?.(app) ?? null;
  const [result] = await d1.batch([update, ...(draft ? [insertNotificationStatement(d1, draft)] : [])]);
  if (result!.meta.changes === 0) {
    // Lost a race: the notification written with it must not stand alone.
    if (draft) await d1.prepare("DELETE FROM notifications WHERE id = ?").bind(draft.id).run();
    return refuse("publish_conflict");
  }
  return { ok: true, ...app, notifications: draft ? [draft] : [] };
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

/**
 * Admin: approve a pending (or previously rejected) app; it is listed and its owner notified.
 * For the admin area (docs/product.md#admin), which mails the returned notifications.
 */
export async function approveApp(db: Database, input: { appId: string; now?: number }): Promise<TransitionOutcome> {
  const row = await readStatus(db, input.appId);
  if (!row || row.status === "deleted") return refuse("publish_app_not_found");
  return applyTransition(
    db,
    row,
    "approve",
    { autoApprove: false },
    {
      now: input.now,
      notify: (app) => (app.developerId ? appDecisionNotification({ userId: app.developerId, app, approved: true }) : null),
    },
  );
}

/**
 * Admin: reject a pending app, or take down a listed one, with a reason its owner reads (on
 * /my-pwas and in the notification). The reason must be validated by the caller
 * (rejectReasonSchema in contract/schemas/app-metadata.ts).
 */
export async function rejectApp(db: Database, input: { appId: string; reason: string; now?: number }): Promise<TransitionOutcome> {
  const reason = input.reason.trim();
  if (!reason) throw new Error("a rejection needs a reason");
  const row = await readStatus(db, input.appId);
  if (!row || row.status === "deleted") return refuse("publish_app_not_found");
  return applyTransition(
    db,
    row,
    "reject",
    { autoApprove: false },
    {
      reason,
      now: input.now,
      notify: (app) => (app.developerId ? appDecisionNotification({ userId: app.developerId, app, approved: false, reason }) : null),
    },
  );
}
