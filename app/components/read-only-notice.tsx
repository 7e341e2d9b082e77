import { m } from "#app/paraglide/messages.js";

/** Beside a write form while the store is read-only: why it is disabled. */
export function ReadOnlyNotice({ className = "" }: { className?: string }) {
  return (
    <p
      className={`rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100 ${className}`}
      data-testid="read-only-notice"
    >
      {m.maintenance_form_disabled()}
    </p>
  );
}
