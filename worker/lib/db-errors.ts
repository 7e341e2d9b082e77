/**
 * Whether a failed D1 write broke a UNIQUE constraint. drizzle wraps the driver's error in a
 * DrizzleQueryError whose own message is only "Failed query: …": the SQLite text
 * ("UNIQUE constraint failed: users.email") is on its `cause`, so the whole chain is searched.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
    const message = current instanceof Error ? current.message : String(current);
    if (/UNIQUE constraint failed/i.test(message)) return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}
