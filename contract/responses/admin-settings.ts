/** Response bodies of the admin area's settings (worker/api/admin/settings.ts), as zod for the API reference. */
import { z } from "zod";
import { SETTINGS_SCHEMAS, TUNABLE_RATE_LIMIT_NAMES } from "../schemas/settings.ts";

/** Every section, each as its schema describes it. */
const allSectionsSchema = z.object(SETTINGS_SCHEMAS);

const sectionUpdateSchema = z.object({ at: z.number(), by: z.string().nullable() }).nullable();

/** GET /api/admin/settings: values, defaults, when each section was saved, the deployment's own values and the tunable limits. */
export const adminSettingsViewSchema = z.object({
  values: allSectionsSchema,
  defaults: allSectionsSchema,
  updated: z.object({
    general: sectionUpdateSchema,
    security: sectionUpdateSchema,
    email: sectionUpdateSchema,
    notifications: sectionUpdateSchema,
    maintenance: sectionUpdateSchema,
  }),
  deployment: z.object({
    productName: z.string(),
    mailFrom: z.string(),
    mailApiConfigured: z.boolean(),
    autoApproveApps: z.boolean(),
  }),
  rateLimits: z.array(
    z.object({
      name: z.enum(TUNABLE_RATE_LIMIT_NAMES as [string, ...string[]]),
      limit: z.number().int(),
      windowSeconds: z.number().int(),
      scope: z.enum(["address", "account", "email"]),
      min: z.number().int(),
      max: z.number().int(),
    }),
  ),
});
