/**
 * Where a hosted app's bytes live in R2 (ADR 0019):
 *
 *   apps/{appId}/versions/{versionId}/upload.zip        the ZIP as uploaded
 *   apps/{appId}/versions/{versionId}/files/{path}      each extracted file, Content-Type in its metadata
 *   apps/{appId}/versions/{versionId}/headers.json      the rules of the app's `_headers` file, when it has one
 *
 * Every object of an app is under `apps/{appId}/`, so deleting the app deletes that prefix
 * (deleteAppFiles in ../my-apps.ts). Everything of a version is under its own prefix, which the
 * scheduled sweep (orphan-sweep.ts) removes when no app_versions row owns it.
 */
import type { ArchivePlan } from "../../../inspector/zip/archive.ts";
import { contentTypeFor } from "../../../inspector/zip/content-types.ts";
import { inflateFile, newInflateBudget } from "../../../inspector/zip/inflate.ts";
import { HEADERS_FILE, type HeaderRule } from "../../../inspector/zip/headers-file.ts";

export const appPrefix = (appId: string) => `apps/${appId}/`;
export const versionPrefix = (appId: string, versionId: string) => `${appPrefix(appId)}versions/${versionId}/`;
export const versionZipKey = (appId: string, versionId: string) => `${versionPrefix(appId, versionId)}upload.zip`;
export const versionFilesPrefix = (appId: string, versionId: string) => `${versionPrefix(appId, versionId)}files/`;
export const versionHeadersKey = (appId: string, versionId: string) => `${versionPrefix(appId, versionId)}headers.json`;

/** What headers.json holds. */
export interface StoredHeaderRules {
  rules: HeaderRule[];
}

/** At most this many writes at once, and this many extracted bytes held waiting for them. */
const PARALLEL_WRITES = 6;
const MAX_BYTES_IN_FLIGHT = 32 * 1024 * 1024;

export interface StoredVersion {
  zipKey: string;
  filesPrefix: string;
  fileCount: number;
  /** Uncompressed bytes actually written. */
  totalBytes: number;
}

/**
 * Stores the original ZIP and every planned file, extracting them one by one with the limits
 * enforced again (inflate.ts), each with its type (its charset read from its bytes). The root
 * `_headers` file is not stored among the files: its rules (already parsed and checked) go to
 * headers.json; a file in `replacements` is stored with those bytes (the corrected manifest). On any failure the objects written so far are deleted and the error (a
 * ZipRefusal for bad data) is rethrown: a version is stored completely or not at all.
 *
 * @example
 * const stored = await storeVersion(env.BUCKET, { appId, versionId, zip: bytes, plan, headerRules });
 */
export async function storeVersion(
  bucket: R2Bucket,
  input: {
    appId: string;
    versionId: string;
    zip: Uint8Array;
    plan: ArchivePlan;
    headerRules?: HeaderRule[] | null;
    /** Files stored with these bytes instead of the ZIP's (the corrected manifest: served-manifest.ts). */
    replacements?: ReadonlyMap<string, Uint8Array>;
  },
): Promise<StoredVersion> {
  const { appId, versionId, zip, plan } = input;
  const files = plan.files.filter((file) => file.path !== HEADERS_FILE);
  const zipKey = versionZipKey(appId, versionId);
  const filesPrefix = versionFilesPrefix(appId, versionId);
  const budget = newInflateBudget();
  const pending = new Set<Promise<unknown>>();
  let inFlight = 0;
  let totalBytes = 0;
  let failure: unknown = null;

  /** `held`: bytes extracted for this write only (the ZIP itself is held anyway). */
  const write = (key: string, bytes: Uint8Array, contentType: string, held = bytes.byteLength) => {
    inFlight += held;
    const task: Promise<unknown> = bucket
      .put(key, bytes, { httpMetadata: { contentType } })
      .catch((error: unknown) => {
        failure ??= error;
      })
      .finally(() => {
        inFlight -= held;
        pending.delete(task);
      });
    pending.add(task);
  };
  const room = async (bytes: number) => {
    while (pending.size >= PARALLEL_WRITES || (pending.size > 0 && inFlight + bytes > MAX_BYTES_IN_FLIGHT)) await Promise.race(pending);
  };

  try {
    write(zipKey, zip, "application/zip", 0);
    if (input.headerRules && input.headerRules.length > 0) {
      const rules: StoredHeaderRules = { rules: input.headerRules };
      write(versionHeadersKey(appId, versionId), new TextEncoder().encode(JSON.stringify(rules)), "application/json", 0);
    }
    for (const file of files) {
      await room(file.size);
      if (failure) throw failure;
      const bytes = input.replacements?.get(file.path) ?? inflateFile(zip, file, budget);
      totalBytes += bytes.byteLength;
      write(filesPrefix + file.path, bytes, contentTypeFor(file.path, bytes));
    }
    await Promise.all(pending);
    if (failure) throw failure;
  } catch (error) {
    await Promise.allSettled(pending);
    await deleteByPrefix(bucket, versionPrefix(appId, versionId)).catch((cleanupError: unknown) => {
      console.error(`[hosting] could not clean up ${versionPrefix(appId, versionId)} after a failed upload:`, cleanupError);
    });
    throw error;
  }
  return { zipKey, filesPrefix, fileCount: files.length, totalBytes };
}

/**
 * Deletes every object under `prefix`, up to 1,000 keys per call; answers how many. Lists from the
 * start again after each delete rather than following a cursor the deletion would shift (as
 * deleteAppFiles in ../my-apps.ts does for a whole app: `apps/{appId}/`, appPrefix here).
 */
export async function deleteByPrefix(bucket: R2Bucket, prefix: string): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await bucket.list({ prefix, limit: 1000 });
    if (page.objects.length === 0) return deleted;
    await bucket.delete(page.objects.map((object) => object.key));
    deleted += page.objects.length;
  }
}
