import { useId, type KeyboardEvent, type TextareaHTMLAttributes } from "react";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { formatNumber } from "../../lib/format-count.ts";
import { FieldLabel } from "./field-label.tsx";

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "value" | "onChange" | "maxLength"> {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The schema's limit: the counter shows it and turns red past it (the check says why). */
  max: number;
  error?: string;
  hint?: string;
  /** Ctrl+Enter (⌘+Enter on a Mac) sends the form (message boxes). */
  onSubmitShortcut?(): void;
  counterTestId?: string;
}

/**
 * A labelled textarea with a "123 / 2,000" counter (described by it, not a live region, so a
 * screen reader is not interrupted on every key). Typing past the limit is allowed, so a pasted
 * text is never cut silently: the counter turns red and the form's check refuses it.
 */
export function TextAreaField({
  label,
  value,
  onChange,
  max,
  error,
  hint,
  onSubmitShortcut,
  counterTestId = "character-counter",
  id,
  className = "",
  rows = 5,
  ...textarea
}: TextAreaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const locale = getLocale();
  const over = value.length > max;
  const counts = { count: formatNumber(value.length, locale), max: formatNumber(max, locale) };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (onSubmitShortcut && event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmitShortcut();
    }
  };
  const describedBy = [error ? `${fieldId}-error` : null, hint ? `${fieldId}-hint` : null, `${fieldId}-counter`].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <FieldLabel htmlFor={fieldId}>{label}</FieldLabel>
      <textarea
        id={fieldId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={rows}
        onKeyDown={onSubmitShortcut ? onKeyDown : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`focus-ring mt-1 block min-h-24 w-full resize-y rounded-lg border bg-white px-3 py-2 text-slate-900 dark:bg-slate-900 dark:text-slate-100 ${
          error ? "border-red-500" : "border-slate-300 dark:border-slate-700"
        }`}
        {...textarea}
      />
      <div className="mt-1 flex items-start justify-between gap-3 text-xs">
        <div className="min-w-0">
          {hint ? (
            <p id={`${fieldId}-hint`} className="text-slate-500 dark:text-slate-400">
              {hint}
            </p>
          ) : null}
          {error ? (
            <p id={`${fieldId}-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">
              {error}
            </p>
          ) : null}
        </div>
        <p
          id={`${fieldId}-counter`}
          className={`shrink-0 tabular-nums ${over ? "font-semibold text-red-600 dark:text-red-400" : "text-slate-500 dark:text-slate-400"}`}
          data-testid={counterTestId}
        >
          <span aria-hidden="true">{m.message_char_count(counts)}</span>
          <span className="sr-only">{m.message_char_count_label(counts)}</span>
        </p>
      </div>
    </div>
  );
}
