import { defaultSeedStatements } from "#db/seed/seed-sql.ts";

/** Runs the production seed (INSERT ... ON CONFLICT DO NOTHING) against a D1 database. */
export async function seedDefaults(db: D1Database): Promise<void> {
  await db.batch(defaultSeedStatements().map((statement) => db.prepare(statement)));
}
