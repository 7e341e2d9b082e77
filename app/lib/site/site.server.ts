/**
 * The settings the pages show, for the root loader (app/root.tsx). `.server.ts`: React Router keeps
 * it out of the browser bundle.
 */
import type { AppLoadContext } from "react-router";
import type { PublicSite } from "#contract/admin-settings.ts";
import { publicSite } from "#worker/services/settings/site.ts";

/** The public part of this request's settings (worker/index.ts read them into the load context). */
export function siteOf(context: AppLoadContext): PublicSite {
  return publicSite(context.config, context.settings);
}

/** Whether page actions must refuse to write: the store is in read-only maintenance. */
export function isReadOnly(context: AppLoadContext): boolean {
  return context.settings.maintenance.readOnly;
}
