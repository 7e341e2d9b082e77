/**
 * Why an upload is refused, with the sentence the uploader reads (translated when the API
 * answers). The ZIP pipeline throws it from deep inside its reading: a `Refusal` (code
 * `zip_<reason>`, worker/lib/refusal.ts) that the API answers from its refusal table
 * (worker/api/refusals.ts: 413 or 422).
 */
import { zipRefusalCode } from "#contract/refusal-codes.ts";
import type { ZipRefusalReason } from "#contract/schemas/zip-upload.ts";
import { m } from "#app/paraglide/messages.js";
import type { Locale } from "#app/paraglide/runtime.js";
import { Refusal } from "#worker/lib/refusal.ts";
import { formatBytes } from "../format-bytes.ts";
import type { HeadersFileProblem } from "./headers-file.ts";
import { ZIP_LIMITS } from "./limits.ts";

export type { ZipRefusalReason };

/** What a refusal names: the entry at fault, the limit, the sizes involved. */
export type RefusalDetail = {
  entry?: string;
  other?: string;
  limit?: number;
  actual?: number;
  /** size_mismatch: what the archive declared, and whether inflating was stopped past it. */
  declared?: number;
  exceeded?: boolean;
  folder?: string;
  /** invalid_headers: what is wrong with the `_headers` file, and on which line (null: the whole file). */
  problem?: HeadersFileProblem;
  line?: number | null;
  /** not_installable: why Chromium would not install the app, and the report card saying so. */
  reasons?: string[];
  report?: unknown;
};

export class ZipRefusal extends Refusal {
  override name = "ZipRefusal";
  constructor(
    readonly reason: ZipRefusalReason,
    readonly detail: RefusalDetail = {},
  ) {
    super(zipRefusalCode(reason), detail);
    this.message = `${reason}${detail.entry ? `: ${detail.entry}` : ""}`;
  }

  /** 413 for an upload over the size limit, 422 for everything about the archive's content (as worker/api/refusals.ts answers it). */
  get status(): 413 | 422 {
    return this.reason === "upload_too_large" ? 413 : 422;
  }
}

/** An entry name as a refusal shows it: control characters made visible, at most 120 characters. */
export function displayName(name: string): string {
  const visible = name.replace(/[\u0000-\u001f\u007f]/g, "�");
  return visible.length > 120 ? `${visible.slice(0, 117)}…` : visible;
}

/** The sentence for a refusal, in `locale`. */
export function refusalMessage(refusal: { reason: ZipRefusalReason; detail: RefusalDetail }, locale: Locale): string {
  const options = { locale };
  const { entry = "", other = "", limit = 0, actual = 0, declared = 0, exceeded = false, folder = "" } = refusal.detail;
  const name = displayName(entry);
  switch (refusal.reason) {
    case "upload_too_large":
      return m.zip_refused_upload_too_large({ limit: formatBytes(limit) }, options);
    case "not_zip":
      return m.zip_refused_not_zip({}, options);
    case "corrupt":
      return m.zip_refused_corrupt({}, options);
    case "unsupported_zip":
      return m.zip_refused_unsupported_zip({}, options);
    case "unsupported_compression":
      return m.zip_refused_unsupported_compression({ entry: name }, options);
    case "too_many_entries":
      return m.zip_refused_too_many_entries({ count: String(actual), limit: String(ZIP_LIMITS.maxEntries) }, options);
    case "total_too_large":
      return m.zip_refused_total_too_large({ size: formatBytes(actual), limit: formatBytes(ZIP_LIMITS.maxTotalBytes) }, options);
    case "file_too_large":
      return m.zip_refused_file_too_large({ entry: name, size: formatBytes(actual), limit: formatBytes(ZIP_LIMITS.maxFileBytes) }, options);
    case "suspicious_ratio":
      return name
        ? m.zip_refused_suspicious_ratio({ entry: name, ratio: String(Math.round(actual)), limit: String(ZIP_LIMITS.maxRatio) }, options)
        : m.zip_refused_suspicious_ratio_total({ ratio: String(Math.round(actual)), limit: String(ZIP_LIMITS.maxRatio) }, options);
    case "path_traversal":
      return m.zip_refused_path_traversal({ entry: name }, options);
    case "absolute_path":
      return m.zip_refused_absolute_path({ entry: name }, options);
    case "backslash":
      return m.zip_refused_backslash({ entry: name }, options);
    case "drive_letter":
      return m.zip_refused_drive_letter({ entry: name }, options);
    case "invalid_path":
      return m.zip_refused_invalid_path({ entry: name }, options);
    case "symlink":
      return m.zip_refused_symlink({ entry: name }, options);
    case "duplicate_name":
      return m.zip_refused_duplicate_name({ entry: name, other: displayName(other || entry) }, options);
    case "encrypted":
      return m.zip_refused_encrypted({ entry: name }, options);
    case "size_mismatch":
      return m.zip_refused_size_mismatch(
        { entry: name, declared: formatBytes(declared), actual: `${exceeded ? "> " : ""}${formatBytes(actual)}` },
        options,
      );
    case "missing_index":
      return folder
        ? m.zip_refused_missing_index_folder({ folder: displayName(folder) }, options)
        : m.zip_refused_missing_index({}, options);
    case "invalid_headers": {
      const problem = headersProblemMessage(refusal.detail.problem ?? "not_text", locale);
      const line = refusal.detail.line;
      return line
        ? m.zip_refused_invalid_headers({ line: String(line), problem }, options)
        : m.zip_refused_invalid_headers_file({ problem }, options);
    }
    case "not_installable":
      return m.zip_refused_not_installable({}, options);
  }
}

/** What is wrong with a `_headers` file, in `locale`. */
function headersProblemMessage(problem: HeadersFileProblem, locale: Locale): string {
  const options = { locale };
  switch (problem) {
    case "too_large":
      return m.zip_headers_too_large({}, options);
    case "not_text":
      return m.zip_headers_not_text({}, options);
    case "too_many_rules":
      return m.zip_headers_too_many_rules({}, options);
    case "line_too_long":
      return m.zip_headers_line_too_long({}, options);
    case "header_before_path":
      return m.zip_headers_header_before_path({}, options);
    case "bad_path":
      return m.zip_headers_bad_path({}, options);
    case "no_colon":
      return m.zip_headers_no_colon({}, options);
    case "bad_name":
      return m.zip_headers_bad_name({}, options);
    case "bad_value":
      return m.zip_headers_bad_value({}, options);
  }
}
