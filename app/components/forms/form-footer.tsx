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

/** A form's full-width submit button: disabled, aria-busy and showing `busyLabel` while it runs. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  className = "mt-6 w-full",
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button type="submit" disabled={busy} aria-busy={busy} className={`btn-primary ${className}`}>
      {busy ? busyLabel : children}
    </button>
  );
}
