import { useId } from "react";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { formatBytes, formatNumber } from "#app/lib/format-count.ts";
import { formatTimestamp, fullText, type CellView } from "#app/lib/admin/db-browser.ts";
import { useModalDialog } from "#app/lib/use-modal-dialog.ts";
import { LineIcon } from "../line-icon.tsx";

/** A small lock: a secret that is never shown. */
export function LockIcon({ className = "h-3.5 w-3.5" }: { className?: string }) {
  return (
    <LineIcon className={className} d="M7 11h10a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2Z M8 11V7a4 4 0 0 1 8 0v4" />
  );
}

/** The marker of a redacted cell: visibly not a value. */
export function RedactedMark() {
  return (
    <span className="inline-flex items-center gap-1 pill-warning" title={m.admin_table_redacted_column()} data-testid="db-cell-redacted">
      <LockIcon />
      {m.admin_table_redacted()}
    </span>
  );
}

/**
 * One cell of the database browser: NULL, the redacted mark, a number (with its date when the
 * column holds timestamps), binary data's size, or text cut to one short line; a longer text is a
 * button that opens the whole value (`onExpand`).
 */
export function DbCellContent({ view, column, onExpand }: { view: CellView; column: string; onExpand(): void }) {
  const locale = getLocale();
  switch (view.kind) {
    case "null":
      return <span className="font-mono text-xs italic text-slate-400 dark:text-slate-500">{m.admin_table_null()}</span>;
    case "redacted":
      return <RedactedMark />;
    case "blob":
      return (
        <span className="italic text-slate-500 dark:text-slate-400">
          {m.admin_table_blob({ size: formatBytes(view.bytes, locale) ?? "" })}
        </span>
      );
    case "number":
      return (
        <span className="block text-right tabular-nums">
          <span>{view.value}</span>
          {view.date !== null ? (
            <span className="block whitespace-nowrap text-xs text-slate-500 dark:text-slate-400" data-testid="db-cell-date">
              {formatTimestamp(view.date, locale)}
            </span>
          ) : null}
        </span>
      );
    case "text":
      if (!view.expandable) return <span className="whitespace-pre">{view.preview}</span>;
      return (
        <button
          type="button"
          onClick={onExpand}
          aria-label={`${view.preview} — ${m.admin_table_show_full({ column })}`}
          className="focus-ring max-w-[20rem] truncate rounded text-left text-brand-700 underline decoration-dotted underline-offset-2 hover:decoration-solid dark:text-brand-100"
          data-testid="db-cell-expand"
        >
          {view.preview}
        </button>
      );
  }
}

/** The whole value of one cell (JSON written out), in a modal dialog. */
export function ValueDialog({
  open,
  table,
  column,
  view,
  onClose,
}: {
  open: boolean;
  table: string;
  column: string;
  view: Extract<CellView, { kind: "text" }> | null;
  onClose(): void;
}) {
  const titleId = useId();
  const { ref, dialogProps, dismiss } = useModalDialog({ open, onDismiss: onClose });
  const locale = getLocale();
  const full = view ? fullText(view.text) : "";
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      {...dialogProps}
      className="m-auto w-[calc(100%-2rem)] max-w-3xl rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      data-testid="db-value-dialog"
    >
      <div className="space-y-4 p-5 sm:p-6">
        <h2 id={titleId} className="break-all font-mono text-base font-bold">
          {m.admin_table_value_title({ table, column })}
        </h2>
        {view?.clippedLength ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {m.admin_table_clipped({ length: formatNumber(view.clippedLength, locale), shown: formatNumber(view.text.length, locale) })}
          </p>
        ) : null}
        <pre
          className="max-h-[60vh] overflow-auto whitespace-pre-wrap break-words rounded-xl bg-slate-50 p-4 font-mono text-xs text-slate-800 dark:bg-slate-950 dark:text-slate-200"
          data-testid="db-value-full"
        >
          {full}
        </pre>
        <div className="flex justify-end">
          <button type="button" className="btn-primary px-4 py-2 text-sm" onClick={dismiss}>
            {m.dialog_close()}
          </button>
        </div>
      </div>
    </dialog>
  );
}
