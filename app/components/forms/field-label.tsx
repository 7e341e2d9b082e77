import type { ReactNode } from "react";

/** A field's label, set above its control (inputs and textareas alike). */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
      {children}
    </label>
  );
}
