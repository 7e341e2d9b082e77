import { useCallback, useEffect, useState } from "react";
import { toast } from "#app/lib/toast.ts";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { apiRequest } from "../../lib/api/client.ts";
import { errorMessage } from "../../lib/api/errors.ts";
import { useAuth } from "../../lib/session/auth-context.tsx";
import { formatDateTime, formatRelativeTime } from "../../lib/profile/relative-time.ts";
import { BusyButton, FormAlert, secondaryButtonClass } from "./ui.tsx";
import { summarizeUserAgent } from "../../lib/profile/user-agent.ts";

export interface SessionInfo {
  id: string;
  current: boolean;
  createdAt: string;
  lastUsedAt: string;
  userAgent: string | null;
  ipAddress: string | null;
  rememberMe: boolean;
}

function deviceName(userAgent: string | null): string {
  const { browser, os } = summarizeUserAgent(userAgent);
  if (browser && os) return m.profile_session_device({ browser, os });
  return browser ?? os ?? m.profile_session_unknown_device();
}

/**
 * Active sessions (GET /sessions): device, address, last activity, "This device"; sign one out, or
 * every other one. Signing out this device is a logout. `version` changes when another section
 * ended sessions (password or email change), so the list is loaded again.
 */
export function SessionsList({ version }: { version: number }) {
  const auth = useAuth();
  const [sessions, setSessions] = useState<SessionInfo[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null); // a session id, or "others"
  const locale = getLocale();

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const answer = await apiRequest<{ data: SessionInfo[] }>("/client/auth/sessions");
      setSessions(answer.data);
    } catch (error) {
      setLoadError(errorMessage(error));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load, version]);

  async function signOut(session: SessionInfo) {
    setActionError(null);
    setBusy(session.id);
    if (session.current) {
      // This browser: a logout (its session ends on the server, the local one is cleared); from
      // /profile it goes home.
      await auth.logout("/");
      return;
    }
    try {
      const answer = await apiRequest<{ message?: string }>(`/client/auth/sessions/${encodeURIComponent(session.id)}`, {
        method: "DELETE",
      });
      setSessions((list) => list?.filter((item) => item.id !== session.id) ?? null);
      toast.success(answer.message ?? m.auth_session_revoked());
    } catch (error) {
      setActionError(errorMessage(error));
      void load();
    } finally {
      setBusy(null);
    }
  }

  async function signOutOthers() {
    const others = sessions?.filter((session) => !session.current) ?? [];
    setActionError(null);
    setBusy("others");
    try {
      const results = await Promise.allSettled(
        others.map((session) => apiRequest(`/client/auth/sessions/${encodeURIComponent(session.id)}`, { method: "DELETE" })),
      );
      const failed = results.find((result): result is PromiseRejectedResult => result.status === "rejected");
      if (failed) setActionError(errorMessage(failed.reason));
      else toast.success(m.profile_sessions_others_done());
      await load();
    } finally {
      setBusy(null);
    }
  }

  if (loadError && !sessions) {
    return (
      <div className="space-y-3">
        <FormAlert message={loadError} testId="sessions-error" />
        <button type="button" className={secondaryButtonClass} onClick={() => void load()}>
          {m.profile_retry()}
        </button>
      </div>
    );
  }
  if (!sessions) {
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {m.profile_sessions_loading()}
      </p>
    );
  }

  const hasOthers = sessions.some((session) => !session.current);
  return (
    <div className="space-y-4">
      {sessions.length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-400">{m.profile_sessions_empty()}</p> : null}
      <ul
        className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
        data-testid="sessions-list"
      >
        {sessions.map((session) => {
          const name = deviceName(session.userAgent);
          const labelId = `session-${session.id}-name`;
          return (
            <li
              key={session.id}
              className="flex flex-wrap items-center justify-between gap-3 p-4"
              data-testid="session"
              data-current={session.current}
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  <span id={labelId} title={session.userAgent ?? undefined}>
                    {name}
                  </span>
                  {session.current ? (
                    <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-900 dark:text-brand-100">
                      {m.profile_session_this_device()}
                    </span>
                  ) : null}
                </p>
                <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
                  {session.ipAddress ? <span className="mr-3 break-all">{m.profile_session_ip({ ip: session.ipAddress })}</span> : null}
                  <time dateTime={session.lastUsedAt} title={formatDateTime(session.lastUsedAt, locale)}>
                    {m.profile_session_last_used({ time: formatRelativeTime(session.lastUsedAt, locale) })}
                  </time>
                </p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  <time dateTime={session.createdAt}>
                    {m.profile_session_signed_in({ date: formatDateTime(session.createdAt, locale) })}
                  </time>
                </p>
              </div>
              <BusyButton
                variant="secondary"
                className="text-sm"
                busy={busy === session.id}
                disabled={busy !== null}
                busyLabel={m.profile_session_signing_out()}
                aria-describedby={labelId}
                onClick={() => void signOut(session)}
              >
                {m.profile_session_sign_out()}
              </BusyButton>
            </li>
          );
        })}
      </ul>
      <FormAlert message={actionError} testId="sessions-action-error" />
      {hasOthers ? (
        <BusyButton
          variant="danger"
          busy={busy === "others"}
          disabled={busy !== null}
          busyLabel={m.profile_session_signing_out()}
          onClick={() => void signOutOthers()}
        >
          {m.profile_sessions_sign_out_others()}
        </BusyButton>
      ) : null}
    </div>
  );
}
