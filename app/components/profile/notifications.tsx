import { Link } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { useAuth } from "../../lib/session/auth-context.tsx";
import { readPreferences, type NotificationChannel } from "#contract/preferences.ts";
import { SwitchRow } from "./switch.tsx";
import { ProfileSection } from "./ui.tsx";
import { useOptimisticSetting } from "../../lib/profile/use-optimistic-setting.ts";

function ChannelSwitch({ channel, initial, label, hint }: { channel: NotificationChannel; initial: boolean; label: string; hint: string }) {
  const setting = useOptimisticSetting(initial, (value) => ({ preferences: { notifications: { [channel]: value } } }));
  return (
    <SwitchRow
      label={label}
      hint={hint}
      checked={setting.value}
      busy={setting.busy}
      onChange={setting.change}
      testId={`notify-${channel}`}
    />
  );
}

/** Notifications: email, push and marketing, each saved as soon as it is switched. */
export function NotificationsSection() {
  const { user } = useAuth();
  const { notifications } = readPreferences(user);
  return (
    <ProfileSection id="notifications" title={m.profile_section_notifications()} intro={m.profile_notifications_intro()}>
      <div className="divide-y divide-slate-200 dark:divide-slate-800">
        <ChannelSwitch
          channel="email"
          initial={notifications.email}
          label={m.profile_notify_email()}
          hint={m.profile_notify_email_hint()}
        />
        <ChannelSwitch channel="push" initial={notifications.push} label={m.profile_notify_push()} hint={m.profile_notify_push_hint()} />
        <ChannelSwitch
          channel="marketing"
          initial={notifications.marketing}
          label={m.profile_notify_marketing()}
          hint={m.profile_notify_marketing_hint()}
        />
      </div>
      {/* In-app notifications are always kept (ADR 0016): the switches decide copies, not the record. */}
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="notify-in-app-note">
        {m.notification_profile_in_app_note()}
        <Link
          to="/notifications"
          className="focus-ring rounded-sm font-medium text-brand-700 underline underline-offset-2 dark:text-brand-100"
        >
          {m.notification_profile_in_app_link()}
        </Link>
        {m.notification_profile_in_app_end()}
      </p>
    </ProfileSection>
  );
}
