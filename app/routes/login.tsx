import { lazy, Suspense, useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "#app/lib/toast.ts";
import { m } from "#app/paraglide/messages.js";
import { AuthCard, AuthForm, EmailField, PasswordField, StatusNote, CodeField } from "../components/forms/auth-form.tsx";
import { FormError, FormFooter, SubmitButton } from "../components/forms/form-footer.tsx";
import { fieldErrorMap } from "../components/forms/text-field.tsx";
import { ApiClientError } from "../lib/api/client.ts";
import { accountErrorMessage, errorMessage, failureCode } from "../lib/api/errors.ts";
import { checkWith, useFormState, type ShownError } from "../lib/forms/use-form-state.ts";
import { lazyModule } from "../lib/lazy-module.ts";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import { sendApi } from "../lib/route-data.ts";
import { useAuth } from "../lib/session/auth-context.tsx";
import { completeTwoFactor, signInWithPassword, type LoginResult } from "../lib/session/sign-in.ts";
import { isSafeRedirect, saveRedirectAfterLogin, takeRedirectAfterLogin } from "../lib/session/storage.ts";
import { useAction } from "../lib/use-action.ts";
import { loadLoginPage } from "./login.server.ts";
import type { Route } from "./+types/login";
import { browserOnly } from "#app/lib/browser-only.ts";

/** The providers' client ids (public), null for a provider that is off: no id, no button. */
export function loader({ context }: Route.LoaderArgs) {
  return loadLoginPage(context.config);
}

/** A new verification mail for an unverified account (its sign-in was refused for that). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const { email } = (await request.json()) as { email: string };
  return sendApi("/client/auth/resend-verification", { body: { email }, success: m.auth_resend_success() });
}

/** Loaded only where a provider is configured (and then only in the browser). */
const SocialSignIn = lazy(() => (import.meta.env.SSR ? browserOnly() : import("../components/social-sign-in.tsx")));

/**
 * The forms' schemas, and zod with them (~26 KB gzip), imported when the visitor starts filling a
 * form (or submits), not with the page: a first visit to /login downloads no zod
 * (docs/performance.md, "/login without zod").
 */
const authSchemas = lazyModule(() => import("#contract/schemas/auth.ts"));
const loadSchemasSoon = () => void authSchemas().catch(() => {});

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: formatPageTitle(m.login_title(), productNameFrom(matches)) },
    { name: "description", content: m.login_meta_description() },
    { name: "robots", content: "noindex" },
  ];
}

type Step = { kind: "password" } | { kind: "two-factor"; challengeToken: string };

/** /login (docs/product.md#sessions-and-tokens): email + password + remember me, then the second step when 2FA is on. */
export default function Login({ loaderData }: Route.ComponentProps) {
  const { social } = loaderData;
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>({ kind: "password" });
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const [code, setCode] = useState("");
  const form = useFormState();
  const [needsVerification, setNeedsVerification] = useState(false);
  const resend = useAction();

  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // Sent here by the server (a signed-out page load of a protected page): the target is in the
  // address only, so it is saved as the browser's guard saves it (for registering instead, too).
  useEffect(() => {
    const target = params.get("redirect");
    if (target && isSafeRedirect(target)) saveRedirectAfterLogin(target);
  }, [params]);

  const expired = params.get("sessionExpired") === "true" || auth.sessionExpired;
  // A mailed unlock link (/login?unlock=…): its token goes with the password.
  const unlockToken = params.get("unlock") || undefined;

  function finish() {
    toast.success(m.login_success());
    const redirect = params.get("redirect");
    const saved = takeRedirectAfterLogin();
    navigate(redirect && isSafeRedirect(redirect) ? redirect : (saved ?? "/"), { replace: true });
  }

  /** Both forms show a refusal above the button, and the fields the API named next to them. */
  function fail(error: unknown): ShownError {
    if (!(error instanceof ApiClientError)) return { form: m.client_error_unexpected() };
    setNeedsVerification(failureCode(error) === "login_unverified");
    if (failureCode(error) === "two_factor_challenge_expired") setStep({ kind: "password" });
    return { fields: fieldErrorMap(error.errors), form: accountErrorMessage(error) };
  }

  /** The schemas, or null after showing why they could not be loaded (offline, a newer build deployed). */
  async function schemas() {
    try {
      return await authSchemas();
    } catch {
      form.show({ form: m.client_error_network() });
      return null;
    }
  }

  async function submitPassword(event: FormEvent) {
    event.preventDefault();
    setNeedsVerification(false);
    const loaded = await schemas();
    if (!loaded) return;
    const { loginSchema } = loaded;
    await form.submit(
      () => checkWith(loginSchema, { email, password, rememberMe }),
      async (values) => afterSignIn(await signInWithPassword(auth, values, unlockToken)),
      fail,
    );
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (step.kind !== "two-factor") return;
    const loaded = await schemas();
    if (!loaded) return;
    const { twoFactorCodeSchema } = loaded;
    await form.submit(
      () => checkWith(twoFactorCodeSchema, code, "code"),
      async (value) => {
        await completeTwoFactor(auth, step.challengeToken, value, rememberMe);
        finish();
      },
      fail,
    );
  }

  /** A password or social sign-in answered: signed in, or on to its second step. */
  function afterSignIn(result: LoginResult) {
    if (result.kind === "signed-in") return finish();
    setStep({ kind: "two-factor", challengeToken: result.challengeToken });
    setCode("");
  }

  async function resendVerification() {
    const result = await resend.run({ email });
    if (!result.ok) toast.error(errorMessage(result.error));
  }

  return (
    <AuthCard>
      {expired ? (
        <StatusNote className="mb-6 bg-amber-50 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100" testId="session-expired">
          {m.session_expired_inactive()}
        </StatusNote>
      ) : null}
      {unlockToken && step.kind === "password" ? (
        <StatusNote className="mb-6 bg-brand-50 text-brand-900 dark:bg-brand-900/40 dark:text-brand-100" testId="login-unlock-notice">
          {m.auth_login_unlock_notice()}
        </StatusNote>
      ) : null}

      {step.kind === "password" ? (
        <AuthForm
          headingId="login-heading"
          heading={m.login_heading()}
          intro={m.login_subheading()}
          onSubmit={submitPassword}
          onInput={loadSchemasSoon}
          onPointerDown={loadSchemasSoon}
        >
          <div className="mt-6 space-y-4">
            <EmailField value={email} onChange={(event) => setEmail(event.target.value)} error={form.errors.email} autoFocus />
            <PasswordField value={password} onChange={(event) => setPassword(event.target.value)} error={form.errors.password} />
            {/* Wraps onto two lines when a language's two labels do not fit side by side. */}
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="rememberMe"
                  checked={rememberMe}
                  onChange={(event) => setRememberMe(event.target.checked)}
                  className="h-4 w-4"
                />
                {m.login_remember_me()}
              </label>
              <Link
                to="/forgot-password"
                className="focus-ring whitespace-nowrap rounded text-sm text-brand-600 hover:underline dark:text-brand-100"
              >
                {m.login_forgot()}
              </Link>
            </div>
          </div>
          <FormError message={form.formError}>
            {needsVerification ? (
              <button
                type="button"
                onClick={resendVerification}
                disabled={resend.busy}
                className="focus-ring ml-2 rounded font-semibold underline"
              >
                {m.login_resend_verification()}
              </button>
            ) : null}
          </FormError>
          <SubmitButton busy={form.busy} busyLabel={m.login_busy()}>
            {m.login_submit()}
          </SubmitButton>
          {hydrated && (social.google || social.apple) ? (
            <Suspense fallback={null}>
              <SocialSignIn config={social} onResult={afterSignIn} />
            </Suspense>
          ) : null}
          <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
            {m.login_no_account()}{" "}
            <Link to="/register" className="focus-ring rounded font-semibold text-brand-600 hover:underline dark:text-brand-100">
              {m.login_create_account()}
            </Link>
          </p>
        </AuthForm>
      ) : (
        <AuthForm
          headingId="two-factor-heading"
          heading={m.login_two_factor_heading()}
          intro={m.login_two_factor_hint()}
          onSubmit={submitCode}
        >
          <CodeField
            className="mt-6"
            label={m.login_two_factor_code()}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={form.errors.code}
            autoFocus
          />
          <FormFooter form={form} busyLabel={m.login_two_factor_busy()}>
            {m.login_two_factor_submit()}
          </FormFooter>
          <button
            type="button"
            onClick={() => {
              setStep({ kind: "password" });
              form.clear();
            }}
            className="focus-ring mt-3 w-full rounded-lg px-4 py-2 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            {m.login_back()}
          </button>
        </AuthForm>
      )}
    </AuthCard>
  );
}
