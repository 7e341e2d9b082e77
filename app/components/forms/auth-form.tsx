/**
 * The pieces the sign-in, password and registration screens share, so that they look alike and
 * their fields are named (and autofilled by the browser) the same way everywhere.
 */
import type { ComponentProps, FormHTMLAttributes, ReactNode } from "react";
import { Link } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { TextField } from "./text-field.tsx";

/** The centred card an account page stands in (wider for the registration steps). */
export function AuthCard({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return (
    <section className="container-page flex justify-center py-12">
      <div
        className={`w-full ${wide ? "max-w-lg" : "max-w-md"} rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8 dark:border-slate-800`}
      >
        {children}
      </div>
    </section>
  );
}

type AuthFormProps = FormHTMLAttributes<HTMLFormElement> & {
  /** The heading's id: the form is labelled by it. */
  headingId: string;
  heading: string;
  /** The line under the heading, saying what the form is for. */
  intro: string;
};

/** An account form under the page's heading, which names it for assistive technology. */
export function AuthForm({ headingId, heading, intro, children, ...form }: AuthFormProps) {
  return (
    <form noValidate aria-labelledby={headingId} {...form}>
      <h1 id={headingId} className="text-2xl font-bold">
        {heading}
      </h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{intro}</p>
      {children}
    </form>
  );
}

/**
 * A note read out when it appears (why the visitor is on the page, what just happened);
 * `className` gives its margin and colours.
 */
export function StatusNote({ className, testId, children }: { className: string; testId: string; children: ReactNode }) {
  return (
    <p role="status" className={`${className} rounded-lg px-4 py-3 text-sm`} data-testid={testId}>
      {children}
    </p>
  );
}

type FieldProps = Omit<ComponentProps<typeof TextField>, "label" | "name" | "type" | "autoComplete">;

/** The email address of an account. */
export function EmailField(props: FieldProps) {
  return <TextField label={m.field_email()} name="email" type="email" autoComplete="email" {...props} />;
}

/** A new password typed a second time. */
export function ConfirmPasswordField(props: FieldProps) {
  return <TextField label={m.field_confirm_password()} name="confirmPassword" type="password" autoComplete="new-password" {...props} />;
}

/** The link under an account form back to signing in. */
export function SignInLink({ onClick, children }: { onClick?(): void; children: ReactNode }) {
  return (
    <p className="mt-6 text-center text-sm">
      <Link to="/login" onClick={onClick} className="focus-ring rounded font-semibold text-brand-600 hover:underline dark:text-brand-100">
        {children}
      </Link>
    </p>
  );
}
