import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import type { MyAppView } from "#contract/publishing.ts";
import { formatNumber, formatRating } from "../../lib/format-count.ts";
import { formatDate } from "../../lib/format-date.ts";
import { safeHref } from "../../lib/safe-href.ts";
import { useAction, useConfirmAction, useReload } from "../../lib/use-action.ts";
import { RatingStars } from "../catalog/rating-stars.tsx";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { BusyButton, secondaryButtonClass } from "../profile/ui.tsx";
import type { CategoryChoice } from "./app-metadata-fields.tsx";
import { EditAppDialog } from "./edit-app-dialog.tsx";
import { HostingCounts, HostingReportPanel } from "./hosting-report.tsx";
import { ChecksByLevel } from "./inspection-card.tsx";
import { StatusBadge } from "./status-badge.tsx";
import { StatsPanel } from "./stats-panel.tsx";
import { VerificationPanel } from "./verification-panel.tsx";
import { VerifiedBadge } from "./verified-badge.tsx";
import { VersionsPanel } from "./versions-panel.tsx";

/** The words of the publish / unpublish button for an app in `status` (the table's meaning of each). */
function publishLabel(status: MyAppView["status"]): { label: string; busy: string } {
  if (status === "draft") return { label: m.myapps_submit_review(), busy: m.myapps_submitting() };
  if (status === "rejected") return { label: m.myapps_resubmit(), busy: m.myapps_submitting() };
  return { label: m.myapps_publish(), busy: m.myapps_publishing() };
}
function unpublishLabel(status: MyAppView["status"]): { label: string; busy: string } {
  if (status === "pending") return { label: m.myapps_withdraw(), busy: m.myapps_withdrawing() };
  return { label: m.myapps_unpublish(), busy: m.myapps_unpublishing() };
}

/**
 * A folded section whose content mounts the first time it is opened (and stays mounted), so a
 * list of apps does not load every app's versions or verification state up front.
 */
function Disclosure({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="group rounded-xl border border-slate-200 dark:border-slate-800"
      data-testid={testId}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="focus-ring flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800/60">
        {title}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4 transition group-open:rotate-180"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </summary>
      <div className="border-t border-slate-200 p-4 dark:border-slate-800">{opened ? children : null}</div>
    </details>
  );
}

/** What a card asks its route's action (app/routes/my-pwas.tsx) to do with its app. */
export type MyAppWrite = { id: string; intent: "publish" | "unpublish" | "delete" };

/**
 * One of the owner's apps on /my-pwas: status (and why, when rejected or broken), the figures
 * that matter (opens, rating), and the actions the transition table allows now — edit, publish or
 * unpublish, delete (confirmed) — plus verification for URL-listed apps, and for hosted ones the
 * hosting report's counts (its panel folded) and the versions. Publishing, unpublishing and
 * deleting go through the page's action; after a write of the dialogs and panels (their own
 * calls), the page loads the list again.
 */
export function MyAppCard({ app, categories }: { app: MyAppView; categories: CategoryChoice[] }) {
  const locale = getLocale();
  const [editing, setEditing] = useState(false);
  const action = useAction();
  const deleting = useConfirmAction<MyAppView>();
  const reload = useReload();
  const moving = action.pending?.id === app.id ? action.pending.intent : null;
  const openHref = safeHref(app.startUrl);
  const can = (allowed: MyAppView["actions"][number]) => app.actions.includes(allowed);
  const write = (intent: MyAppWrite["intent"]): MyAppWrite => ({ id: app.id, intent });

  const brokenSince = formatDate(app.health.brokenSince, locale);
  /** Publish or unpublish, in the words of the app's status, sent through the page's action. */
  const move = (intent: "publish" | "unpublish", words: { label: string; busy: string }, variant: "primary" | "secondary") => (
    <BusyButton
      variant={variant}
      busy={moving === intent}
      busyLabel={words.busy}
      disabled={action.busy}
      onClick={() => void action.run(write(intent))}
      data-testid={`my-app-${intent}`}
    >
      {words.label}
    </BusyButton>
  );
  return (
    <li
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
      data-testid="my-app"
      data-app-id={app.id}
      data-app-slug={app.slug}
    >
      <div className="flex items-start gap-4">
        {app.icon ? (
          <img
            src={app.icon}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            className="h-14 w-14 shrink-0 rounded-xl bg-slate-100 object-contain dark:bg-slate-800"
          />
        ) : (
          <span aria-hidden="true" className="h-14 w-14 shrink-0 rounded-xl bg-slate-100 dark:bg-slate-800" />
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="min-w-0 break-words text-lg font-bold text-slate-900 dark:text-white" data-testid="my-app-name">
              {/* Listed, its page in the store; otherwise the owner's preview of that page. */}
              <Link to={`/app/${encodeURIComponent(app.slug)}`} className="focus-ring rounded hover:underline">
                {app.name}
              </Link>
            </h2>
            <StatusBadge status={app.status} />
            {app.verified ? <VerifiedBadge /> : null}
          </div>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
            {app.categoryName} · {app.source === "hosted" ? m.myapps_source_hosted() : m.myapps_source_url()}
          </p>
          <p className="line-clamp-2 mt-1 text-sm text-slate-700 dark:text-slate-300">{app.description}</p>
          <dl className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <div className="flex items-center gap-1">
              <dt className="sr-only">{m.myapps_opens()}</dt>
              <dd data-testid="my-app-opens">{m.myapps_opens_count({ count: formatNumber(app.opens, locale) })}</dd>
            </div>
            <div className="flex items-center gap-1">
              <dt className="sr-only">{m.myapps_rating()}</dt>
              <dd className="flex items-center gap-1">
                <RatingStars value={app.rating} size="xs" />
                <span aria-hidden="true">{formatRating(app.rating, locale)}</span>
                <span>({m.myapps_ratings_count({ count: formatNumber(app.ratingCount, locale) })})</span>
              </dd>
            </div>
          </dl>
          {app.source === "hosted" && app.hosting ? (
            <div className="mt-2" data-testid="my-app-hosting">
              <HostingCounts report={app.hosting} compact />
            </div>
          ) : null}
        </div>
      </div>

      {app.status === "rejected" && app.rejectionReason ? (
        <div
          className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 dark:bg-red-900/30 dark:text-red-100"
          data-testid="rejection-reason"
        >
          <p className="font-semibold">{m.myapps_rejected_title()}</p>
          <p className="mt-1 whitespace-pre-line break-words">{app.rejectionReason}</p>
          <p className="mt-1 opacity-80">{m.myapps_rejected_hint()}</p>
        </div>
      ) : null}
      {app.status === "pending" ? <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{m.myapps_pending_hint()}</p> : null}
      {app.health.brokenSince !== null ? (
        <div role="note" className="form-notice mt-4 text-sm" data-testid="broken-warning">
          <p className="font-semibold">
            {app.health.withdrawn ? m.myapps_withdrawn_title() : m.myapps_broken_title({ date: brokenSince ?? "" })}
          </p>
          <p className="mt-1">{app.health.withdrawn ? m.myapps_withdrawn_body() : m.myapps_broken_body()}</p>
          {app.health.reasons.length > 0 ? (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {app.health.reasons.map((reason) => (
                <li key={reason} className="break-words">
                  {reason}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <div className="mt-4 flex flex-wrap gap-2">
        {openHref ? (
          <a href={openHref} target="_blank" rel="noopener noreferrer" className={secondaryButtonClass} data-testid="my-app-open">
            {m.myapps_open()}
          </a>
        ) : null}
        {can("edit") ? (
          <button type="button" className={secondaryButtonClass} onClick={() => setEditing(true)} data-testid="my-app-edit">
            {m.myapps_edit()}
          </button>
        ) : null}
        {can("publish") ? move("publish", publishLabel(app.status), "primary") : null}
        {can("unpublish") ? move("unpublish", unpublishLabel(app.status), "secondary") : null}
        {can("delete") ? (
          <button
            type="button"
            className="focus-ring rounded-lg px-4 py-2 font-medium text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-900/30"
            onClick={() => deleting.open(app)}
            data-testid="my-app-delete"
          >
            {m.myapps_delete()}
          </button>
        ) : null}
      </div>

      <div className="mt-4 space-y-2">
        {/* The latest inspection's checks, as Add by URL and the admin show them: what to improve. */}
        {app.health.checks.length > 0 ? (
          <Disclosure title={m.addapp_report_card_title()} testId="my-app-report-card">
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {m.addapp_checks_summary({
                passed: String(app.health.checks.filter((check) => check.passed).length),
                total: String(app.health.checks.length),
              })}
            </p>
            <div className="-mx-4 -mb-4 divide-y divide-slate-200 dark:divide-slate-800">
              <ChecksByLevel checks={app.health.checks} />
            </div>
          </Disclosure>
        ) : null}
        <Disclosure title={m.stats_title()} testId="my-app-stats">
          <StatsPanel appId={app.id} />
        </Disclosure>
        {app.source === "url" ? (
          <Disclosure title={app.verified ? m.myapps_verification_done() : m.myapps_verification()} testId="my-app-verification">
            <VerificationPanel
              appId={app.id}
              verified={app.verified}
              verifiedAt={app.verifiedAt}
              knownToken={app.verificationToken}
              onChange={reload}
            />
          </Disclosure>
        ) : (
          <>
            {app.hosting ? (
              <Disclosure title={m.hosting_ui_title()} testId="my-app-hosting-report">
                <HostingReportPanel report={app.hosting} level={3} title={m.hosting_ui_my_app_label()} />
              </Disclosure>
            ) : null}
            <Disclosure title={m.myapps_versions()} testId="my-app-versions">
              <VersionsPanel appId={app.id} onServedChange={reload} />
            </Disclosure>
          </>
        )}
      </div>

      <EditAppDialog app={app} categories={categories} open={editing} onClose={() => setEditing(false)} onSaved={reload} />
      <ConfirmDialog
        open={deleting.target !== null}
        title={m.myapps_delete_title({ name: app.name })}
        body={app.source === "hosted" ? m.myapps_delete_body_hosted() : m.myapps_delete_body()}
        confirmLabel={m.myapps_delete_confirm()}
        cancelLabel={m.myapps_cancel()}
        busy={deleting.busy}
        busyLabel={m.myapps_deleting()}
        error={deleting.error}
        onConfirm={() => void deleting.confirm(write("delete"))}
        onCancel={deleting.close}
        testId="delete-app-dialog"
      />
    </li>
  );
}
