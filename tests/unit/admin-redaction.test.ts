/**
 * The admin database browser's deny-list (worker/services/admin/redaction.ts) against the drizzle
 * schema: every column whose name looks secret is either redacted or cleared with a reason, and no
 * rule names a column that is gone. A new secret column fails here until someone decides about it.
 * tests/integration/admin-database.test.ts runs the same check on the migrated database (raw-SQL
 * tables and search indexes included) and checks the API never sends a redacted value.
 */
import { is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as schema from "#db/schema.ts";
import {
  isRedacted,
  NOT_SECRET,
  REDACTED_COLUMNS,
  SECRET_LOOKING,
  staleRules,
  undecidedSecretColumns,
} from "#worker/services/admin/redaction.ts";

/** Every table of db/schema.ts with its column names, as SQL names. */
const schemaTables = (Object.values(schema) as unknown[])
  .filter((value): value is SQLiteTable => is(value, SQLiteTable))
  .map((table) => {
    const config = getTableConfig(table);
    return { table: config.name, columns: config.columns.map((column) => column.name) };
  });

describe("the redaction deny-list", () => {
  it("reads the schema's tables", () => {
    const names = schemaTables.map((entry) => entry.table);
    for (const name of ["users", "refresh_tokens", "email_verifications", "password_resets", "recovery_codes", "mail_outbox", "apps"]) {
      expect(names).toContain(name);
    }
  });

  it("has a decision for every secret-looking column of db/schema.ts", () => {
    expect(undecidedSecretColumns(schemaTables)).toStrictEqual([]);
  });

  it("names only columns that exist", () => {
    expect(staleRules(schemaTables)).toStrictEqual([]);
  });

  it("gives a reason for every rule, and never both redacts and clears a column", () => {
    for (const list of [REDACTED_COLUMNS, NOT_SECRET]) {
      for (const [table, columns] of Object.entries(list)) {
        for (const [column, reason] of Object.entries(columns)) expect(reason.length, `${table}.${column}`).toBeGreaterThan(5);
      }
    }
    for (const [table, columns] of Object.entries(NOT_SECRET)) {
      for (const column of Object.keys(columns)) expect(isRedacted(table, column), `${table}.${column}`).toBe(false);
    }
  });

  it("redacts the secrets the store keeps", () => {
    for (const [table, column] of [
      ["users", "password_hash"],
      ["users", "totp_secret"],
      ["refresh_tokens", "token_hash"],
      ["email_verifications", "code_hash"],
      ["email_verifications", "token_hash"],
      ["password_resets", "token_hash"],
      ["recovery_codes", "code_hash"],
      ["mail_outbox", "text"],
      ["mail_outbox", "html"],
      ["apps", "verification_token"],
    ] as const) {
      expect(isRedacted(table, column), `${table}.${column}`).toBe(true);
    }
    expect(isRedacted("users", "email")).toBe(false);
    expect(isRedacted("users", "toString")).toBe(false);
    expect(isRedacted("__proto__", "password_hash")).toBe(false);
  });

  it("fails a new secret-looking column without a rule, and a rule for a column that went away", () => {
    const withNewColumns = schemaTables.map((entry) =>
      entry.table === "users" ? { ...entry, columns: [...entry.columns, "api_key", "backup_codes", "oauth_token"] } : entry,
    );
    expect(undecidedSecretColumns(withNewColumns)).toStrictEqual(["users.api_key", "users.backup_codes", "users.oauth_token"]);
    expect(undecidedSecretColumns([{ table: "webhooks", columns: ["id", "signing_secret", "url"] }])).toStrictEqual([
      "webhooks.signing_secret",
    ]);

    const withoutTotp = schemaTables.map((entry) =>
      entry.table === "users" ? { ...entry, columns: entry.columns.filter((column) => column !== "totp_secret") } : entry,
    );
    expect(staleRules(withoutTotp)).toStrictEqual(["users.totp_secret"]);
  });

  it("recognises the usual names of secrets", () => {
    for (const name of ["password_hash", "api_key", "reset_token", "client_secret", "code_hash", "otp", "recovery_codes", "KEY"]) {
      expect(SECRET_LOOKING.test(name), name).toBe(true);
    }
    for (const name of ["email", "name", "created_at", "status"]) expect(SECRET_LOOKING.test(name), name).toBe(false);
  });
});
