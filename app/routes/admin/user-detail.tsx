import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import type { AdminUserDetail } from "#contract/admin-users.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { AdminDetailError, AdminDetailFrame, type DetailBack, DetailFact } from "../../components/admin/detail-frame.tsx";
import { BanDialog } from "../../components/admin/ban-dialog.tsx";
import { adminCardClass, approveButtonClass, neutralButtonClass, rejectButtonClass } from "../../components/admin/ui.tsx";
import { UserBadges } from "../../components/admin/user-badges.tsx";
import { RatingStars } from "../../components/catalog/rating-stars.tsx";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { TimeAgo } from "../../components/notifications/time-ago.tsx";
import { StatusBadge } from "../../components/publishing/status-badge.tsx";
import { REPORT_STATUS_LABELS, REPORT_TONES, REVIEW_STATUS_LABELS, REVIEW_TONES, pillClass } from "../../lib/admin/labels.ts";
import { auditActionLabel, auditValue } from "../../lib/admin/user-labels.ts";
import { formatDate } from "../../lib/format-date.ts";
import { formatPageTitle, productNameFrom } from "../../lib/page-title.ts";
import { formatDateTime } from "../../lib/profile/relative-time.ts";
import { summarizeUserAgent } from "../../lib/profile/user-agent.ts";
import { reasonLabel } from "../../lib/reports/report-labels.ts";
import { loadData, redirectTo, sendApi, unwrap } from "../../lib/route-data.ts";
import { useAuth } from "../../lib/session/auth-context.tsx";
import { useAction, useConfirmAction } from "../../lib/use-action.ts";
import { LOCALE_ENDONYMS } from "#contract/locales.ts";
import type { Route } from "./+types/user-detail";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.admin_users_detail_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

type Action = "verify" | "unverify" | "promote" | "demote" | "ban" | "unban" | "delete";

const BACK: DetailBack = { to: "/admin/users", label: m.admin_users_back };

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadData<AdminUserDetail>(`/admin/users/${encodeURIComponent(params.id)}`, request);
}

/**
 * One action on the account (the ban with its reason and whether the listed apps go too); a
 * refusal is toasted and shown in the open dialog. A deleted account has no page: back to the list.
 */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const { action, ...ban } = (await request.json()) as { action: Action; reason?: string | null; unlistApps?: boolean };
  const path = `/admin/users/${encodeURIComponent(params.id)}`;
  const failure = m.admin_action_failed();
  if (action === "delete") {
    const result = await sendApi(path, { method: "DELETE", success: m.publish_deleted(), failure });
    return result.ok ? redirectTo("/admin/users") : result;
  }
  return sendApi(`${path}/${action}`, { method: "POST", body: action === "ban" ? ban : undefined, success: m.publish_updated(), failure });
}

export function ErrorBoundary() {
  return <AdminDetailError back={BACK} notFound={m.admin_users_not_found()} testId="admin-user-error" />;
}

/** One list about the account (sessions, apps, reviews…) under its heading and count; `empty` says there is none. */
function Section({
  title,
  count,
  empty,
  children,
  testId,
}: {
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
  testId: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${adminCardClass} mt-6`} data-testid={testId}>
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        {title}
        <span className="text-sm font-normal text-slate-500 dark:text-slate-400">({count})</span>
      </h2>
      <div className="mt-3">{count === 0 ? <p className="text-sm text-slate-500 dark:text-slate-400">{empty}</p> : children}</div>
    </section>
  );
}

const yesNo = (value: boolean) => (value ? m.admin_users_yes() : m.admin_users_no());

function deviceName(userAgent: string | null): string {
  const { browser, os } = summarizeUserAgent(userAgent);
  if (browser && os) return m.profile_session_device({ browser, os });
  return browser ?? os ?? m.profile_session_unknown_device();
}

const when = (ms: number, locale: string) => formatDateTime(new Date(ms).toISOString(), locale);

function ProfileCard({ user }: { user: AdminUserDetail }) {
  const locale = getLocale();
  const { preferences } = user;
  const signIn = [
    user.hasPassword ? m.admin_users_password() : null,
    ...user.socialProviders.map((p) => (p === "google" ? "Google" : "Apple")),
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <section className={`${adminCardClass} mt-6`} aria-label={m.admin_users_profile()} data-testid="admin-user-profile">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <DetailFact label={m.admin_users_email()}>
          <span className="break-all">{user.email}</span>
        </DetailFact>
        <DetailFact label={m.admin_users_username()}>@{user.username}</DetailFact>
        <DetailFact label={m.admin_users_col_joined()}>{formatDate(user.createdAt, locale)}</DetailFact>
        <DetailFact label={m.admin_users_col_last_active()}>
          {user.lastActiveAt === null ? m.admin_users_never() : when(user.lastActiveAt, locale)}
        </DetailFact>
        <DetailFact label={m.admin_users_verified_at()} testId="admin-user-verified-at">
          {user.emailVerifiedAt === null ? m.admin_users_unverified() : when(user.emailVerifiedAt, locale)}
        </DetailFact>
        <DetailFact label={m.admin_users_two_factor()} testId="admin-user-two-factor">
          {user.twoFactorEnabled ? m.admin_users_on() : m.admin_users_off()}
        </DetailFact>
        <DetailFact label={m.admin_users_sign_in_with()}>{signIn || "—"}</DetailFact>
        <DetailFact label={m.admin_users_language()}>
          {preferences.locale ? <span lang={preferences.locale}>{LOCALE_ENDONYMS[preferences.locale]}</span> : m.admin_users_not_set()}
        </DetailFact>
        <DetailFact label={m.admin_users_theme()}>
          {preferences.theme === "dark"
            ? m.admin_users_theme_dark()
            : preferences.theme === "light"
              ? m.admin_users_theme_light()
              : m.admin_users_theme_system()}
        </DetailFact>
        <DetailFact label={m.admin_users_email_notifications()}>{yesNo(preferences.notifications.email)}</DetailFact>
        <DetailFact label={m.admin_users_marketing()}>{yesNo(preferences.notifications.marketing)}</DetailFact>
        <DetailFact label={m.admin_users_public_profile()}>{yesNo(preferences.profilePublic)}</DetailFact>
        {user.loginLockedUntil ? (
          <DetailFact label={m.admin_users_locked()}>
            {m.admin_users_locked_until({ time: when(user.loginLockedUntil, locale) })}
          </DetailFact>
        ) : null}
        {user.bio ? (
          <div className="sm:col-span-2 lg:col-span-3">
            <DetailFact label={m.admin_users_bio()}>
              <span className="whitespace-pre-wrap">{user.bio}</span>
            </DetailFact>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** Why a button is disabled, said next to the buttons (and tied to them for screen readers). */
function guardOf(user: AdminUserDetail, selfId: string | undefined) {
  const self = user.id === selfId;
  const lastAdmin = user.role === "admin" && user.status === "active" && user.activeAdmins <= 1;
  return { self, lastAdmin, note: self ? m.admin_users_guard_self() : lastAdmin ? m.admin_users_guard_last_admin() : null };
}

function ActionButtons({
  user,
  selfId,
  busy,
  onAsk,
  onRun,
}: {
  user: AdminUserDetail;
  selfId: string | undefined;
  busy: Action | null;
  onAsk(action: Action): void;
  onRun(action: Action): void;
}) {
  const noteId = useId();
  const guard = guardOf(user, selfId);
  const blocked = guard.self || guard.lastAdmin;
  const described = (disabled: boolean) => (disabled && guard.note ? noteId : undefined);
  const button = (action: Action, label: string, className: string, options: { disabled?: boolean; confirm?: boolean } = {}) => {
    const disabled = options.disabled === true || busy !== null;
    return (
      <button
        type="button"
        className={className}
        disabled={disabled}
        aria-busy={busy === action}
        aria-describedby={described(options.disabled === true)}
        onClick={() => (options.confirm === false ? onRun(action) : onAsk(action))}
        data-testid={`user-${action}`}
      >
        {busy === action ? m.admin_saving() : label}
      </button>
    );
  };
  return (
    <div className="flex flex-col gap-2 sm:items-end" data-testid="admin-user-actions">
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {user.emailVerifiedAt === null
          ? button("verify", m.admin_users_action_verify(), approveButtonClass, { confirm: false })
          : button("unverify", m.admin_users_action_unverify(), neutralButtonClass, { disabled: guard.self })}
        {user.role === "admin"
          ? button("demote", m.admin_users_action_demote(), neutralButtonClass, { disabled: blocked })
          : button("promote", m.admin_users_action_promote(), neutralButtonClass)}
        {user.status === "banned"
          ? button("unban", m.admin_users_action_unban(), approveButtonClass, { confirm: false })
          : button("ban", m.admin_users_action_ban(), rejectButtonClass, { disabled: blocked })}
        {button("delete", m.admin_users_action_delete(), rejectButtonClass, { disabled: blocked })}
      </div>
      {guard.note ? (
        <p id={noteId} className="max-w-sm text-xs text-slate-500 sm:text-right dark:text-slate-400" data-testid="admin-user-guard">
          {guard.note}
        </p>
      ) : null}
    </div>
  );
}

const CONFIRMS: Record<Exclude<Action, "ban" | "verify" | "unban">, { title: () => string; body: () => string; label: () => string }> = {
  unverify: { title: m.admin_users_unverify_title, body: m.admin_users_unverify_body, label: m.admin_users_action_unverify },
  promote: { title: m.admin_users_promote_title, body: m.admin_users_promote_body, label: m.admin_users_action_promote },
  demote: { title: m.admin_users_demote_title, body: m.admin_users_demote_body, label: m.admin_users_action_demote },
  delete: { title: m.admin_users_delete_title, body: m.admin_users_delete_body, label: m.admin_users_action_delete },
};

function SessionsSection({ user }: { user: AdminUserDetail }) {
  const locale = getLocale();
  return (
    <Section
      title={m.admin_users_sessions()}
      count={user.sessions.length}
      empty={m.admin_users_sessions_none()}
      testId="admin-user-sessions"
    >
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {user.sessions.map((session) => (
          <li
            key={`${session.createdAt}-${session.lastUsedAt}-${session.ipAddress}`}
            className="py-2 text-sm"
            data-testid="admin-user-session"
          >
            <p className="font-medium text-slate-800 dark:text-slate-200">
              {deviceName(session.userAgent)}
              {session.ipAddress ? <span className="font-normal text-slate-500 dark:text-slate-400"> · {session.ipAddress}</span> : null}
              {session.rememberMe ? (
                <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-normal text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                  {m.admin_users_remember_me()}
                </span>
              ) : null}
            </p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {m.admin_users_session_times({ created: when(session.createdAt, locale), used: when(session.lastUsedAt, locale) })}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** An app the account owns or wrote about, linking to the app's admin page. */
function AppLink({ app }: { app: { id: string; name: string } }) {
  return (
    <Link to={`/admin/pwas/${encodeURIComponent(app.id)}`} className="text-link">
      {app.name}
    </Link>
  );
}

function ContentSections({ user }: { user: AdminUserDetail }) {
  const locale = getLocale();
  return (
    <>
      <Section title={m.admin_users_apps()} count={user.apps.length} empty={m.admin_users_apps_none()} testId="admin-user-apps">
        <ul className="space-y-2">
          {user.apps.map((app) => (
            <li key={app.id} className="flex flex-wrap items-center gap-2 text-sm">
              <AppLink app={app} />
              <StatusBadge status={app.status} />
            </li>
          ))}
        </ul>
      </Section>

      <Section title={m.admin_users_reviews()} count={user.reviews.length} empty={m.admin_users_reviews_none()} testId="admin-user-reviews">
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {user.reviews.map((review) => (
            <li key={review.id} className="py-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <RatingStars value={review.rating} />
                <span className={pillClass(REVIEW_TONES[review.status])}>{REVIEW_STATUS_LABELS[review.status]()}</span>
                <AppLink app={review.app} />
                <TimeAgo ms={review.createdAt} />
              </div>
              {review.title ? <p className="mt-1 break-words font-semibold text-slate-900 dark:text-white">{review.title}</p> : null}
              <p className="mt-1 line-clamp-3 whitespace-pre-wrap break-words text-slate-700 dark:text-slate-300">{review.body}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={m.admin_users_reports()} count={user.reports.length} empty={m.admin_users_reports_none()} testId="admin-user-reports">
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {user.reports.map((report) => (
            <li key={report.id} className="py-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-slate-900 dark:text-white">{reasonLabel(report.reason)}</span>
                <span className={pillClass(REPORT_TONES[report.status])}>{REPORT_STATUS_LABELS[report.status]()}</span>
                <span className="text-slate-500 dark:text-slate-400">
                  {report.targetType === "review" ? m.admin_users_report_review_of() : m.admin_users_report_app()}
                </span>
                <AppLink app={report.app} />
                <span className="text-xs text-slate-500 dark:text-slate-400">{formatDate(report.createdAt, locale)}</span>
              </div>
              {report.details ? (
                <p className="mt-1 line-clamp-3 whitespace-pre-wrap break-words text-slate-700 dark:text-slate-300">{report.details}</p>
              ) : null}
            </li>
          ))}
        </ul>
      </Section>

      <Section title={m.admin_users_audit()} count={user.audit.length} empty={m.admin_users_audit_none()} testId="admin-user-audit">
        <ol className="divide-y divide-slate-200 dark:divide-slate-800">
          {user.audit.map((entry) => (
            <li key={entry.id} className="py-3 text-sm" data-testid="admin-user-audit-entry" data-action={entry.action}>
              <p className="flex flex-wrap items-center gap-x-2">
                <span className="font-semibold text-slate-900 dark:text-white">{auditActionLabel(entry.action)}</span>
                <span className="break-all text-slate-600 dark:text-slate-400">{m.admin_users_audit_by({ email: entry.actor.email })}</span>
                <TimeAgo ms={entry.createdAt} />
              </p>
              {Object.keys(entry.changes).length > 0 ? (
                <ul className="mt-1 space-y-0.5 text-xs text-slate-600 dark:text-slate-400">
                  {Object.entries(entry.changes).map(([field, change]) => (
                    <li key={field} className="break-words">
                      <span className="font-mono">{field}</span>: {auditValue(change.from)} <span aria-hidden="true">→</span>
                      <span className="sr-only">{m.admin_users_audit_to()}</span> {auditValue(change.to)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}

/**
 * /admin/users/:id: one account — profile and marks, the actions an administrator may take (the
 * destructive ones after a confirmation; what the guards would refuse is disabled, with why),
 * live sessions, apps, reviews, reports filed and the audit log's entries about it.
 */
export default function AdminUserPage({ loaderData: user }: Route.ComponentProps) {
  const { user: self } = useAuth();
  const write = useAction();
  const asking = useConfirmAction<Action>();

  const running = (write.pending?.action as Action | undefined) ?? null;
  const confirm =
    asking.target && asking.target !== "ban" && asking.target !== "verify" && asking.target !== "unban" ? CONFIRMS[asking.target] : null;
  const name = user.name || user.username;
  // The ban dialog asks whether these leave the store too.
  const listedApps = user.apps.filter((app) => app.status === "published").length;
  return (
    <AdminDetailFrame
      back={BACK}
      testId="admin-user-detail"
      attributes={{ "data-status": user.status, "data-role": user.role }}
      title={name}
      titleTestId="admin-user-heading"
      visual={
        <span
          aria-hidden="true"
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-slate-200 text-xl font-bold text-slate-600 dark:bg-slate-800 dark:text-slate-300"
        >
          {name.trim().charAt(0).toUpperCase() || "?"}
        </span>
      }
      identity={
        <>
          <p className="break-all text-sm text-slate-600 dark:text-slate-400">{user.email}</p>
          <div className="mt-2">
            <UserBadges user={user} />
          </div>
        </>
      }
      actions={
        <ActionButtons
          user={user}
          selfId={self?.id}
          busy={running}
          onAsk={(action) => asking.open(action)}
          onRun={(action) => void write.run({ action })}
        />
      }
    >
      <ProfileCard user={user} />
      <SessionsSection user={user} />
      <ContentSections user={user} />

      <ConfirmDialog
        open={confirm !== null}
        title={confirm ? confirm.title() : ""}
        body={confirm ? confirm.body() : undefined}
        confirmLabel={confirm ? confirm.label() : ""}
        cancelLabel={m.admin_cancel()}
        busy={asking.busy}
        busyLabel={m.admin_saving()}
        tone={asking.target === "promote" ? "primary" : "danger"}
        error={asking.error}
        onConfirm={() => asking.target && void asking.confirm({ action: asking.target })}
        onCancel={asking.close}
        testId="user-confirm-dialog"
      />
      <BanDialog
        open={asking.target === "ban"}
        title={m.admin_users_ban_title({ name })}
        unlistLabel={listedApps > 0 ? m.admin_users_ban_unlist({ count: String(listedApps) }) : null}
        onSubmit={async (value) => {
          unwrap(await asking.confirm({ action: "ban", ...value }));
        }}
        onClose={asking.close}
        testId="user-ban-dialog"
      />
    </AdminDetailFrame>
  );
}
