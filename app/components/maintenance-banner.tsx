import { m } from "#app/paraglide/messages.js";
import type { PublicSite } from "#contract/admin-settings.ts";
import { LineIcon } from "./line-icon.tsx";

/**
 * The maintenance notice at the top of every page (Settings → Maintenance): the admin's banner
 * text when set, and while the store is read-only, why forms are disabled. Not dismissible: it
 * says something true about every page until an admin changes it. A status region, so screen
 * readers announce it without interrupting.
 */
export function MaintenanceBanner({ site }: { site: Pick<PublicSite, "bannerText" | "readOnly"> }) {
  const text = site.bannerText.trim();
  if (!text && !site.readOnly) return null;
  return (
    <div
      role="status"
      aria-label={m.maintenance_banner_label()}
      className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
      data-testid="maintenance-banner"
      data-read-only={site.readOnly ? "true" : "false"}
    >
      <div className="container-page flex items-start gap-3 py-2.5 text-sm">
        <LineIcon
          d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z"
          className="mt-0.5 h-4 w-4 shrink-0"
        />
        <div className="min-w-0 space-y-0.5 break-words">
          {text ? (
            <p className="font-medium" data-testid="maintenance-banner-text">
              {text}
            </p>
          ) : null}
          {site.readOnly ? <p data-testid="maintenance-banner-read-only">{m.maintenance_read_only_banner()}</p> : null}
        </div>
      </div>
    </div>
  );
}
