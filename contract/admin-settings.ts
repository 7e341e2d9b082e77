/**
 * The store's settings as the admin area and the pages see them: the admin Settings page's view
 * (GET /api/admin/settings, built by worker/services/admin/settings.ts) and the public parts every
 * page renders (the root loader's `site`, built by worker/services/settings/site.ts).
 */
import type { SettingsSection, StoreSettings, TunableRateLimit } from "./schemas/settings.ts";

/** One tunable rate limit: the policy's own count and window, and the bounds an override must keep. */
export interface TunableLimitView {
  name: TunableRateLimit;
  /** The policy's count per window (worker/lib/rate-limits/policy.ts), used when no override is set. */
  limit: number;
  windowSeconds: number;
  scope: "address" | "account" | "email";
  min: number;
  max: number;
}

/** When a section was last saved, and by whom (null: never saved, the defaults apply). */
export interface SettingsSectionUpdate {
  at: number;
  by: string | null;
}

/** What the deployment itself configures, which some settings fall back to or add to. */
export interface SettingsDeployment {
  /** PRODUCT_NAME: the site name when `general.siteName` is empty. */
  productName: string;
  /** MAIL_FROM (or its default): the sender when the email section names none. */
  mailFrom: string;
  /** Whether the HTTP mail provider is configured here (MAIL_API_URL and MAIL_API_KEY, production). */
  mailApiConfigured: boolean;
  /** AUTO_APPROVE_APPS: new apps are listed at once whatever `general.autoApprove` says. */
  autoApproveApps: boolean;
}

/** GET /api/admin/settings (and the answer of a save or reset). */
export interface AdminSettingsView {
  values: StoreSettings;
  defaults: StoreSettings;
  updated: Record<SettingsSection, SettingsSectionUpdate | null>;
  deployment: SettingsDeployment;
  rateLimits: TunableLimitView[];
}

/** What every page shows from the settings (the root loader's `site`). */
export interface PublicSite {
  /** The effective site name (the setting, else PRODUCT_NAME). */
  name: string;
  /** The footer's licence and operator lines; empty: the translated texts, if any. */
  footerLicense: string;
  footerOperator: string;
  /** The maintenance banner's own text (may be empty while read-only is on). */
  bannerText: string;
  /** Writes are refused (503) and the pages' forms are disabled. */
  readOnly: boolean;
  /** Shown on /contact when set. */
  contactEmail: string;
}
