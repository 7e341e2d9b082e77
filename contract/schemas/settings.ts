import { z } from "zod";

/**
 * The store's settings (admin area, Settings): one zod schema per section, each member with a
 * safe default, so a missing row or member reads as its default and a stored value that no longer
 * validates falls back to it. The server refuses values outside the bounds written here; the
 * settings page uses the same schemas for its field errors.
 *
 * Stored in D1 (`settings`, one row per section) and read through worker/services/settings/.
 */

/** Rate limits an admin may tune (names of worker/lib/rate-limits/policy.ts), each within bounds. */
export const TUNABLE_RATE_LIMITS = {
  register: { min: 1, max: 100 },
  feedback: { min: 1, max: 100 },
  contact: { min: 1, max: 50 },
  reviewWriteByAccount: { min: 1, max: 100 },
  reportByAccount: { min: 1, max: 100 },
  messageByAccount: { min: 1, max: 200 },
  pwaAddByAccount: { min: 1, max: 100 },
  uploadByAccount: { min: 1, max: 100 },
} as const;
export type TunableRateLimit = keyof typeof TUNABLE_RATE_LIMITS;

const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.union([z.literal(""), z.email().max(254)]));

export const generalSettingsSchema = z.object({
  /** The title suffix (`Page - {siteName}`) and the header's name. */
  siteName: z.string().trim().min(1).max(60).default("PWA Store"),
  contactEmail: optionalEmail.default(""),
  /** The footer's optional licence and operator lines; empty hides the line. */
  footerLicense: z.string().trim().max(200).default(""),
  footerOperator: z.string().trim().max(200).default(""),
  /** New apps are listed at once (as the AUTO_APPROVE_APPS deployment variable also does). */
  autoApprove: z.boolean().default(false),
  /** How many apps may be featured at once (the home page's featured row). */
  featuredLimit: z.number().int().min(1).max(48).default(12),
});

export const securitySettingsSchema = z.object({
  /** How long a "remember me" session lasts unused, in days. */
  rememberMeDays: z.number().int().min(1).max(90).default(30),
  /** Overrides of the policy's count per window; an absent name keeps the policy's own. */
  rateLimits: z
    .object(
      Object.fromEntries(
        Object.entries(TUNABLE_RATE_LIMITS).map(([name, { min, max }]) => [name, z.number().int().min(min).max(max).optional()]),
      ) as { [K in TunableRateLimit]: z.ZodOptional<z.ZodNumber> },
    )
    .strict()
    .default({}),
});

export const emailSettingsSchema = z.object({
  /** Empty: the deployment's MAIL_FROM. */
  senderName: z.string().trim().max(100).default(""),
  senderAddress: optionalEmail.default(""),
  /** `outbox`: the development outbox (/dev/outbox) only; `http`: the HTTP provider of MAIL_API_URL. */
  provider: z.enum(["outbox", "http"]).default("http"),
});

/** Events that mail the administrators. */
export const ADMIN_MAIL_EVENTS = ["appSubmitted", "reportFiled", "contactMessage", "feedback", "appBroken"] as const;
export type AdminMailEvent = (typeof ADMIN_MAIL_EVENTS)[number];

export const notificationSettingsSchema = z.object({
  adminMail: z
    .object({
      appSubmitted: z.boolean().default(true),
      reportFiled: z.boolean().default(true),
      contactMessage: z.boolean().default(true),
      feedback: z.boolean().default(false),
      appBroken: z.boolean().default(false),
    })
    .default({ appSubmitted: true, reportFiled: true, contactMessage: true, feedback: false, appBroken: false }),
});

export const maintenanceSettingsSchema = z.object({
  /** Shown on every page when not empty. */
  bannerText: z.string().trim().max(300).default(""),
  /** Every write under /api (but admin sign-in and the settings) answers 503 while on. */
  readOnly: z.boolean().default(false),
});

export const SETTINGS_SCHEMAS = {
  general: generalSettingsSchema,
  security: securitySettingsSchema,
  email: emailSettingsSchema,
  notifications: notificationSettingsSchema,
  maintenance: maintenanceSettingsSchema,
} as const;

export type SettingsSection = keyof typeof SETTINGS_SCHEMAS;
export const SETTINGS_SECTIONS = Object.keys(SETTINGS_SCHEMAS) as SettingsSection[];

export type StoreSettings = { [K in SettingsSection]: z.output<(typeof SETTINGS_SCHEMAS)[K]> };

/** Every section at its defaults. */
export function defaultSettings(): StoreSettings {
  return Object.fromEntries(SETTINGS_SECTIONS.map((section) => [section, SETTINGS_SCHEMAS[section].parse({})])) as StoreSettings;
}
