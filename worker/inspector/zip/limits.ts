/**
 * The limits an archive is read within (ADR 0019): fixed, because they are what keeps one
 * archive's extraction inside a Worker's memory and time. The upload's own size limit is the
 * store's configuration (worker/services/publishing/zip/limits.ts).
 */
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
