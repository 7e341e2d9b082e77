import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "#app/lib/toast.ts";
import { m } from "#app/paraglide/messages.js";
import { AuthCard } from "../components/forms/auth-form.tsx";
import { BasicInfoStep } from "../components/register/basic-info-step.tsx";
import { CompletionStep } from "../components/register/completion-step.tsx";
import { StepIndicator, type RegisterStep } from "../components/register/step-indicator.tsx";
import { VerifyStep } from "../components/register/verify-step.tsx";
import { RESEND_COOLDOWN_SECONDS } from "../components/forms/verification-code.tsx";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import { sendApi, unwrapAnswer } from "../lib/route-data.ts";
import { useAuth } from "../lib/session/auth-context.tsx";
import { acceptSignIn } from "../lib/session/sign-in.ts";
import { takeRedirectAfterLogin } from "../lib/session/storage.ts";
import { useAction } from "../lib/use-action.ts";
import type { Route } from "./+types/register";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.register_page_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

/** Step 3's end: the code verifies the address and signs the new account in. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const { email, token } = (await request.json()) as { email: string; token: string };
  return sendApi("/client/auth/verify-email", { body: { email, token } });
}

/** The step-2 address of the page: /register?email=… (a reload keeps the code step). */
const verifyUrl = (email: string) => `/register?email=${encodeURIComponent(email)}`;

/**
 * /register in three steps (docs/product.md#registration-and-verification-codes, ADR 0015):
 *   1. basic information → POST /register creates the unverified account and mails a code;
 *   2. the 4-digit code (resend with a countdown), checked for its form;
 *   3. terms and age → POST /verify-email with the code verifies and signs in.
 * The address lives in the URL from step 2 on, so a reload (or the browser's back button) lands on
 * the code step; the code itself is kept only in memory and step 3 needs it, so a reload there
 * returns to step 2. Signed-in visitors are sent away by the navigation guard.
 */
export default function Register() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const auth = useAuth();
  const verify = useAction();
  const email = params.get("email")?.trim() || null;
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  // When the last code was sent (a reload does not know: the full wait, as the server may refuse).
  const codeSentAt = useRef<number | null>(null);
  const wantsCompletion = params.get("step") === "complete";
  const step: RegisterStep = !email ? 1 : wantsCompletion && code ? 3 : 2;

  useEffect(() => {
    // Step 3 without its code (reloaded there): back to the code.
    if (email && wantsCompletion && !code) navigate(verifyUrl(email), { replace: true });
  }, [email, wantsCompletion, code, navigate]);

  const resendCooldown =
    codeSentAt.current === null
      ? RESEND_COOLDOWN_SECONDS
      : Math.max(0, RESEND_COOLDOWN_SECONDS - Math.floor((Date.now() - codeSentAt.current) / 1000));

  async function complete() {
    if (!email) return;
    const answer = unwrapAnswer(await verify.run({ email, token: code }));
    // Leave first: signed in on /register, the guard would send the user elsewhere meanwhile.
    // A new account's first step (/welcome: add an app, or browse), unless it was on its way somewhere.
    await navigate(takeRedirectAfterLogin() ?? "/welcome", { replace: true });
    acceptSignIn(auth, answer);
    toast.success(m.register_complete_success());
  }

  return (
    <AuthCard wide>
      <h1 className="text-2xl font-bold">{m.register_page_title()}</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{m.register_page_intro()}</p>
      <div className="mt-6">
        <StepIndicator current={step} />
      </div>
      <div className="mt-8 border-t border-slate-200 pt-6 dark:border-slate-800">
        {step === 1 ? (
          <BasicInfoStep
            onRegistered={(address) => {
              codeSentAt.current = Date.now();
              setCode("");
              setCodeError(null);
              navigate(verifyUrl(address));
            }}
          />
        ) : step === 2 ? (
          <VerifyStep
            // A new address starts the step afresh.
            key={email}
            email={email!}
            initialCode={code}
            codeError={codeError}
            resendCooldown={resendCooldown}
            onResent={() => {
              codeSentAt.current = Date.now();
            }}
            onCode={(value) => {
              setCode(value);
              setCodeError(null);
              navigate(`${verifyUrl(email!)}&step=complete`);
            }}
            onStartOver={() => {
              setCode("");
              setCodeError(null);
              navigate("/register");
            }}
          />
        ) : (
          <CompletionStep
            onComplete={complete}
            onCodeRefused={(message) => {
              setCodeError(message);
              navigate(verifyUrl(email!), { replace: true });
            }}
            onBack={() => navigate(verifyUrl(email!), { replace: true })}
          />
        )}
      </div>
    </AuthCard>
  );
}
