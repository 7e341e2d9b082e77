/**
 * POST /api/dev/sql, the end-to-end tests' door to the database: it exists only in development,
 * only when the run configured E2E_SQL_TOKEN, and only for a request carrying that token.
 */
import { describe, expect, it } from "vitest";
import { callWithEnv, PRODUCTION } from "../support/http.ts";

const TOKEN = "t".repeat(40);
const URL_SQL = "http://localhost/api/dev/sql";

function sqlRequest(body: unknown, token?: string) {
  return new Request(URL_SQL, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token === undefined ? {} : { "X-E2E-SQL-Token": token }) },
    body: JSON.stringify(body),
  });
}

const select = { statements: [{ sql: "SELECT ? + 1 AS n", params: [41] }] };

describe("POST /api/dev/sql", () => {
  it("does not exist without a configured token, whatever the request carries", async () => {
    for (const token of [undefined, "", TOKEN]) {
      const response = await callWithEnv(sqlRequest(select, token), { E2E_SQL_TOKEN: undefined });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ success: false });
    }
  });

  it("does not exist for a wrong, missing or partial token", async () => {
    for (const token of [undefined, "", "wrong", TOKEN.slice(0, -1), `${TOKEN}x`]) {
      expect((await callWithEnv(sqlRequest(select, token), { E2E_SQL_TOKEN: TOKEN })).status).toBe(404);
    }
  });

  it("does not exist with a token too short to be safe", async () => {
    expect((await callWithEnv(sqlRequest(select, "short"), { E2E_SQL_TOKEN: "short" })).status).toBe(404);
  });

  it("does not exist outside development, even with the token", async () => {
    const response = await callWithEnv(sqlRequest(select, TOKEN), { ...PRODUCTION, E2E_SQL_TOKEN: TOKEN });
    expect(response.status).toBe(404);
  });

  it("runs the statements as one batch with the right token", async () => {
    const response = await callWithEnv(sqlRequest(select, TOKEN), { E2E_SQL_TOKEN: TOKEN });
    expect(response.status).toBe(200);
    expect(await response.json()).toStrictEqual({ success: true, data: [[{ n: 42 }]] });
  });

  it("answers 400 for SQL that SQLite refuses, and for a malformed body", async () => {
    const bad = await callWithEnv(sqlRequest({ statements: [{ sql: "SELEC nonsense" }] }, TOKEN), { E2E_SQL_TOKEN: TOKEN });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ success: false });
    expect((await callWithEnv(sqlRequest({ statements: [] }, TOKEN), { E2E_SQL_TOKEN: TOKEN })).status).toBe(400);
    expect((await callWithEnv(sqlRequest({ sql: "SELECT 1" }, TOKEN), { E2E_SQL_TOKEN: TOKEN })).status).toBe(400);
  });
});
