/**
 * The admin area's answers as both sides see them: the live counts, the queues of apps, reviews,
 * reports, conversations and contact messages, and their detail views. Built by
 * worker/services/admin/; the admin pages render them as GET /api/admin/... returns them. The
 * admin area sees who did what, so accounts are named with their email (`PersonRef`), which no
 * public or owner-facing answer carries.
 */
import type { AppStatus, ContactMessage, ReportReason, ReportStatus, ReviewStatus } from "#db/schema.ts";
import type { Page } from "./page.ts";
import type { AdminAppAction } from "./publishing.ts";
import type { AdminAppStatus, AdminContactStatus, AdminReportStatus, AdminReviewStatus } from "./schemas/admin.ts";
import type { Inspection } from "./schemas/publishing.ts";

/** An account as the admin area names it. */
export interface PersonRef {
  id: string;
  name: string;
  username: string;
  email: string;
}

/**
 * What waits for the store team, counted live (one D1 batch): the admin dashboard's figures and
 * the badges of the admin sidebar.
 */
export interface AdminCounts {
  /** Apps waiting for approval. */
  pendingApps: number;
  /** Apps the re-inspection finds broken (any status but deleted). */
  brokenApps: number;
  flaggedReviews: number;
  pendingReviews: number;
  openReports: number;
  /** Conversations whose last message is the user's. */
  threadsAwaitingReply: number;
  /** User messages the team has not read. */
  unreadMessages: number;
  /** Contact-page messages not answered yet. */
  newContactMessages: number;
  /** Feedback (the footer form) nobody has read yet. */
  unreadFeedback: number;
}

/** What the latest report card says, in a line (the full card: `AdminAppDetail.lastReport`). */
export interface InspectionSummary {
  /** When it was taken (epoch ms). */
  inspectedAt: number | null;
  /** Chromium's installability verdict; null when the report has none. */
  installable: boolean | null;
  passed: number;
  total: number;
  /** Required checks that failed. */
  failedRequired: number;
  /** Why it is not installable (the failed required checks' messages, or why the page could not be loaded). */
  reasons: string[];
}

/** An app as the admin list shows it: any status but deleted, with its owner and its health. */
export interface AdminAppItem {
  id: string;
  slug: string;
  name: string;
  icon: string;
  description: string;
  source: "url" | "hosted";
  status: AppStatus;
  /** The rejection reason (or "broken" for an app the checks withdrew). */
  statusReason: string | null;
  category: string;
  categoryName: string;
  startUrl: string;
  /** The submitting account; null for store-curated rows and once the account is gone. */
  owner: PersonRef | null;
  developerName: string;
  createdAt: number;
  updatedAt: number;
  publishedAt: number | null;
  /** Since when the re-inspection finds it broken; null when healthy. */
  brokenSince: number | null;
  lastCheckedAt: number | null;
  report: InspectionSummary | null;
  /** Open reports by users about this app (not its reviews). */
  openReports: number;
  /** On the home page's featured row (a listed app only). */
  featured: boolean;
  /** What an admin may do now (the transition table, featuring, deleting). */
  actions: AdminAppAction[];
}

/** The full card the admin opens from a row: every field the inspection card shows. */
export interface AdminAppDetail extends AdminAppItem {
  longDescription: string;
  tags: string[];
  websiteUrl: string | null;
  verified: boolean;
  /** The latest inspection, complete enough to render (null before the first one); `lastReport` on the wire. */
  lastReport: Inspection | null;
  /** When the latest check could not even load the page: why (the report then has no checks). */
  lastRefusal: string | null;
}

/** One page of the admin list of apps. */
export interface AdminAppPage extends Page<AdminAppItem> {
  /** How many apps each status holds under the same broken/q filters (the tabs' figures). */
  statusCounts: Record<AdminAppStatus, number>;
}

/** A review as the moderation queue shows it. */
export interface AdminReviewItem {
  id: string;
  rating: number;
  title: string | null;
  body: string;
  status: ReviewStatus;
  /** The moderator's reason (the author reads it). */
  moderationReason: string | null;
  moderatedAt: number | null;
  helpfulCount: number;
  createdAt: number;
  editedAt: number | null;
  author: PersonRef;
  app: { id: string; slug: string; name: string; status: AppStatus };
  /** Open reports about this review. */
  openReports: number;
}

/** One page of the review queue with how many reviews each status holds. */
export interface AdminReviewPage extends Page<AdminReviewItem> {
  statusCounts: Record<AdminReviewStatus, number>;
}

/** A report as the admin queue shows it, with what it names. */
export interface AdminReportItem {
  id: string;
  targetType: "app" | "review";
  reason: ReportReason;
  details: string;
  status: ReportStatus;
  resolutionNote: string | null;
  createdAt: number;
  resolvedAt: number | null;
  /** Null once the reporter's account is deleted. */
  reporter: PersonRef | null;
  resolvedBy: { name: string } | null;
  app: { id: string; slug: string; name: string; status: AppStatus };
  /** The reported review (its text as written), for review reports. */
  review: { id: string; rating: number; title: string | null; body: string; status: ReviewStatus; authorName: string } | null;
}

/** One page of the report queue with how many reports each status holds. */
export interface AdminReportPage extends Page<AdminReportItem> {
  statusCounts: Record<AdminReportStatus, number>;
}

/** A user's conversation with the store team, as the team's list shows it. */
export interface AdminThreadSummary {
  id: string;
  subject: string;
  createdAt: number;
  lastMessageAt: number;
  user: PersonRef;
  /** The user's messages the team has not read. */
  unread: number;
  /** The last message is the user's: the team owes an answer. */
  awaitingReply: boolean;
  lastMessage: { sender: "user" | "staff"; preview: string; createdAt: number } | null;
  /** The contact-form message this conversation answers, if any. */
  contactMessageId: number | null;
}

/** One message of a conversation, as the team sees it. */
export interface AdminThreadMessage {
  id: string;
  sender: "user" | "staff";
  body: string;
  createdAt: number;
  /** When the other side read it. */
  readAt: number | null;
  /** Who wrote it (the staff member's name for the team's messages); null once that account is gone. */
  authorName: string | null;
}

/** A conversation with every message, oldest first. */
export interface AdminThreadDetail extends Omit<AdminThreadSummary, "lastMessage" | "awaitingReply"> {
  awaitingReply: boolean;
  messages: AdminThreadMessage[];
}

/** A message sent with the contact form, as the team's inbox shows it. */
export interface AdminContactMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: string;
  status: ContactMessage["status"];
  createdAt: number;
  /** The sender's account when they wrote signed in and it still exists. */
  user: { id: string; name: string; username: string; active: boolean } | null;
  /** How an answer would reach them now: a conversation (active account) or a mail. */
  answerVia: "thread" | "mail";
  /** The conversation that answered it, if it was answered in one. */
  threadId: string | null;
  /** The team's answer (kept for both ways it is sent) and when; null while unanswered. */
  answer: string | null;
  answeredAt: number | null;
}

/** One page of the contact inbox with how many messages each status holds. */
export interface AdminContactPage extends Page<AdminContactMessage> {
  statusCounts: Record<AdminContactStatus, number>;
}
