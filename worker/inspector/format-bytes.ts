/**
 * Sizes as the inspector's sentences write them ("2 MB", "5 KB", "512 B"): the same in every
 * language, inside translated messages. Not the catalogue's locale-aware size
 * (app/lib/format-count.ts `formatBytes`, "850 kB"): the two read differently on purpose, and
 * merging them would change what users see.
 */

/** 2097152 → "2 MB", 5120 → "5 KB", 512 → "512 B" (1024-based, at most one decimal). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${bytes} B`;
}
