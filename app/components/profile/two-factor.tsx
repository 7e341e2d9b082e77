import { useState, type FormEvent, type ReactNode } from "react";
import { toast } from "#app/lib/toast.ts";
import { passwordConfirmationSchema, totpCodeSchema, twoFactorDisableSchema } from "#contract/schemas/auth.ts";
import { m } from "#app/paraglide/messages.js";
import { apiRequest } from "../../lib/api/client.ts";
import { checkWith, useFormState } from "../../lib/forms/use-form-state.ts";
import { DEFAULT_PRODUCT_NAME } from "../../lib/page-title.ts";
import { useAuth } from "../../lib/session/auth-context.tsx";
import { copyText } from "../../lib/profile/clipboard.ts";
import { downloadFile } from "../../lib/profile/download.ts";
import { lazyModule } from "../../lib/lazy-module.ts";
import { CurrentPasswordField } from "./current-password-field.tsx";
import { BusyButton, FormAlert, secondaryButtonClass, TextButton } from "./ui.tsx";
import { browserOnly } from "#app/lib/browser-only.ts";
import { CodeField } from "../forms/auth-form.tsx";

export const RECOVERY_CODES_FILE_NAME = "pwa-store-recovery-codes.txt";

type Step =
  | { kind: "idle" }
  | { kind: "password" }
  | { kind: "scan"; secret: string; qrSvg: string }
  | { kind: "recovery"; codes: string[] }
  | { kind: "disable" };

/**
 * The QR code's drawer (uqr, ~4 KB gzip): imported when the password step opens, so that neither
 * the profile page nor the Worker carries it; the API answers the otpauth:// URL and the browser
 * draws it.
 */
const qrCodes = lazyModule(() => (import.meta.env.SSR ? browserOnly() : import("uqr")));

/** The otpauth:// URL as a QR code: our own SVG (only rects and paths of the modules). */
async function drawQrCode(url: string): Promise<string> {
  const { renderSVG } = await qrCodes();
  return renderSVG(url, { ecc: "M", border: 2 });
}

/** The QR code (uqr's SVG) as an image: fixed size, white quiet zone in both themes. */
function QrCode({ svg }: { svg: string }) {
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={m.profile_2fa_qr_alt()}
      width={192}
      height={192}
      className="h-48 w-48 rounded-lg border border-slate-200 bg-white p-2 dark:border-slate-700"
      data-testid="two-factor-qr"
    />
  );
}

/**
 * Two-factor sign-in (TOTP): off → password → QR code + key → a code turns it on and shows the ten
 * recovery codes once; on → password + code (or recovery code) turns it off.
 */
export function TwoFactorSettings({ productName = DEFAULT_PRODUCT_NAME }: { productName?: string }) {
  const { user, setUser } = useAuth();
  const enabled = user?.twoFactorEnabled === true;
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const form = useFormState();
  const { errors, formError, busy } = form;

  function go(next: Step) {
    setStep(next);
    setPassword("");
    setCode("");
    form.clear();
  }

  function submitPassword(event: FormEvent) {
    event.preventDefault();
    void form.submit(
      () => checkWith(passwordConfirmationSchema, { password }),
      async (body) => {
        const answer = await apiRequest<{ data: { secret: string; otpauthUrl: string } }>("/client/auth/two-factor/setup", { body });
        let qrSvg: string;
        try {
          qrSvg = await drawQrCode(answer.data.otpauthUrl);
        } catch {
          // Offline, or a newer build deployed meanwhile: the next submit starts a new set-up.
          form.show({ form: m.client_error_network() });
          return;
        }
        go({ kind: "scan", secret: answer.data.secret, qrSvg });
      },
    );
  }

  function submitEnable(event: FormEvent) {
    event.preventDefault();
    void form.submit(
      () => checkWith(totpCodeSchema, code, "code"),
      async (totp) => {
        const answer = await apiRequest<{ message?: string; data: { recoveryCodes: string[] } }>("/client/auth/two-factor/enable", {
          body: { code: totp },
        });
        setUser({ ...user!, twoFactorEnabled: true });
        toast.success(answer.message ?? m.auth_two_factor_enabled());
        go({ kind: "recovery", codes: answer.data.recoveryCodes });
      },
    );
  }

  function submitDisable(event: FormEvent) {
    event.preventDefault();
    void form.submit(
      () => checkWith(twoFactorDisableSchema, { password, code }),
      async (body) => {
        const answer = await apiRequest<{ message?: string }>("/client/auth/two-factor/disable", { body });
        setUser({ ...user!, twoFactorEnabled: false });
        toast.success(answer.message ?? m.auth_two_factor_disabled());
        go({ kind: "idle" });
      },
    );
  }

  const copyCodes = (codes: string[]) => copyText(codes.join("\n"), m.profile_2fa_copied(), m.profile_2fa_copy_failed());

  function downloadCodes(codes: string[]) {
    const header = m.profile_2fa_recovery_file({ email: user!.email, product: productName });
    downloadFile(RECOVERY_CODES_FILE_NAME, `${header}\n\n${codes.join("\n")}\n`, "text/plain;charset=utf-8");
  }

  const status = (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span
        className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
          enabled
            ? "bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200"
            : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300"
        }`}
        data-testid="two-factor-status"
      >
        {enabled ? m.profile_2fa_on() : m.profile_2fa_off()}
      </span>
      <span className="text-slate-600 dark:text-slate-400">{enabled ? m.profile_2fa_explain_on() : m.profile_2fa_explain_off()}</span>
    </p>
  );

  const passwordField = (
    <CurrentPasswordField className="sm:max-w-sm" value={password} onChange={setPassword} error={errors.password} autoFocus />
  );

  /** A step's form: what it asks for, its fields, what the API refused, its button, and Cancel (back to the status). */
  const stepForm = ({
    intro,
    onSubmit,
    label,
    busyLabel,
    variant,
    fields,
  }: {
    intro: string;
    onSubmit(event: FormEvent): void;
    label: string;
    busyLabel: string;
    variant?: "danger";
    fields: ReactNode;
  }) => (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">{intro}</p>
      {fields}
      <FormAlert message={formError} />
      <div className="flex flex-wrap gap-2">
        <BusyButton type="submit" variant={variant} busy={busy} busyLabel={busyLabel}>
          {label}
        </BusyButton>
        <TextButton onClick={() => go({ kind: "idle" })} disabled={busy}>
          {m.profile_cancel()}
        </TextButton>
      </div>
    </form>
  );

  return (
    <div className="space-y-4" data-testid="two-factor">
      {status}

      {step.kind === "idle" ? (
        enabled ? (
          <button type="button" className={secondaryButtonClass} onClick={() => go({ kind: "disable" })}>
            {m.profile_2fa_turn_off()}
          </button>
        ) : (
          <button
            type="button"
            className="btn-primary"
            onClick={() => {
              void qrCodes().catch(() => {});
              go({ kind: "password" });
            }}
          >
            {m.profile_2fa_turn_on()}
          </button>
        )
      ) : null}

      {step.kind === "password"
        ? stepForm({
            intro: m.profile_2fa_password_intro(),
            onSubmit: submitPassword,
            label: m.profile_2fa_continue(),
            busyLabel: m.profile_2fa_continue_busy(),
            fields: passwordField,
          })
        : null}

      {step.kind === "scan"
        ? stepForm({
            intro: m.profile_2fa_scan(),
            onSubmit: submitEnable,
            label: m.profile_2fa_enable(),
            busyLabel: m.profile_2fa_enable_busy(),
            fields: (
              <>
                <QrCode svg={step.qrSvg} />
                <div className="text-sm">
                  <p className="text-slate-700 dark:text-slate-300">{m.profile_2fa_manual()}</p>
                  <code
                    className="mt-1 inline-block max-w-full select-all break-all rounded bg-slate-100 px-2 py-1 font-mono text-sm tracking-wider text-slate-900 dark:bg-slate-800 dark:text-slate-100"
                    data-testid="two-factor-secret"
                  >
                    {step.secret.replace(/(.{4})(?=.)/g, "$1 ")}
                  </code>
                </div>
                <CodeField
                  className="max-w-56"
                  label={m.profile_2fa_code()}
                  inputMode="numeric"
                  maxLength={7}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  error={errors.code}
                  autoFocus
                />
              </>
            ),
          })
        : null}

      {step.kind === "recovery" ? (
        <div className="space-y-4" data-testid="recovery-codes">
          <h4 className="font-semibold">{m.profile_2fa_recovery_heading()}</h4>
          <p role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
            {m.profile_2fa_recovery_warning()}
          </p>
          <ul className="grid max-w-md grid-cols-1 gap-2 rounded-lg bg-slate-100 p-4 font-mono text-sm sm:grid-cols-2 dark:bg-slate-800">
            {step.codes.map((recoveryCode) => (
              <li key={recoveryCode} className="select-all">
                {recoveryCode}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={secondaryButtonClass} onClick={() => copyCodes(step.codes)}>
              {m.profile_2fa_copy()}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => downloadCodes(step.codes)}>
              {m.profile_2fa_download()}
            </button>
            <button type="button" className="btn-primary" onClick={() => go({ kind: "idle" })}>
              {m.profile_2fa_done()}
            </button>
          </div>
        </div>
      ) : null}

      {step.kind === "disable"
        ? stepForm({
            intro: m.profile_2fa_disable_intro(),
            onSubmit: submitDisable,
            label: m.profile_2fa_disable(),
            busyLabel: m.profile_2fa_disable_busy(),
            variant: "danger",
            fields: (
              <>
                {passwordField}
                <CodeField
                  className="max-w-56"
                  label={m.profile_2fa_disable_code()}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  error={errors.code}
                />
              </>
            ),
          })
        : null}
    </div>
  );
}
