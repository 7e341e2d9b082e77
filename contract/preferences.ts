/** The notification channels of the profile's Notifications section (docs/product.md#profile-and-account). */
export const NOTIFICATION_CHANNELS = ["email", "push", "marketing"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export interface ProfilePreferences {
  notifications: Record<NotificationChannel, boolean>;
  profilePublic: boolean;
}

/**
 * What an account that never chose anything gets: email notifications on, push off, marketing off
 * (privacy policy: "no marketing email unless you turn it on"), profile private (privacy by default).
 */
export const DEFAULT_PREFERENCES: ProfilePreferences = {
  notifications: { email: true, push: false, marketing: false },
  profilePublic: false,
};

const bool = (value: unknown, fallback: boolean) => (typeof value === "boolean" ? value : fallback);

/** The user's stored preferences with the defaults filled in. */
export function readPreferences(user: { readonly [key: string]: unknown } | null | undefined): ProfilePreferences {
  const stored = (user?.preferences ?? {}) as { notifications?: Partial<Record<NotificationChannel, unknown>>; profilePublic?: unknown };
  const notifications = stored.notifications ?? {};
  return {
    notifications: {
      email: bool(notifications.email, DEFAULT_PREFERENCES.notifications.email),
      push: bool(notifications.push, DEFAULT_PREFERENCES.notifications.push),
      marketing: bool(notifications.marketing, DEFAULT_PREFERENCES.notifications.marketing),
    },
    profilePublic: bool(stored.profilePublic, DEFAULT_PREFERENCES.profilePublic),
  };
}
