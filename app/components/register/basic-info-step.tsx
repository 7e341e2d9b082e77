import { useRef, type FormEvent } from "react";
import { toast } from "#app/lib/toast.ts";
import { checkRegisterPage, REGISTER_PAGE_FIELDS, type RegisterPageInput } from "#contract/schemas/register.ts";
import { m } from "#app/paraglide/messages.js";
import { ReadOnlyNotice } from "../read-only-notice.tsx";
import { useReadOnly } from "../../lib/site/site.ts";
import { apiRequest } from "../../lib/api/client.ts";
import { checkFields, shownApiError, useFocusFirstError, useFormState } from "../../lib/forms/use-form-state.ts";
import { ConfirmPasswordField, EmailField, SignInLink, UsernameField } from "../forms/auth-form.tsx";
import { FormError, SubmitButton } from "../forms/form-footer.tsx";
import { NewPasswordField } from "../forms/password-checklist.tsx";
import { useFieldValues } from "../../lib/forms/use-field-values.ts";

const EMPTY: RegisterPageInput = { email: "", username: "", password: "", confirmPassword: "" };

/**
 * Step 1: email, username, password and its confirmation, checked by the product's rules (live
 * checklist under the password), then POST /register: the account is created unverified and
 * its 4-digit code is mailed. `onRegistered` moves on to the code.
 */
export function BasicInfoStep({ onRegistered }: { onRegistered(email: string): void }) {
  const readOnly = useReadOnly();
  const { values, setValues, set } = useFieldValues<RegisterPageInput>(EMPTY);
  const form = useFormState();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, form.errors);

  async function submit(event: FormEvent) {
    event.preventDefault();
    await form.submit(
      () => checkFields(values, checkRegisterPage(values)),
      async (input) => {
        const email = input.email.trim();
        const answer = await apiRequest<{ message?: string }>("/client/auth/register", {
          body: { email, username: input.username.trim(), password: input.password },
        });
        toast.success(answer.message || m.registered_toast());
        onRegistered(email);
      },
      (error) => {
        const shown = shownApiError(error, m.register_error());
        // A field the page does not have (should the API name one) is said above the button.
        const unknown = Object.entries(shown.fields ?? {}).find(([field]) => !(REGISTER_PAGE_FIELDS as readonly string[]).includes(field));
        return unknown ? { form: unknown[1] } : shown;
      },
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby="register-step-heading" data-testid="register-step-1">
      <h2 id="register-step-heading" className="text-xl font-bold">
        {m.register_step_basic()}
      </h2>
      <div className="mt-5 space-y-4">
        <EmailField value={values.email} onChange={set("email")} error={form.errors.email} autoFocus />
        <UsernameField value={values.username} onChange={set("username")} error={form.errors.username} hint={m.register_username_hint()} />
        <NewPasswordField
          label={m.field_password()}
          name="password"
          value={values.password}
          onChange={(password) => setValues((current) => ({ ...current, password }))}
          confirmation={values.confirmPassword}
          error={form.errors.password}
        />
        <ConfirmPasswordField value={values.confirmPassword} onChange={set("confirmPassword")} error={form.errors.confirmPassword} />
      </div>
      <FormError message={form.formError} />
      {readOnly ? <ReadOnlyNotice className="mt-6" /> : null}
      <SubmitButton busy={form.busy} busyLabel={m.register_busy()} disabled={readOnly}>
        {m.register_continue()}
      </SubmitButton>
      <SignInLink>{m.register_have_account()}</SignInLink>
    </form>
  );
}
