/**
 * The store's limit on a ZIP upload (ADR 0019): its size, configurable (UPLOAD_MAX_BYTES). The
 * limits the archive itself is read within are the inspector's (worker/inspector/zip/limits.ts).
 */
import { DEFAULT_UPLOAD_MAX_BYTES } from "#contract/schemas/zip-upload.ts";

export { DEFAULT_UPLOAD_MAX_BYTES };

/** Room for the form's text fields and the multipart framing on top of the ZIP itself. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Smallest and largest values UPLOAD_MAX_BYTES may set (1 KB is only useful in tests). */
const UPLOAD_MAX_RANGE = [1024, 100 * 1024 * 1024] as const;

/**
 * The largest ZIP accepted, from UPLOAD_MAX_BYTES (bytes), clamped to 1 KB–100 MB; 50 MB when
 * unset or not a number. Above 100 MB a Worker cannot hold the archive and one extracted file.
 */
export function uploadMaxBytes(env: { UPLOAD_MAX_BYTES?: string }): number {
  const raw = env.UPLOAD_MAX_BYTES?.trim();
  const value = raw ? Number(raw) : Number.NaN;
  if (!Number.isFinite(value)) return DEFAULT_UPLOAD_MAX_BYTES;
  return Math.min(UPLOAD_MAX_RANGE[1], Math.max(UPLOAD_MAX_RANGE[0], Math.round(value)));
}
