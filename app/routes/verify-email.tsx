import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { emailSchema, verificationCodeSchema } from "#app/lib/schemas/auth.ts";
import { m } from "#app/paraglide/messages.js";
import { TextField } from "../components/forms/text-field.tsx";
import { ApiClientError, apiRequest } from "../lib/api/client.ts";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import { useAuth } from "../lib/session/auth-context.tsx";
import { takeRedirectAfterLogin } from "../lib/session/storage.ts";
import { PageSpinner } from "../lib/session/navigation-guard.tsx";
import type { Route } from "./+types/verify-email";

/** The server allows one resend a minute per address; the button shows the wait. */
export const RESEND_COOLDOWN_SECONDS = 60;

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.verify_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

/**
 * /verify-email: the emailed link (`?token=`) verifies and signs in at once; otherwise the
 * 4-digit code form (email prefilled from `?email=`), with resend and its cooldown.
 */
export default function VerifyEmail() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const auth = useAuth();
  const linkToken = params.get("token");
  const [checkingLink, setCheckingLink] = useState(Boolean(linkToken));
  const [email, setEmail] = useState(params.get("email") ?? "");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [cooldown, setCooldown] = useState(params.get("email") ? RESEND_COOLDOWN_SECONDS : 0);
  const linkTried = useRef(false);

  function signedIn(answer: unknown) {
    auth.acceptSignIn(answer, false);
    toast.success(m.auth_verify_success());
    navigate(takeRedirectAfterLogin() ?? "/", { replace: true });
  }

  useEffect(() => {
    if (!linkToken || linkTried.current) return;
    linkTried.current = true;
    apiRequest("/client/auth/verify-email", { body: { token: linkToken } })
      .then(signedIn)
      .catch(() => {
        setFormError(m.verify_failed());
        setCheckingLink(false);
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per link token
  }, [linkToken]);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = window.setTimeout(() => setCooldown((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const problems: Record<string, string> = {};
    const parsedEmail = emailSchema.safeParse(email);
    if (!parsedEmail.success) problems.email = parsedEmail.error.issues[0]!.message;
    const parsedCode = verificationCodeSchema.safeParse(code);
    if (!parsedCode.success) problems.code = parsedCode.error.issues[0]!.message;
    setErrors(problems);
    if (!parsedEmail.success || !parsedCode.success) return;
    setBusy(true);
    try {
      signedIn(await apiRequest("/client/auth/verify-email", { body: { email: parsedEmail.data, token: parsedCode.data } }));
    } catch (error) {
      setFormError(error instanceof ApiClientError ? (error.errors[0]?.message ?? error.message) : m.verify_failed());
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    const parsedEmail = emailSchema.safeParse(email);
    if (!parsedEmail.success) {
      setErrors({ email: parsedEmail.error.issues[0]!.message });
      return;
    }
    try {
      const answer = await apiRequest<{ message?: string }>("/client/auth/resend-verification", { body: { email: parsedEmail.data } });
      toast.success(answer.message ?? m.auth_resend_success());
      setCooldown(RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      toast.error(error instanceof ApiClientError ? error.message : m.verify_resend_failed());
    }
  }

  if (checkingLink) return <PageSpinner label={m.verify_link_checking()} />;

  return (
    <section className="container-page flex justify-center py-12">
      <form noValidate onSubmit={submit} className="w-full max-w-md rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8 dark:border-slate-800" aria-labelledby="verify-heading">
        <h1 id="verify-heading" className="text-2xl font-bold">
          {m.verify_title()}
        </h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{m.verify_intro()}</p>
        <div className="mt-6 space-y-4">
          <TextField label={m.field_email()} name="email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} error={errors.email} />
          <TextField
            label={m.verify_code()}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={4}
            pattern="[0-9]{4}"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, "").slice(0, 4))}
            error={errors.code}
            autoFocus
          />
        </div>
        {formError ? (
          <p role="alert" className="form-alert" data-testid="form-error">
            {formError}
          </p>
        ) : null}
        <button type="submit" disabled={busy} aria-busy={busy} className="btn-primary mt-6 w-full">
          {busy ? m.verify_busy() : m.verify_submit()}
        </button>
        <button
          type="button"
          onClick={resend}
          disabled={cooldown > 0}
          className="focus-ring mt-3 w-full rounded-lg px-4 py-2 text-sm text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-400 dark:text-brand-100 dark:hover:bg-slate-800"
        >
          {cooldown > 0 ? m.verify_resend_wait({ seconds: String(cooldown) }) : m.verify_resend()}
        </button>
      </form>
    </section>
  );
}
