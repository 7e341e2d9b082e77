import { useState, type FormEvent } from "react";
import { emailSchema } from "#contract/schemas/auth.ts";
import { m } from "#app/paraglide/messages.js";
import { AuthCard, AuthForm, EmailField, SignInLink } from "../components/forms/auth-form.tsx";
import { FormFooter } from "../components/forms/form-footer.tsx";
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
    <AuthCard>
      {sent ? (
        <div role="status" data-testid="forgot-sent">
          <h1 className="text-2xl font-bold">{m.forgot_sent_heading()}</h1>
          <p className="mt-3 text-slate-700 dark:text-slate-300">{sent}</p>
        </div>
      ) : (
        <AuthForm headingId="forgot-heading" heading={m.forgot_title()} intro={m.forgot_intro()} onSubmit={submit}>
          <EmailField
            className="mt-6"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={form.errors.email}
            autoFocus
          />
          <FormFooter form={form} busyLabel={m.forgot_busy()}>
            {m.forgot_submit()}
          </FormFooter>
        </AuthForm>
      )}
      <SignInLink>{m.forgot_back_to_login()}</SignInLink>
    </AuthCard>
  );
}
