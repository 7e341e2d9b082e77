import { Link } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { toast } from "#app/lib/toast.ts";
import type { AdminAppDetail, AdminAppItem, AdminAppPage as AdminAppList } from "#contract/admin.ts";
import {
  AppBadges,
  AppDecisionButtons,
  AppOwner,
  type DecisionPayload,
  InspectionSummaryLine,
  sendDecision,
  useAppDecisions,
} from "../../components/admin/app-decisions.tsx";
import { AppListingForm, type CategoryChoice, type ListingChanges, sendListing } from "../../components/admin/app-listing-form.tsx";
import { AdminDetailError, AdminDetailFrame, type DetailBack, DetailFact } from "../../components/admin/detail-frame.tsx";
import { adminCardClass } from "../../components/admin/ui.tsx";
import { HostingReportPanel } from "../../components/publishing/hosting-report.tsx";
import { InspectionCard } from "../../components/publishing/inspection-card.tsx";
import { formatDate } from "../../lib/format-date.ts";
import { formatPageTitle, productNameFrom } from "../../lib/page-title.ts";
import { loadData, readApi, redirectTo } from "../../lib/route-data.ts";
import { safeHref } from "../../lib/safe-href.ts";
import type { Route } from "./+types/pwa-detail";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.admin_app_detail_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

const BACK: DetailBack = { to: "/admin/pwas", label: m.admin_back_to_apps };

/** The app, and the categories its listing may move to (without them the form keeps the current one). */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const [app, categories] = await Promise.all([
    loadData<AdminAppDetail>(`/admin/pwas/${encodeURIComponent(params.id)}`, request),
    readApi<CategoryChoice[]>("/client/categories", request).catch(() => null),
  ]);
  return { app, categories };
}

/**
 * A decision (`sendDecision`) or the listing's edit (`sendListing`). A deleted app has no page: back
 * to the list. A decision on a waiting app moves on to the next one the queue holds (oldest first,
 * as the list orders it); with none left the page stays on the decided app.
 */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const payload = (await request.json()) as ({ intent: "listing" } & ListingChanges) | (DecisionPayload & { waiting: boolean });
  if ("intent" in payload) {
    const { intent, ...changes } = payload;
    return sendListing(params.id, changes);
  }
  const result = await sendDecision(payload);
  if (!result.ok) return result;
  if (payload.decision === "delete") return redirectTo("/admin/pwas");
  const next = payload.waiting && result.data.status !== "pending" ? await nextInQueue(payload.id, request) : null;
  if (!next) return result;
  toast.info(m.admin_app_next_in_queue({ name: next.name }));
  return redirectTo(`/admin/pwas/${encodeURIComponent(next.id)}`);
}

/** The oldest app still waiting for approval but `decided` (should it still be listed), if any. */
async function nextInQueue(decided: string, request: Request): Promise<AdminAppItem | null> {
  try {
    const queue = await readApi<AdminAppList>("/admin/pwas?status=pending&pageSize=2", request);
    return queue.items.find((item) => item.id !== decided) ?? null;
  } catch {
    // The decision is done and shown; the queue is one click away in the list.
    return null;
  }
}

export function ErrorBoundary() {
  return <AdminDetailError back={BACK} notFound={m.admin_app_not_found()} testId="admin-app-error" />;
}

/** /admin/pwas/:id: one app with its owner, status, health and the full latest inspection. */
export default function AdminAppPage({ loaderData }: Route.ComponentProps) {
  // Each app its own page state: the next one in the queue opens with no dialog open and a fresh form.
  return <AppDetail key={loaderData.app.id} {...loaderData} />;
}

function AppDetail({ app: data, categories }: Route.ComponentProps["loaderData"]) {
  const locale = getLocale();
  const decisions = useAppDecisions({ extra: (app) => ({ waiting: app.status === "pending" }) });

  const website = data.websiteUrl ? safeHref(data.websiteUrl) : null;
  const start = safeHref(data.startUrl);
  return (
    <AdminDetailFrame
      back={BACK}
      testId="admin-app-detail"
      attributes={{ "data-status": data.status, "data-featured": data.featured ? "true" : "false" }}
      title={data.name}
      visual={
        data.icon ? (
          <img
            src={data.icon}
            alt=""
            width={64}
            height={64}
            referrerPolicy="no-referrer"
            className="h-16 w-16 shrink-0 rounded-2xl object-contain"
          />
        ) : null
      }
      identity={
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <AppBadges app={data} />
        </div>
      }
      actions={<AppDecisionButtons app={data} onAsk={decisions.ask} busy={decisions.busy(data.id)} />}
    >
      {data.status === "rejected" && data.statusReason ? (
        <p
          className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 dark:bg-red-900/30 dark:text-red-100"
          data-testid="admin-app-reason"
        >
          <span className="font-semibold">{m.admin_reason_label()}</span> {data.statusReason}
        </p>
      ) : null}

      <section className={`${adminCardClass} mt-6`}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <DetailFact label={m.admin_app_owner()}>
            <AppOwner app={data} />
          </DetailFact>
          <DetailFact label={m.admin_app_category()}>{data.categoryName}</DetailFact>
          <DetailFact label={m.admin_app_source()}>
            {data.source === "hosted" ? m.admin_app_source_hosted() : m.admin_app_source_url()}
          </DetailFact>
          <DetailFact label={m.admin_app_start_url()}>
            {start ? (
              <a
                href={start}
                rel="nofollow noopener noreferrer"
                target="_blank"
                className="focus-ring break-all rounded text-brand-700 underline dark:text-brand-100"
              >
                {data.startUrl}
              </a>
            ) : (
              data.startUrl
            )}
          </DetailFact>
          {website ? (
            <DetailFact label={m.admin_app_website()}>
              <a
                href={website}
                rel="nofollow noopener noreferrer"
                target="_blank"
                className="focus-ring break-all rounded text-brand-700 underline dark:text-brand-100"
              >
                {data.websiteUrl}
              </a>
            </DetailFact>
          ) : null}
          <DetailFact label={m.admin_app_submitted()}>{formatDate(data.createdAt, locale)}</DetailFact>
          <DetailFact label={m.admin_app_published()}>{data.publishedAt ? formatDate(data.publishedAt, locale) : "—"}</DetailFact>
          <DetailFact label={m.admin_app_checked()}>
            {data.lastCheckedAt ? formatDate(data.lastCheckedAt, locale) : m.admin_app_never_checked()}
          </DetailFact>
        </dl>
        {data.description ? (
          <p className="mt-4 whitespace-pre-wrap break-words text-sm text-slate-700 dark:text-slate-300">{data.description}</p>
        ) : null}
        {data.tags.length > 0 ? (
          <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">{data.tags.map((tag) => `#${tag}`).join(" ")}</p>
        ) : null}
        <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {data.openReports > 0 ? (
            <Link to="/admin/reports" className="focus-ring rounded font-medium text-amber-700 hover:underline dark:text-amber-300">
              {m.admin_app_open_reports({ count: String(data.openReports) })}
            </Link>
          ) : null}
          {data.status === "published" ? (
            <Link to={`/app/${encodeURIComponent(data.slug)}`} className="text-link">
              {m.admin_view_in_store()}
            </Link>
          ) : null}
        </p>
      </section>

      <AppListingForm app={data} categories={categories} />

      <section id="report" className="mt-6 scroll-mt-24" aria-labelledby="admin-report-heading">
        <h2 id="admin-report-heading" className="text-xl font-bold text-slate-900 dark:text-white">
          {m.admin_latest_report_card()}
        </h2>
        <p className="mt-1 text-sm">
          <InspectionSummaryLine summary={data.report} />
        </p>
        {data.lastRefusal ? (
          <p
            className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 dark:bg-red-900/30 dark:text-red-100"
            data-testid="admin-app-refusal"
          >
            {m.admin_report_refused({ reason: data.lastRefusal })}
          </p>
        ) : null}
        <div className="mt-4">
          {data.lastReport && data.lastReport.checks.length > 0 ? <InspectionCard inspection={data.lastReport} /> : null}
        </div>
        {data.lastReport?.hosting ? (
          <div className="mt-4">
            <HostingReportPanel report={data.lastReport.hosting} level={3} testId="admin-hosting-report" />
          </div>
        ) : null}
      </section>
      {decisions.dialogs}
    </AdminDetailFrame>
  );
}
