import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { toast } from "#app/lib/toast.ts";
import { changeEmailSchema, changePasswordSchema, verificationCodeSchema } from "#contract/schemas/auth.ts";
import { m } from "#app/paraglide/messages.js";
import { apiRequest } from "../../lib/api/client.ts";
import { useAuth } from "../../lib/session/auth-context.tsx";
import { acceptSignIn } from "../../lib/session/sign-in.ts";
import { unwrap } from "../../lib/route-data.ts";
import { useAction, useReload } from "../../lib/use-action.ts";
import { CodeField, ConfirmPasswordField, EmailField } from "../forms/auth-form.tsx";
import { NewPasswordField } from "../forms/password-checklist.tsx";
import { checkWith, useFormState } from "../../lib/forms/use-form-state.ts";
import { CurrentPasswordField } from "./current-password-field.tsx";
import { sessionPath } from "./sessions.tsx";
import { BusyButton, FormAlert, ProfileSection, SubSection, TextButton } from "./ui.tsx";

/** The password's change, sent to the profile route's clientAction (the sessions it ends leave the list). */
export type PasswordWrite = { intent: "change-password"; currentPassword: string; newPassword: string };

/** Shown instead of the password-protected forms to an account created by social sign-in. */
export function NoPasswordNote() {
  return (
    <p
      className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-900/40 dark:text-amber-100"
      data-testid="no-password-note"
    >
      {m.profile_no_password()}{" "}
      <Link to="/forgot-password" className="focus-ring rounded font-semibold underline">
        {m.profile_set_password_link()}
      </Link>
    </p>
  );
}

type EmailStep = { kind: "form" } | { kind: "code"; newEmail: string };

/**
 * Change of email: password + new address → a 4-digit code goes to the new address → the code
 * (POST /verify-email) changes the address and answers a fresh sign-in, which replaces this one:
 * `sessionId`, this browser's session until then, is ended and the sessions are read again.
 */
function ChangeEmail({ sessionId }: { sessionId: string | null }) {
  const auth = useAuth();
  const reload = useReload();
  const [step, setStep] = useState<EmailStep>({ kind: "form" });
  const [password, setPassword] = useState("");
  const [newEmail, setNewEmail] = useState("");
  const [code, setCode] = useState("");
  const form = useFormState();
  const { errors, formError, busy } = form;
  // Which of the code step's calls is running: a new code, or the code's check.
  const [resending, setResending] = useState(false);

  async function requestCode(values: { password: string; newEmail: string }) {
    const answer = await apiRequest<{ message?: string }>("/client/auth/change-email", { body: values });
    toast.success(answer.message ?? m.auth_email_change_sent());
  }

  async function submitForm(event: FormEvent) {
    event.preventDefault();
    await form.submit(
      () => checkWith(changeEmailSchema, { password, newEmail }),
      async (values) => {
        await requestCode(values);
        setCode("");
        setStep({ kind: "code", newEmail: values.newEmail });
      },
    );
  }

  async function resend() {
    if (step.kind !== "code") return;
    setResending(true);
    await form.submit(() => ({ ok: true, value: { password, newEmail: step.newEmail } }), requestCode);
    setResending(false);
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (step.kind !== "code") return;
    await form.submit(
      () => checkWith(verificationCodeSchema, code, "token"),
      async (token) => {
        const user = acceptSignIn(auth, await apiRequest("/client/auth/verify-email", { body: { email: step.newEmail, token } }));
        if (sessionId) await apiRequest(sessionPath(sessionId), { method: "DELETE" }).catch(() => undefined);
        toast.success(m.profile_email_changed({ email: user.email }));
        setStep({ kind: "form" });
        setPassword("");
        setNewEmail("");
        setCode("");
        reload();
      },
    );
  }

  function restart() {
    setStep({ kind: "form" });
    form.clear();
    setCode("");
  }

  if (step.kind === "code") {
    return (
      <form noValidate onSubmit={submitCode} className="space-y-4" data-testid="email-code-form">
        <p className="text-sm text-slate-700 dark:text-slate-300">{m.profile_email_code_intro({ email: step.newEmail })}</p>
        <CodeField
          className="max-w-48"
          label={m.profile_email_code()}
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={4}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D+/g, ""))}
          error={errors.token ?? errors.email}
          autoFocus
        />
        <FormAlert message={formError} />
        <div className="flex flex-wrap items-center gap-2">
          <BusyButton type="submit" busy={busy && !resending} disabled={busy} busyLabel={m.profile_email_verify_busy()}>
            {m.profile_email_verify()}
          </BusyButton>
          <TextButton onClick={resend} disabled={busy} aria-busy={resending}>
            {resending ? m.profile_email_resend_busy() : m.profile_email_resend()}
          </TextButton>
          <TextButton onClick={restart} disabled={busy}>
            {m.profile_email_other()}
          </TextButton>
        </div>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={submitForm} className="space-y-4" data-testid="email-form">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {m.profile_email_current({ email: auth.user!.email })}
        <br />
        <span className="text-slate-500 dark:text-slate-400">{m.profile_email_explain()}</span>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <EmailField
          label={m.profile_new_email()}
          name="newEmail"
          value={newEmail}
          onChange={(event) => setNewEmail(event.target.value)}
          error={errors.newEmail}
        />
        <CurrentPasswordField value={password} onChange={setPassword} error={errors.password} />
      </div>
      <FormAlert message={formError} />
      <BusyButton type="submit" busy={busy} busyLabel={m.profile_email_busy()}>
        {m.profile_email_submit()}
      </BusyButton>
    </form>
  );
}

/** Change of password: current + new (live checklist) + confirmation; other sessions end. */
function ChangePassword() {
  const action = useAction();
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const form = useFormState();
  const { errors, formError, busy } = form;

  async function submit(event: FormEvent) {
    event.preventDefault();
    await form.submit(
      () => {
        const checked = checkWith(changePasswordSchema, { currentPassword, newPassword });
        const found = checked.ok ? {} : { ...checked.errors };
        if (confirmation !== newPassword) found.confirmPassword = m.profile_passwords_mismatch();
        return checked.ok && Object.keys(found).length === 0 ? checked : { ok: false, errors: found };
      },
      async (body) => {
        unwrap(await action.run({ intent: "change-password", ...body }));
        setCurrentPassword("");
        setNewPassword("");
        setConfirmation("");
      },
    );
  }

  // Live, once the confirmation is as long as the password (not at its first character).
  const mismatch = confirmation.length > 0 && confirmation.length >= newPassword.length && confirmation !== newPassword;
  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid="password-form">
      <p className="text-sm text-slate-600 dark:text-slate-400">{m.profile_password_note()}</p>
      <CurrentPasswordField
        className="sm:max-w-sm"
        name="currentPassword"
        value={currentPassword}
        onChange={setCurrentPassword}
        error={errors.currentPassword}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NewPasswordField
          label={m.profile_new_password()}
          name="newPassword"
          value={newPassword}
          onChange={setNewPassword}
          error={errors.newPassword}
        />
        <ConfirmPasswordField
          label={m.profile_confirm_password()}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={errors.confirmPassword ?? (mismatch ? m.profile_passwords_mismatch() : undefined)}
        />
      </div>
      <FormAlert message={formError} />
      <BusyButton type="submit" busy={busy} disabled={action.busy} busyLabel={m.profile_password_busy()}>
        {m.profile_password_submit()}
      </BusyButton>
    </form>
  );
}

/** Account settings: email address and password. `sessionId`: this browser's session (the profile's loader). */
export function AccountSettingsSection({ sessionId }: { sessionId: string | null }) {
  const { user } = useAuth();
  const hasPassword = user?.hasPassword !== false;
  return (
    <ProfileSection id="account" title={m.profile_section_account()} intro={m.profile_account_intro()}>
      {hasPassword ? null : <NoPasswordNote />}
      <SubSection title={m.profile_email_heading()} testId="email-settings">
        {hasPassword ? <ChangeEmail sessionId={sessionId} /> : <p className="text-sm">{m.profile_email_current({ email: user!.email })}</p>}
      </SubSection>
      {hasPassword ? (
        <SubSection title={m.profile_password_heading()} testId="password-settings">
          <ChangePassword />
        </SubSection>
      ) : null}
    </ProfileSection>
  );
}
