import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { emailSchema } from "#app/lib/schemas/auth.ts";
import { m } from "#app/paraglide/messages.js";
import { TextField } from "../components/forms/text-field.tsx";
import { ApiClientError, apiRequest } from "../lib/api/client.ts";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import type { Route } from "./+types/forgot-password";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.forgot_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

/** /forgot-password: asks for a reset link; the answer is the same whether or not the address exists. */
export default function ForgotPassword() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const answer = await apiRequest<{ message?: string }>("/client/auth/forgot-password", { body: { email: parsed.data } });
      setSent(answer.message ?? m.auth_forgot_success());
    } catch (caught) {
      setFormError(caught instanceof ApiClientError && caught.status === 429 ? caught.message : m.forgot_failed());
    } finally {
      setBusy(false);
    }
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
            <TextField className="mt-6" label={m.field_email()} name="email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} error={error} autoFocus />
            {formError ? (
              <p role="alert" className="form-alert">
                {formError}
              </p>
            ) : null}
            <button type="submit" disabled={busy} aria-busy={busy} className="btn-primary mt-6 w-full">
              {busy ? m.forgot_busy() : m.forgot_submit()}
            </button>
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
