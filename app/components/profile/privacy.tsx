import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "#app/lib/toast.ts";
import { currentPasswordSchema, emailSchema } from "#contract/schemas/auth.ts";
import { m } from "#app/paraglide/messages.js";
import { ApiClientError, apiRequest } from "../../lib/api/client.ts";
import { errorMessage } from "../../lib/api/errors.ts";
import { useAuth } from "../../lib/session/auth-context.tsx";
import { fieldErrorMap, TextField } from "../forms/text-field.tsx";
import { downloadFile } from "../../lib/profile/download.ts";
import { readPreferences } from "#contract/preferences.ts";
import { CurrentPasswordField } from "./current-password-field.tsx";
import { SwitchRow } from "./switch.tsx";
import { BusyButton, FormAlert, ProfileSection, SubSection, TextButton } from "./ui.tsx";
import { useOptimisticSetting } from "../../lib/profile/use-optimistic-setting.ts";

/** The name the export is saved under (the API's Content-Disposition uses the same). */
export const EXPORT_FILE_NAME = "pwa-store-export.json";

function ExportData() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function exportData() {
    setError(null);
    setBusy(true);
    try {
      const answer = await apiRequest<{ data: unknown }>("/client/auth/export");
      downloadFile(EXPORT_FILE_NAME, `${JSON.stringify(answer.data, null, 2)}\n`, "application/json");
      toast.success(m.profile_export_done());
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">{m.profile_export_intro()}</p>
      <FormAlert message={error} testId="export-error" />
      <BusyButton variant="secondary" busy={busy} busyLabel={m.profile_export_busy()} onClick={() => void exportData()}>
        {m.profile_export_button()}
      </BusyButton>
    </div>
  );
}

/**
 * Account deletion behind a modal <dialog> (showModal: the browser traps focus and Escape
 * cancels; focus returns to the button). The password confirms it, or for an account without a
 * password (social sign-in) the account's email typed again.
 */
function DeleteAccount() {
  const auth = useAuth();
  const user = auth.user!;
  const hasPassword = user.hasPassword !== false;
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const bodyId = useId();

  function open() {
    setValue("");
    setError(undefined);
    setFormError(null);
    dialog.current?.showModal();
  }

  function close() {
    if (!busy) dialog.current?.close();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    let body: { password: string } | { email: string };
    if (hasPassword) {
      const parsed = currentPasswordSchema.safeParse(value);
      if (!parsed.success) return setError(parsed.error.issues[0]?.message);
      body = { password: parsed.data };
    } else {
      const parsed = emailSchema.safeParse(value);
      if (!parsed.success) return setError(parsed.error.issues[0]?.message);
      if (parsed.data !== user.email.toLowerCase()) return setError(m.auth_delete_email_mismatch());
      body = { email: parsed.data };
    }
    setError(undefined);
    setBusy(true);
    try {
      const answer = await apiRequest<{ message?: string }>("/client/auth/account", { method: "DELETE", body });
      dialog.current?.close();
      // The account is gone and its token refused: forget this browser's copy, quietly, and go
      // home (the guard leaves /profile for "/" rather than treating it as an expired session).
      auth.forget("/");
      toast.success(answer.message ?? m.auth_account_deleted());
    } catch (caught) {
      const fields = caught instanceof ApiClientError ? fieldErrorMap(caught.errors) : {};
      const fieldMessage = fields.password ?? fields.email;
      if (fieldMessage) setError(fieldMessage);
      else setFormError(errorMessage(caught));
      setBusy(false);
    }
  }

  return (
    <>
      <div className="space-y-3">
        <p className="text-sm text-slate-600 dark:text-slate-400">{m.profile_delete_intro()}</p>
        <button
          ref={trigger}
          type="button"
          onClick={open}
          className="focus-ring inline-block rounded-lg border border-red-300 px-4 py-2 font-medium text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950"
        >
          {m.profile_delete_button()}
        </button>
      </div>
      {/* Outside the spaced stack: its margins would override the dialog's centring (m-auto). */}
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onCancel={(event) => {
          if (busy) event.preventDefault();
        }}
        onClose={() => trigger.current?.focus()}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        data-testid="delete-dialog"
      >
        <form noValidate onSubmit={submit} className="space-y-4 p-6">
          <h3 id={titleId} className="text-lg font-bold">
            {m.profile_delete_dialog_title()}
          </h3>
          <p id={bodyId} className="text-sm text-slate-600 dark:text-slate-400">
            {m.profile_delete_dialog_body()}
          </p>
          {hasPassword ? (
            <CurrentPasswordField label={m.profile_delete_password_prompt()} value={value} onChange={setValue} error={error} autoFocus />
          ) : (
            <TextField
              label={m.profile_delete_email_prompt({ email: user.email })}
              name="email"
              type="email"
              autoComplete="off"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={error}
              autoFocus
            />
          )}
          <FormAlert message={formError} testId="delete-error" />
          <div className="flex flex-wrap justify-end gap-2">
            <TextButton onClick={close} disabled={busy}>
              {m.profile_cancel()}
            </TextButton>
            <BusyButton type="submit" variant="danger" busy={busy} busyLabel={m.profile_delete_busy()}>
              {m.profile_delete_confirm()}
            </BusyButton>
          </div>
        </form>
      </dialog>
    </>
  );
}

/** Privacy: public or private profile, export of the account's data, deletion of the account. */
export function PrivacySection() {
  const { user } = useAuth();
  const visibility = useOptimisticSetting(readPreferences(user).profilePublic, (value) => ({ preferences: { profilePublic: value } }));
  return (
    <ProfileSection id="privacy" title={m.profile_section_privacy()} intro={m.profile_privacy_intro()}>
      <SwitchRow
        label={m.profile_public()}
        hint={m.profile_public_hint()}
        checked={visibility.value}
        busy={visibility.busy}
        onChange={visibility.change}
        testId="profile-public"
      />
      <SubSection title={m.profile_export_heading()} testId="export">
        <ExportData />
      </SubSection>
      <SubSection title={m.profile_delete_heading()} testId="delete-account">
        <DeleteAccount />
      </SubSection>
    </ProfileSection>
  );
}
