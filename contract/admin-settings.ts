/**
 * The store's settings as the admin area and the pages see them: the admin Settings page's view
 * (GET /api/admin/settings, built by worker/services/admin/settings.ts) and the public parts every
 * page renders (the root loader's `site`, built by worker/services/settings/site.ts). The admin
 * view's shapes are contract/responses/admin-settings.ts.
 */
import type { z } from "zod";
import type {
  adminSettingsViewSchema,
  settingsDeploymentSchema,
  settingsSectionUpdateSchema,
  tunableLimitViewSchema,
} from "./responses/admin-settings.ts";

export type TunableLimitView = z.infer<typeof tunableLimitViewSchema>;
export type SettingsSectionUpdate = z.infer<typeof settingsSectionUpdateSchema>;
export type SettingsDeployment = z.infer<typeof settingsDeploymentSchema>;
export type AdminSettingsView = z.infer<typeof adminSettingsViewSchema>;

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
