/** Documentation of the admin area's settings endpoints (worker/api/admin/settings.ts). */
import { adminSettingsViewSchema } from "#contract/responses/admin-settings.ts";
import { successData, successMessageData } from "#contract/responses/envelope.ts";
import { SETTINGS_SECTIONS } from "#contract/schemas/settings.ts";
import { area, ok, type RouteDocs } from "./route-doc.ts";

const A = "/api/admin";

const perSection: RouteDocs = {};
for (const section of SETTINGS_SECTIONS) {
  perSection[`PUT ${A}/settings/${section}`] = {
    summary: `Save the ${section} settings`,
    description:
      "The whole section: a member left out takes its default, an unknown member or a value out of bounds is a 400 naming the field. Audited as `settings.save` with the before/after diff.",
    responses: { 200: ok(successMessageData(adminSettingsViewSchema)) },
  };
  perSection[`POST ${A}/settings/${section}/reset`] = {
    summary: `Put the ${section} settings back to their defaults`,
    description: "Audited as `settings.reset`.",
    responses: { 200: ok(successMessageData(adminSettingsViewSchema)) },
  };
}

export const ADMIN_SETTINGS_DOCS = area("Admin", {
  [`GET ${A}/settings`]: {
    summary: "Every settings section: values, defaults, last save, the deployment's own values and the tunable rate limits",
    responses: { 200: ok(successData(adminSettingsViewSchema)) },
  },
  ...perSection,
});
