import type { ReviewListQuery, ReviewValues } from "#contract/schemas/community.ts";
import type { HelpfulState, RatingSummary, ReviewDeleted, ReviewListing, ReviewView } from "#contract/community.ts";
import { readAlone, type BatchRead } from "#db/batch-read.ts";
import type { Database } from "#db/client.ts";
import type { ReviewStatus } from "#db/schema.ts";
import { newId } from "../../lib/crypto.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { publishedByKey, publishedIdByKey, roundRating } from "../catalog/app-view.ts";
import { auditStatementIfChanged, type AuditActor } from "../admin/audit.ts";
import { insertNotificationIfChangedStatement, notificationDraft, type NotificationDraft } from "./notifications.ts";
import { recomputeRatingStatement } from "./ratings.ts";
import { findPublishedApp, offsetOf } from "./shared.ts";
import { refuse, succeed, type Result } from "#worker/lib/refusal.ts";

/**
 * Reviews and ratings (ADR 0016).
 *
 * - One review per user per app (unique index; a second is `review_duplicate`, 409). A developer
 *   cannot review their own app.
 * - New reviews are `approved` at once (post-moderation). Reports can flag one (see reports.ts),
 *   moderators approve or reject it. Editing a rejected review sends it back to `pending`, so a
 *   removed text cannot come back without a moderator seeing it.
 * - Public = approved and the app published. Only approved reviews count toward the app's rating;
 *   every change puts the recompute (ratings.ts) in its own D1 batch.
 * - Edit and delete: the author only. Anyone else gets 403 for a review everyone can see anyway
 *   and 404 for one they cannot (pending, rejected, flagged, or of an unlisted app), so nothing
 *   beyond what is public is revealed.
 */
export const NEW_REVIEW_STATUS: ReviewStatus = "approved";

interface ReviewRow {
  id: string;
  app_id: string;
  user_id: string;
  rating: number;
  title: string | null;
  body: string;
  status: ReviewStatus;
  helpful_count: number;
  moderation_reason: string | null;
  reply_body: string | null;
  replied_at: number | null;
  edited_at: number | null;
  created_at: number;
  author_name: string;
  author_username: string;
  author_avatar: string | null;
  helpful: number;
}

/** Columns of a review as shown, for a viewer bound as `?1` (an empty string when signed out). */
const VIEW_COLUMNS = `r.id, r.app_id, r.user_id, r.rating, r.title, r.body, r.status, r.helpful_count,
  r.moderation_reason, r.reply_body, r.replied_at, r.edited_at, r.created_at,
  u.name AS author_name, u.username AS author_username, u.avatar AS author_avatar,
  EXISTS (SELECT 1 FROM review_helpful_votes v WHERE v.review_id = r.id AND v.user_id = ?1) AS helpful`;

function toView(row: ReviewRow, viewerId: string | null): ReviewView {
  const mine = viewerId !== null && row.user_id === viewerId;
  return {
    id: row.id,
    appId: row.app_id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    status: row.status,
    helpfulCount: row.helpful_count,
    helpful: row.helpful === 1,
    mine,
    author: { name: row.author_name || row.author_username, avatar: row.author_avatar },
    reply: row.reply_body !== null && row.replied_at !== null ? { body: row.reply_body, repliedAt: row.replied_at } : null,
    moderationReason: mine ? row.moderation_reason : null,
    createdAt: row.created_at,
    editedAt: row.edited_at,
  };
}

/** One review as `viewerId` sees it (no visibility check: callers decide). */
export async function getReviewView(db: Database, reviewId: string, viewerId: string | null): Promise<ReviewView | null> {
  const row = await db.$client
    .prepare(`SELECT ${VIEW_COLUMNS} FROM reviews r JOIN users u ON u.id = r.user_id WHERE r.id = ?2`)
    .bind(viewerId ?? "", reviewId)
    .first<ReviewRow>();
  return row ? toView(row, viewerId) : null;
}

const ORDER: Record<ReviewListQuery["sort"], string> = {
  newest: "r.created_at DESC, r.id",
  helpful: "r.helpful_count DESC, r.created_at DESC, r.id",
};

/**
 * The approved reviews of the published app a key (id or slug) names, with its rating summary and
 * the viewer's own review, as a read for a caller's batch (db/batch-read.ts): every statement
 * looks the app up by its key itself, so the listing is one round trip, and the detail page's
 * loader sends it with the app's own read. Null when the key names no published app.
 */
export function reviewListingRead(
  d1: D1Database,
  appKey: string,
  query: ReviewListQuery,
  viewerId: string | null,
): BatchRead<ReviewListing | null> {
  const statements = [
    d1
      .prepare(
        `SELECT a.id, a.rating_average, a.rating_count,
                coalesce(b.stars_1, 0) AS s1, coalesce(b.stars_2, 0) AS s2, coalesce(b.stars_3, 0) AS s3,
                coalesce(b.stars_4, 0) AS s4, coalesce(b.stars_5, 0) AS s5
         FROM apps a LEFT JOIN app_rating_baselines b ON b.app_id = a.id
         WHERE ${publishedByKey()} LIMIT 1`,
      )
      .bind(appKey),
    d1
      .prepare(
        `SELECT ${VIEW_COLUMNS} FROM reviews r JOIN users u ON u.id = r.user_id
         WHERE r.app_id = ${publishedIdByKey("?2")} AND r.status = 'approved' ORDER BY ${ORDER[query.sort]} LIMIT ?3 OFFSET ?4`,
      )
      .bind(viewerId ?? "", appKey, query.pageSize, offsetOf(query)),
    d1
      .prepare(`SELECT rating, count(*) AS n FROM reviews WHERE app_id = ${publishedIdByKey()} AND status = 'approved' GROUP BY rating`)
      .bind(appKey),
  ];
  // The viewer's own review, whatever its status (a signed-out reader has none).
  if (viewerId) {
    statements.push(
      d1
        .prepare(
          `SELECT ${VIEW_COLUMNS} FROM reviews r JOIN users u ON u.id = r.user_id WHERE r.app_id = ${publishedIdByKey("?2")} AND r.user_id = ?1`,
        )
        .bind(viewerId, appKey),
    );
  }
  return {
    statements,
    read: ([appResult, items, stars, mine]) => {
      const app = appResult?.results?.[0] as
        | { id: string; rating_average: number; rating_count: number; s1: number; s2: number; s3: number; s4: number; s5: number }
        | undefined;
      if (!app) return null;
      // The baseline's known split (demo ratings without review rows, ADR 0016) plus the approved reviews.
      const distribution: RatingSummary["distribution"] = { "1": app.s1, "2": app.s2, "3": app.s3, "4": app.s4, "5": app.s5 };
      let reviewCount = 0;
      for (const row of (stars?.results ?? []) as { rating: number; n: number }[]) {
        distribution[String(row.rating) as keyof RatingSummary["distribution"]] += row.n;
        reviewCount += row.n;
      }
      const mineRow = mine?.results?.[0] as ReviewRow | undefined;
      return {
        items: ((items?.results ?? []) as ReviewRow[]).map((row) => toView(row, viewerId)),
        total: reviewCount,
        page: query.page,
        pageSize: query.pageSize,
        sort: query.sort,
        summary: { average: roundRating(app.rating_average), count: app.rating_count, reviewCount, distribution },
        mine: mineRow ? toView(mineRow, viewerId) : null,
      };
    },
  };
}

/** reviewListingRead on its own: the approved reviews of a published app; null when not published. */
export async function listReviews(
  db: Database,
  appKey: string,
  query: ReviewListQuery,
  viewerId: string | null,
): Promise<ReviewListing | null> {
  return readAlone(db.$client, reviewListingRead(db.$client, appKey, query, viewerId));
}

/** Creates the user's review of a published app; the rating is recomputed in the same batch. */
export async function createReview(
  db: Database,
  userId: string,
  appKey: string,
  values: ReviewValues,
  now = Date.now(),
): Promise<Result<ReviewView>> {
  const d1 = db.$client;
  const app = await findPublishedApp(d1, appKey);
  if (!app) return refuse("app_not_found");
  if (app.developerId === userId) return refuse("review_own_app");
  const existing = await d1.prepare("SELECT id FROM reviews WHERE app_id = ? AND user_id = ?").bind(app.id, userId).first();
  if (existing) return refuse("review_duplicate");
  const id = newId();
  try {
    await d1.batch([
      d1
        .prepare("INSERT INTO reviews (id, app_id, user_id, rating, title, body, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
        .bind(id, app.id, userId, values.rating, values.title, values.body, NEW_REVIEW_STATUS, now),
      recomputeRatingStatement(d1, app.id),
    ]);
  } catch (error) {
    // Two first reviews racing: the unique index lets one through.
    if (isUniqueViolation(error)) return refuse("review_duplicate");
    throw error;
  }
  return succeed((await getReviewView(db, id, userId))!);
}

/** A review with what the rules about it look at: its app's status, slug, name and developer. */
export interface ReviewContext {
  id: string;
  app_id: string;
  user_id: string;
  status: ReviewStatus;
  moderation_reason: string | null;
  reply_body: string | null;
  app_status: string;
  app_slug: string;
  app_name: string;
  app_developer_id: string | null;
  author_email: string;
}

/** How the audit log names a review: its app and its author. */
export const reviewLabel = (appName: string, authorEmail: string) => `${appName} · ${authorEmail}`;

/** Reviews with their context, in no particular order (those gone are absent). */
export async function loadReviews(d1: D1Database, reviewIds: readonly string[]): Promise<ReviewContext[]> {
  const { results } = await d1
    .prepare(
      `SELECT r.id, r.app_id, r.user_id, r.status, r.moderation_reason, r.reply_body, a.status AS app_status, a.slug AS app_slug,
        a.name AS app_name, a.developer_id AS app_developer_id, u.email AS author_email
       FROM reviews r JOIN apps a ON a.id = r.app_id JOIN users u ON u.id = r.user_id
       WHERE r.id IN (${reviewIds.map(() => "?").join(", ")})`,
    )
    .bind(...reviewIds)
    .all<ReviewContext>();
  return results;
}

async function loadReview(d1: D1Database, reviewId: string): Promise<ReviewContext | null> {
  return (await loadReviews(d1, [reviewId]))[0] ?? null;
}

/** Everyone may see it: approved, of a published app. */
const isPublic = (review: ReviewContext) => review.status === "approved" && review.app_status === "published";

/** The author passes; others get 403 for a public review and 404 for any other (nothing leaks). */
async function loadOwnReview(d1: D1Database, userId: string, reviewId: string): Promise<Result<ReviewContext>> {
  const review = await loadReview(d1, reviewId);
  if (!review) return refuse("review_not_found");
  if (review.user_id !== userId) return refuse(isPublic(review) ? "review_forbidden" : "review_not_found");
  return succeed(review);
}

/** A public review, or not found. */
async function loadPublicReview(d1: D1Database, reviewId: string): Promise<Result<ReviewContext>> {
  const review = await loadReview(d1, reviewId);
  return review && isPublic(review) ? succeed(review) : refuse("review_not_found");
}

/**
 * Replaces the author's review (rating, title, body). A rejected review goes back to `pending`;
 * any other keeps its status. Only while the app is published.
 */
export async function updateReview(
  db: Database,
  userId: string,
  reviewId: string,
  values: ReviewValues,
  now = Date.now(),
): Promise<Result<ReviewView>> {
  const d1 = db.$client;
  const own = await loadOwnReview(d1, userId, reviewId);
  if (!own.ok) return own;
  const review = own.value;
  if (review.app_status !== "published") return refuse("app_not_found");
  const status: ReviewStatus = review.status === "rejected" ? "pending" : review.status;
  await d1.batch([
    d1
      .prepare("UPDATE reviews SET rating = ?, title = ?, body = ?, status = ?, edited_at = ? WHERE id = ? AND user_id = ?")
      .bind(values.rating, values.title, values.body, status, now, review.id, userId),
    recomputeRatingStatement(d1, review.app_id),
  ]);
  return succeed((await getReviewView(db, review.id, userId))!);
}

/** Deletes the author's review (whatever the app's status: one's own data can always go). */
export async function deleteReview(db: Database, userId: string, reviewId: string): Promise<Result<ReviewDeleted>> {
  const d1 = db.$client;
  const own = await loadOwnReview(d1, userId, reviewId);
  if (!own.ok) return own;
  await d1.batch([
    d1.prepare("DELETE FROM reviews WHERE id = ? AND user_id = ?").bind(own.value.id, userId),
    recomputeRatingStatement(d1, own.value.app_id),
  ]);
  return succeed({ id: own.value.id, appId: own.value.app_id });
}

/**
 * "Helpful" on a public review: one vote per user (primary key; `helpful_count` follows by
 * trigger), idempotent both ways. Not on one's own review.
 */
export async function setHelpful(db: Database, userId: string, reviewId: string, helpful: boolean): Promise<Result<HelpfulState>> {
  const d1 = db.$client;
  const found = await loadPublicReview(d1, reviewId);
  if (!found.ok) return found;
  // Both ways: one's own review is never voted on, so removing a vote from it is refused alike.
  if (found.value.user_id === userId) return refuse("helpful_own_review");
  const [, count] = await d1.batch([
    helpful
      ? d1.prepare("INSERT INTO review_helpful_votes (review_id, user_id) VALUES (?, ?) ON CONFLICT DO NOTHING").bind(reviewId, userId)
      : d1.prepare("DELETE FROM review_helpful_votes WHERE review_id = ? AND user_id = ?").bind(reviewId, userId),
    d1.prepare("SELECT helpful_count FROM reviews WHERE id = ?").bind(reviewId),
  ]);
  return succeed({ reviewId, helpful, helpfulCount: (count!.results[0] as { helpful_count: number }).helpful_count });
}

/**
 * The app developer's one reply to a public review of their app. The reply and the author's
 * `review_reply` notification are one batch; the notification is inserted only if this call's
 * reply is the one stored (a racing second reply inserts neither).
 */
export async function replyToReview(
  db: Database,
  userId: string,
  reviewId: string,
  body: string,
  now = Date.now(),
): Promise<Result<{ review: ReviewView; notification: NotificationDraft | null }>> {
  const d1 = db.$client;
  const found = await loadPublicReview(d1, reviewId);
  if (!found.ok) return found;
  const review = found.value;
  if (review.app_developer_id === null || review.app_developer_id !== userId) return refuse("reply_forbidden");
  if (review.reply_body !== null) return refuse("reply_exists");
  const notification =
    review.user_id === userId
      ? null
      : notificationDraft(review.user_id, "review_reply", {
          appId: review.app_id,
          appSlug: review.app_slug,
          appName: review.app_name,
          reviewId,
        });
  const statements = [
    d1
      .prepare("UPDATE reviews SET reply_body = ?, reply_by = ?, replied_at = ? WHERE id = ? AND reply_body IS NULL")
      .bind(body, userId, now, reviewId),
  ];
  if (notification) {
    statements.push(
      d1
        .prepare(
          `INSERT INTO notifications (id, user_id, kind, data) SELECT ?, ?, ?, ?
           WHERE EXISTS (SELECT 1 FROM reviews WHERE id = ? AND reply_by = ? AND replied_at = ? AND reply_body = ?)`,
        )
        .bind(notification.id, notification.userId, notification.kind, JSON.stringify(notification.data), reviewId, userId, now, body),
    );
  }
  const [update] = await d1.batch(statements);
  if (update!.meta.changes === 0) return refuse("reply_exists");
  return succeed({ review: (await getReviewView(db, reviewId, userId))!, notification });
}

export interface ModerateReviewInput {
  reviewId: string;
  status: ReviewStatus;
  /** Required to reject; shown to the author. */
  reason?: string | null;
  /** The moderator's account. */
  moderatorId: string;
  /** The admin area's moderator, as the audit log names them: an entry `review.moderate` is written. */
  actor?: AuditActor;
}

/**
 * For the admin area: sets a review's status. The status, the app's rating and (when the decision
 * changes the review to approved or rejected) the author's `review_moderated` notification are
 * one batch. Mail the returned notification with `deliverNotificationEmails`.
 */
export async function moderateReview(
  db: Database,
  input: ModerateReviewInput,
  now = Date.now(),
): Promise<Result<{ review: ReviewView; notification: NotificationDraft | null }>> {
  const d1 = db.$client;
  const review = await loadReview(d1, input.reviewId);
  if (!review) return refuse("review_not_found");
  const reason = input.reason?.trim() || null;
  if (input.status === "rejected" && !reason) return refuse("reason_required");
  const { statements, notification } = moderationStatements(d1, review, { ...input, reason }, now);
  const [update] = await d1.batch([...statements, recomputeRatingStatement(d1, review.app_id)]);
  const view = await getReviewView(db, review.id, review.user_id);
  if (!view) return refuse("review_not_found");
  // Changed meanwhile (its author edited it, another moderator decided): nothing was written and
  // nobody notified, so the moderator is told rather than answered as if it had been.
  if (update!.meta.changes === 0) return refuse("review_changed");
  return succeed({ review: view, notification });
}

/**
 * A moderator's decision on one review, as statements for a batch (its first is the UPDATE; the
 * rating recompute is the caller's, once per app): the status, the author's `review_moderated`
 * notification when the decision changes it to approved or rejected, and, for the admin area's
 * `actor`, the audit entry. The UPDATE re-checks the status read, and the notification and the
 * audit entry are written only if it changed the row, so a decision that lost a race to another
 * moderator writes nothing.
 */
export function moderationStatements(
  d1: D1Database,
  review: ReviewContext,
  input: { status: ReviewStatus; reason: string | null; moderatorId: string; actor?: AuditActor },
  now: number,
): { statements: D1PreparedStatement[]; notification: NotificationDraft | null } {
  const { status, reason } = input;
  const decided = review.status !== status && (status === "approved" || status === "rejected");
  const notification = decided
    ? notificationDraft(review.user_id, "review_moderated", {
        appId: review.app_id,
        appSlug: review.app_slug,
        appName: review.app_name,
        reviewId: review.id,
        status,
        ...(reason ? { reason } : {}),
      })
    : null;
  const statements = [
    d1
      .prepare("UPDATE reviews SET status = ?, moderation_reason = ?, moderated_by = ?, moderated_at = ? WHERE id = ? AND status = ?")
      .bind(status, reason, input.moderatorId, now, review.id, review.status),
  ];
  if (notification) statements.push(insertNotificationIfChangedStatement(d1, notification));
  if (input.actor) {
    statements.push(
      auditStatementIfChanged(d1, {
        actor: input.actor,
        action: "review.moderate",
        target: { type: "review", id: review.id, label: reviewLabel(review.app_name, review.author_email) },
        before: { status: review.status, moderationReason: review.moderation_reason },
        after: { status, moderationReason: reason },
      }),
    );
  }
  return { statements, notification };
}
