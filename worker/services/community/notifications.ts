import { readPreferences } from "#contract/preferences.ts";
import type { NotificationListing, NotificationView, UnreadCounts } from "#contract/community.ts";
import { m } from "#app/paraglide/messages.js";
import type { Locale } from "#app/paraglide/runtime.js";
import type { Database } from "#db/client.ts";
import type { NotificationData, NotificationKind, UserPreferences } from "#db/schema.ts";
import type { AppConfig } from "../../lib/config.ts";
import { newId } from "../../lib/crypto.ts";
import { runInLocale } from "../../lib/locale-scope.ts";
import { createMailer } from "../mail/mailer.ts";
import { recipientLocale } from "../mail/recipient-locale.ts";
import { compose } from "../mail/templates.ts";
import { offsetOf } from "./shared.ts";

/**
 * In-app notifications. A notification is written in the same D1 batch as the change it reports
 * (a reply, a moderation decision, a staff message), so one never exists without the other.
 *
 * Preferences (ADR 0016): the in-app notification is always kept — it is the record of a
 * decision about the user's own content and the Notifications page is where they read it. The
 * `email` preference (on by default) decides whether a copy is also mailed; `push` is honoured
 * by sending nothing until the store has push delivery; `marketing` is not about these.
 */

/** A notification about to be written: the row and who receives it. */
export interface NotificationDraft {
  id: string;
  userId: string;
  kind: NotificationKind;
  data: NotificationData;
}

export function notificationDraft(userId: string, kind: NotificationKind, data: NotificationData): NotificationDraft {
  return { id: newId(), userId, kind, data };
}

/** The INSERT of a draft, for the batch of the change it reports. */
export function insertNotificationStatement(d1: D1Database, draft: NotificationDraft): D1PreparedStatement {
  return d1
    .prepare("INSERT INTO notifications (id, user_id, kind, data) VALUES (?, ?, ?, ?)")
    .bind(draft.id, draft.userId, draft.kind, JSON.stringify(draft.data));
}

/**
 * The same INSERT, run only if the statement just before it in the batch changed a row (SQLite's
 * `changes()`): for a change made by one conditional UPDATE that may lose a race, whose loser
 * must notify no one. An INSERT that ran changed one row, so a conditional audit entry may follow.
 */
export function insertNotificationIfChangedStatement(d1: D1Database, draft: NotificationDraft): D1PreparedStatement {
  return d1
    .prepare("INSERT INTO notifications (id, user_id, kind, data) SELECT ?, ?, ?, ? WHERE changes() > 0")
    .bind(draft.id, draft.userId, draft.kind, JSON.stringify(draft.data));
}

/**
 * For the publishing flow (admin approval): the notification that tells a developer their app was
 * approved or rejected. A rejection must say why.
 *
 * @example
 * const draft = appDecisionNotification({ userId: app.developerId, app, approved: false, reason });
 * await d1.batch([updateStatus, insertNotificationStatement(d1, draft)]);
 */
export function appDecisionNotification(input: {
  userId: string;
  app: { id: string; slug: string; name: string };
  approved: boolean;
  reason?: string | null;
}): NotificationDraft {
  const reason = input.reason?.trim();
  if (!input.approved && !reason) throw new Error("a rejection needs a reason");
  const data: NotificationData = { appId: input.app.id, appSlug: input.app.slug, appName: input.app.name };
  if (!input.approved) data.reason = reason;
  return notificationDraft(input.userId, input.approved ? "app_approved" : "app_rejected", data);
}

const appLink = (data: NotificationData) => (data.appSlug ? `/app/${encodeURIComponent(data.appSlug)}` : null);
const reviewLink = (data: NotificationData) => {
  const app = appLink(data);
  return app && data.reviewId ? `${app}#review-${encodeURIComponent(data.reviewId)}` : app;
};

/** Title, body and link of a notification in `locale`, from its kind and frozen data. */
export function renderNotification(
  kind: NotificationKind,
  data: NotificationData,
  locale: Locale,
): Pick<NotificationView, "title" | "body" | "link"> {
  const options = { locale };
  const app = data.appName ?? "";
  const withNote = (body: string) => (data.reason ? `${body} ${m.notification_team_note({ note: data.reason }, options)}` : body);
  switch (kind) {
    case "app_approved":
      return {
        title: m.notification_app_approved_title({}, options),
        body: m.notification_app_approved_body({ app }, options),
        link: appLink(data),
      };
    case "app_rejected":
      return {
        title: m.notification_app_rejected_title({}, options),
        body: m.notification_app_rejected_body({ app, reason: data.reason ?? "" }, options),
        link: null,
      };
    case "review_reply":
      return {
        title: m.notification_review_reply_title({}, options),
        body: m.notification_review_reply_body({ app }, options),
        link: reviewLink(data),
      };
    case "report_resolved":
    case "report_dismissed": {
      const target =
        data.targetType === "review"
          ? m.notification_report_target_review({ app }, options)
          : m.notification_report_target_app({ app }, options);
      const resolved = kind === "report_resolved";
      return {
        title: resolved ? m.notification_report_resolved_title({}, options) : m.notification_report_dismissed_title({}, options),
        body: withNote(
          resolved ? m.notification_report_resolved_body({ target }, options) : m.notification_report_dismissed_body({ target }, options),
        ),
        link: data.targetType === "review" ? reviewLink(data) : appLink(data),
      };
    }
    case "review_moderated":
      return data.status === "approved"
        ? {
            title: m.notification_review_moderated_title({}, options),
            body: m.notification_review_approved_body({ app }, options),
            link: reviewLink(data),
          }
        : {
            title: m.notification_review_moderated_title({}, options),
            body: m.notification_review_rejected_body({ app, reason: data.reason ?? "" }, options),
            link: appLink(data),
          };
    case "app_broken":
      return {
        title: m.notification_app_broken_title({}, options),
        body: m.notification_app_broken_body({ app, reason: data.reason ?? "" }, options),
        link: "/my-pwas",
      };
    case "app_withdrawn":
      return {
        title: m.notification_app_withdrawn_title({}, options),
        body: m.notification_app_withdrawn_body({ app, reason: data.reason ?? "" }, options),
        link: "/my-pwas",
      };
    case "app_fixed":
      return {
        title: m.notification_app_fixed_title({}, options),
        body: m.notification_app_fixed_body({ app }, options),
        link: "/my-pwas",
      };
    case "app_restored":
      return {
        title: m.notification_app_restored_title({}, options),
        body: m.notification_app_restored_body({ app }, options),
        link: appLink(data),
      };
    case "app_changed":
      return {
        title: m.notification_app_changed_title({}, options),
        body: m.notification_app_changed_body({ app }, options),
        link: "/my-pwas",
      };
    case "app_unlisted":
      return {
        title: m.notification_app_unlisted_title({}, options),
        body: m.notification_app_unlisted_body({ app }, options),
        link: "/my-pwas",
      };
    case "app_featured":
      return {
        title: m.notification_app_featured_title({}, options),
        body: m.notification_app_featured_body({ app }, options),
        link: appLink(data),
      };
    case "app_unfeatured":
      return {
        title: m.notification_app_unfeatured_title({}, options),
        body: m.notification_app_unfeatured_body({ app }, options),
        link: "/my-pwas",
      };
    case "app_edited":
      return {
        title: m.notification_app_edited_title({}, options),
        body: m.notification_app_edited_body({ app }, options),
        link: "/my-pwas",
      };
    case "app_deleted":
      return {
        title: m.notification_app_deleted_title({}, options),
        body: m.notification_app_deleted_body({ app }, options),
        link: null,
      };
    case "message":
      return {
        title: m.notification_message_title({}, options),
        body: m.notification_message_body({ subject: data.subject ?? "" }, options),
        link: data.threadId ? `/messages/${encodeURIComponent(data.threadId)}` : "/messages",
      };
  }
}

interface NotificationRow {
  id: string;
  kind: NotificationKind;
  data: string;
  read_at: number | null;
  created_at: number;
}

function parseData(text: string): NotificationData {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" ? (value as NotificationData) : {};
  } catch {
    return {};
  }
}

function toView(row: NotificationRow, locale: Locale): NotificationView {
  const data = parseData(row.data);
  return {
    id: row.id,
    ...renderNotification(row.kind, data, locale),
    kind: row.kind,
    data,
    read: row.read_at !== null,
    readAt: row.read_at,
    createdAt: row.created_at,
  };
}

/** The user's notifications, newest first, with how many are unread. */
export async function listNotifications(
  db: Database,
  userId: string,
  query: { page: number; pageSize: number },
  locale: Locale,
): Promise<NotificationListing> {
  const d1 = db.$client;
  const [items, counts] = await d1.batch([
    d1
      .prepare(
        "SELECT id, kind, data, read_at, created_at FROM notifications WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?",
      )
      .bind(userId, query.pageSize, offsetOf(query)),
    d1
      .prepare("SELECT count(*) AS total, count(*) FILTER (WHERE read_at IS NULL) AS unread FROM notifications WHERE user_id = ?")
      .bind(userId),
  ]);
  const count = (counts!.results[0] ?? { total: 0, unread: 0 }) as { total: number; unread: number };
  return {
    items: (items!.results as NotificationRow[]).map((row) => toView(row, locale)),
    total: count.total,
    unread: count.unread,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The header badge: unread notifications and unread staff messages (two index lookups). */
export async function unreadCounts(db: Database, userId: string): Promise<UnreadCounts> {
  const d1 = db.$client;
  const [notificationsResult, messagesResult] = await d1.batch<{ n: number }>([
    d1.prepare("SELECT count(*) AS n FROM notifications WHERE user_id = ? AND read_at IS NULL").bind(userId),
    d1
      .prepare(
        `SELECT count(*) AS n FROM thread_messages m JOIN message_threads t ON t.id = m.thread_id
         WHERE t.user_id = ? AND m.sender = 'staff' AND m.read_at IS NULL`,
      )
      .bind(userId),
  ]);
  return { notifications: notificationsResult!.results[0]?.n ?? 0, messages: messagesResult!.results[0]?.n ?? 0 };
}

/**
 * Marks one of the user's notifications read (idempotent; the first read time is kept) and answers
 * it; null when the user has no notification with that id: another user's is not found, like an
 * unknown one.
 */
export async function markNotificationRead(
  db: Database,
  userId: string,
  id: string,
  locale: Locale,
  now = Date.now(),
): Promise<NotificationView | null> {
  const row = await db.$client
    .prepare(
      "UPDATE notifications SET read_at = coalesce(read_at, ?) WHERE id = ? AND user_id = ? RETURNING id, kind, data, read_at, created_at",
    )
    .bind(now, id, userId)
    .first<NotificationRow>();
  return row ? toView(row, locale) : null;
}

/** Marks every unread notification of the user read; answers how many changed. */
export async function markAllNotificationsRead(db: Database, userId: string, now = Date.now()): Promise<number> {
  const result = await db.$client
    .prepare("UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL")
    .bind(now, userId)
    .run();
  return result.meta.changes;
}

interface RecipientRow {
  id: string;
  email: string;
  name: string;
  username: string;
  status: string;
  preferences: string;
}

/** What mailing needs beyond the database: settings and the store's origin for links. */
export interface NotificationMailContext {
  db: Database;
  config: AppConfig;
  origin: string;
}

/**
 * Mails a copy of each notification to recipients whose `email` preference is on (the default),
 * in the language they chose (else English). Runs after the change is stored; a failed mail is
 * logged and never undoes or fails the change. Answers how many mails were sent.
 */
export async function deliverNotificationEmails(context: NotificationMailContext, drafts: readonly NotificationDraft[]): Promise<number> {
  if (drafts.length === 0) return 0;
  const d1 = context.db.$client;
  const ids = [...new Set(drafts.map((draft) => draft.userId))];
  const { results } = await d1
    .prepare(`SELECT id, email, name, username, status, preferences FROM users WHERE id IN (${ids.map(() => "?").join(", ")})`)
    .bind(...ids)
    .all<RecipientRow>();
  const recipients = new Map(results.map((row) => [row.id, row]));
  const mailer = createMailer(context.config, context.db);
  let sent = 0;
  for (const draft of drafts) {
    const user = recipients.get(draft.userId);
    if (user?.status !== "active") continue;
    let preferences: UserPreferences = {};
    try {
      preferences = JSON.parse(user.preferences) as UserPreferences;
    } catch {
      // Unreadable preferences: the defaults apply.
    }
    if (!readPreferences({ preferences }).notifications.email) continue;
    const locale: Locale = recipientLocale(preferences);
    const mail = runInLocale(locale, context.origin, () => {
      const text = renderNotification(draft.kind, draft.data, locale);
      const product = context.config.productName;
      const href = new URL(text.link ?? "/notifications", context.origin).href;
      return compose(user.email, m.notification_mail_subject({ title: text.title, product }), user.name || user.username, product, [
        { text: text.body, link: { href, label: m.notification_mail_open({ product }) } },
        { text: m.notification_mail_footer() },
      ]);
    });
    try {
      await mailer.send(mail);
      sent += 1;
    } catch (error) {
      console.error(`[community] notification mail ${draft.id} (${draft.kind}) failed:`, error);
    }
  }
  return sent;
}
