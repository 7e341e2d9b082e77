/**
 * The hosted-app fixture for the integration tests (workerd has no file system: Vite inlines the
 * files at transform time) and helpers that upload ZIPs through the real API.
 *
 * @example
 * const created = await uploadZip(owner.accessToken, zipOf(fixtureFiles()), { category: "productivity" });
 */
import type { HostedAppCreated } from "#contract/schemas/zip-upload.ts";
import type { Env } from "#worker/env.ts";
import { bearer } from "./accounts.ts";
import { ORIGIN, call, callWithEnv, jsonEnvelope, uniqueAddress } from "./http.ts";
import { hostedAppFiles, type FixtureFiles } from "./hosted-app.ts";

const texts = import.meta.glob<string>("../fixtures/hosted-app/**/*.{html,webmanifest,js,css}", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The variants of the fixture app, tests/fixtures/hosted-apps/{variant}/ (see variantFiles). */
const variantTexts = import.meta.glob<string>("../fixtures/hosted-apps/**/*", { query: "?raw", import: "default", eager: true });

/** tests/fixtures/hosted-app/'s text files, path → text (paths relative to the folder). */
function baseTexts(): Record<string, string> {
  const byPath: Record<string, string> = {};
  for (const [file, content] of Object.entries(texts)) byPath[file.replace("../fixtures/hosted-app/", "")] = content;
  return byPath;
}

/** Lays `overrides` over `files` (null removes a file). */
function withOverrides(files: FixtureFiles, overrides: Record<string, string | Uint8Array | null>): FixtureFiles {
  for (const [path, value] of Object.entries(overrides)) {
    if (value === null) delete files[path];
    else files[path] = typeof value === "string" ? new TextEncoder().encode(value) : value;
  }
  return files;
}

/** tests/fixtures/hosted-app/ as path → bytes (paths relative to the folder), icons included. */
export function fixtureFiles(overrides: Record<string, string | Uint8Array | null> = {}): FixtureFiles {
  return withOverrides(hostedAppFiles(baseTexts()), overrides);
}

/**
 * A variant of the fixture app: the files of tests/fixtures/hosted-apps/{variant}/ laid over
 * those of tests/fixtures/hosted-app/ (a variant holds only what it changes: an index.html with
 * inline scripts, a `_headers` file, an images.json of generated PNGs...), then `overrides`.
 *
 * @example
 * const files = variantFiles("inline-script"); // the fixture app with an inline-script index.html
 */
export function variantFiles(variant: string, overrides: Record<string, string | Uint8Array | null> = {}): FixtureFiles {
  const folder = `../fixtures/hosted-apps/${variant}/`;
  const layered: Record<string, string> = {};
  for (const [file, content] of Object.entries(variantTexts)) if (file.startsWith(folder)) layered[file.slice(folder.length)] = content;
  if (Object.keys(layered).length === 0) throw new Error(`no fixture variant ${variant}`);
  return withOverrides(hostedAppFiles({ ...baseTexts(), ...layered }), overrides);
}

export const UPLOAD_PATH = "/api/client/pwas/upload";

export interface UploadAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & {
    success: boolean;
    message?: string;
    reason?: string;
    reasons?: string[];
    errors?: Array<{ field: string; message: string }>;
    data?: HostedAppCreated & { status: string } & Record<string, unknown>;
  };
}

export interface UploadCallOptions {
  fields?: Record<string, string>;
  /** The file's name in the form (default app.zip); null sends no file. */
  filename?: string | null;
  env?: Partial<Env>;
  headers?: Record<string, string>;
  path?: string;
}

/** A multipart POST of `zip` (and the fields) to the upload endpoint; parses the envelope. */
export async function uploadZip(token: string | null, zip: Uint8Array | null, options: UploadCallOptions = {}): Promise<UploadAnswer> {
  const form = new FormData();
  if (zip && options.filename !== null)
    form.set("file", new File([zip as Uint8Array<ArrayBuffer>], options.filename ?? "app.zip", { type: "application/zip" }));
  for (const [name, value] of Object.entries(options.fields ?? { category: "productivity" })) form.set(name, value);
  const request = new Request(new URL(options.path ?? UPLOAD_PATH, ORIGIN), {
    method: "POST",
    headers: { "CF-Connecting-IP": uniqueAddress(), ...(token ? bearer(token) : {}), ...options.headers },
    body: form,
  });
  const response = options.env ? await callWithEnv(request, options.env) : await call(request);
  return { status: response.status, headers: response.headers, body: (await jsonEnvelope(response)) as UploadAnswer["body"] };
}

/** A new version of app `appId` (POST /api/client/pwas/:id/versions). */
export function uploadVersion(token: string, appId: string, zip: Uint8Array, label?: string): Promise<UploadAnswer> {
  return uploadZip(token, zip, { path: `/api/client/pwas/${appId}/versions`, fields: label === undefined ? {} : { label } });
}

/** GET on a hosted app's origin, as a browser navigation unless told otherwise. */
export function visit(url: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Response> {
  return call(url, { ...init, headers: { Accept: "text/html,*/*;q=0.8", ...init.headers } });
}
