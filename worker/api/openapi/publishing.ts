/** Documentation of the owner's publishing endpoints (/api/client/pwas: my-pwas.ts, publishing.ts, publishing-upload.ts). */
import { z } from "zod";
import { versionUploadFieldsSchema, zipUploadFieldsSchema } from "#contract/schemas/zip-upload.ts";
import { successData, successMessageData } from "#contract/responses/envelope.ts";
import {
  appDeletedSchema,
  appPreviewSchema,
  appStatsSchema,
  appVersionListSchema,
  appVersionSchema,
  hostedAppCreatedSchema,
  inspectionSchema,
  myAppPageSchema,
  myAppSchema,
  verificationSchema,
} from "#contract/responses/publishing.ts";
import { area, fails, ok } from "./route-doc.ts";

const W = "/api/client/pwas";
const notFound = fails("No such app of the caller.");
const tooMany = fails("Too many requests from this account or address (`Retry-After`).");
const zipFile = z.string().meta({ contentMediaType: "application/zip", description: "The app's files as a ZIP archive." });
const refused = fails("The archive is refused (`reason`), or the app is not installable (`reasons`, `report`).");

export const PUBLISHING_DOCS = area("Publishing", {
  [`POST ${W}/inspect`]: {
    summary: "Inspect an app's address: its installability and checks",
    refuses: ["inspection_refused"],
    responses: {
      200: ok(successData(inspectionSchema)),
      422: fails("The page cannot be loaded (`reason`; `retryable: true` when the network failed rather than the site)."),
      429: tooMany,
    },
  },
  [`POST ${W}`]: {
    summary: "Add an app by its address (inspected first)",
    refuses: [
      "inspection_refused",
      "publish_category_invalid",
      "publish_duplicate",
      "publish_inspection_inconclusive",
      "publish_not_installable",
    ],
    responses: {
      201: ok(successMessageData(myAppSchema)),
      409: fails("Already listed (`duplicate`)."),
      422: fails("Not reachable or not installable (`reason`, `reasons`, `report`)."),
      429: tooMany,
      503: fails(
        'Not decided: the network left a required check undecided (`reason: "inconclusive"`, `unreachable`, `report`, `Retry-After`).',
      ),
    },
  },
  [`GET ${W}/mine`]: {
    summary: "The caller's apps, any status",
    responses: { 200: ok(successData(myAppPageSchema)) },
  },
  [`GET ${W}/:id`]: {
    summary: "One of the caller's apps",
    refuses: ["publish_app_not_found"],
    responses: { 200: ok(successData(myAppSchema)), 404: notFound },
  },
  [`GET ${W}/:id/stats`]: {
    summary: "An app's statistics: opens, detail views, favourites and ratings per day",
    description:
      "`days` is 7 (the default), 30 or 90. A row per UTC day, oldest first, today last; `totals` over the period, `previous` over the period just before. For the app's owner and for admins; anyone else gets 404, as for an unknown id.",
    refuses: ["publish_app_not_found"],
    responses: { 200: ok(successData(appStatsSchema)), 404: notFound },
  },
  [`GET ${W}/:id/preview`]: {
    summary: "An app's detail page as its owner previews it, in any status",
    description:
      "`:id` is the app's id or its slug. The public detail's fields (`GET /api/client/apps/:id`), whatever the app's status but deleted, with `status` and `statusReason`. For the app's owner and for admins; anyone else gets 404, as for an unknown app. Not counted as a view.",
    refuses: ["publish_app_not_found"],
    responses: { 200: ok(successData(appPreviewSchema)), 404: notFound },
  },
  [`PUT ${W}/:id`]: {
    summary: "Edit an app's listing",
    refuses: ["publish_app_not_found", "publish_category_invalid", "publish_edit_not_allowed"],
    responses: { 200: ok(successMessageData(myAppSchema)), 404: notFound, 409: fails("Not editable in its status."), 429: tooMany },
  },
  [`DELETE ${W}/:id`]: {
    summary: "Delete an app (and a hosted app's files)",
    refuses: ["publish_app_not_found"],
    responses: { 200: ok(successMessageData(appDeletedSchema)), 404: notFound, 409: fails("Not deletable now (`reason`)."), 429: tooMany },
  },
  [`POST ${W}/:id/publish`]: {
    summary: "Publish, or submit for review",
    refuses: ["publish_app_not_found", "publish_not_allowed", "publish_withdrawn_broken"],
    responses: {
      200: ok(successMessageData(myAppSchema)),
      404: notFound,
      409: fails("Not allowed in its status (`reason`)."),
      429: tooMany,
    },
  },
  [`POST ${W}/:id/unpublish`]: {
    summary: "Unpublish, or withdraw a submission",
    refuses: ["publish_app_not_found", "publish_not_allowed"],
    responses: {
      200: ok(successMessageData(myAppSchema)),
      404: notFound,
      409: fails("Not allowed in its status (`reason`)."),
      429: tooMany,
    },
  },
  [`POST ${W}/:id/verification`]: {
    summary: "Get the token that proves control of the app's origin",
    refuses: ["publish_app_not_found", "publish_verification_hosted"],
    responses: { 200: ok(successData(verificationSchema)), 404: notFound, 409: fails("A hosted app needs no verification."), 429: tooMany },
  },
  [`POST ${W}/:id/verification/check`]: {
    summary: "Check the token on the app's origin",
    refuses: ["publish_app_not_found", "publish_verification_mismatch", "publish_verification_no_token"],
    responses: {
      200: ok(successMessageData(verificationSchema)),
      404: notFound,
      409: fails("Hosted, or no token issued yet (`reason`)."),
      422: fails("The file is missing or wrong (`reason`, `data`)."),
      429: tooMany,
    },
  },
  [`POST ${W}/upload`]: {
    summary: "Publish a new hosted app from a ZIP",
    refuses: [
      "publish_category_invalid",
      "read_only",
      "zip_absolute_path",
      "zip_backslash",
      "zip_corrupt",
      "zip_drive_letter",
      "zip_duplicate_name",
      "zip_encrypted",
      "zip_file_too_large",
      "zip_invalid_headers",
      "zip_invalid_path",
      "zip_missing_index",
      "zip_not_installable",
      "zip_not_zip",
      "zip_path_traversal",
      "zip_size_mismatch",
      "zip_suspicious_ratio",
      "zip_symlink",
      "zip_too_many_entries",
      "zip_total_too_large",
      "zip_unsupported_compression",
    ],
    requestBody: { contentType: "multipart/form-data", schema: zipUploadFieldsSchema.extend({ file: zipFile }) },
    responses: {
      201: ok(successMessageData(hostedAppCreatedSchema)),
      413: fails("Larger than the upload limit."),
      415: fails("Not multipart/form-data."),
      422: refused,
      429: tooMany,
    },
  },
  [`GET ${W}/:id/versions`]: {
    summary: "A hosted app's versions",
    refuses: ["publish_app_not_found", "versions_not_allowed", "versions_not_hosted"],
    responses: { 200: ok(successData(appVersionListSchema)), 404: notFound, 409: fails("Not a hosted app, or not allowed (`reason`).") },
  },
  [`POST ${W}/:id/versions`]: {
    summary: "Upload a new version of a hosted app",
    refuses: [
      "api_token_app_forbidden",
      "api_token_expired",
      "api_token_invalid",
      "api_token_revoked",
      "api_token_suspended",
      "publish_app_not_found",
      "zip_missing_index",
    ],
    description:
      "Also takes a personal API token (`Authorization: Bearer pwas_…`, scope `publish`) instead of a session: " +
      "the way a build pipeline publishes (docs/publishing.md). With a token, an app that is not the token's " +
      "owner's is a 403.",
    requestBody: { contentType: "multipart/form-data", schema: versionUploadFieldsSchema.extend({ file: zipFile }) },
    responses: {
      201: ok(successMessageData(appVersionSchema)),
      401: fails(
        "No valid access token, or a personal API token that is unknown, revoked, expired or whose owner is suspended (`reason`).",
      ),
      403: fails("A personal API token for an app that is not its owner's (`reason: not_owner`)."),
      404: notFound,
      409: fails("Not a hosted app, or not allowed (`reason`)."),
      413: fails("Larger than the upload limit."),
      415: fails("Not multipart/form-data."),
      422: refused,
      429: tooMany,
    },
  },
  [`POST ${W}/:id/versions/:versionId/activate`]: {
    summary: "Serve an earlier version again",
    refuses: ["publish_app_not_found", "versions_not_found"],
    responses: { 200: ok(successMessageData(appVersionSchema)), 404: fails("No such app or version."), 429: tooMany },
  },
});
