/**
 * The admin database browser (docs/product.md#database): GET /api/admin/database (every table
 * with its real row count and columns, the applied migrations, the size) and GET
 * /api/admin/tables/:name (rows 50 a page, sorted by any column). Names from the request are
 * checked against the live schema: injection-shaped tables are 404 and columns 400, never an SQL
 * error. Secret columns (worker/services/admin/redaction.ts) never carry their value, checked with
 * an account that has every secret the store keeps: a password, a TOTP secret, recovery codes,
 * refresh tokens, a pending verification and reset, mails in the outbox.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { DbCell, DbTableSummary } from "#contract/admin-database.ts";
import { totpCode } from "#worker/lib/totp.ts";
import { REDACTED_COLUMNS, SECRET_LOOKING, staleRules, undecidedSecretColumns } from "#worker/services/admin/redaction.ts";
import { AUTH, bearer, createVerifiedUser, mailCount, registerUser, waitForMailCount, type TestAccount } from "../support/accounts.ts";
import { insertApp } from "../support/catalog.ts";
import { api, member, row, rows, run, type Member } from "../support/community.ts";
import { sendJson } from "../support/http.ts";

const DATABASE = "/api/admin/database";
const TABLES = "/api/admin/tables";

let admin: Member;
let plainUser: Member;
let holder: TestAccount;

interface RowsPage {
  table: DbTableSummary;
  rows: DbCell[][];
  total: number;
  page: number;
  pageSize: number;
  sort: string | null;
  dir: "asc" | "desc";
}

const tablePath = (name: string, query = "") => `${TABLES}/${encodeURIComponent(name)}${query ? `?${query}` : ""}`;

async function getRows(name: string, query = ""): Promise<{ status: number; body: RowsPage; text: string }> {
  const { response, body } = await api<RowsPage>(tablePath(name, query), { token: admin.token });
  return { status: response.status, body: body.data, text: JSON.stringify(body) };
}

/** Every row of a table through the API, page by page (the tables of this file are small). */
async function allRows(name: string, query = ""): Promise<{ page: RowsPage; rows: DbCell[][]; text: string }> {
  let page = 1;
  const collected: DbCell[][] = [];
  let text = "";
  let first: RowsPage | null = null;
  for (;;) {
    const answer = await getRows(name, `${query}${query ? "&" : ""}page=${page}`);
    expect(answer.status, answer.text).toBe(200);
    first ??= answer.body;
    collected.push(...answer.body.rows);
    text += answer.text;
    if (page * answer.body.pageSize >= answer.body.total) break;
    page += 1;
  }
  return { page: first!, rows: collected, text };
}

/** A row's cells by column name. */
function byName(table: DbTableSummary, cells: DbCell[]): Record<string, DbCell> {
  return Object.fromEntries(table.columns.map((column, index) => [column.name, cells[index]!]));
}

beforeAll(async () => {
  [admin, plainUser, holder] = await Promise.all([member({ role: "admin", name: "DB Admin" }), member(), createVerifiedUser(env)]);

  // Two-factor on: a TOTP secret and ten recovery codes.
  const setup = await sendJson(`${AUTH}/two-factor/setup`, { password: holder.password }, { headers: bearer(holder.accessToken) });
  expect(setup.status).toBe(200);
  const { secret } = ((await setup.json()) as { data: { secret: string } }).data;
  const enable = await sendJson(
    `${AUTH}/two-factor/enable`,
    { code: await totpCode(secret, Date.now()) },
    { headers: bearer(holder.accessToken) },
  );
  expect(enable.status).toBe(200);

  // A personal API token (its hash is stored); its notice is mailed before the reset link below.
  const mailsBeforeToken = await mailCount(env, holder.email);
  const token = await sendJson(`${AUTH}/tokens`, { name: "Database browser", expiresInDays: 7 }, { headers: bearer(holder.accessToken) });
  expect(token.status).toBe(201);
  await waitForMailCount(env, holder.email, mailsBeforeToken + 1);

  // A reset link asked for (mailed after the answer), and an account whose verification is pending.
  const mailsBefore = await mailCount(env, holder.email);
  expect((await sendJson(`${AUTH}/forgot-password`, { email: holder.email })).status).toBe(200);
  await waitForMailCount(env, holder.email, mailsBefore + 1);
  await registerUser(env);

  // An app with a pending verification token; an exact rate-limit counter with an address.
  const app = await insertApp({ name: "Verified Soon" });
  await run("UPDATE apps SET verification_token = ? WHERE id = ?", `pwa-store-verify-${crypto.randomUUID()}`, app.id);
  await run(
    "INSERT INTO rate_limit_counters (key, subject, window, count, expires_at) VALUES ('reset', ?, 1, 1, ?)",
    "203.0.113.77",
    Date.now() + 60_000,
  );
  // A sign-in throttle (the failing address) and an unlock link's token hash.
  await run(
    "INSERT INTO login_throttles (user_id, source, failures, last_failure_at) VALUES (?, '203.0.113.78', 3, ?)",
    holder.user.id,
    Date.now(),
  );
  await run(
    "INSERT INTO login_unlocks (id, user_id, token_hash, expires_at) VALUES (?, ?, ?, ?)",
    crypto.randomUUID(),
    holder.user.id,
    "f".repeat(64),
    Date.now() + 60_000,
  );
});

describe("access", () => {
  it("is for administrators only", async () => {
    for (const path of [DATABASE, tablePath("users")]) {
      expect((await api(path)).response.status).toBe(401);
      expect((await api(path, { token: plainUser.token })).response.status).toBe(403);
    }
  });
});

describe("GET /api/admin/database", () => {
  it("lists every table of the store with its real row count and columns; internals left out", async () => {
    const { response, body } = await api(DATABASE, { token: admin.token });
    expect(response.status).toBe(200);
    const tables = body.data.tables as DbTableSummary[];
    const names = tables.map((table) => table.name);
    expect(names).toStrictEqual([...names].sort());

    for (const table of tables) {
      const counted = await row<{ n: number }>(`SELECT count(*) AS n FROM "${table.name}"`);
      expect(table.rowCount, table.name).toBe(counted!.n);
      const columns = await rows<{ name: string }>("SELECT name FROM pragma_table_info(?) ORDER BY cid", table.name);
      expect(
        table.columns.map((column) => column.name),
        table.name,
      ).toStrictEqual(columns.map((column) => column.name));
    }
    expect(tables.find((table) => table.name === "users")!.rowCount).toBeGreaterThanOrEqual(4);

    // Every table SQLite knows is listed, or is SQLite's, D1's, the migration log or a search index's internals.
    const all = await rows<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'");
    const hidden = all.map((table) => table.name).filter((name) => !names.includes(name));
    for (const name of hidden)
      expect(name).toMatch(/^(sqlite_|_cf_|d1_migrations$|apps_(fts|trigram|bigram|terms)_(data|idx|content|docsize|config)$)/);
    expect(hidden).toContain("d1_migrations");
    expect(hidden).toContain("apps_fts_data");
    for (const name of ["users", "apps", "sessions", "mail_outbox", "audit_log", "settings", "search_numbers"])
      expect(names).toContain(name);
  });

  it("describes the columns: type, key, default, and which are redacted", async () => {
    const { body } = await api(DATABASE, { token: admin.token });
    const tables = body.data.tables as DbTableSummary[];
    const users = tables.find((table) => table.name === "users")!;
    const column = (name: string) => users.columns.find((entry) => entry.name === name);
    expect(users.kind).toBe("table");
    expect(column("id")).toStrictEqual({ name: "id", type: "TEXT", notNull: true, defaultValue: null, primaryKey: 1, redacted: false });
    expect(column("role")).toMatchObject({ defaultValue: "'user'", primaryKey: 0, redacted: false });
    expect(column("password_hash")).toMatchObject({ redacted: true, notNull: false });
    expect(column("totp_secret")).toMatchObject({ redacted: true });
    expect(column("email")).toMatchObject({ redacted: false });

    const fts = tables.find((table) => table.name === "apps_fts")!;
    expect(fts.kind).toBe("virtual");
    expect(fts.columns.map((entry) => entry.name)).toStrictEqual(["name", "short_name", "description", "tags", "developer"]);

    // Every redaction rule is flagged on its column.
    for (const [table, columns] of Object.entries(REDACTED_COLUMNS)) {
      for (const name of Object.keys(columns)) {
        expect(
          tables.find((entry) => entry.name === table)?.columns.find((entry) => entry.name === name)?.redacted,
          `${table}.${name}`,
        ).toBe(true);
      }
    }
  });

  it("lists the applied migrations in order and D1's size figure", async () => {
    const { body } = await api(DATABASE, { token: admin.token });
    const recorded = await rows<{ id: number; name: string; applied_at: string }>(
      "SELECT id, name, applied_at FROM d1_migrations ORDER BY id",
    );
    expect(recorded.length).toBeGreaterThanOrEqual(10);
    expect(body.data.migrations).toStrictEqual(recorded.map((entry) => ({ id: entry.id, name: entry.name, appliedAt: entry.applied_at })));
    expect(body.data.migrations[0].name).toBe("0000_init.sql");
    // D1 refuses PRAGMA page_count; the size is the figure D1 reports with every query.
    expect(body.data.sizeBytes).toEqual(expect.any(Number));
    expect(body.data.sizeBytes).toBeGreaterThan(0);
  });

  it("has a decision for every secret-looking column of the migrated database, and no stale rule", async () => {
    const { body } = await api(DATABASE, { token: admin.token });
    const tables = (body.data.tables as DbTableSummary[]).map((table) => ({
      table: table.name,
      columns: table.columns.map((column) => column.name),
    }));
    expect(tables.some(({ columns }) => columns.some((column) => SECRET_LOOKING.test(column)))).toBe(true);
    expect(undecidedSecretColumns(tables)).toStrictEqual([]);
    expect(staleRules(tables)).toStrictEqual([]);
  });
});

describe("GET /api/admin/tables/:name", () => {
  const FEEDBACK_ROWS = 120;

  beforeAll(async () => {
    await run("DELETE FROM feedback");
    // Ratings repeat (ties), messages are distinct and unordered relative to ids.
    const values = Array.from({ length: FEEDBACK_ROWS }, (_, index) => {
      const n = index + 1;
      return `('message ${String((n * 37) % FEEDBACK_ROWS).padStart(3, "0")}', ${(n % 5) + 1}, ${1_700_000_000_000 + n})`;
    });
    await run(`INSERT INTO feedback (message, rating, created_at) VALUES ${values.join(", ")}`);
  });

  it("pages 50 rows at a time in primary-key order, every row exactly once", async () => {
    const first = await getRows("feedback");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: FEEDBACK_ROWS, page: 1, pageSize: 50, sort: null, dir: "asc" });
    expect(first.body.table.rowCount).toBe(FEEDBACK_ROWS);
    expect(first.body.rows).toHaveLength(50);
    const idIndex = first.body.table.columns.findIndex((column) => column.name === "id");
    const third = await getRows("feedback", "page=3");
    expect(third.body.rows).toHaveLength(FEEDBACK_ROWS - 100);
    const past = await getRows("feedback", "page=4");
    expect(past.status).toBe(200);
    expect(past.body.rows).toStrictEqual([]);

    const { rows: every } = await allRows("feedback");
    const ids = every.map((cells) => cells[idIndex] as number);
    const expected = (await rows<{ id: number }>("SELECT id FROM feedback ORDER BY id")).map((entry) => entry.id);
    expect(ids).toStrictEqual(expected);
  });

  it("sorts by any column either way, ties broken by the primary key so pages never overlap", async () => {
    const { rows: byMessage, page } = await allRows("feedback", "sort=message&dir=desc");
    expect(page).toMatchObject({ sort: "message", dir: "desc" });
    const messageIndex = page.table.columns.findIndex((column) => column.name === "message");
    const messages = byMessage.map((cells) => cells[messageIndex] as string);
    expect(messages).toStrictEqual([...messages].sort().reverse());

    const { rows: byRating } = await allRows("feedback", "sort=rating&dir=asc");
    const ratingIndex = page.table.columns.findIndex((column) => column.name === "rating");
    const idIndex = page.table.columns.findIndex((column) => column.name === "id");
    const pairs = byRating.map((cells) => [cells[ratingIndex] as number, cells[idIndex] as number] as const);
    const expected = (await rows<{ rating: number; id: number }>("SELECT rating, id FROM feedback ORDER BY rating, id")).map(
      (entry) => [entry.rating, entry.id] as const,
    );
    expect(pairs).toStrictEqual(expected);
    expect(new Set(pairs.map(([, id]) => id)).size).toBe(FEEDBACK_ROWS);

    const { rows: descending } = await allRows("feedback", "sort=rating&dir=desc");
    expect(descending.map((cells) => cells[idIndex])).toStrictEqual(
      (await rows<{ id: number }>("SELECT id FROM feedback ORDER BY rating DESC, id DESC")).map((entry) => entry.id),
    );
  });

  it("browses a search index and a table with a composite key", async () => {
    const fts = await getRows("apps_fts", "sort=name");
    expect(fts.status).toBe(200);
    expect(fts.body.table.kind).toBe("virtual");
    expect(fts.body.total).toBe((await row<{ n: number }>("SELECT count(*) AS n FROM apps_fts"))!.n);

    const counters = await getRows("rate_limit_counters", "sort=count&dir=desc");
    expect(counters.status).toBe(200);
    expect(counters.body.rows.length).toBeGreaterThanOrEqual(1);
  });

  it("sends long texts cut with their length, binary data as its size, numbers as numbers", async () => {
    const long = "x".repeat(12_345);
    await run("INSERT INTO feedback (message, rating, page, user_agent, created_at) VALUES (?, 5, X'00FF10', 'C12:B3', 1)", long);
    await run("INSERT INTO feedback (message, rating, page, created_at) VALUES ('T', 4, '', 2)");
    const answer = await getRows("feedback", "sort=created_at&dir=asc");
    const table = answer.body.table;
    const [first, second] = answer.body.rows.map((cells) => byName(table, cells));
    expect(first).toMatchObject({
      message: { text: "x".repeat(10_000), length: 12_345 },
      page: { blobBytes: 3 },
      user_agent: "C12:B3",
      created_at: 1,
      rating: 5,
      email: null,
    });
    expect(second).toMatchObject({ message: "T", page: "", rating: 4, created_at: 2 });
    await run("DELETE FROM feedback WHERE created_at IN (1, 2)");
  });

  it("browses every listed table, sorted by each of its columns that is not redacted", async () => {
    const { body } = await api(DATABASE, { token: admin.token });
    for (const table of body.data.tables as DbTableSummary[]) {
      const plain = await getRows(table.name);
      expect(plain.status, table.name).toBe(200);
      expect(plain.body.total, table.name).toBe(table.rowCount);
      expect(plain.body.rows.length, table.name).toBe(Math.min(table.rowCount, 50));
      for (const row of plain.body.rows) expect(row).toHaveLength(table.columns.length);
      const sortable = table.columns.filter((entry) => !entry.redacted);
      const sorted = await Promise.all(sortable.map((column) => getRows(table.name, `sort=${column.name}&dir=desc`)));
      sorted.forEach((answer, index) => expect(answer.status, `${table.name}.${sortable[index]!.name}`).toBe(200));
    }
  });

  it("answers 404 for a table that is not listed, whatever its name; nothing runs", async () => {
    const before = (await row<{ n: number }>("SELECT count(*) AS n FROM users"))!.n;
    const names = [
      "nope",
      "USERS",
      'users"; DROP TABLE users; --',
      "users; DELETE FROM users",
      "users' OR '1'='1",
      "users/../sessions",
      "sqlite_master",
      "sqlite_sequence",
      "_cf_METADATA",
      "d1_migrations",
      "apps_fts_data",
      "apps_fts_config",
      "pragma_table_info",
      "x".repeat(200),
      "ユーザー",
    ];
    for (const name of names) {
      const { response, body } = await api(tablePath(name), { token: admin.token });
      expect(response.status, name).toBe(404);
      expect(body).toStrictEqual({ success: false, code: "admin_table_not_found", message: "No such table." });
    }
    expect((await row<{ n: number }>("SELECT count(*) AS n FROM users"))!.n).toBe(before);
  });

  it("answers 400 for a sort column the table does not have or that is redacted, and for a bad page or direction", async () => {
    const sorts = [
      "nope",
      "rowid",
      "EMAIL",
      "password_hash",
      "totp_secret",
      "email; DROP TABLE users",
      'email"--',
      "email desc",
      "1",
      "(SELECT 1)",
    ];
    for (const sort of sorts) {
      const { response, body } = await api(tablePath("users", `sort=${encodeURIComponent(sort)}`), { token: admin.token });
      expect(response.status, sort).toBe(400);
      expect(
        body.errors?.map((error) => error.field),
        sort,
      ).toStrictEqual(["sort"]);
    }
    const { body: redacted } = await api(tablePath("users", "sort=password_hash"), { token: admin.token });
    expect(redacted.message).toBe("This column cannot be sorted by.");
    for (const query of ["dir=up", "dir=desc;drop", "page=0", "page=-1", "page=abc", "page=1.5"]) {
      const { response } = await api(tablePath("users", query), { token: admin.token });
      expect(response.status, query).toBe(400);
    }
    expect((await row<{ n: number }>("SELECT count(*) AS n FROM users"))!.n).toBeGreaterThan(0);
  });

  it("filters the rows by a column, or by every readable column, containing a text; the count follows", async () => {
    const messageIndex = (await getRows("feedback")).body.table.columns.findIndex((column) => column.name === "message");
    const one = await getRows("feedback", "column=message&q=message%20007");
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ total: 1, filter: { column: "message", q: "message 007" } });
    expect(one.body.table.rowCount).toBe(FEEDBACK_ROWS);
    expect(one.body.rows.map((cells) => cells[messageIndex])).toStrictEqual(["message 007"]);
    // "message 01" is the start of 10 messages (010–019); any column finds the same.
    const tens = await getRows("feedback", "q=message%2001");
    expect(tens.body).toMatchObject({ total: 10, filter: { column: null, q: "message 01" } });
    // LIKE's wildcards are the characters typed; a number column is read as text.
    expect((await getRows("feedback", "q=message%25007")).body.total).toBe(0);
    expect((await getRows("feedback", "column=rating&q=5")).body.total).toBe(FEEDBACK_ROWS / 5);
    // Without text, the column alone filters nothing.
    expect((await getRows("feedback", "column=message")).body).toMatchObject({ total: FEEDBACK_ROWS, filter: null });
  });

  it("never filters by a redacted column, nor lets any-column match a secret", async () => {
    const { response, body } = await api(tablePath("users", "column=password_hash&q=a"), { token: admin.token });
    expect(response.status).toBe(400);
    expect(body).toMatchObject({
      code: "admin_table_filter_invalid",
      errors: [{ field: "column", message: "This column cannot be filtered by." }],
    });
    for (const column of ["nope", "email;--", "(SELECT 1)"]) {
      const answer = await api(tablePath("users", `column=${encodeURIComponent(column)}&q=a`), { token: admin.token });
      expect(answer.response.status, column).toBe(400);
    }
    // A hash's characters, searched in every column: the hash column is not among them.
    const hash = (await row<{ password_hash: string }>("SELECT password_hash FROM users WHERE password_hash IS NOT NULL LIMIT 1"))!
      .password_hash;
    const secret = hash.slice(-12);
    expect((await api(tablePath("users", `q=${encodeURIComponent(secret)}`), { token: admin.token })).body.data.total).toBe(0);
  });
});

describe("redaction", () => {
  it("the seeded account holds a value in every redacted column (so the checks below mean something)", async () => {
    for (const [table, columns] of Object.entries(REDACTED_COLUMNS)) {
      for (const column of Object.keys(columns)) {
        const found = await row<{ n: number }>(`SELECT count(*) AS n FROM "${table}" WHERE "${column}" IS NOT NULL`);
        expect(found!.n, `${table}.${column}`).toBeGreaterThan(0);
      }
    }
  });

  it("never sends a secret's value: each cell is { redacted: true } or null as the row has one or not", async () => {
    for (const [table, columns] of Object.entries(REDACTED_COLUMNS)) {
      const { page, rows: cells, text } = await allRows(table);
      const names = Object.keys(columns);
      const stored = await rows<Record<string, string | null>>(`SELECT ${names.map((name) => `"${name}"`).join(", ")} FROM "${table}"`);
      expect(cells).toHaveLength(stored.length);
      for (const name of names) {
        const index = page.table.columns.findIndex((column) => column.name === name);
        const shown = cells.map((cellsOfRow) => cellsOfRow[index]);
        for (const cell of shown) expect(cell === null || JSON.stringify(cell) === '{"redacted":true}', `${table}.${name}`).toBe(true);
        expect(shown.filter((cell) => cell !== null)).toHaveLength(stored.filter((entry) => entry[name] !== null).length);
        for (const entry of stored) {
          const value = entry[name];
          if (value !== null) expect(text.includes(JSON.stringify(value).slice(1, -1)), `${table}.${name} leaked`).toBe(false);
        }
      }
    }
  });

  it("shows the holder's account without its password hash or TOTP secret, and the outbox without the codes", async () => {
    const user = await row<{ password_hash: string; totp_secret: string }>(
      "SELECT password_hash, totp_secret FROM users WHERE id = ?",
      holder.user.id,
    );
    expect(user!.password_hash).toMatch(/^scrypt\$/);
    expect(user!.totp_secret).toMatch(/^[A-Z2-7]{32}$/);
    const { page, rows: cells, text } = await allRows("users");
    expect(text).not.toContain("scrypt$");
    expect(text).not.toContain(user!.totp_secret);
    const holderRow = cells.map((entry) => byName(page.table, entry)).find((entry) => entry.id === holder.user.id)!;
    expect(holderRow).toMatchObject({ email: holder.email, password_hash: { redacted: true }, totp_secret: { redacted: true } });
    expect(holderRow.totp_enabled_at).toEqual(expect.any(Number));

    const outbox = await allRows("mail_outbox");
    const mail = await row<{ text: string }>('SELECT text FROM mail_outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1', holder.email);
    const resetToken = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect(outbox.text).not.toContain(resetToken);
    expect(outbox.text).toContain(holder.email);

    const tokens = await allRows("refresh_tokens");
    expect(tokens.rows.length).toBeGreaterThanOrEqual(1);
    const recovery = await allRows("recovery_codes");
    expect(recovery.rows.length).toBeGreaterThanOrEqual(10);
  });
});
