/**
 * Response bodies of the admin area's settings (worker/api/admin/settings.ts): the one description
 * of each, read by the API reference and, as `z.infer`, by both sides' types (contract/admin-settings.ts).
 */
import { z } from "zod";
import {
  SETTINGS_SCHEMAS,
  SETTINGS_SECTIONS,
  type SettingsSection,
  type TunableRateLimit,
  TUNABLE_RATE_LIMIT_NAMES,
} from "../schemas/settings.ts";

/** Every section, each as its schema describes it. */
const allSectionsSchema = z.object(SETTINGS_SCHEMAS);

/** When a section was last saved, and by whom (null: never saved, the defaults apply). */
export const settingsSectionUpdateSchema = z.object({ at: z.number(), by: z.string().nullable() });
const sectionUpdateSchema = settingsSectionUpdateSchema.nullable();

/** What the deployment itself configures, which some settings fall back to or add to. */
export const settingsDeploymentSchema = z.object({
  /** PRODUCT_NAME: the site name when `general.siteName` is empty. */
  productName: z.string(),
  /** MAIL_FROM (or its default): the sender when the email section names none. */
  mailFrom: z.string(),
  /** Whether the HTTP mail provider is configured here (MAIL_API_URL and MAIL_API_KEY, production). */
  mailApiConfigured: z.boolean(),
  /** AUTO_APPROVE_APPS: new apps are listed at once whatever `general.autoApprove` says. */
  autoApproveApps: z.boolean(),
});

/** One tunable rate limit: the policy's own count and window, and the bounds an override must keep. */
export const tunableLimitViewSchema = z.object({
  name: z.enum(TUNABLE_RATE_LIMIT_NAMES as [TunableRateLimit, ...TunableRateLimit[]]),
  /** The policy's count per window (worker/lib/rate-limits/policy.ts), used when no override is set. */
  limit: z.number().int(),
  windowSeconds: z.number().int(),
  scope: z.enum(["address", "account", "email"]),
  min: z.number().int(),
  max: z.number().int(),
});

/** GET /api/admin/settings (and the answer of a save or reset): values, defaults, when each section was saved, the deployment's own values and the tunable limits. */
export const adminSettingsViewSchema = z.object({
  values: allSectionsSchema,
  defaults: allSectionsSchema,
  updated: z.record(z.enum(SETTINGS_SECTIONS as [SettingsSection, ...SettingsSection[]]), sectionUpdateSchema),
  deployment: settingsDeploymentSchema,
  rateLimits: z.array(tunableLimitViewSchema),
});
