import { getLocale } from "#app/paraglide/runtime.js";
import { formatDateTime, formatRelativeTime } from "../../lib/profile/relative-time.ts";

/**
 * "5 minutes ago", with the full date and time as its tooltip and machine-readable value. Only
 * rendered in the browser (the inbox pages load their data there), so the local time zone and the
 * current time cause no hydration mismatch.
 */
export function TimeAgo({ ms, className = "" }: { ms: number; className?: string }) {
  const iso = new Date(ms).toISOString();
  const locale = getLocale();
  return (
    <time dateTime={iso} title={formatDateTime(iso, locale)} className={`shrink-0 text-xs text-slate-500 dark:text-slate-400 ${className}`}>
      {formatRelativeTime(iso, locale)}
    </time>
  );
}
