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

/** A field's props; its label and name have defaults a screen may replace ("New email", `newEmail`). */
type FieldProps = Omit<ComponentProps<typeof TextField>, "label" | "type" | "autoComplete"> & { label?: string };

/** The email address of an account. */
export function EmailField({ label = m.field_email(), name = "email", ...props }: FieldProps) {
  return <TextField label={label} name={name} type="email" inputMode="email" autoComplete="email" spellCheck={false} {...props} />;
}

/** The name a person goes by, at most 100 characters (NAME_MAX, likewise not imported). */
export function NameField({ label = m.field_full_name(), name = "name", ...props }: FieldProps) {
  return <TextField label={label} name={name} autoComplete="name" maxLength={100} {...props} />;
}

/** An account's username: never corrected or capitalised, at most 50 characters (USERNAME_MAX, which this chunk does not import: it would bring zod). */
export function UsernameField({ label = m.field_username(), name = "username", ...props }: FieldProps) {
  return <TextField label={label} name={name} autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={50} {...props} />;
}

/** The account's password as it is: signing in, or confirming a sensitive change. */
export function PasswordField({ label = m.field_password(), name = "password", ...props }: FieldProps) {
  return <TextField label={label} name={name} type="password" autoComplete="current-password" {...props} />;
}

/** A one-time code (an authenticator's, a recovery code, one sent by mail): never corrected or capitalised. */
export function CodeField({ name = "code", ...props }: FieldProps & { label: string }) {
  return <TextField name={name} autoComplete="one-time-code" autoCapitalize="none" spellCheck={false} {...props} />;
}

/** A new password typed a second time. */
export function ConfirmPasswordField({ label = m.field_confirm_password(), name = "confirmPassword", ...props }: FieldProps) {
  return <TextField label={label} name={name} type="password" autoComplete="new-password" {...props} />;
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
