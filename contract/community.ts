/**
 * The community's answers as both sides see them: reviews and the rating summary, notifications,
 * the user's conversations with the store team, their reports, favourites and history. Built by
 * the services in worker/services/community/; the pages render them as the API returns them.
 */
import type { NotificationData, NotificationKind, ReportReason, ReportStatus, ReviewStatus } from "#db/schema.ts";
import type { AppCard } from "./catalog.ts";
import type { Page } from "./page.ts";
import type { ReviewListQuery } from "./schemas/community.ts";

/** A review as clients show it. `status` and `moderationReason` matter to its author. */
export interface ReviewView {
  id: string;
  appId: string;
  rating: number;
  title: string | null;
  body: string;
  status: ReviewStatus;
  helpfulCount: number;
  /** The viewer marked it helpful (false when signed out). */
  helpful: boolean;
  /** The viewer wrote it. */
  mine: boolean;
  author: { name: string; avatar: string | null };
  reply: { body: string; repliedAt: number } | null;
  /** Shown to the author only (null for everyone else). */
  moderationReason: string | null;
  createdAt: number;
  editedAt: number | null;
}

/** The rating summary of the detail page: the stored aggregate, its stars, and the written reviews. */
export interface RatingSummary {
  /** `apps.rating_average` (baseline + approved reviews), one decimal. */
  average: number;
  /** `apps.rating_count` (baseline + approved reviews). */
  count: number;
  /** Approved review rows: the written reviews (each also one of the `count` ratings). */
  reviewCount: number;
  /**
   * Ratings per star, "1" to "5": the baseline's known split plus the approved reviews. Adds up to
   * `count` when the baseline's split is known (the demo catalog) or there is no baseline; to
   * `reviewCount` when only a baseline's count and average are known (an import).
   */
  distribution: Record<"1" | "2" | "3" | "4" | "5", number>;
}

/** One page of an app's reviews with its rating summary (GET /api/client/apps/{id}/reviews). */
export interface ReviewListing extends Page<ReviewView> {
  sort: ReviewListQuery["sort"];
  summary: RatingSummary;
  /** The viewer's own review of this app in any status (null when none or signed out). */
  mine: ReviewView | null;
}

/** A notification as the client shows it: text in the reader's language, a link to follow. */
export interface NotificationView {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path on the store to open, or null. */
  link: string | null;
  data: NotificationData;
  read: boolean;
  readAt: number | null;
  createdAt: number;
}

/** A conversation with the store team as the user's list shows it. */
export interface ThreadSummary {
  id: string;
  subject: string;
  createdAt: number;
  lastMessageAt: number;
  /** Staff messages the user has not read. */
  unread: number;
  lastMessage: { sender: "user" | "staff"; preview: string; createdAt: number } | null;
}

/** One message of a conversation, as its user sees it. */
export interface ThreadMessage {
  id: string;
  sender: "user" | "staff";
  body: string;
  createdAt: number;
  readAt: number | null;
}

/** A conversation with every message, oldest first. */
export interface ThreadDetail extends Omit<ThreadSummary, "lastMessage"> {
  messages: ThreadMessage[];
}

/** A report as its reporter follows it (GET /api/client/reports/mine). */
export interface ReportView {
  id: string;
  targetType: "app" | "review";
  app: { id: string; slug: string; name: string };
  reviewId: string | null;
  reason: ReportReason;
  details: string;
  status: ReportStatus;
  /** The moderator's note with the outcome, for the reporter. */
  resolutionNote: string | null;
  createdAt: number;
  resolvedAt: number | null;
}

/** Whether the viewer favourites an app, and its count (GET, PUT and DELETE /api/client/favorites/{appId}). */
export interface FavoriteState {
  appId: string;
  favorited: boolean;
  favoritesCount: number;
}

/** One favourite in the viewer's list (GET /api/client/favorites), latest first. */
export interface FavoriteItem {
  app: AppCard;
  favoritedAt: number;
}

/** One open in the viewer's history (GET /api/client/history), latest first. */
export interface HistoryItem {
  id: number;
  openedAt: number;
  app: AppCard;
}
