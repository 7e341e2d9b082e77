import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { toast } from "#app/lib/toast.ts";
import type { ApiTokenSummary } from "#contract/api-tokens.ts";
import type { MyAppView } from "#contract/publishing.ts";
import { m } from "#app/paraglide/messages.js";
import { AccountSettingsSection, type PasswordWrite } from "../components/profile/account-settings.tsx";
import { ApiTokensSection, TOKENS_PATH, type TokenWrite } from "../components/profile/api-tokens.tsx";
import { NotificationsSection } from "../components/profile/notifications.tsx";
import { PersonalInfoSection } from "../components/profile/personal-info.tsx";
import { PrivacySection } from "../components/profile/privacy.tsx";
import { ProfileSectionNav } from "../components/profile/section-nav.tsx";
import { SecuritySection } from "../components/profile/security.tsx";
import { type SessionInfo, type SessionWrite, sessionPath } from "../components/profile/sessions.tsx";
import { RouteError } from "../components/route-error.tsx";
import { DEFAULT_PRODUCT_NAME, formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import { type ActionResult, loadData, sendApi } from "../lib/route-data.ts";
import { PageSpinner, RequireAuth } from "../lib/session/require-auth.tsx";
import type { Route } from "./+types/profile";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.profile_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

/** What the sections show on arrival: the sessions, the API tokens and the apps a token can publish to. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [sessions, tokens, apps] = await Promise.all([
    loadData<SessionInfo[]>("/client/auth/sessions", request),
    loadData<ApiTokenSummary[]>(TOKENS_PATH, request),
    loadData<{ items: MyAppView[] }>("/client/pwas/mine?pageSize=100", request),
  ]);
  return { sessions, tokens, apps: apps.items };
}

/**
 * The writes that change what the loader read (the sessions a new password ends, the tokens);
 * the router reads it again after each. The sections' other writes (the profile's fields and
 * switches, two-factor, the email's change, the deletion) touch none of it and stay where they are.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const write = (await request.json()) as PasswordWrite | TokenWrite | SessionWrite;
  switch (write.intent) {
    case "change-password": {
      const { currentPassword, newPassword } = write;
      return sendApi("/client/auth/change-password", { body: { currentPassword, newPassword }, success: m.auth_password_changed() });
    }
    case "create-token": {
      const { name, expiresInDays } = write;
      return sendApi(TOKENS_PATH, { body: { name, expiresInDays }, success: m.api_token_created() });
    }
    case "revoke-token":
      return sendApi(`${TOKENS_PATH}/${encodeURIComponent(write.id)}`, { method: "DELETE", success: m.api_token_revoked_done() });
    case "end-session":
      return sendApi(sessionPath(write.id), { method: "DELETE", success: m.auth_session_revoked() });
    case "end-other-sessions":
      return endSessions(write.ids);
  }
}

/** "Sign out everywhere else": the API ends one session a call; the first refusal is what the list shows. */
async function endSessions(ids: readonly string[]): Promise<ActionResult> {
  const ended = await Promise.all(ids.map((id) => sendApi(sessionPath(id), { method: "DELETE" })));
  const refused = ended.find((result) => !result.ok);
  if (refused) return refused;
  toast.success(m.profile_sessions_others_done());
  return { ok: true, data: null, answer: {} };
}

/** The heading and introduction above the sections (or above what failed to load). */
function ProfileFrame({ children }: { children: ReactNode }) {
  return (
    <div className="container-page py-8 sm:py-12">
      <h1 className="text-3xl font-bold">{m.profile_heading()}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{m.profile_intro()}</p>
      {children}
    </div>
  );
}

export function HydrateFallback() {
  return <PageSpinner label={m.auth_loading_session()} />;
}

export function ErrorBoundary() {
  return (
    <ProfileFrame>
      <RouteError title={m.profile_load_failed()} testId="profile-error" className="mt-8" />
    </ProfileFrame>
  );
}

/**
 * /profile (sign-in required; docs/product.md#profile-and-account): personal info, account
 * settings, security, API tokens, notifications, privacy. RequireAuth stays although the loader
 * waits for the session: the sections read the signed-in user, who is gone one render before the
 * guard leaves the page (this device signed out, the account deleted).
 */
export default function Profile({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData("root") as { productName?: string } | undefined;
  const { sessions, tokens, apps } = loaderData;
  return (
    <RequireAuth>
      <ProfileFrame>
        <div className="mt-8 flex flex-col gap-6 md:grid md:grid-cols-[12rem_minmax(0,1fr)] md:gap-8">
          <ProfileSectionNav />
          <div className="min-w-0 space-y-6">
            <PersonalInfoSection />
            <AccountSettingsSection sessionId={sessions.find((session) => session.current)?.id ?? null} />
            <SecuritySection productName={root?.productName ?? DEFAULT_PRODUCT_NAME} sessions={sessions} />
            <ApiTokensSection tokens={tokens} apps={apps} />
            <NotificationsSection />
            <PrivacySection />
          </div>
        </div>
      </ProfileFrame>
    </RequireAuth>
  );
}
