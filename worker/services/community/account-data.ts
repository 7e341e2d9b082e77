import type { z } from "zod";
import type { communityExportSchema } from "#contract/responses/auth.ts";
import type { Database } from "#db/client.ts";
import type { NotificationData } from "#db/schema.ts";
import { recomputeRatingsWithoutUserStatement } from "./ratings.ts";

/**
 * A user's community data for the account export (GET /api/client/auth/export) and what deleting
 * the account must do about it (services/account.ts).
 *
 * Deletion (privacy policy: personal data removed): favourites, history, reviews, helpful votes,
 * notifications and message threads go with the account (foreign-key cascades; the favourite and
 * helpful counters follow by trigger). Reports the user filed stay as moderation records about
 * someone else's content, without the link to the account (reporter_id set null). A developer's
 * replies and a staff member's messages stay too, unlinked. See ADR 0016.
 */

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export type CommunityExport = z.infer<typeof communityExportSchema>;

function parseData(text: string): NotificationData {
  try {
    return JSON.parse(text) as NotificationData;
  } catch {
    return {};
  }
}

/** Everything of the community the user wrote or that is about them, oldest first. */
export async function exportCommunityData(db: Database, userId: string): Promise<CommunityExport> {
  const d1 = db.$client;
  const [favorites, history, reviews, votes, reports, notifications, threads, messages] = await d1.batch<Record<string, unknown>>([
    d1
      .prepare(
        "SELECT f.app_id, a.name AS app_name, f.created_at FROM favorites f JOIN apps a ON a.id = f.app_id WHERE f.user_id = ? ORDER BY f.created_at",
      )
      .bind(userId),
    d1
      .prepare(
        "SELECT h.app_id, a.name AS app_name, h.opened_at FROM history h JOIN apps a ON a.id = h.app_id WHERE h.user_id = ? ORDER BY h.opened_at, h.id",
      )
      .bind(userId),
    d1
      .prepare(
        `SELECT r.id, r.app_id, a.name AS app_name, r.rating, r.title, r.body, r.status, r.helpful_count, r.moderation_reason,
          r.reply_body, r.created_at, r.edited_at
         FROM reviews r JOIN apps a ON a.id = r.app_id WHERE r.user_id = ? ORDER BY r.created_at`,
      )
      .bind(userId),
    d1.prepare("SELECT review_id, created_at FROM review_helpful_votes WHERE user_id = ? ORDER BY created_at").bind(userId),
    d1
      .prepare(
        `SELECT id, app_id, review_id, reason, details, status, resolution_note, created_at, resolved_at
         FROM reports WHERE reporter_id = ? ORDER BY created_at`,
      )
      .bind(userId),
    d1.prepare("SELECT id, kind, data, read_at, created_at FROM notifications WHERE user_id = ? ORDER BY created_at").bind(userId),
    d1.prepare("SELECT id, subject, created_at FROM message_threads WHERE user_id = ? ORDER BY created_at").bind(userId),
    d1
      .prepare(
        `SELECT m.thread_id, m.sender, m.body, m.created_at FROM thread_messages m JOIN message_threads t ON t.id = m.thread_id
         WHERE t.user_id = ? ORDER BY m.created_at, m.rowid`,
      )
      .bind(userId),
  ]);
  const rows = <T>(result: D1Result<Record<string, unknown>> | undefined) => (result?.results ?? []) as T[];
  const byThread = new Map<string, CommunityExport["messageThreads"][number]["messages"]>();
  for (const row of rows<{ thread_id: string; sender: "user" | "staff"; body: string; created_at: number }>(messages)) {
    const list = byThread.get(row.thread_id) ?? [];
    list.push({ sender: row.sender, body: row.body, createdAt: iso(row.created_at)! });
    byThread.set(row.thread_id, list);
  }
  return {
    favorites: rows<{ app_id: string; app_name: string; created_at: number }>(favorites).map((row) => ({
      appId: row.app_id,
      appName: row.app_name,
      createdAt: iso(row.created_at)!,
    })),
    history: rows<{ app_id: string; app_name: string; opened_at: number }>(history).map((row) => ({
      appId: row.app_id,
      appName: row.app_name,
      openedAt: iso(row.opened_at)!,
    })),
    reviews: rows<{
      id: string;
      app_id: string;
      app_name: string;
      rating: number;
      title: string | null;
      body: string;
      status: string;
      helpful_count: number;
      moderation_reason: string | null;
      reply_body: string | null;
      created_at: number;
      edited_at: number | null;
    }>(reviews).map((row) => ({
      id: row.id,
      appId: row.app_id,
      appName: row.app_name,
      rating: row.rating,
      title: row.title,
      body: row.body,
      status: row.status,
      helpfulCount: row.helpful_count,
      moderationReason: row.moderation_reason,
      reply: row.reply_body,
      createdAt: iso(row.created_at)!,
      editedAt: iso(row.edited_at),
    })),
    helpfulVotes: rows<{ review_id: string; created_at: number }>(votes).map((row) => ({
      reviewId: row.review_id,
      createdAt: iso(row.created_at)!,
    })),
    reports: rows<{
      id: string;
      app_id: string;
      review_id: string | null;
      reason: string;
      details: string;
      status: string;
      resolution_note: string | null;
      created_at: number;
      resolved_at: number | null;
    }>(reports).map((row) => ({
      id: row.id,
      appId: row.app_id,
      reviewId: row.review_id,
      reason: row.reason,
      details: row.details,
      status: row.status,
      resolutionNote: row.resolution_note,
      createdAt: iso(row.created_at)!,
      resolvedAt: iso(row.resolved_at),
    })),
    notifications: rows<{ id: string; kind: string; data: string; read_at: number | null; created_at: number }>(notifications).map(
      (row) => ({
        id: row.id,
        kind: row.kind,
        data: parseData(row.data),
        readAt: iso(row.read_at),
        createdAt: iso(row.created_at)!,
      }),
    ),
    messageThreads: rows<{ id: string; subject: string; created_at: number }>(threads).map((row) => ({
      id: row.id,
      subject: row.subject,
      createdAt: iso(row.created_at)!,
      messages: byThread.get(row.id) ?? [],
    })),
  };
}

/**
 * Statements to run in the account deletion's batch BEFORE the user row is deleted: the ratings
 * of the apps the user reviewed are recomputed without their reviews (which the deletion's
 * cascade removes), so the aggregates stay exact. Everything else follows from the foreign keys.
 */
export function beforeAccountDeletion(d1: D1Database, userId: string): D1PreparedStatement[] {
  return [recomputeRatingsWithoutUserStatement(d1, userId)];
}
