import { useState } from "react";
import { m } from "#app/paraglide/messages.js";
import { getLocale } from "#app/paraglide/runtime.js";
import { useAuth } from "../../lib/session/auth-context.tsx";
import { formatDateTime, formatRelativeTime } from "../../lib/profile/relative-time.ts";
import { useAction } from "../../lib/use-action.ts";
import { BusyButton, FormAlert } from "./ui.tsx";
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

/** The list's writes, sent to the profile route's clientAction. */
export type SessionWrite = { intent: "end-session"; id: string } | { intent: "end-other-sessions"; ids: string[] };

/** Where one of the user's sessions is ended (DELETE). */
export const sessionPath = (id: string) => `/client/auth/sessions/${encodeURIComponent(id)}`;

function deviceName(userAgent: string | null): string {
  const { browser, os } = summarizeUserAgent(userAgent);
  if (browser && os) return m.profile_session_device({ browser, os });
  return browser ?? os ?? m.profile_session_unknown_device();
}

/**
 * Active sessions (the profile's loader): device, address, last activity, "This device"; sign one
 * out, or every other one. Signing out this device is a logout.
 */
export function SessionsList({ sessions }: { sessions: SessionInfo[] }) {
  const auth = useAuth();
  const action = useAction();
  const [error, setError] = useState<string | null>(null);
  // This device's sign-out is a logout, not a write of the page: the page is left afterwards.
  const [leaving, setLeaving] = useState(false);
  const locale = getLocale();
  const pending = action.pending as SessionWrite | undefined;
  const busy = action.busy || leaving;

  async function end(write: SessionWrite) {
    setError(null);
    const result = await action.run(write);
    if (!result.ok) setError(result.message);
  }

  async function signOut(session: SessionInfo) {
    if (!session.current) return end({ intent: "end-session", id: session.id });
    setError(null);
    setLeaving(true);
    // This browser: its session ends on the server, the local one is cleared; from /profile it goes home.
    await auth.logout("/");
  }

  const others = sessions.filter((session) => !session.current);
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
                  {session.current ? <span className="pill-brand">{m.profile_session_this_device()}</span> : null}
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
                busy={session.current ? leaving : pending?.intent === "end-session" && pending.id === session.id}
                disabled={busy}
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
      <FormAlert message={error} testId="sessions-action-error" />
      {others.length > 0 ? (
        <BusyButton
          variant="danger"
          busy={pending?.intent === "end-other-sessions"}
          disabled={busy}
          busyLabel={m.profile_session_signing_out()}
          onClick={() => void end({ intent: "end-other-sessions", ids: others.map((session) => session.id) })}
        >
          {m.profile_sessions_sign_out_others()}
        </BusyButton>
      ) : null}
    </div>
  );
}
