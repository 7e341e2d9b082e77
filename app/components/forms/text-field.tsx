import { useId, type InputHTMLAttributes } from "react";
import { FieldErrorText, FieldLabel } from "./field-label.tsx";

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled input whose error and hint are tied to it for assistive technology. */
export function TextField({ label, error, hint, id, className = "", ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`focus-ring mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 dark:bg-slate-900 dark:text-slate-100 ${
          error ? "border-red-500" : "border-slate-300 dark:border-slate-700"
        }`}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <FieldErrorText id={errorId} error={error} />
    </div>
  );
}

/** Field errors keyed by field name, from zod issues or the API's `errors` list. */
export function fieldErrorMap(
  errors: ReadonlyArray<{ field?: string; path?: ReadonlyArray<PropertyKey>; message: string }>,
): Record<string, string> {
  const map: Record<string, string> = {};
  for (const error of errors) {
    const field = error.field ?? error.path?.map(String).join(".") ?? "";
    map[field] ??= error.message;
  }
  return map;
}
