import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "#app/lib/toast.ts";
import { emailSchema, verificationCodeSchema } from "#contract/schemas/auth.ts";
import { m } from "#app/paraglide/messages.js";
import { AuthForm, EmailField } from "../components/forms/auth-form.tsx";
import { FormFooter } from "../components/forms/form-footer.tsx";
import { CodeField, RESEND_COOLDOWN_SECONDS, ResendCodeButton } from "../components/forms/verification-code.tsx";
import { ApiClientError } from "../lib/api/client.ts";
import { checkAll, checkWith, useFormState } from "../lib/forms/use-form-state.ts";
import { formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import { sendApi, unwrapAnswer } from "../lib/route-data.ts";
import { useAuth } from "../lib/session/auth-context.tsx";
import { acceptSignIn } from "../lib/session/sign-in.ts";
import { takeRedirectAfterLogin } from "../lib/session/storage.ts";
import { PageSpinner } from "../lib/session/require-auth.tsx";
import { useAction } from "../lib/use-action.ts";
import type { Route } from "./+types/verify-email";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.verify_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

/**
 * Verifies the address and signs in: the mailed link's `{ token }`, sent as the page opens (an
 * action, not a loader, so the code form stays in the server's HTML), or the form's
 * `{ email, token }` with the 4-digit code.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return sendApi("/client/auth/verify-email", { body: (await request.json()) as { token: string; email?: string } });
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
  const form = useFormState();
  const verify = useAction();
  const linkTried = useRef(false);

  function signedIn(answer: unknown) {
    acceptSignIn(auth, answer);
    toast.success(m.auth_verify_success());
    // The account's first step (/welcome), unless it was on its way somewhere.
    navigate(takeRedirectAfterLogin() ?? "/welcome", { replace: true });
  }

  useEffect(() => {
    if (!linkToken || linkTried.current) return;
    linkTried.current = true;
    verify
      .run({ token: linkToken })
      .then((result) => signedIn(unwrapAnswer(result)))
      .catch(() => {
        form.show({ form: m.verify_failed() });
        setCheckingLink(false);
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per link token
  }, [linkToken]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    await form.submit(
      () => checkAll({ email: checkWith(emailSchema, email, "email"), token: checkWith(verificationCodeSchema, code, "code") }),
      async (body) => signedIn(unwrapAnswer(await verify.run(body))),
      (error) => ({ form: error instanceof ApiClientError ? (error.errors[0]?.message ?? error.message) : m.verify_failed() }),
    );
  }

  /** The address to resend to, or null (and its error shown) when it is not valid. */
  function resendAddress(): string | null {
    const parsed = checkWith(emailSchema, email, "email");
    if (parsed.ok) return parsed.value;
    form.show({ fields: parsed.errors });
    return null;
  }

  if (checkingLink) return <PageSpinner label={m.verify_link_checking()} />;

  return (
    <section className="container-page flex justify-center py-12">
      {/* Not AuthCard: here the form itself is the card. */}
      <AuthForm
        headingId="verify-heading"
        heading={m.verify_title()}
        intro={m.verify_intro()}
        onSubmit={submit}
        className="w-full max-w-md rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8 dark:border-slate-800"
      >
        <div className="mt-6 space-y-4">
          <EmailField value={email} onChange={(event) => setEmail(event.target.value)} error={form.errors.email} />
          <CodeField value={code} onChange={setCode} error={form.errors.code} autoFocus />
        </div>
        <FormFooter form={form} busyLabel={m.verify_busy()}>
          {m.verify_submit()}
        </FormFooter>
        <ResendCodeButton
          className="mt-3 w-full"
          email={resendAddress}
          initialCooldown={params.get("email") ? RESEND_COOLDOWN_SECONDS : 0}
        />
      </AuthForm>
    </section>
  );
}
