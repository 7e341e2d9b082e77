import { useRef, useState, type FormEvent } from "react";
import { verificationCodeSchema } from "#contract/schemas/auth.ts";
import { m } from "#app/paraglide/messages.js";
import { apiRequest } from "../../lib/api/client.ts";
import { checkWith, shownApiError, useFocusFirstError, useFormState } from "../../lib/forms/use-form-state.ts";
import { FormError } from "../forms/form-footer.tsx";
import { CodeField, ResendCodeButton } from "../forms/verification-code.tsx";

interface VerifyStepProps {
  email: string;
  /** The code typed before (coming back from step 3), and why it was refused, if it was. */
  initialCode: string;
  codeError: string | null;
  /** Seconds before "Resend code" may be used (a code was sent that long ago). */
  resendCooldown: number;
  onResent(): void;
  onCode(code: string): void;
  onStartOver(): void;
}

/**
 * Step 2: the 4-digit code mailed to the address, with "Resend code" and its countdown. The server
 * checks the code here without spending it (POST /verify-email/check): a wrong, expired or used-up
 * code is refused next to the field and step 3 stays closed; step 3 spends it, so it stays valid
 * if the page is reloaded on the way.
 */
export function VerifyStep({ email, initialCode, codeError, resendCooldown, onResent, onCode, onStartOver }: VerifyStepProps) {
  const [code, setCode] = useState(initialCode);
  const [refusal, setRefusal] = useState(codeError);
  const form = useFormState();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, form.errors);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    await form.submit(
      () => checkWith(verificationCodeSchema, code, "code"),
      async (value) => {
        await apiRequest("/client/auth/verify-email/check", { body: { email, token: value } });
        onCode(value);
      },
      (error) => {
        // The API names the code `token`; here the field is `code`.
        const shown = shownApiError(error);
        return shown.fields?.token ? { fields: { code: shown.fields.token } } : shown;
      },
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby="register-step-heading" data-testid="register-step-2">
      <h2 id="register-step-heading" className="text-xl font-bold">
        {m.register_step_verify()}
      </h2>
      <p className="mt-1 break-words text-sm text-slate-600 dark:text-slate-400" data-testid="register-code-intro">
        {m.register_verify_intro({ email })}
      </p>
      <CodeField
        className="mt-5"
        value={code}
        onChange={(value) => {
          setCode(value);
          setRefusal(null);
        }}
        error={form.errors.code ?? refusal ?? undefined}
        autoFocus
      />
      <div className="mt-4">
        <FormError message={form.formError} />
      </div>
      <button type="submit" className="btn-primary mt-6 w-full" disabled={form.busy} aria-busy={form.busy}>
        {m.register_continue()}
      </button>
      <div className="mt-3 flex flex-col gap-1 sm:flex-row sm:justify-between">
        <ResendCodeButton email={() => email} initialCooldown={resendCooldown} onSent={onResent} />
        <button
          type="button"
          onClick={onStartOver}
          className="focus-ring rounded-lg px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          {m.register_start_over()}
        </button>
      </div>
    </form>
  );
}
