import { m } from "#app/paraglide/messages.js";
import { useAuth } from "../../lib/session/auth-context.tsx";
import { NoPasswordNote } from "./account-settings.tsx";
import { type SessionInfo, SessionsList } from "./sessions.tsx";
import { TwoFactorSettings } from "./two-factor.tsx";
import { ProfileSection, SubSection } from "./ui.tsx";

/** Security: two-factor sign-in and the active sessions. */
export function SecuritySection({ productName, sessions }: { productName: string; sessions: SessionInfo[] }) {
  const { user } = useAuth();
  return (
    <ProfileSection id="security" title={m.profile_section_security()} intro={m.profile_security_intro()}>
      <SubSection title={m.profile_2fa_heading()} testId="two-factor-settings">
        {user?.hasPassword === false ? <NoPasswordNote /> : <TwoFactorSettings productName={productName} />}
      </SubSection>
      <SubSection title={m.profile_sessions_heading()} testId="sessions">
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{m.profile_sessions_intro()}</p>
        <SessionsList sessions={sessions} />
      </SubSection>
    </ProfileSection>
  );
}
