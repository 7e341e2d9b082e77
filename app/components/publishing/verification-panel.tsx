import { useState } from "react";
import { toast } from "#app/lib/toast.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { ApiClientError, apiRequest } from "../../lib/api/client.ts";
import { errorMessage } from "../../lib/api/errors.ts";
import { formatDate } from "../../lib/format-date.ts";
import { BusyButton, secondaryButtonClass } from "../profile/ui.tsx";
import { VerifiedBadge } from "./verified-badge.tsx";

export interface VerificationState {
  token: string;
  path: string;
  url: string;
  verified: boolean;
  verifiedAt: number | null;
}

/**
 * Verified publisher, for a URL-listed app on /my-pwas: ask for the token, serve it at the path
 * shown on the app's origin, then "Check now". The outcome (verified, or exactly why not) is
 * announced; a verified app shows the badge in the store.
 */
export function VerificationPanel({
  appId,
  verified,
  verifiedAt,
  knownToken,
  onChange,
}: {
  appId: string;
  verified: boolean;
  verifiedAt: number | null;
  knownToken: string | null;
  onChange: (state: { verified: boolean; verifiedAt: number | null; token: string }) => void;
}) {
  const [state, setState] = useState<VerificationState | null>(null);
  const [busy, setBusy] = useState<"issue" | "check" | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const base = `/client/pwas/${encodeURIComponent(appId)}/verification`;

  /** One call of the panel, its button busy meanwhile; a failure is said under the buttons (after `onFailure`). */
  const run = async (kind: "issue" | "check", call: () => Promise<void>, onFailure?: (error: unknown) => void) => {
    setBusy(kind);
    setResult(null);
    try {
      await call();
    } catch (error) {
      onFailure?.(error);
      setResult({ ok: false, message: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  const issue = () =>
    run("issue", async () => {
      const answer = await apiRequest<{ data: VerificationState }>(base, { method: "POST" });
      setState(answer.data);
    });

  const check = () =>
    run(
      "check",
      async () => {
        const answer = await apiRequest<{ message?: string; data: VerificationState }>(`${base}/check`, { method: "POST" });
        setState(answer.data);
        setResult({ ok: true, message: answer.message ?? m.publish_verified() });
        onChange({ verified: true, verifiedAt: answer.data.verifiedAt, token: answer.data.token });
      },
      // A refused check answers the verification as it now stands, too.
      (error) => {
        const data = error instanceof ApiClientError ? (error.body?.data as VerificationState | undefined) : undefined;
        if (data) {
          setState(data);
          onChange({ verified: data.verified, verifiedAt: data.verifiedAt, token: data.token });
        }
      },
    );

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(m.myapps_verify_copied());
    } catch {
      toast.error(m.myapps_verify_copy_failed());
    }
  };

  const verifiedDate = formatDate(verifiedAt, getLocale());
  return (
    <div className="space-y-3 text-sm" data-testid="verification-panel">
      {verified ? (
        <p className="flex flex-wrap items-center gap-2 text-slate-700 dark:text-slate-300">
          <VerifiedBadge />
          {verifiedDate ? m.myapps_verified_since({ date: verifiedDate }) : null}
        </p>
      ) : (
        <p className="text-slate-600 dark:text-slate-400">{m.myapps_verify_intro()}</p>
      )}
      {state ? (
        <div className="space-y-2 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60" data-testid="verification-instructions">
          <p className="text-slate-700 dark:text-slate-300">{m.myapps_verify_step_serve()}</p>
          <div className="flex flex-wrap items-center gap-2">
            <code
              className="break-all rounded bg-white px-2 py-1 font-mono text-xs text-slate-900 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700"
              data-testid="verification-token"
            >
              {state.token}
            </code>
            <button type="button" className={`${secondaryButtonClass} !px-3 !py-1 text-xs`} onClick={() => copy(state.token)}>
              {m.myapps_verify_copy()}
            </button>
          </div>
          <p className="text-slate-700 dark:text-slate-300">{m.myapps_verify_step_path()}</p>
          <code
            className="block break-all rounded bg-white px-2 py-1 font-mono text-xs text-slate-900 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700"
            data-testid="verification-url"
          >
            {state.url}
          </code>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {state || knownToken ? (
          <BusyButton
            variant="primary"
            busy={busy === "check"}
            busyLabel={m.myapps_verify_checking()}
            disabled={busy !== null}
            onClick={check}
            data-testid="verification-check"
          >
            {m.myapps_verify_check()}
          </BusyButton>
        ) : null}
        {state ? null : (
          <BusyButton
            variant="secondary"
            busy={busy === "issue"}
            busyLabel={m.myapps_loading()}
            disabled={busy !== null}
            onClick={issue}
            data-testid="verification-start"
          >
            {knownToken ? m.myapps_verify_show_token() : m.myapps_verify_start()}
          </BusyButton>
        )}
      </div>
      {result ? (
        <p
          role={result.ok ? "status" : "alert"}
          className={`break-words rounded-lg px-3 py-2 ${result.ok ? "bg-emerald-50 text-emerald-900 dark:bg-emerald-900/30 dark:text-emerald-100" : "bg-red-50 text-red-800 dark:bg-red-900/40 dark:text-red-100"}`}
          data-testid="verification-result"
        >
          {result.message}
        </p>
      ) : null}
    </div>
  );
}
