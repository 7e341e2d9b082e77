import { useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { checkCompletion, type CompletionInput } from "#contract/schemas/register.ts";
import { m } from "#app/paraglide/messages.js";
import { ApiClientError } from "../../lib/api/client.ts";
import { accountErrorMessage } from "../../lib/api/errors.ts";
import { checkFields, useFocusFirstError, useFormState } from "../../lib/forms/use-form-state.ts";
import { FormError, SubmitButton } from "../forms/form-footer.tsx";
import { TextField } from "../forms/text-field.tsx";

/** Today as a date input wants it ("YYYY-MM-DD", local calendar). */
function todayIso(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

interface CompletionStepProps {
  /** Verifies the address with the code and signs in; throws the API's refusal. */
  onComplete(): Promise<void>;
  /** The code was refused: back to step 2 with the server's reason. */
  onCodeRefused(message: string): void;
  onBack(): void;
}

/**
 * Step 3: the terms accepted and a date of birth showing at least 13 years (checked here; the
 * date is neither sent nor stored), then the registration is completed: the emailed code
 * verifies the address and signs the new account in (docs/decisions/0015).
 */
export function CompletionStep({ onComplete, onCodeRefused, onBack }: CompletionStepProps) {
  const [values, setValues] = useState<CompletionInput>({ acceptTerms: false, birthDate: "" });
  const form = useFormState();
  const formRef = useRef<HTMLFormElement>(null);
  const termsId = useId();
  const newTab = ` ${m.link_opens_new_tab()}`;
  useFocusFirstError(formRef, form.errors);

  async function submit(event: FormEvent) {
    event.preventDefault();
    await form.submit(
      () => checkFields(values, checkCompletion(values)),
      onComplete,
      (error) => {
        if (error instanceof ApiClientError && error.errors.some((issue) => issue.field === "token")) {
          onCodeRefused(error.errors.find((issue) => issue.field === "token")!.message);
          return {};
        }
        return { form: error instanceof ApiClientError ? accountErrorMessage(error) : m.register_setup_failed() };
      },
    );
  }

  const termsError = form.errors.acceptTerms;
  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby="register-step-heading" data-testid="register-step-3">
      <h2 id="register-step-heading" className="text-xl font-bold">
        {m.register_step_complete()}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{m.register_complete_intro()}</p>
      <TextField
        className="mt-5"
        label={m.register_birth_date()}
        name="birthDate"
        type="date"
        min="1900-01-01"
        max={todayIso()}
        value={values.birthDate}
        onChange={(event) => setValues((current) => ({ ...current, birthDate: event.target.value }))}
        error={form.errors.birthDate}
        hint={m.register_birth_date_hint()}
        autoFocus
      />
      <div className="mt-5">
        <div className="flex items-start gap-3">
          <input
            id={termsId}
            type="checkbox"
            name="acceptTerms"
            checked={values.acceptTerms}
            onChange={(event) => setValues((current) => ({ ...current, acceptTerms: event.target.checked }))}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${termsId}-error` : undefined}
            className="focus-ring mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300 accent-brand-600"
          />
          <label htmlFor={termsId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {m.register_accept_terms()}
          </label>
        </div>
        <p className="ml-8 mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link to="/terms" target="_blank" rel="noopener" className="focus-ring rounded text-brand-700 underline dark:text-brand-100">
            {m.register_read_terms()}
            <span className="sr-only">{newTab}</span>
          </Link>
          <Link to="/privacy" target="_blank" rel="noopener" className="focus-ring rounded text-brand-700 underline dark:text-brand-100">
            {m.register_read_privacy()}
            <span className="sr-only">{newTab}</span>
          </Link>
        </p>
        {termsError ? (
          <p id={`${termsId}-error`} role="alert" className="ml-8 mt-1 text-sm text-red-600 dark:text-red-400">
            {termsError}
          </p>
        ) : null}
      </div>
      <FormError message={form.formError} />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button
          type="button"
          onClick={onBack}
          disabled={form.busy}
          className="focus-ring rounded-lg px-4 py-2.5 font-medium text-slate-700 hover:bg-slate-100 disabled:(cursor-not-allowed opacity-60) dark:text-slate-300 dark:hover:bg-slate-800"
        >
          {m.register_back()}
        </button>
        <SubmitButton busy={form.busy} busyLabel={m.register_finish_busy()} className="">
          {m.register_finish()}
        </SubmitButton>
      </div>
    </form>
  );
}
