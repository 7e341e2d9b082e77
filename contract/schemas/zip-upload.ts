import { z } from "zod";
import { m } from "#app/paraglide/messages.js";
import { appCategorySchema, appDescriptionSchema, appNameSchema, appTagsSchema } from "./app-metadata.ts";
import type { appVersionListSchema, appVersionSchema, hostedAppCreatedSchema } from "../responses/publishing.ts";

/**
 * The ZIP upload: the form's fields and the API's multipart fields, one schema for
 * both, plus the shapes of its answers (`z.infer` of contract/responses/publishing.ts). See
 * docs/api.md "Upload a ZIP" and ADR 0019.
 */

/** 50 MB: the default upload limit (UPLOAD_MAX_BYTES changes it on the server). */
export const DEFAULT_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;

/** What the file picker offers (the server decides by the bytes, not by this). */
export const ZIP_ACCEPT = ".zip,application/zip,application/x-zip-compressed";

export const VERSION_LABEL_MAX = 40;

/** A blank text field of a multipart form means "not given". */
const blankAsUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/**
 * The text fields sent with the ZIP: `name` (optional: the manifest's name when blank),
 * `category` (a category id), `description`, `tags` (comma-separated). Unknown fields are refused.
 */
export const zipUploadFieldsSchema = z.strictObject({
  name: z.preprocess(blankAsUndefined, appNameSchema.optional()),
  category: appCategorySchema,
  description: appDescriptionSchema.default(""),
  tags: appTagsSchema.default([]),
});
export type ZipUploadFieldsInput = z.input<typeof zipUploadFieldsSchema>;
export type ZipUploadFields = z.output<typeof zipUploadFieldsSchema>;

/** POST /api/client/pwas/:id/versions: an optional label ("1.2.0", "Spring update"). */
export const versionUploadFieldsSchema = z.strictObject({
  label: z.preprocess(
    blankAsUndefined,
    z
      .string({ error: () => m.versions_label_invalid() })
      .trim()
      .max(VERSION_LABEL_MAX, { error: () => m.versions_label_too_long({ max: String(VERSION_LABEL_MAX) }) })
      .optional(),
  ),
});
export type VersionUploadFields = z.output<typeof versionUploadFieldsSchema>;

/** Why an uploaded ZIP was refused (`reason` of a 413 or 422 answer). */
export const ZIP_REFUSAL_REASONS = [
  "upload_too_large",
  "not_zip",
  "corrupt",
  "unsupported_zip",
  "unsupported_compression",
  "too_many_entries",
  "total_too_large",
  "file_too_large",
  "suspicious_ratio",
  "path_traversal",
  "absolute_path",
  "backslash",
  "drive_letter",
  "invalid_path",
  "symlink",
  "duplicate_name",
  "encrypted",
  "size_mismatch",
  "missing_index",
  "invalid_headers",
  "not_installable",
] as const;
export type ZipRefusalReason = (typeof ZIP_REFUSAL_REASONS)[number];

export type HostedAppCreated = z.infer<typeof hostedAppCreatedSchema>;
export type AppVersionSummary = z.infer<typeof appVersionSchema>;
export type AppVersionList = z.infer<typeof appVersionListSchema>;
