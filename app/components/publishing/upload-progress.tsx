import { m } from "#app/paraglide/messages.js";
import type { UploadProgress } from "../../lib/publishing/upload-request.ts";

/** Whole percent of the body sent (0–100). */
export const progressPercent = (progress: UploadProgress) =>
  progress.total > 0 ? Math.min(100, Math.floor((progress.loaded / progress.total) * 100)) : 0;

/**
 * The upload's progress bar (role="progressbar" with its value for assistive technology), then,
 * once every byte is sent, an indeterminate bar while the server checks and stores the files.
 */
export function UploadProgressBar({
  progress,
  onCancel,
  testId = "upload-progress",
}: {
  progress: UploadProgress;
  onCancel?: () => void;
  testId?: string;
}) {
  const percent = progressPercent(progress);
  const label = progress.processing ? m.zip_progress_processing() : m.zip_progress_uploading({ percent: String(percent) });
  return (
    <div className="mt-6" data-testid={testId}>
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-medium text-slate-800 dark:text-slate-200" aria-live="polite" data-testid={`${testId}-label`}>
          {label}
        </span>
        {onCancel && !progress.processing ? (
          <button
            type="button"
            onClick={onCancel}
            className="focus-ring rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            {m.zip_cancel()}
          </button>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-label={m.zip_progress_label()}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.processing ? undefined : percent}
        aria-valuetext={label}
        className="mt-2 h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        data-testid={`${testId}-bar`}
      >
        <div
          className={`h-full rounded-full bg-brand-600 transition-[width] duration-200 dark:bg-brand-500 ${progress.processing ? "animate-pulse" : ""}`}
          style={{ width: `${progress.processing ? 100 : percent}%` }}
        />
      </div>
    </div>
  );
}
