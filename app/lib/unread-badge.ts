import { m } from "#app/paraglide/messages.js";
import { isLocale } from "#app/paraglide/runtime.js";
import { isSingular } from "./plural.ts";

/** The most a badge shows; more is "99+". */
export const BADGE_MAX = 99;

/** What a badge shows: nothing for none, the count up to 99, then "99+". */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count < 1) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}

/** The bell's accessible name: "Notifications", or "3 unread notifications" (the exact count). */
export function notificationsLabel(count: number, locale: string): string {
  const options = isLocale(locale) ? { locale } : undefined;
  if (!(count > 0)) return m.notification_bell_label({}, options);
  // English says "1 unread notification" but "3 unread notifications"; Chinese has one form.
  return isSingular(count, locale)
    ? m.notification_bell_label_one({}, options)
    : m.notification_bell_label_many({ count: String(count) }, options);
}

/** What a count pill next to a menu item says to assistive technology: "2 unread". */
export function unreadCountLabel(count: number): string {
  return m.notification_unread_count({ count: String(count) });
}

/** How often navigation and focus may ask for the counts again (marking read always asks). */
export const UNREAD_REFRESH_MIN_MS = 30_000;

/** Whether the counts are old enough to ask again (always when never fetched). */
export function countsAreStale(fetchedAt: number | null, now: number, minInterval = UNREAD_REFRESH_MIN_MS): boolean {
  return fetchedAt === null || now - fetchedAt >= minInterval || now < fetchedAt;
}
