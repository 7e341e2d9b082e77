/**
 * The feedback inbox of the admin area as both sides see it: what visitors sent with the footer's
 * feedback form (POST /api/client/feedback), built by worker/services/admin/feedback.ts and shown
 * by app/routes/admin/feedback.tsx.
 */
import type { PersonRef } from "./admin.ts";
import type { Page } from "./page.ts";
import type { AdminFeedbackStatus } from "./schemas/admin-feedback.ts";

/** One message of the feedback form, as the team reads it. */
export interface AdminFeedbackItem {
  id: number;
  message: string;
  /** The address the sender gave (optional on the form). */
  email: string | null;
  /** 1–5 stars, when given. */
  rating: number | null;
  /** The page the form was sent from. */
  page: string | null;
  locale: string;
  userAgent: string | null;
  status: AdminFeedbackStatus;
  createdAt: number;
  /** The sender's account when they were signed in and it still exists. */
  user: PersonRef | null;
}

/** One page of the inbox with how many messages each status holds (under the same search). */
export interface AdminFeedbackPage extends Page<AdminFeedbackItem> {
  statusCounts: Record<AdminFeedbackStatus, number>;
}
