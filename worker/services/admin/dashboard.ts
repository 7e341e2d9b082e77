import type { AdminCounts } from "#contract/admin.ts";
import type { Database } from "#db/client.ts";

/**
 * What waits for the store team, counted live in one D1 batch: the admin dashboard's figures and
 * the badges of the admin sidebar.
 */
export async function adminCounts(db: Database): Promise<AdminCounts> {
  const d1 = db.$client;
  const results = await d1.batch<{ n: number }>([
    d1.prepare("SELECT count(*) AS n FROM apps WHERE status = 'pending'"),
    d1.prepare("SELECT count(*) AS n FROM apps WHERE broken_since IS NOT NULL AND status <> 'deleted'"),
    d1.prepare("SELECT count(*) AS n FROM reviews WHERE status = 'flagged'"),
    d1.prepare("SELECT count(*) AS n FROM reviews WHERE status = 'pending'"),
    d1.prepare("SELECT count(*) AS n FROM reports WHERE status = 'open'"),
    d1.prepare(
      `SELECT count(*) AS n FROM message_threads t
       WHERE (SELECT y.sender FROM thread_messages y WHERE y.thread_id = t.id ORDER BY y.created_at DESC, y.rowid DESC LIMIT 1) = 'user'`,
    ),
    d1.prepare("SELECT count(*) AS n FROM thread_messages WHERE sender = 'user' AND read_at IS NULL"),
    d1.prepare("SELECT count(*) AS n FROM contact_messages WHERE status = 'new'"),
    d1.prepare("SELECT count(*) AS n FROM feedback WHERE status = 'new'"),
  ]);
  const [
    pendingApps,
    brokenApps,
    flaggedReviews,
    pendingReviews,
    openReports,
    threadsAwaitingReply,
    unreadMessages,
    newContactMessages,
    unreadFeedback,
  ] = results.map((result) => result.results[0]?.n ?? 0);
  return {
    pendingApps: pendingApps!,
    brokenApps: brokenApps!,
    flaggedReviews: flaggedReviews!,
    pendingReviews: pendingReviews!,
    openReports: openReports!,
    threadsAwaitingReply: threadsAwaitingReply!,
    unreadMessages: unreadMessages!,
    newContactMessages: newContactMessages!,
    unreadFeedback: unreadFeedback!,
  };
}
