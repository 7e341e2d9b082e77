import type { ReactNode } from "react";

/** The error of a whole form (what no single field is to blame for), announced when it appears. */
export function FormError({ message, children }: { message: string | null; children?: ReactNode }) {
  if (!message) return null;
  return (
    <div role="alert" className="form-alert" data-testid="form-error">
      {message}
      {children}
    </div>
  );
}

/**
 * A form's full-width submit button: disabled, aria-busy and showing `busyLabel` while it runs;
 * `disabled` for a form that cannot be sent now (read-only maintenance).
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  className = "mt-6 w-full",
  disabled = false,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  className?: string;
  disabled?: boolean;
}) {
  return (
    <button type="submit" disabled={busy || disabled} aria-busy={busy} className={`btn-primary ${className}`}>
      {busy ? busyLabel : children}
    </button>
  );
}

/** The usual end of a form kept by useFormState: its error (if any), then its submit button. */
export function FormFooter({
  form,
  busyLabel,
  children,
}: {
  form: { formError: string | null; busy: boolean };
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      <FormError message={form.formError} />
      <SubmitButton busy={form.busy} busyLabel={busyLabel}>
        {children}
      </SubmitButton>
    </>
  );
}
