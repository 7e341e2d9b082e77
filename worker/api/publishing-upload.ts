import { Hono, type Context } from "hono";
import type { z } from "zod";
import {
  versionUploadFieldsSchema,
  zipUploadFieldsSchema,
  type AppVersionList,
  type HostedAppCreated,
} from "#contract/schemas/zip-upload.ts";
import { ID_PATTERN } from "#contract/ids.ts";
import { m } from "#app/paraglide/messages.js";
import { categoryRefusal } from "../services/publishing/new-app.ts";
import { MULTIPART_OVERHEAD_BYTES, uploadMaxBytes } from "../services/publishing/zip/limits.ts";
import { multipartBoundary, MultipartError, parseMultipart, readBodyWithin, type MultipartFile } from "../inspector/zip/multipart.ts";
import {
  activateVersion,
  addVersion,
  createHostedApp,
  findOwnedHostedApp,
  hostedOrigin,
  listVersions,
  type UploadContext,
} from "../services/publishing/zip/hosted-apps.ts";
import { ZipRefusal } from "../inspector/zip/refusal.ts";
import { raise, Refusal, unwrap } from "#worker/lib/refusal.ts";
import { acceptApiToken, requireAuth } from "./auth/authenticate.ts";
import { ApiError } from "./errors.ts";
import { mailAdmins } from "./lib/mail.ts";
import { rateLimit } from "./rate-limit.ts";
import { validationError } from "./validation.ts";
import { zodErrorMap } from "./zod-locale.ts";
import type { ApiEnv } from "./types.ts";

function pathId(c: Context<ApiEnv>, name: "id" | "versionId"): string {
  const id = c.req.param(name) ?? "";
  if (!ID_PATTERN.test(id)) throw new Refusal(name === "id" ? "publish_app_not_found" : "versions_not_found");
  return id;
}

/**
 * The multipart body, read within the upload limit (ZIP + room for the text fields): 415 when not
 * multipart/form-data, 413 past the limit (by Content-Length before reading, or while counting),
 * 400 for a malformed body, a missing or empty `file`, or invalid fields.
 */
async function readUpload<Schema extends z.ZodType>(
  c: Context<ApiEnv>,
  schema: Schema,
): Promise<{ zip: MultipartFile; fields: z.output<Schema> }> {
  const boundary = multipartBoundary(c.req.header("Content-Type"));
  if (!boundary) throw new ApiError(415, "unsupported_media_type", m.zip_upload_not_multipart);
  const maxZipBytes = uploadMaxBytes(c.env);
  const tooLarge = () => new ZipRefusal("upload_too_large", { limit: maxZipBytes });
  let form: ReturnType<typeof parseMultipart>;
  try {
    form = parseMultipart(await readBodyWithin(c.req.raw, maxZipBytes + MULTIPART_OVERHEAD_BYTES), boundary);
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error;
    if (error.problem === "too_large") throw tooLarge();
    throw new ApiError(400, "upload_malformed", m.zip_upload_malformed);
  }
  const zip = form.files.file;
  if (!zip || zip.bytes.byteLength === 0) {
    throw new ApiError(400, "validation_failed", m.api_validation_error, {
      errors: [{ field: "file", message: m.zip_file_required({}, { locale: c.get("locale") }) }],
    });
  }
  if (zip.bytes.byteLength > maxZipBytes) throw tooLarge();
  const { file: _file, ...rest } = form.files;
  const extraFiles = Object.keys(rest);
  if (extraFiles.length > 0)
    throw new ApiError(400, "validation_failed", m.api_validation_error, {
      errors: extraFiles.map((field) => ({ field, message: m.zip_upload_unexpected_file({}, { locale: c.get("locale") }) })),
    });
  const parsed = schema.safeParse({ ...form.fields }, { error: zodErrorMap(c.get("locale")) });
  if (!parsed.success) throw validationError(parsed.error.issues);
  return { zip, fields: parsed.data };
}

function uploadContext(c: Context<ApiEnv>): UploadContext {
  return {
    db: c.get("db"),
    bucket: c.env.BUCKET,
    config: c.get("config"),
    protocol: new URL(c.req.url).protocol,
    locale: c.get("locale"),
  };
}

async function ownedHostedApp(c: Context<ApiEnv>) {
  try {
    return unwrap(await findOwnedHostedApp(c.get("db"), pathId(c, "id"), c.get("auth")!.user.id));
  } catch (error) {
    // A pipeline's token may publish only its owner's apps: another id is outside its scope (403;
    // an unknown or malformed id alike, so ids cannot be probed with a token either). ADR 0032.
    if (error instanceof Refusal && error.code === "publish_app_not_found" && c.get("auth")!.apiToken) {
      throw new Refusal("api_token_app_forbidden");
    }
    throw error;
  }
}

/**
 * ZIP uploads and versions of hosted apps (docs/api.md "Upload a ZIP", ADR 0019).
 * Mounted at /api/client/pwas before the API's 1 MiB JSON body limit: these bodies have their
 * own limit (UPLOAD_MAX_BYTES, default 50 MB), counted while they are read.
 */
export const publishingUploadRoutes = new Hono<ApiEnv>()
  .post("/upload", rateLimit("uploadByAddress"), requireAuth, rateLimit("uploadByAccount"), async (c) => {
    const { zip, fields } = await readUpload(c, zipUploadFieldsSchema);
    const categoryRefused = await categoryRefusal(c.get("db"), fields.category);
    if (categoryRefused) raise(categoryRefused);
    const user = c.get("auth")!.user;
    const created = await createHostedApp(uploadContext(c), { user, fields, zip: zip.bytes });
    mailAdmins(c, { event: "appSubmitted", appId: created.id });
    const data: HostedAppCreated = {
      id: created.id,
      slug: created.slug,
      url: created.url,
      status: created.status,
      hosting: created.hosting,
      inspection: created.inspection,
    };
    return c.json({ success: true as const, message: m.zip_uploaded(), data }, 201);
  })
  .get("/:id/versions", requireAuth, async (c) => {
    const app = await ownedHostedApp(c);
    const data: AppVersionList = {
      appId: app.id,
      slug: app.slug,
      url: `${hostedOrigin(c.get("config").appsDomain, app.slug, new URL(c.req.url).protocol)}/`,
      currentVersionId: app.currentVersionId,
      items: await listVersions(c.get("db"), app),
    };
    return c.json({ success: true as const, data });
  })
  // The one route a personal API token reaches (ADR 0032): a build pipeline's new version.
  .post("/:id/versions", rateLimit("uploadByAddress"), acceptApiToken("publish"), requireAuth, rateLimit("uploadByAccount"), async (c) => {
    const app = await ownedHostedApp(c);
    const { zip, fields } = await readUpload(c, versionUploadFieldsSchema);
    const version = await addVersion(uploadContext(c), { app, userId: c.get("auth")!.user.id, label: fields.label ?? "", zip: zip.bytes });
    return c.json({ success: true as const, message: m.versions_uploaded({ number: String(version.number) }), data: version }, 201);
  })
  .post("/:id/versions/:versionId/activate", requireAuth, rateLimit("versionActivate"), async (c) => {
    const app = await ownedHostedApp(c);
    const version = await activateVersion(c.get("db"), app, pathId(c, "versionId"));
    if (!version) throw new Refusal("versions_not_found");
    return c.json({ success: true as const, message: m.versions_activated({ number: String(version.number) }), data: version });
  });
