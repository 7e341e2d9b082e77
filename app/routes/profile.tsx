import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { AccountSettingsSection } from "../components/profile/account-settings.tsx";
import { ApiTokensSection } from "../components/profile/api-tokens.tsx";
import { NotificationsSection } from "../components/profile/notifications.tsx";
import { PersonalInfoSection } from "../components/profile/personal-info.tsx";
import { PrivacySection } from "../components/profile/privacy.tsx";
import { ProfileSectionNav } from "../components/profile/section-nav.tsx";
import { SecuritySection } from "../components/profile/security.tsx";
import { DEFAULT_PRODUCT_NAME, formatPageTitle, productNameFrom } from "../lib/page-title.ts";
import { RequireAuth } from "../lib/session/require-auth.tsx";
import type { Route } from "./+types/profile";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: formatPageTitle(m.profile_title(), productNameFrom(matches)) }, { name: "robots", content: "noindex" }];
}

function ProfilePage() {
  const root = useRouteLoaderData("root") as { productName?: string } | undefined;
  // Bumped when a section ended sessions (password or email change): the sessions list reloads.
  const [sessionsVersion, setSessionsVersion] = useState(0);
  const sessionsChanged = () => setSessionsVersion((version) => version + 1);
  return (
    <div className="container-page py-8 sm:py-12">
      <h1 className="text-3xl font-bold">{m.profile_heading()}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{m.profile_intro()}</p>
      <div className="mt-8 flex flex-col gap-6 md:grid md:grid-cols-[12rem_minmax(0,1fr)] md:gap-8">
        <ProfileSectionNav />
        <div className="min-w-0 space-y-6">
          <PersonalInfoSection />
          <AccountSettingsSection onSessionsChanged={sessionsChanged} />
          <SecuritySection productName={root?.productName ?? DEFAULT_PRODUCT_NAME} sessionsVersion={sessionsVersion} />
          <ApiTokensSection />
          <NotificationsSection />
          <PrivacySection />
        </div>
      </div>
    </div>
  );
}

/**
 * /profile (sign-in required; docs/product.md#profile-and-account): personal info, account
 * settings, security, API tokens, notifications, privacy.
 */
export default function Profile() {
  return (
    <RequireAuth>
      <ProfilePage />
    </RequireAuth>
  );
}
