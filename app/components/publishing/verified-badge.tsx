import { m } from "#app/paraglide/messages.js";

/**
 * "Verified publisher": the app's owner proved control of its origin (a token served at
 * /.well-known/pwa-store-verification.txt). Shown on app cards, the detail page and /my-pwas.
 * `compact` shows only the mark (on a card, after the developer), with the words as its accessible
 * name and tooltip.
 */
export function VerifiedBadge({ compact = false }: { compact?: boolean }) {
  const label = m.publish_verified_badge();
  const mark = (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 shrink-0" fill="currentColor">
      <path d="M12 2l2.4 1.8 3-.2.9 2.9 2.5 1.7-1 2.8 1 2.8-2.5 1.7-.9 2.9-3-.2L12 22l-2.4-1.8-3 .2-.9-2.9-2.5-1.7 1-2.8-1-2.8 2.5-1.7.9-2.9 3 .2z" />
      <path d="M8 12.2l2.7 2.7L16.2 9.4" fill="none" stroke="white" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
  if (compact) {
    return (
      <span
        role="img"
        aria-label={label}
        title={label}
        className="ml-1 inline-flex shrink-0 align-middle text-sky-600 dark:text-sky-400"
        data-testid="verified-badge"
      >
        {mark}
      </span>
    );
  }
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-700 ring-1 ring-sky-200 dark:bg-sky-900/40 dark:text-sky-200 dark:ring-sky-800"
      data-testid="verified-badge"
    >
      {mark}
      {label}
    </span>
  );
}
