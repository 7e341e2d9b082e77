import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate, type ShouldRevalidateFunctionArgs } from "react-router";
import { newPasswordSchema } from "#contract/schemas/auth.ts";
import { m } from "#app/paraglide/messages.js";
import { AuthCard, AuthForm, ConfirmPasswordField } from "../components/forms/auth-form.tsx";
import { FormFooter } from "../components/forms/form-footer.tsx";
import { NewPasswordField } from "../components/forms/password-checklist.tsx";
import { ApiClientError } from "../lib/api/client.ts";
import { useFormState } from "../lib/forms/use-form-state.ts";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import { readApi, sendApi, unwrap } from "../lib/route-data.ts";
import { PageSpinner } from "../lib/session/require-auth.tsx";
import { useAction } from "../lib/use-action.ts";
import type { Route } from "./+types/reset-password";

/** Seconds before the success screen moves on to /login. */
export const RESET_REDIRECT_SECONDS = 5;

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.reset_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

/**
 * The link's token, and why it cannot be used (null when it can): it is not valid (any more), or
 * the check itself failed. Either is the page's own state, with a way to ask for a new link.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!token) return { token, invalid: m.reset_invalid_body() };
  try {
    const { valid } = await readApi<{ valid: boolean }>(`/client/auth/validate-reset-token?token=${encodeURIComponent(token)}`, request);
    return { token, invalid: valid ? null : m.reset_invalid_body() };
  } catch {
    return { token, invalid: m.reset_validate_failed() };
  }
}

/**
 * No second check of the link after a reset: the reset answered for it (and spent it when it
 * succeeded), and every check counts against the reset's rate limit.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return !formMethod && defaultShouldRevalidate;
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const { token, password } = (await request.json()) as { token: string; password: string };
  return sendApi("/client/auth/reset-password", { body: { token, password } });
}

export function HydrateFallback() {
  return <PageSpinner label={m.reset_checking()} />;
}

/**
 * /reset-password?token= (docs/product.md#passwords): the token is validated first; an invalid one
 * shows 'Invalid Reset Link' with a way to ask for a new one; success counts down to the sign-in
 * page.
 */
export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { token } = loaderData;
  const navigate = useNavigate();
  const reset = useAction();
  // What the reset came to: done, or the link refused after all (it expired meanwhile).
  const [state, setState] = useState<"form" | "refused" | "done">("form");
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const form = useFormState();
  const [seconds, setSeconds] = useState(RESET_REDIRECT_SECONDS);
  const [staying, setStaying] = useState(false);

  useEffect(() => {
    if (state !== "done" || staying) return;
    if (seconds <= 0) {
      navigate("/login", { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setSeconds((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [state, staying, seconds, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    await form.submit(
      () =>
        newPasswordSchema.safeParse(password).success && password === confirmation
          ? { ok: true, value: password }
          : { ok: false, errors: {}, form: m.reset_requirements_not_met() },
      async (newPassword) => {
        unwrap(await reset.run({ token, password: newPassword }));
        setState("done");
      },
      (caught) => {
        if (caught instanceof ApiClientError && caught.errors.some((error) => error.field === "token")) {
          setState("refused");
          return {};
        }
        return { form: caught instanceof ApiClientError ? (caught.errors[0]?.message ?? caught.message) : m.reset_failed() };
      },
    );
  }

  const invalid = state === "refused" ? m.reset_invalid_body() : loaderData.invalid;

  return (
    <AuthCard>
      {invalid ? (
        <div data-testid="reset-invalid">
          <h1 className="text-2xl font-bold">{m.reset_invalid_heading()}</h1>
          <p className="mt-3 text-slate-700 dark:text-slate-300">{invalid}</p>
          <Link to="/forgot-password" className="btn-primary mt-6">
            {m.reset_request_new()}
          </Link>
        </div>
      ) : state === "done" ? (
        <div role="status" data-testid="reset-done">
          <h1 className="text-2xl font-bold">{m.reset_success_heading()}</h1>
          <p className="mt-3 text-slate-700 dark:text-slate-300">{m.auth_reset_success()}</p>
          {staying ? null : <p className="mt-2 text-sm text-slate-500">{m.reset_redirect_countdown({ seconds: String(seconds) })}</p>}
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/login" replace className="btn-primary">
              {m.reset_go_login()}
            </Link>
            {staying ? null : (
              <button
                type="button"
                onClick={() => setStaying(true)}
                className="focus-ring rounded-lg px-4 py-2.5 font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                {m.reset_stay()}
              </button>
            )}
          </div>
        </div>
      ) : (
        <AuthForm headingId="reset-heading" heading={m.reset_title()} intro={m.reset_intro()} onSubmit={submit}>
          <NewPasswordField
            className="mt-6"
            label={m.reset_new_password()}
            name="password"
            value={password}
            onChange={setPassword}
            confirmation={confirmation}
            autoFocus
          />
          <ConfirmPasswordField className="mt-4" value={confirmation} onChange={(event) => setConfirmation(event.target.value)} />
          <FormFooter form={form} busyLabel={m.reset_busy()}>
            {m.reset_submit()}
          </FormFooter>
        </AuthForm>
      )}
    </AuthCard>
  );
}
