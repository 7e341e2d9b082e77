/**
 * The limits a ZIP upload is held to (issue 6, ADR 0019). The upload size is configurable
 * (UPLOAD_MAX_BYTES); the archive limits are the and fixed: they are what keeps one
 * upload's extraction inside a Worker's memory and time.
 */
import { DEFAULT_UPLOAD_MAX_BYTES } from "#contract/schemas/zip-upload.ts";

export { DEFAULT_UPLOAD_MAX_BYTES };

export const ZIP_LIMITS = {
  /** Central-directory records (files and folders). */
  maxEntries: 1000,
  /** Sum of the files' uncompressed sizes. */
  maxTotalBytes: 200 * 1024 * 1024,
  /** One file, uncompressed. */
  maxFileBytes: 25 * 1024 * 1024,
  /**
   * Uncompressed ÷ compressed size above which an entry (or the whole archive) looks like a
   * zip bomb. Real web files (HTML, JS, JSON, SVG) compress 3–20×; padding and zeros go to
   * 1,000×. Small entries are exempt: they cannot blow anything up whatever their ratio.
   */
  maxRatio: 100,
  ratioExemptBytes: 1024 * 1024,
  /** A path inside the archive, and one of its segments. */
  maxPathLength: 512,
  maxSegmentLength: 255,
} as const;

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
