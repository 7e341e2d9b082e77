/**
 * What the admin services share. The admin area sees who did what: accounts are named with their
 * email (admins answer people), which no public or owner-facing answer ever carries.
 */
import type { PersonRef } from "#contract/admin.ts";

/** The account of a LEFT JOIN, or null when the row has none (deleted account, curated app). */
export function personRef(id: string | null, name: string | null, username: string | null, email: string | null): PersonRef | null {
  if (!id) return null;
  return { id, name: name || username || "", username: username ?? "", email: email ?? "" };
}

/**
 * A LIKE pattern matching `text` anywhere, its own `%`, `_` and `\` taken literally (use with
 * `ESCAPE '\'`). SQLite's LIKE ignores ASCII case.
 *
 * @example
 * likePattern("50%_off") // "%50\%\_off%"
 */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
