import type { InspectCheck, InspectCheckId, InspectCheckLevel, Inspection } from "#contract/schemas/publishing.ts";
import { m } from "#app/paraglide/messages.js";
import { LineIcon } from "../line-icon.tsx";

/** Each check's name (what is checked); the check's own message says what was found. */
const CHECK_NAMES: Record<InspectCheckId, () => string> = {
  https: m.addapp_check_https,
  manifest_link: m.addapp_check_manifest_link,
  manifest_fetch: m.addapp_check_manifest_fetch,
  manifest_json: m.addapp_check_manifest_json,
  name: m.addapp_check_name,
  start_url: m.addapp_check_start_url,
  display: m.addapp_check_display,
  icon_any: m.addapp_check_icon_any,
  icon_download: m.addapp_check_icon_download,
  prefer_related_applications: m.addapp_check_prefer_related,
  manifest_content_type: m.addapp_check_manifest_content_type,
  manifest_encoding: m.addapp_check_manifest_encoding,
  manifest_strict_json: m.addapp_check_manifest_strict_json,
  short_name: m.addapp_check_short_name,
  description: m.addapp_check_description,
  id: m.addapp_check_id,
  scope: m.addapp_check_scope,
  icon_large: m.addapp_check_icon_large,
  icons_match: m.addapp_check_icons_match,
  icon_maskable: m.addapp_check_icon_maskable,
  screenshots: m.addapp_check_screenshots,
  service_worker: m.addapp_check_service_worker,
  theme_color: m.addapp_check_theme_color,
  background_color: m.addapp_check_background_color,
  categories: m.addapp_check_categories,
  lang: m.addapp_check_lang,
};

const LEVELS: Array<{ level: InspectCheckLevel; title: () => string; hint: () => string }> = [
  { level: "required", title: m.addapp_level_required, hint: m.addapp_level_required_hint },
  { level: "recommended", title: m.addapp_level_recommended, hint: m.addapp_level_recommended_hint },
  { level: "optional", title: m.addapp_level_optional, hint: m.addapp_level_optional_hint },
];

function Mark({ passed, level, unreachable }: { passed: boolean; level: InspectCheckLevel; unreachable: boolean }) {
  // A failed optional check is advice, not an error: amber rather than red. A check the network
  // left undecided is no fault of the app: grey, with a question mark.
  const tone = passed
    ? "bg-emerald-100 text-emerald-700 dark:bg-emerald-900/50 dark:text-emerald-300"
    : unreachable
      ? "bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200"
      : level === "required"
        ? "bg-red-100 text-red-700 dark:bg-red-900/50 dark:text-red-300"
        : "bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-300";
  const path = passed
    ? "M5 12l5 5L20 7"
    : unreachable
      ? "M9 9a3 3 0 1 1 4 2.8c-.7.3-1 .9-1 1.7V14M12 18h.01"
      : level === "required"
        ? "M6 6l12 12M18 6L6 18"
        : "M12 7v6M12 17h.01";
  return (
    <span aria-hidden="true" className={`mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full ${tone}`}>
      <LineIcon d={path} className="h-4 w-4" strokeWidth={2.5} />
    </span>
  );
}

function CheckRow({ check }: { check: InspectCheck }) {
  return (
    <li
      className="flex gap-3 py-3"
      data-testid="report-check"
      data-check={check.id}
      data-level={check.level}
      data-passed={String(check.passed)}
      data-unreachable={check.unreachable ? "true" : undefined}
    >
      <Mark passed={check.passed} level={check.level} unreachable={check.unreachable === true} />
      <div className="min-w-0">
        <p className="font-medium text-slate-900 dark:text-slate-100">
          {CHECK_NAMES[check.id]?.() ?? check.id}
          <span className="sr-only">
            : {check.passed ? m.addapp_check_passed() : check.unreachable ? m.addapp_check_unreachable() : m.addapp_check_failed()}
          </span>
        </p>
        <p className="break-words text-sm text-slate-600 dark:text-slate-400">{check.message}</p>
      </div>
    </li>
  );
}

/**
 * Every check of an inspection grouped by level (required, recommended, optional), each level with
 * how many failed and each check with pass/fail and its translated message: the body of the report
 * card, and what My apps shows of an app's latest inspection. `headingLevel` fits the page's outline.
 */
export function ChecksByLevel({ checks, headingLevel = 3 }: { checks: readonly InspectCheck[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <>
      {LEVELS.map(({ level, title, hint }) => {
        const ofLevel = checks.filter((check) => check.level === level);
        if (ofLevel.length === 0) return null;
        const failed = ofLevel.filter((check) => !check.passed).length;
        return (
          <div key={level} className="px-5 py-4" data-testid={`report-level-${level}`}>
            <Heading className="flex flex-wrap items-baseline gap-x-2 text-sm font-bold uppercase tracking-wide text-slate-700 dark:text-slate-300">
              {title()}
              <span className="font-normal normal-case tracking-normal text-slate-500 dark:text-slate-400">
                {failed === 0 ? m.addapp_level_all_passed() : m.addapp_level_failed({ count: String(failed) })}
              </span>
            </Heading>
            <p className="text-xs text-slate-500 dark:text-slate-400">{hint()}</p>
            <ul className="mt-1 divide-y divide-slate-100 dark:divide-slate-800/70">
              {ofLevel.map((check) => (
                <CheckRow key={check.id} check={check} />
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}

/**
 * The card of an inspection: Chromium's installability verdict (and why not), then every
 * check grouped by level (required, recommended, optional) with pass/fail and the server's
 * translated message, then warnings and the redirects followed. Messages are rendered as text.
 */
export function InspectionCard({ inspection }: { inspection: Inspection }) {
  const installable = inspection.installable.verdict;
  // Older stored inspections have no outcome: their verdict decides.
  const outcome = inspection.installable.outcome ?? (installable ? "installable" : "not_installable");
  const inconclusive = outcome === "inconclusive";
  const undecided = inspection.installable.unreachable ?? [];
  const passedCount = inspection.checks.filter((check) => check.passed).length;
  return (
    <section
      aria-labelledby="report-card-title"
      className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="report-card"
    >
      <div className="border-b border-slate-200 p-5 dark:border-slate-800">
        <h2 id="report-card-title" className="text-lg font-bold text-slate-900 dark:text-white">
          {m.addapp_report_card_title()}
        </h2>
        <p className="mt-1 break-all text-sm text-slate-600 dark:text-slate-400">{inspection.finalUrl}</p>
        <div
          className={`mt-4 rounded-xl px-4 py-3 ${
            installable
              ? "bg-emerald-50 text-emerald-900 dark:bg-emerald-900/30 dark:text-emerald-100"
              : inconclusive
                ? "bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100"
                : "bg-red-50 text-red-900 dark:bg-red-900/30 dark:text-red-100"
          }`}
          data-testid="installability-verdict"
          data-installable={String(installable)}
          data-outcome={outcome}
        >
          <p className="font-semibold">
            {installable
              ? m.addapp_verdict_installable()
              : inconclusive
                ? m.addapp_verdict_inconclusive()
                : m.addapp_verdict_not_installable()}
          </p>
          {installable ? null : (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {(inconclusive ? undecided : inspection.installable.reasons).map((reason) => (
                <li key={reason} className="break-words">
                  {reason}
                </li>
              ))}
            </ul>
          )}
          <p className="mt-1 text-sm opacity-80">
            {m.addapp_checks_summary({ passed: String(passedCount), total: String(inspection.checks.length) })}
          </p>
        </div>
      </div>
      <div className="divide-y divide-slate-200 dark:divide-slate-800">
        <ChecksByLevel checks={inspection.checks} />
        {inspection.warnings.length > 0 ? (
          <div className="px-5 py-4" data-testid="report-warnings">
            <h3 className="text-sm font-bold uppercase tracking-wide text-slate-700 dark:text-slate-300">{m.addapp_warnings()}</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-400">
              {inspection.warnings.map((warning) => (
                <li key={warning} className="break-words">
                  {warning}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {inspection.redirects.length > 0 ? (
          <div className="px-5 py-4">
            <h3 className="text-sm font-bold uppercase tracking-wide text-slate-700 dark:text-slate-300">{m.addapp_redirects()}</h3>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-400">
              {inspection.redirects.map((hop) => (
                <li key={`${hop.from}→${hop.to}`} className="break-all">
                  {hop.status}: {hop.from} → {hop.to}
                </li>
              ))}
            </ol>
          </div>
        ) : null}
      </div>
    </section>
  );
}
