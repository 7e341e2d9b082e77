/**
 * Extracts one planned file with fflate, trusting none of the archive's numbers (ADR 0019): the
 * compressed bytes are fed to fflate's streaming Inflate a few kilobytes at a time, and the output
 * is counted as it comes, so a file that inflates past its declared size (or past the per-file
 * or total limits) is stopped after at most one small step, and one that stops short is refused.
 */
import { Inflate } from "fflate";
import type { PlannedFile } from "./archive.ts";
import { ZIP_LIMITS } from "./limits.ts";
import { ZipRefusal } from "./refusal.ts";

/**
 * Compressed bytes per push. Deflate expands at most ~1,032×, so one push yields at most ~4 MB
 * before the counter sees it.
 */
const INPUT_STEP = 4 * 1024;

/** Uncompressed bytes the whole extraction may still produce (shared by every file of one upload). */
export interface InflateBudget {
  remaining: number;
}

export const newInflateBudget = (): InflateBudget => ({ remaining: ZIP_LIMITS.maxTotalBytes });

/**
 * The file's bytes, exactly its declared size. Throws ZipRefusal (`size_mismatch`, `corrupt`,
 * `file_too_large`, `total_too_large`); never anything else for bad data.
 *
 * @example
 * const budget = newInflateBudget();
 * for (const file of plan.files) await bucket.put(key(file.path), inflateFile(zipBytes, file, budget));
 */
export function inflateFile(archive: Uint8Array, file: PlannedFile, budget: InflateBudget): Uint8Array {
  const compressed = archive.subarray(file.dataStart, file.dataStart + file.compressedSize);
  const cap = Math.min(file.size, ZIP_LIMITS.maxFileBytes, budget.remaining);
  if (file.size > budget.remaining)
    throw new ZipRefusal("total_too_large", { actual: ZIP_LIMITS.maxTotalBytes - budget.remaining + file.size });

  if (file.method === 0) {
    if (compressed.length !== file.size)
      throw new ZipRefusal("size_mismatch", { entry: file.entryName, declared: file.size, actual: compressed.length });
    budget.remaining -= compressed.length;
    return compressed;
  }

  const output = new Uint8Array(cap);
  let written = 0;
  let finished = false;
  const inflater = new Inflate((chunk, final) => {
    if (written + chunk.length > cap) {
      throw new ZipRefusal("size_mismatch", { entry: file.entryName, declared: file.size, actual: written + chunk.length, exceeded: true });
    }
    output.set(chunk, written);
    written += chunk.length;
    if (final) finished = true;
  });
  try {
    if (compressed.length === 0) throw new ZipRefusal("corrupt", { entry: file.entryName });
    for (let at = 0; at < compressed.length; at += INPUT_STEP) {
      const end = Math.min(compressed.length, at + INPUT_STEP);
      inflater.push(compressed.subarray(at, end), end === compressed.length);
    }
  } catch (error) {
    if (error instanceof ZipRefusal) throw error;
    // fflate's FlateError: a damaged or truncated deflate stream.
    throw new ZipRefusal("corrupt", { entry: file.entryName });
  }
  if (!finished) throw new ZipRefusal("corrupt", { entry: file.entryName });
  if (written !== file.size) throw new ZipRefusal("size_mismatch", { entry: file.entryName, declared: file.size, actual: written });
  budget.remaining -= written;
  return output;
}
