import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { emailSchema } from "#contract/schemas/auth.ts";
import { m } from "#app/paraglide/messages.js";
import { FormError, SubmitButton } from "../components/forms/form-footer.tsx";
import { TextField } from "../components/forms/text-field.tsx";
import { errorMessage, failureCode } from "../lib/api/errors.ts";
import { checkWith, useFormState } from "../lib/forms/use-form-state.ts";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import { sendApi, unwrap } from "../lib/route-data.ts";
import { useAction } from "../lib/use-action.ts";
import type { Route } from "./+types/forgot-password";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.forgot_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { email } = (await request.json()) as { email: string };
  return sendApi("/client/auth/forgot-password", { body: { email } });
}

/** /forgot-password: asks for a reset link; the answer is the same whether or not the address exists. */
export default function ForgotPassword() {
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  const form = useFormState();
  const action = useAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    await form.submit(
      () => checkWith(emailSchema, email, "email"),
      async (address) => {
        const answer = await action.run({ email: address });
        unwrap(answer); // a refusal is thrown, for the message below
        setSent(answer.message ?? m.auth_forgot_success());
      },
      (caught) => ({ form: failureCode(caught) === "rate_limited" ? errorMessage(caught) : m.forgot_failed() }),
    );
  }

  return (
    <section className="container-page flex justify-center py-12">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8 dark:border-slate-800">
        {sent ? (
          <div role="status" data-testid="forgot-sent">
            <h1 className="text-2xl font-bold">{m.forgot_sent_heading()}</h1>
            <p className="mt-3 text-slate-700 dark:text-slate-300">{sent}</p>
          </div>
        ) : (
          <form noValidate onSubmit={submit} aria-labelledby="forgot-heading">
            <h1 id="forgot-heading" className="text-2xl font-bold">
              {m.forgot_title()}
            </h1>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{m.forgot_intro()}</p>
            <TextField
              className="mt-6"
              label={m.field_email()}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={form.errors.email}
              autoFocus
            />
            <FormError message={form.formError} />
            <SubmitButton busy={form.busy} busyLabel={m.forgot_busy()}>
              {m.forgot_submit()}
            </SubmitButton>
          </form>
        )}
        <p className="mt-6 text-center text-sm">
          <Link to="/login" className="focus-ring rounded font-semibold text-brand-600 hover:underline dark:text-brand-100">
            {m.forgot_back_to_login()}
          </Link>
        </p>
      </div>
    </section>
  );
}
