/**
 * The D1 binding with a count of what reaches the database, for tests of how many round trips a
 * page's loader makes (ADR 0057): each batch, and each statement run on its own (`all`, `first`,
 * `run`, `raw`). The statements stay D1's own objects, so a batch still takes them.
 *
 * @example
 * const { db, trips } = countingD1(env.DB);
 * await loadHomePage(db, "en");
 * expect(trips).toStrictEqual(["batch"]);
 */
import { createDb } from "#db/client.ts";

/**
 * The D1 binding, counting what reaches the database: each batch, and each statement run on its
 * own (`all`, `first`, `run`, `raw`). The statements stay D1's own, so a batch still takes them.
 */
export function countingD1(d1: D1Database) {
  const trips: string[] = [];
  const counted = (statement: D1PreparedStatement): D1PreparedStatement => {
    for (const method of ["all", "first", "run", "raw"] as const) {
      const original = (statement[method] as (...args: unknown[]) => unknown).bind(statement);
      Object.defineProperty(statement, method, {
        value: (...args: unknown[]) => {
          trips.push(method);
          return original(...args);
        },
      });
    }
    const bind = statement.bind.bind(statement);
    Object.defineProperty(statement, "bind", { value: (...values: unknown[]) => counted(bind(...values)) });
    return statement;
  };
  const wrapped = {
    prepare: (sql: string) => counted(d1.prepare(sql)),
    batch: (statements: D1PreparedStatement[]) => {
      trips.push("batch");
      return d1.batch(statements);
    },
  } as unknown as D1Database;
  return { db: createDb(wrapped), trips };
}
