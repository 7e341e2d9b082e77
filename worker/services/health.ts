import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";

/** Asks D1 a real question, so "ok" means the database answered, not just that the Worker runs. */
export async function checkDatabase(db: Database): Promise<boolean> {
  try {
    const row = await db.get<{ ok: number }>(sql`select 1 as ok`);
    return row?.ok === 1;
  } catch (error) {
    console.error("[health] D1 check failed:", error);
    return false;
  }
}
