import { useEffect, useState, type ComponentProps } from "react";
import { toast } from "#app/lib/toast.ts";
import { m } from "#app/paraglide/messages.js";
import { ApiClientError, apiRequest } from "../../lib/api/client.ts";
import { failureCode } from "../../lib/api/errors.ts";
import { TextField } from "./text-field.tsx";

/** The server allows one resend a minute per address; the button shows the wait. */
export const RESEND_COOLDOWN_SECONDS = 60;
/** The emailed code has 4 digits (docs/product.md#registration-and-verification-codes). */
export const VERIFICATION_CODE_LENGTH = 4;

type CodeFieldProps = Omit<ComponentProps<typeof TextField>, "label" | "value" | "onChange"> & {
  label?: string;
  value: string;
  onChange(code: string): void;
};

/** The 4-digit code input: digits only, at most four, offered the one-time code by the browser. */
export function CodeField({ label = m.verify_code(), value, onChange, ...field }: CodeFieldProps) {
  return (
    <TextField
      label={label}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={VERIFICATION_CODE_LENGTH}
      pattern="[0-9]{4}"
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, "").slice(0, VERIFICATION_CODE_LENGTH))}
      {...field}
    />
  );
}

/**
 * "Resend code" with its visible cooldown ("Resend code in 42 s"), counting down from
 * `initialCooldown` (a code was just sent) and again after every resend. `email()` answers the
 * address to send to, or null when the form has reported it invalid.
 */
export function ResendCodeButton({
  email,
  initialCooldown,
  onSent,
  className = "",
}: {
  email(): string | null;
  initialCooldown: number;
  /** A new code is on its way (the previous one no longer works). */
  onSent?(): void;
  className?: string;
}) {
  // A deadline rather than a counter: the display stays right when timers run late (a tab in
  // the background) and each second is recomputed from the clock.
  const [until, setUntil] = useState(() => Date.now() + initialCooldown * 1000);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const cooldown = Math.max(0, Math.ceil((until - now) / 1000));
  const waiting = cooldown > 0;
  const setCooldown = (seconds: number) => {
    const start = Date.now();
    setNow(start);
    setUntil(start + seconds * 1000);
  };

  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [waiting]);

  async function resend() {
    const address = email();
    if (address === null) return;
    setBusy(true);
    try {
      const answer = await apiRequest<{ message?: string }>("/client/auth/resend-verification", { body: { email: address } });
      toast.success(answer.message ?? m.auth_resend_success());
      setCooldown(RESEND_COOLDOWN_SECONDS);
      onSent?.();
    } catch (error) {
      toast.error(error instanceof ApiClientError ? error.message : m.verify_resend_failed());
      // Too soon for the server (e.g. after a reload): wait a full period before the next try.
      if (failureCode(error) === "rate_limited") setCooldown(RESEND_COOLDOWN_SECONDS);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={() => void resend()}
      disabled={cooldown > 0 || busy}
      aria-busy={busy}
      className={`focus-ring rounded-lg px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-500 dark:text-brand-100 dark:hover:bg-slate-800 dark:disabled:text-slate-400 ${className}`}
      data-testid="resend-code"
    >
      {cooldown > 0 ? m.verify_resend_wait({ seconds: String(cooldown) }) : m.verify_resend()}
    </button>
  );
}
