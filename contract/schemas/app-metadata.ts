import { z } from "zod";
import { m } from "#app/paraglide/messages.js";
import { VISIBLE_TEXT } from "../visible-text.ts";
import { CATEGORY_ID_PATTERN } from "../ids.ts";
import { inspectUrlSchema } from "./publishing.ts";

/**
 * What an owner writes about their app (docs/publishing.md#creating-an-app): one schema for the
 * "Add by URL" form, the edit dialog on /my-pwas, PUT /api/client/pwas/:id, POST /api/client/pwas
 * and the ZIP upload's fields, so browser and server refuse the same input with the same translated
 * messages. Text is trimmed and length-limited, otherwise kept as typed (pages render it as text).
 */

export const APP_NAME_MAX = 80;
export const APP_DESCRIPTION_MAX = 300;
export const APP_LONG_DESCRIPTION_MAX = 5000;
export const APP_TAG_MAX = 30;
export const APP_TAGS_MAX = 10;
export const APP_LINK_MAX = 2048;
export const APP_SCREENSHOTS_MAX = 8;

export const appNameSchema = z
  .string({ error: () => m.publish_name_required() })
  .trim()
  .min(1, { error: () => m.publish_name_required() })
  .max(APP_NAME_MAX, { error: () => m.publish_name_too_long({ max: String(APP_NAME_MAX) }) })
  .regex(VISIBLE_TEXT, { error: () => m.text_hidden_characters() });

export const appDescriptionSchema = z
  .string({ error: () => m.publish_text_invalid() })
  .trim()
  .max(APP_DESCRIPTION_MAX, { error: () => m.publish_description_too_long({ max: String(APP_DESCRIPTION_MAX) }) });

export const appLongDescriptionSchema = z
  .string({ error: () => m.publish_text_invalid() })
  .trim()
  .max(APP_LONG_DESCRIPTION_MAX, { error: () => m.publish_long_description_too_long({ max: String(APP_LONG_DESCRIPTION_MAX) }) });

export const appCategorySchema = z
  .string({ error: () => m.publish_category_required() })
  .trim()
  .min(1, { error: () => m.publish_category_required() })
  .regex(CATEGORY_ID_PATTERN, { error: () => m.publish_category_invalid() });

/** "Notes, offline , notes" → ["notes", "offline"]: trimmed, lower-cased, blanks and repeats dropped. */
export function normalizeTags(value: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const raw of value) {
    const tag = raw.trim().toLowerCase().replace(/\s+/g, " ");
    if (tag) seen.add(tag);
  }
  return [...seen];
}

/**
 * Tags as an array, or as one comma-separated string (what a text field and a multipart form
 * send). At most 10 of at most 30 characters each, after normalising.
 */
export const appTagsSchema = z
  .union([z.array(z.string({ error: () => m.publish_tags_invalid() }), { error: () => m.publish_tags_invalid() }), z.string()], {
    error: () => m.publish_tags_invalid(),
  })
  .transform((value) => normalizeTags(typeof value === "string" ? value.split(/[,，]/) : value))
  .refine((tags) => tags.length <= APP_TAGS_MAX, { error: () => m.publish_tags_too_many({ max: String(APP_TAGS_MAX) }) })
  .refine((tags) => tags.every((tag) => tag.length <= APP_TAG_MAX), { error: () => m.publish_tag_too_long({ max: String(APP_TAG_MAX) }) });

/** An optional http(s) link: blank or absent becomes null. */
export const appLinkSchema = z
  .string({ error: () => m.publish_link_invalid() })
  .trim()
  .max(APP_LINK_MAX, { error: () => m.publish_link_invalid() })
  .nullish()
  .transform((value, context) => {
    if (!value) return null;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      context.addIssue({ code: "custom", message: m.publish_link_invalid() });
      return z.NEVER;
    }
    if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password) {
      context.addIssue({ code: "custom", message: m.publish_link_invalid() });
      return z.NEVER;
    }
    return url.href;
  });

export const APP_FEATURE_MAX = 120;
export const APP_FEATURES_MAX = 10;
export const APP_DEVELOPER_MAX = 80;

/** A list as an array, or as one string of lines (what a textarea sends): trimmed, blank lines dropped. */
const lines = (value: readonly string[] | string) =>
  (typeof value === "string" ? value.split(/\r?\n/) : value).map((line) => line.trim()).filter(Boolean);

/** What the app does, a line each (the detail page's "Features"): at most 10 of at most 120 characters. */
export const appFeaturesSchema = z
  .union([z.array(z.string({ error: () => m.publish_text_invalid() })), z.string()], { error: () => m.publish_text_invalid() })
  .transform(lines)
  .refine((features) => features.length <= APP_FEATURES_MAX, {
    error: () => m.publish_features_too_many({ max: String(APP_FEATURES_MAX) }),
  })
  .refine((features) => features.every((feature) => feature.length <= APP_FEATURE_MAX), {
    error: () => m.publish_feature_too_long({ max: String(APP_FEATURE_MAX) }),
  })
  .refine((features) => features.every((feature) => VISIBLE_TEXT.test(feature)), { error: () => m.text_hidden_characters() });

/** Who made the app, as its page names them (at creation: the owner's display name). */
export const appDeveloperNameSchema = z
  .string({ error: () => m.publish_developer_required() })
  .trim()
  .min(1, { error: () => m.publish_developer_required() })
  .max(APP_DEVELOPER_MAX, { error: () => m.publish_developer_too_long({ max: String(APP_DEVELOPER_MAX) }) })
  .regex(VISIBLE_TEXT, { error: () => m.text_hidden_characters() });

/**
 * The listing's screenshots, by address, in order: an array or a string of lines, each an http(s)
 * address (normalised), at most 8. A stored screenshot keeps what it knew (sizes, label).
 */
export const appScreenshotUrlsSchema = z
  .union([z.array(z.string({ error: () => m.publish_screenshot_invalid() })), z.string()], { error: () => m.publish_screenshot_invalid() })
  .transform((value, context) => {
    const urls: string[] = [];
    for (const line of lines(value)) {
      const link = appLinkSchema.safeParse(line);
      if (!link.success || !link.data) {
        context.addIssue({ code: "custom", message: m.publish_screenshot_invalid() });
        return z.NEVER;
      }
      if (!urls.includes(link.data)) urls.push(link.data);
    }
    return urls;
  })
  .refine((urls) => urls.length <= APP_SCREENSHOTS_MAX, {
    error: () => m.publish_screenshots_too_many({ max: String(APP_SCREENSHOTS_MAX) }),
  });

/** The links an app's detail page shows. */
export const APP_LINK_FIELDS = ["websiteUrl", "supportUrl", "privacyPolicyUrl", "termsUrl"] as const;
export type AppLinkField = (typeof APP_LINK_FIELDS)[number];

const metadataShape = {
  name: appNameSchema,
  description: appDescriptionSchema.default(""),
  longDescription: appLongDescriptionSchema.default(""),
  category: appCategorySchema,
  tags: appTagsSchema.default([]),
  websiteUrl: appLinkSchema,
  supportUrl: appLinkSchema,
  privacyPolicyUrl: appLinkSchema,
  termsUrl: appLinkSchema,
};

/**
 * PUT /api/client/pwas/:id and the edit dialog: the whole metadata (a PUT replaces it). Strict:
 * status, slug, developer, counters are not the owner's to write here.
 */
export const appMetadataSchema = z.strictObject({
  ...metadataShape,
  // The page's other parts, editable once the app exists (issue 41). Absent: left as they are,
  // so a client that does not know them (an older one) loses nothing.
  features: appFeaturesSchema.optional(),
  developerName: appDeveloperNameSchema.optional(),
  screenshots: appScreenshotUrlsSchema.optional(),
});
export type AppMetadataInput = z.input<typeof appMetadataSchema>;
export type AppMetadata = z.output<typeof appMetadataSchema>;

/**
 * POST /api/client/pwas (add by URL): the address, the category, and the owner's edits of what
 * the manifest pre-fills. Name and description may be left out: the server takes them from the
 * manifest it inspects itself. `screenshots` picks which of the manifest's screenshots (by
 * address) the listing shows; absent means all of them.
 */
export const addByUrlSchema = z.strictObject({
  ...metadataShape,
  url: inspectUrlSchema,
  name: appNameSchema.optional(),
  description: appDescriptionSchema.optional(),
  screenshots: z
    .array(z.string({ error: () => m.publish_screenshots_invalid() }).max(APP_LINK_MAX), { error: () => m.publish_screenshots_invalid() })
    .max(50, { error: () => m.publish_screenshots_invalid() })
    .optional(),
});
export type AddByUrlInput = z.input<typeof addByUrlSchema>;
export type AddByUrlValues = z.output<typeof addByUrlSchema>;

/** POST /api/client/pwas/:id/admin reject (the later admin area) and the service: a reason is required. */
export const REJECT_REASON_MAX = 500;
export const rejectReasonSchema = z
  .string({ error: () => m.publish_reject_reason_required() })
  .trim()
  .min(1, { error: () => m.publish_reject_reason_required() })
  .max(REJECT_REASON_MAX, { error: () => m.publish_reject_reason_too_long({ max: String(REJECT_REASON_MAX) }) });
