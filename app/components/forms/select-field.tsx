import { useId, type ReactNode, type SelectHTMLAttributes } from "react";
import { RequiredMark } from "./required-mark.tsx";
import { FieldErrorText, FieldLabel } from "./field-label.tsx";

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  /** A line under the error, about the choices themselves (say, that they could not all be loaded). */
  note?: ReactNode;
}

/**
 * A labelled select whose error is tied to it for assistive technology, in the look of TextField;
 * a required one shows the required mark. `children` are its options.
 */
export function SelectField({ label, error, note, required, children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div>
      <FieldLabel htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </FieldLabel>
      <select
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`focus-ring mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 dark:bg-slate-900 dark:text-slate-100 ${
          error ? "border-red-500" : "border-slate-300 dark:border-slate-700"
        }`}
        {...select}
      >
        {children}
      </select>
      <FieldErrorText id={`${id}-error`} error={error} />
      {note}
    </div>
  );
}
