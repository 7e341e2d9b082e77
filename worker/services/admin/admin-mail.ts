/**
 * Mails to the store team (docs/product.md "Admin notification mails"): when one of the events of
 * `notifications.adminMail` is switched on in the settings, every administrator (role admin,
 * active, email verified) gets a mail about it, in the language they chose, with a link to the
 * admin page concerned. This module decides who gets what; call sites name the event and the row
 * in one line (worker/api/lib/mail.ts `mailAdmins` after an API answer, `sendAdminMail` elsewhere).
 *
 * It runs after the action is stored and never throws: a mail failure is logged and undoes
 * nothing.
 */
import type { AdminMailEvent } from "#contract/schemas/settings.ts";
import { m } from "#app/paraglide/messages.js";
import type { Locale } from "#app/paraglide/runtime.js";
import type { Database } from "#db/client.ts";
import type { ReportReason } from "#db/schema.ts";
import type { AppConfig } from "../../lib/config.ts";
import { runInLocale } from "../../lib/locale-scope.ts";
import { createMailer, type Mail } from "../mail/mailer.ts";
import { recipientLocale } from "../mail/recipient-locale.ts";
import { compose } from "../mail/templates.ts";
import { readSettings } from "../settings/read.ts";

/** What happened, by the id of the row it concerns (the mail reads what it says from there). */
export type AdminNotice =
  /** An app entered `pending` (added, uploaded or submitted); a listed-at-once app is no news. */
  | { event: "appSubmitted"; appId: string }
  | { event: "reportFiled"; reportId: string }
  | { event: "contactMessage"; contactMessageId: number }
  | { event: "feedback"; feedbackId: number }
  /** The re-inspection found a working app broken; `reason` is the first failed check. */
  | { event: "appBroken"; appId: string; reason: string };

/** What sending needs beyond the database: the configuration and the store's origin for links. */
export interface AdminMailContext {
  db: Database;
  config: AppConfig;
  origin: string;
}

/** One mail's content, before it is addressed. */
interface AdminMailContent {
  subject: string;
  body: string;
  /** Root-relative path of the admin page concerned. */
  path: string;
  button: string;
}

type Row = Record<string, unknown>;
type Content = (row: Row, notice: AdminNotice) => AdminMailContent;

const REASON_LABELS: Record<ReportReason, () => string> = {
  spam: m.report_reason_spam,
  malware_phishing: m.report_reason_malware_phishing,
  inappropriate: m.report_reason_inappropriate,
  broken: m.report_reason_broken,
  copyright: m.report_reason_copyright,
  other: m.report_reason_other,
};

/** A user's text in one line of at most `max` characters (subjects and quotes). */
export function excerpt(text: unknown, max = 140): string {
  const line = String(text ?? "")
    .replace(/\s+/g, " ")
    .trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** Per event: the row to read (null: nothing to say, e.g. the app is no longer pending) and the mail's words. */
const EVENTS: Record<AdminMailEvent, { query: string; content: Content }> = {
  appSubmitted: {
    query: "SELECT id, name, developer_name FROM apps WHERE id = ? AND status = 'pending'",
    content: (row) => ({
      subject: m.admin_mail_app_submitted_subject({ name: excerpt(row.name, 80) }),
      body: m.admin_mail_app_submitted_body({ name: String(row.name), developer: String(row.developer_name || "—") }),
      path: `/admin/pwas/${encodeURIComponent(String(row.id))}`,
      button: m.admin_mail_open_app(),
    }),
  },
  reportFiled: {
    query: `SELECT p.id, p.reason, p.details, p.review_id, a.name AS app_name FROM reports p JOIN apps a ON a.id = p.app_id
            WHERE p.id = ? AND p.status = 'open'`,
    content: (row) => {
      const app = excerpt(row.app_name, 80);
      const target = row.review_id ? m.notification_report_target_review({ app }) : m.notification_report_target_app({ app });
      const reason = REASON_LABELS[row.reason as ReportReason]?.() ?? String(row.reason);
      const details = excerpt(row.details, 300);
      return {
        subject: m.admin_mail_report_subject({ app }),
        body: details ? `${m.admin_mail_report_body({ target, reason })} “${details}”` : m.admin_mail_report_body({ target, reason }),
        path: "/admin/reports",
        button: m.admin_mail_open_reports(),
      };
    },
  },
  contactMessage: {
    query: "SELECT id, name, email, subject, message FROM contact_messages WHERE id = ?",
    content: (row) => ({
      subject: m.admin_mail_contact_subject({ subject: excerpt(row.subject, 80) }),
      body: `${m.admin_mail_contact_body({ name: excerpt(row.name, 100), email: String(row.email) })} “${excerpt(row.message, 300)}”`,
      path: "/admin/messages/contact",
      button: m.admin_mail_open_contact(),
    }),
  },
  feedback: {
    query: "SELECT id, message, rating, page FROM feedback WHERE id = ?",
    content: (row) => ({
      subject: m.admin_mail_feedback_subject(),
      body: `${
        typeof row.rating === "number" ? m.admin_mail_feedback_body_rated({ rating: String(row.rating) }) : m.admin_mail_feedback_body()
      } “${excerpt(row.message, 300)}”`,
      path: "/admin/feedback",
      button: m.admin_mail_open_feedback(),
    }),
  },
  appBroken: {
    query: "SELECT id, name FROM apps WHERE id = ? AND status <> 'deleted'",
    content: (row, notice) => ({
      subject: m.admin_mail_app_broken_subject({ name: excerpt(row.name, 80) }),
      body: m.admin_mail_app_broken_body({
        name: String(row.name),
        reason: excerpt(notice.event === "appBroken" ? notice.reason : "", 300),
      }),
      path: `/admin/pwas/${encodeURIComponent(String(row.id))}`,
      button: m.admin_mail_open_app(),
    }),
  },
};

/** The id of the row a notice is about. */
function rowKey(notice: AdminNotice): string | number {
  switch (notice.event) {
    case "appSubmitted":
    case "appBroken":
      return notice.appId;
    case "reportFiled":
      return notice.reportId;
    case "contactMessage":
      return notice.contactMessageId;
    case "feedback":
      return notice.feedbackId;
  }
}

interface AdminRow {
  email: string;
  name: string;
  username: string;
  preferences: string | null;
}

const preferredLocale = (preferences: string | null): Locale => recipientLocale(preferences);

/** The administrators who receive the team's mails: role admin, active, email verified. */
export async function adminRecipients(db: Database): Promise<AdminRow[]> {
  const { results } = await db.$client
    .prepare(
      "SELECT email, name, username, preferences FROM users WHERE role = 'admin' AND status = 'active' AND email_verified_at IS NOT NULL ORDER BY email",
    )
    .all<AdminRow>();
  return results;
}

/** The mail of `notice` for one administrator, in their language. */
function adminMail(context: AdminMailContext, admin: AdminRow, row: Row, notice: AdminNotice): Mail {
  return runInLocale(preferredLocale(admin.preferences), context.origin, () => {
    const content = EVENTS[notice.event].content(row, notice);
    const product = context.config.productName;
    return compose(admin.email, m.notification_mail_subject({ title: content.subject, product }), admin.name || admin.username, product, [
      { text: content.body, link: { href: new URL(content.path, context.origin).href, label: content.button } },
      { text: m.admin_mail_footer() },
    ]);
  });
}

/**
 * Mails every administrator about each notice whose event is switched on in the settings. Never
 * throws (failures are logged); answers how many mails were sent.
 *
 * @example
 * await sendAdminMail({ db, config, origin }, { event: "feedback", feedbackId: 12 });
 */
export async function sendAdminMail(context: AdminMailContext, notices: AdminNotice | readonly AdminNotice[]): Promise<number> {
  const list = ([] as AdminNotice[]).concat(notices);
  let sent = 0;
  try {
    const settings = await readSettings(context.db);
    const wanted = list.filter((notice) => settings.notifications.adminMail[notice.event]);
    if (wanted.length === 0) return 0;
    const admins = await adminRecipients(context.db);
    if (admins.length === 0) return 0;
    const mailer = createMailer(context.config, context.db);
    for (const notice of wanted) {
      const event = EVENTS[notice.event];
      const row = await context.db.$client.prepare(event.query).bind(rowKey(notice)).first<Row>();
      if (!row) continue;
      for (const admin of admins) {
        try {
          await mailer.send(adminMail(context, admin, row, notice));
          sent += 1;
        } catch (error) {
          console.error(`[admin-mail] ${notice.event} mail to an administrator failed:`, error);
        }
      }
    }
  } catch (error) {
    console.error("[admin-mail] preparing the administrators' mails failed:", error);
  }
  return sent;
}
