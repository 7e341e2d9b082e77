import { useRouteLoaderData } from "react-router";
import type { PublicSite } from "#contract/admin-settings.ts";

/** What pages show from the store's settings, before the root loader's data exist (error pages). */
export const DEFAULT_SITE: PublicSite = {
  name: "PWA Store",
  footerLicense: "",
  footerOperator: "",
  bannerText: "",
  readOnly: false,
  contactEmail: "",
};

/**
 * The store's public settings as the root loader read them for this page (app/root.tsx): the site
 * name, footer lines, maintenance banner, read-only flag and contact address. A page rendered
 * before read-only mode was switched on shows it after its next load; its forms still get the
 * server's 503 message in the meantime (app/lib/api/client.ts).
 */
export function useSite(): PublicSite {
  return (useRouteLoaderData("root") as { site?: PublicSite } | undefined)?.site ?? DEFAULT_SITE;
}

/** Whether the store is in read-only maintenance: the pages' write forms are disabled and say why. */
export function useReadOnly(): boolean {
  return useSite().readOnly;
}
