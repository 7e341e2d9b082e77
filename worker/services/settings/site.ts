/**
 * The settings where the store uses them outside the admin area: the site name every door serves
 * under, what every page shows (name, footer lines, maintenance banner, read-only flag, contact
 * address) and whether new apps are listed at once. The other members are read where they act:
 * security.rememberMeDays in services/sessions.ts, security.rateLimits in lib/rate-limits/index.ts,
 * email.* in services/mail/mailer.ts, maintenance.readOnly in api/read-only.ts.
 */
import type { PublicSite } from "#contract/admin-settings.ts";
import type { StoreSettings } from "#contract/schemas/settings.ts";
import type { Database } from "#db/client.ts";
import type { AppConfig } from "../../lib/config.ts";
import { readSettings } from "./read.ts";

/**
 * The configuration with the settings' site name as `productName` (an empty setting keeps the
 * deployment's PRODUCT_NAME). Each door applies it once (worker/index.ts for pages,
 * worker/api/app.ts for the API, the cron in publishing/recheck.ts), so titles, header, footer,
 * the web manifest, mails and the two-factor issuer all follow one name.
 *
 * @example
 * withSiteSettings({ productName: "PWA Store" }, { ...settings, general: { ...general, siteName: "Acme Apps" } }).productName // "Acme Apps"
 */
export function withSiteSettings<Config extends Pick<AppConfig, "productName">>(config: Config, settings: StoreSettings): Config {
  const name = settings.general.siteName.trim();
  return name && name !== config.productName ? { ...config, productName: name } : config;
}

/** What every page shows from the settings; `config` is already `withSiteSettings`'s. */
export function publicSite(config: Pick<AppConfig, "productName">, settings: StoreSettings): PublicSite {
  return {
    name: config.productName,
    footerLicense: settings.general.footerLicense,
    footerOperator: settings.general.footerOperator,
    bannerText: settings.maintenance.bannerText,
    readOnly: settings.maintenance.readOnly,
    contactEmail: settings.general.contactEmail,
  };
}

/**
 * Whether a new app (and an owner's draft sent for publishing) is listed at once instead of
 * waiting for an admin: the AUTO_APPROVE_APPS deployment variable OR the General setting.
 */
export async function autoApproves(db: Database, config: Pick<AppConfig, "publishing">): Promise<boolean> {
  if (config.publishing.autoApprove) return true;
  return (await readSettings(db)).general.autoApprove;
}
