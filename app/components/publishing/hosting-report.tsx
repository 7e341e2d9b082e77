import { useId } from "react";
import {
  HOSTING_SEVERITIES,
  countBySeverity,
  hostingFindingMessage,
  hostingFindingPlace,
  hostingSeverityLabel,
  thirdPartyKindLabel,
  type HostingFinding,
  type HostingReport,
  type HostingSeverity,
  type ThirdPartyOrigin,
} from "#contract/hosting-report.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { formatNumber } from "../../lib/format-count.ts";

/** Each severity's colours (red, amber, slate; both themes) and what it means for the publisher. */
const SEVERITY_STYLE: Record<HostingSeverity, { badge: string; dot: string; hint: () => string }> = {
  blocks_install: {
    badge: "bg-red-100 text-red-800 ring-red-200 dark:bg-red-900/50 dark:text-red-100 dark:ring-red-800",
    dot: "bg-red-600 dark:bg-red-400",
    hint: m.hosting_ui_hint_blocks_install,
  },
  breaks_at_runtime: {
    badge: "bg-amber-100 text-amber-900 ring-amber-200 dark:bg-amber-900/50 dark:text-amber-100 dark:ring-amber-800",
    dot: "bg-amber-500 dark:bg-amber-400",
    hint: m.hosting_ui_hint_breaks_at_runtime,
  },
  cosmetic: {
    badge: "bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700",
    dot: "bg-slate-400 dark:bg-slate-500",
    hint: m.hosting_ui_hint_cosmetic,
  },
};

type HeadingLevel = 2 | 3 | 4;
const headingTag = (level: HeadingLevel) => `h${level}` as const;

/**
 * The counts of a report as badges, one per severity that has findings (worst first), or a quiet
 * "no hosting problems" when there are none: the summary line of the panel and of a My apps card.
 *
 * @example
 * <HostingCounts report={app.hosting} compact />
 */
export function HostingCounts({ report, compact = false }: { report: Pick<HostingReport, "findings">; compact?: boolean }) {
  const counts = countBySeverity(report);
  const shown = HOSTING_SEVERITIES.filter((severity) => counts[severity] > 0);
  const locale = getLocale();
  if (shown.length === 0) {
    return (
      <p
        className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-100"
        data-testid="hosting-counts"
        data-empty="true"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-3.5 w-3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth={3}
          strokeLinecap="round"
        >
          <path d="M5 12l5 5L20 7" />
        </svg>
        {compact ? m.hosting_ui_none_short() : m.hosting_ui_none()}
      </p>
    );
  }
  return (
    <ul aria-label={m.hosting_ui_counts_label()} className="flex flex-wrap gap-2" data-testid="hosting-counts">
      {shown.map((severity) => (
        <li
          key={severity}
          className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${SEVERITY_STYLE[severity].badge}`}
          data-testid="hosting-count"
          data-severity={severity}
          data-count={counts[severity]}
        >
          <span aria-hidden="true" className={`h-2 w-2 rounded-full ${SEVERITY_STYLE[severity].dot}`} />
          {m.hosting_ui_count({ label: hostingSeverityLabel(severity), count: formatNumber(counts[severity], locale) })}
        </li>
      ))}
    </ul>
  );
}

function FindingItem({ finding }: { finding: HostingFinding }) {
  return (
    <li className="flex gap-3 py-3" data-testid="hosting-finding" data-code={finding.code} data-severity={finding.severity}>
      <span aria-hidden="true" className={`mt-2 h-2 w-2 shrink-0 rounded-full ${SEVERITY_STYLE[finding.severity].dot}`} />
      <div className="min-w-0">
        <p
          className="break-words text-sm text-slate-900 [overflow-wrap:anywhere] dark:text-slate-100"
          data-testid="hosting-finding-message"
        >
          {hostingFindingMessage(finding)}
        </p>
        <p className="mt-0.5 break-words font-mono text-xs text-slate-600 dark:text-slate-400" data-testid="hosting-finding-place">
          {hostingFindingPlace(finding)}
        </p>
      </div>
    </li>
  );
}

/** "scripts and stylesheets" in the reader's language. */
function kindsText(origin: ThirdPartyOrigin): string {
  const labels = origin.kinds.map((kind) => thirdPartyKindLabel(kind));
  try {
    return new Intl.ListFormat(getLocale(), { type: "conjunction" }).format(labels);
  } catch {
    return labels.join(", ");
  }
}

function ThirdPartyItem({ origin }: { origin: ThirdPartyOrigin }) {
  const locale = getLocale();
  const references =
    origin.count === 1 ? m.hosting_ui_references_one() : m.hosting_ui_references_many({ count: formatNumber(origin.count, locale) });
  const first =
    origin.line === null
      ? m.hosting_ui_first_at_file({ file: origin.file })
      : m.hosting_ui_first_at_line({ file: origin.file, line: String(origin.line) });
  return (
    <li className="py-3" data-testid="hosting-third-party" data-origin={origin.origin}>
      <p className="break-all font-mono text-sm font-semibold text-slate-900 dark:text-slate-100">{origin.origin}</p>
      <p className="mt-0.5 text-sm text-slate-700 dark:text-slate-300">{m.hosting_ui_third_party_loads({ kinds: kindsText(origin) })}</p>
      <p className="mt-0.5 break-words text-xs text-slate-600 dark:text-slate-400">
        {references} · {first}
      </p>
    </li>
  );
}

/**
 * The hosting report of an upload (contract/hosting-report.ts): a summary line with a badge per
 * severity, the findings grouped by severity (worst first), each as a sentence in the reader's
 * language with where to fix it, then the third-party origins the app needs the network for. An
 * empty state when nothing was found, and a note when the report was cut short.
 *
 * `level` is the level of the panel's heading (its groups take the next one), so it fits in the
 * page's outline wherever it is shown; `title` replaces "Hosting report".
 *
 * @example
 * <HostingReportPanel report={uploaded.hosting} level={3} />
 */
export function HostingReportPanel({
  report,
  level = 2,
  title,
  testId = "hosting-report",
}: {
  report: HostingReport;
  level?: HeadingLevel;
  title?: string;
  testId?: string;
}) {
  const headingId = useId();
  const Heading = headingTag(level);
  const GroupHeading = headingTag(Math.min(level + 1, 4) as HeadingLevel);
  const empty = report.findings.length === 0;
  const locale = getLocale();
  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white text-left shadow-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid={testId}
      data-empty={empty ? "true" : undefined}
    >
      <div className="border-b border-slate-200 p-4 sm:p-5 dark:border-slate-800">
        <Heading id={headingId} className="text-lg font-bold text-slate-900 dark:text-white">
          {title ?? m.hosting_ui_title()}
        </Heading>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{m.hosting_ui_intro()}</p>
        <div className="mt-3">
          <HostingCounts report={report} />
        </div>
        {empty ? <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{m.hosting_ui_none_body()}</p> : null}
      </div>
      <div className="divide-y divide-slate-200 dark:divide-slate-800">
        {HOSTING_SEVERITIES.map((severity) => {
          const findings = report.findings.filter((finding) => finding.severity === severity);
          if (findings.length === 0) return null;
          return (
            <div key={severity} className="px-4 py-4 sm:px-5" data-testid="hosting-group" data-severity={severity}>
              <GroupHeading className="flex flex-wrap items-center gap-2 text-sm font-bold text-slate-900 dark:text-slate-100">
                <span
                  className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${SEVERITY_STYLE[severity].badge}`}
                >
                  <span aria-hidden="true" className={`h-2 w-2 rounded-full ${SEVERITY_STYLE[severity].dot}`} />
                  {hostingSeverityLabel(severity)}
                </span>
                <span className="font-normal text-slate-600 dark:text-slate-400">({formatNumber(findings.length, locale)})</span>
              </GroupHeading>
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{SEVERITY_STYLE[severity].hint()}</p>
              <ul className="mt-1 divide-y divide-slate-100 dark:divide-slate-800/70">
                {findings.map((finding, index) => (
                  <FindingItem key={`${finding.code}:${finding.file}:${finding.line}:${finding.subject}:${index}`} finding={finding} />
                ))}
              </ul>
            </div>
          );
        })}
        {report.thirdParty.length > 0 ? (
          <div className="px-4 py-4 sm:px-5" data-testid="hosting-third-parties">
            <GroupHeading className="text-sm font-bold text-slate-900 dark:text-slate-100">{m.hosting_ui_third_party_title()}</GroupHeading>
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{m.hosting_ui_third_party_intro()}</p>
            <ul className="mt-1 divide-y divide-slate-100 dark:divide-slate-800/70">
              {report.thirdParty.map((origin) => (
                <ThirdPartyItem key={origin.origin} origin={origin} />
              ))}
            </ul>
          </div>
        ) : null}
        {report.truncated ? (
          <p
            role="note"
            className="bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:px-5 dark:bg-amber-900/30 dark:text-amber-100"
            data-testid="hosting-truncated"
          >
            {m.hosting_ui_truncated()}
          </p>
        ) : null}
        <p className="px-4 py-2 text-xs text-slate-500 sm:px-5 dark:text-slate-400">
          {m.hosting_ui_files_scanned({ count: formatNumber(report.filesScanned, locale) })}
        </p>
      </div>
    </section>
  );
}
