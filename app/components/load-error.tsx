/**
 * A list page whose data could not be loaded: what failed, the server's reason, and a retry
 * button. One look for Favorites, History, Notifications and Messages.
 */
export function LoadError({
  title,
  detail,
  retryLabel,
  onRetry,
  testId,
  className = "",
}: {
  title: string;
  detail?: string;
  retryLabel: string;
  onRetry(): void;
  testId: string;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={`rounded-2xl border border-red-200 bg-red-50 px-5 py-5 text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-100 ${className}`}
      data-testid={testId}
    >
      <p className="font-medium">{title}</p>
      {detail ? <p className="mt-1 text-sm">{detail}</p> : null}
      <button type="button" className="btn-primary mt-4 text-sm" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
