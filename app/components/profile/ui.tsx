import type { ButtonHTMLAttributes, ReactNode } from "react";

/** One section of the profile page: a card whose heading is the target of the section nav. */
export function ProfileSection({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      tabIndex={-1}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm outline-none sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      data-testid={`profile-section-${id}`}
    >
      <h2 id={headingId} className="text-xl font-bold text-slate-900 dark:text-slate-100">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{intro}</p> : null}
      <div className="mt-5 space-y-8">{children}</div>
    </section>
  );
}

/** A titled block inside a section (e.g. "Email address", "Password"). */
export function SubSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <div className="border-t border-slate-200 pt-6 first:border-t-0 first:pt-0 dark:border-slate-800" data-testid={testId}>
      <h3 className="text-base font-semibold text-slate-900 dark:text-slate-100">{title}</h3>
      <div className="mt-3">{children}</div>
    </div>
  );
}

/** An error about a whole form (the API's message), announced to assistive technology. */
export function FormAlert({ message, testId = "form-error" }: { message: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 dark:bg-red-900/40 dark:text-red-100"
      data-testid={testId}
    >
      {message}
    </p>
  );
}

interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  busy: boolean;
  busyLabel: string;
  variant?: "primary" | "secondary" | "danger";
}

const VARIANTS = {
  primary: "btn-primary",
  secondary:
    "focus-ring inline-block rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-100 disabled:(cursor-not-allowed opacity-60) dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
  danger:
    "focus-ring inline-block rounded-lg bg-red-600 px-5 py-2.5 font-semibold text-white hover:bg-red-700 disabled:(cursor-not-allowed opacity-60) dark:bg-red-700 dark:hover:bg-red-600",
} as const;

/** A button that shows its busy text, is disabled and says aria-busy while its action runs. */
export function BusyButton({
  busy,
  busyLabel,
  variant = "primary",
  children,
  disabled,
  className = "",
  type = "button",
  ...button
}: BusyButtonProps) {
  return (
    <button type={type} disabled={busy || disabled} aria-busy={busy} className={`${VARIANTS[variant]} ${className}`} {...button}>
      {busy ? busyLabel : children}
    </button>
  );
}

export const secondaryButtonClass = VARIANTS.secondary;

/** A plain text button (cancel, back). */
export function TextButton({ children, className = "", ...button }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={`focus-ring rounded-lg px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:(cursor-not-allowed opacity-60) dark:text-slate-300 dark:hover:bg-slate-800 ${className}`}
      {...button}
    >
      {children}
    </button>
  );
}
