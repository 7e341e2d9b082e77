import { z } from "zod";
import { m } from "#app/paraglide/messages.js";
import { ALIASES_TEXT_MAX, MAX_ALIAS_LINES, parseSearchAliases } from "../search-aliases.ts";
import { VISIBLE_TEXT } from "../visible-text.ts";

/**
 * The store's settings (admin area, Settings): one zod schema per section, each member with a
 * safe default, so a missing row or member reads as its default and a stored value that no longer
 * validates falls back to it. The server refuses values outside the bounds written here; the
 * settings page uses the same schemas (and messages, in the reader's language) for its field errors.
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
export const TUNABLE_RATE_LIMIT_NAMES = Object.keys(TUNABLE_RATE_LIMITS) as TunableRateLimit[];

/** Field messages in the reader's language: the page shows them as the server answers them. */
const invalid = () => m.admin_settings_error_invalid();

/** A trimmed text of at most `max` characters (may be empty). */
const text = (max: number) =>
  z
    .string({ error: invalid })
    .trim()
    .max(max, { error: () => m.admin_settings_error_text_max({ max: String(max) }) });

/** A whole number within bounds. */
const wholeNumber = (min: number, max: number) => {
  const range = () => m.admin_settings_error_number_range({ min: String(min), max: String(max) });
  return z.number({ error: range }).int({ error: range }).min(min, { error: range }).max(max, { error: range });
};

const flag = () => z.boolean({ error: invalid });

/** An email address, lower-cased, or empty for "none". */
const emailError = () => m.admin_settings_error_email();
const optionalEmail = z
  .string({ error: invalid })
  .trim()
  .toLowerCase()
  .pipe(z.union([z.literal(""), z.email({ error: emailError }).max(254, { error: emailError })], { error: emailError }));

/** The longest site name (the header has room for about this much on a phone). */
export const SITE_NAME_MAX = 60;
export const FOOTER_LINE_MAX = 200;
export const FEATURED_LIMIT_BOUNDS = { min: 1, max: 48 } as const;
export const REMEMBER_ME_DAYS_BOUNDS = { min: 1, max: 90 } as const;
export const SENDER_NAME_MAX = 100;

export const generalSettingsSchema = z.object({
  /**
   * The store's name on every page (the title suffix `{Page} | {siteName}`, the header, the footer)
   * and in mails. Empty: the deployment's PRODUCT_NAME. The effective name is `config.productName`
   * wherever a request is served (worker/services/settings/site.ts): read that, not this member.
   */
  siteName: text(SITE_NAME_MAX)
    .regex(VISIBLE_TEXT, { error: () => m.text_hidden_characters() })
    .default(""),
  /** Shown on /contact when set. */
  contactEmail: optionalEmail.default(""),
  /** The footer's optional licence and operator lines; empty hides the line. */
  footerLicense: text(FOOTER_LINE_MAX).default(""),
  footerOperator: text(FOOTER_LINE_MAX).default(""),
  /** New apps are listed at once (as the AUTO_APPROVE_APPS deployment variable also does). */
  autoApprove: flag().default(false),
  /** How many apps may be featured at once (the home page's featured row). */
  featuredLimit: wholeNumber(FEATURED_LIMIT_BOUNDS.min, FEATURED_LIMIT_BOUNDS.max).default(12),
});

export const securitySettingsSchema = z.object({
  /**
   * How long a "remember me" session lasts unused, in days (worker/services/sessions.ts). The
   * 30-minute rule of a session without remember-me is fixed (docs/product.md#timeouts).
   */
  rememberMeDays: wholeNumber(REMEMBER_ME_DAYS_BOUNDS.min, REMEMBER_ME_DAYS_BOUNDS.max).default(30),
  /**
   * Overrides of the policy's count per window (applied in worker/lib/rate-limits/index.ts); an
   * absent name keeps the policy's own.
   */
  rateLimits: z
    .object(
      Object.fromEntries(Object.entries(TUNABLE_RATE_LIMITS).map(([name, { min, max }]) => [name, wholeNumber(min, max).optional()])) as {
        [K in TunableRateLimit]: z.ZodOptional<z.ZodNumber>;
      },
    )
    .strict()
    .default({}),
});

export const MAIL_PROVIDERS = ["http", "outbox"] as const;

export const emailSettingsSchema = z.object({
  /** Empty: the name of the deployment's MAIL_FROM. */
  senderName: text(SENDER_NAME_MAX)
    .regex(VISIBLE_TEXT, { error: () => m.text_hidden_characters() })
    .default(""),
  /** Empty: the address of the deployment's MAIL_FROM. */
  senderAddress: optionalEmail.default(""),
  /**
   * `http`: the HTTP provider of MAIL_API_URL where one is configured (production); `outbox`: the
   * outbox table only (listed at /dev/outbox in development), nothing is sent
   * (worker/services/mail/mailer.ts).
   */
  provider: z.enum(MAIL_PROVIDERS, { error: invalid }).default("http"),
});

/** Events that mail the administrators. */
export const ADMIN_MAIL_EVENTS = ["appSubmitted", "reportFiled", "contactMessage", "feedback", "appBroken"] as const;
export type AdminMailEvent = (typeof ADMIN_MAIL_EVENTS)[number];

export const notificationSettingsSchema = z.object({
  adminMail: z
    .object({
      appSubmitted: flag().default(true),
      reportFiled: flag().default(true),
      contactMessage: flag().default(true),
      feedback: flag().default(false),
      appBroken: flag().default(false),
    })
    .strict()
    .default({ appSubmitted: true, reportFiled: true, contactMessage: true, feedback: false, appBroken: false }),
});

export const BANNER_TEXT_MAX = 300;
/** How long a refused write is told to wait (`Retry-After`) while the store is read-only. */
export const READ_ONLY_RETRY_AFTER_SECONDS = 300;

export const maintenanceSettingsSchema = z.object({
  /** Shown on every page when not empty. */
  bannerText: text(BANNER_TEXT_MAX).default(""),
  /**
   * Every write under /api answers 503 while on, but signing in and out and the settings
   * themselves (worker/api/read-only.ts); pages show the maintenance banner and disable their forms.
   */
  readOnly: flag().default(false),
});

export const searchSettingsSchema = z.object({
  /**
   * Words visitors type and what they mean, one `words => meaning` per line (contract/search-aliases.ts):
   * a search for `twitter` also looks for `x`. Checked line by line; the error names the lines.
   */
  aliases: text(ALIASES_TEXT_MAX)
    .superRefine((value, context) => {
      const { badLines, lines } = parseSearchAliases(value);
      const named = badLines.length === 1 ? m.admin_settings_error_alias_lines_one : m.admin_settings_error_alias_lines_other;
      if (badLines.length > 0) context.addIssue({ code: "custom", message: named({ lines: badLines.join(", ") }) });
      else if (lines > MAX_ALIAS_LINES)
        context.addIssue({ code: "custom", message: m.admin_settings_error_alias_count({ max: String(MAX_ALIAS_LINES) }) });
    })
    .default(""),
});

export const SETTINGS_SCHEMAS = {
  general: generalSettingsSchema,
  security: securitySettingsSchema,
  email: emailSettingsSchema,
  notifications: notificationSettingsSchema,
  search: searchSettingsSchema,
  maintenance: maintenanceSettingsSchema,
} as const;

export type SettingsSection = keyof typeof SETTINGS_SCHEMAS;
export const SETTINGS_SECTIONS = Object.keys(SETTINGS_SCHEMAS) as SettingsSection[];

export type StoreSettings = { [K in SettingsSection]: z.output<(typeof SETTINGS_SCHEMAS)[K]> };

/** Whether `name` is a section of the settings. */
export function isSettingsSection(name: string): name is SettingsSection {
  return (SETTINGS_SECTIONS as string[]).includes(name);
}

/** Every section at its defaults. */
export function defaultSettings(): StoreSettings {
  return Object.fromEntries(SETTINGS_SECTIONS.map((section) => [section, SETTINGS_SCHEMAS[section].parse({})])) as StoreSettings;
}
