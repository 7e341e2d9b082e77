import type { ReactNode } from "react";

/** A field's label, set above its control (inputs and textareas alike). */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
      {children}
    </label>
  );
}

/** A field's error under it, read out when it appears; `id` is what the control's aria-describedby names. Nothing without one. */
export function FieldErrorText({ id, error }: { id?: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
      {error}
    </p>
  );
}
