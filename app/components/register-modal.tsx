import { useEffect, useRef, useState, type FormEvent } from "react";
import { m } from "#app/paraglide/messages.js";
import { ReadOnlyNotice } from "./read-only-notice.tsx";
import { useReadOnly } from "../lib/site/site.ts";
import { ApiClientError, apiRequest } from "../lib/api/client.ts";
import { accountErrorMessage } from "../lib/api/errors.ts";
import { checkRegisterModal, type RegisterModalInput } from "#contract/schemas/register.ts";
import { ConfirmPasswordField, EmailField, NameField, SignInLink, StatusNote } from "./forms/auth-form.tsx";
import { TextField } from "./forms/text-field.tsx";
import { useFieldValues } from "../lib/forms/use-field-values.ts";

const EMPTY: RegisterModalInput = { name: "", email: "", password: "", confirmPassword: "" };
const MODAL_FIELDS: readonly string[] = Object.keys(EMPTY);
/** Auto-close delays after success (docs/product.md#register-modal, #timeouts). */
export const CLOSE_AFTER_VERIFICATION_MS = 3000;
export const CLOSE_AFTER_SIGN_IN_MS = 2000;
export const LOGIN_AFTER_CLOSE_MS = 300;

interface RegisterModalProps {
  open: boolean;
  onClose(): void;
  /** Success needing email verification: the modal closed; the caller shows the next step. */
  onRegistered(email: string): void;
  /** The "Sign in" link, or success without verification (after 2000 + 300 ms). */
  onLogin(): void;
}

/**
 * The register modal (docs/product.md#register-modal): Full Name, Email, Password, Confirm
 * Password; the product's checks in order; 'Creating account...' while busy; success auto-closes. A
 * native <dialog> traps focus, closes on Escape and gives focus back to what opened it.
 */
export function RegisterModal({ open, onClose, onRegistered, onLogin }: RegisterModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const readOnly = useReadOnly();
  const { values, setValues, set } = useFieldValues<RegisterModalInput>(EMPTY);
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  busyRef.current = busy;
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );

  /** Closing clears errors and, unless a request is running, the fields (docs/product.md#register-modal). */
  function close() {
    setError(null);
    setSuccess(null);
    if (!busyRef.current) setValues(EMPTY);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkRegisterModal(values);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const email = values.email.trim();
      const answer = await apiRequest<{ success: boolean; message?: string; requiresVerification?: boolean }>("/client/auth/register", {
        body: { email, password: values.password, name: values.name.trim() },
      });
      setSuccess(answer.message || m.registered_toast());
      if (answer.requiresVerification) {
        timers.current.push(
          window.setTimeout(() => {
            close();
            onRegistered(email);
          }, CLOSE_AFTER_VERIFICATION_MS),
        );
      } else {
        timers.current.push(
          window.setTimeout(() => {
            close();
            timers.current.push(window.setTimeout(onLogin, LOGIN_AFTER_CLOSE_MS));
          }, CLOSE_AFTER_SIGN_IN_MS),
        );
      }
    } catch (caught) {
      if (caught instanceof ApiClientError) {
        const field = caught.errors[0]?.field;
        setError({ field, message: caught.errors[0]?.message ?? (accountErrorMessage(caught) || m.register_failed()) });
      } else {
        setError({ message: m.register_error() });
      }
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (field: keyof RegisterModalInput) => (error?.field === field ? error.message : undefined);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Escape (onCancel) is the keyboard way
    <dialog
      ref={dialog}
      aria-labelledby="register-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) close(); // a click on the backdrop
      }}
      className="w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      data-testid="register-modal"
    >
      <form noValidate onSubmit={submit} className="p-6 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id="register-title" className="text-2xl font-bold">
              {m.register_title()}
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{m.register_subheading()}</p>
          </div>
          <button
            type="button"
            onClick={close}
            aria-label={m.dialog_close()}
            className="focus-ring rounded-md p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2}>
              <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        {success ? (
          <StatusNote className="mt-6 bg-green-50 text-green-900 dark:bg-green-900/40 dark:text-green-100" testId="register-success">
            {success}
          </StatusNote>
        ) : (
          <>
            <div className="mt-6 space-y-4">
              <NameField value={values.name} onChange={set("name")} error={fieldError("name")} autoFocus />
              <EmailField value={values.email} onChange={set("email")} error={fieldError("email")} />
              <TextField
                label={m.field_password()}
                name="password"
                type="password"
                autoComplete="new-password"
                minLength={6}
                value={values.password}
                onChange={set("password")}
                error={fieldError("password")}
                hint={m.register_password_hint()}
              />
              <ConfirmPasswordField
                minLength={6}
                value={values.confirmPassword}
                onChange={set("confirmPassword")}
                error={fieldError("confirmPassword")}
              />
            </div>
            {error && !MODAL_FIELDS.includes(error.field ?? "") ? (
              <p role="alert" className="form-alert">
                {error.message}
              </p>
            ) : null}
            {readOnly ? <ReadOnlyNotice className="mt-6" /> : null}
            <button type="submit" disabled={busy || readOnly} aria-busy={busy} className="btn-primary mt-6 w-full">
              {busy ? m.register_busy() : m.register_submit()}
            </button>
          </>
        )}
        <SignInLink onClick={close}>{m.register_have_account()}</SignInLink>
      </form>
    </dialog>
  );
}
