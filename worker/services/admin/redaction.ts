/**
 * What the admin database browser never shows (worker/services/admin/database.ts): the one list of
 * secret columns. A redacted column's values never leave D1 — the browser's query selects only
 * whether the cell holds a value — and it cannot be sorted by (an order leaks information about
 * the values).
 *
 * Two lists, both reviewed by tests (tests/unit/redaction-coverage.test.ts on db/schema.ts,
 * tests/integration/admin-database.test.ts on the migrated database): every column whose name
 * looks secret (`SECRET_LOOKING`) must be either redacted here or cleared in `NOT_SECRET` with the
 * reason; and every rule must name a column that exists. A new secret column therefore fails the
 * tests until someone decides about it here.
 */

/** Column names that suggest a secret. */
export const SECRET_LOOKING = /password|token|secret|hash|code|otp|recovery|key/i;

/** Table → column → why its values are withheld. */
export const REDACTED_COLUMNS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  users: {
    password_hash: "the password's scrypt hash (an offline guessing target)",
    totp_secret: "the two-factor seed: whoever reads it makes valid codes",
  },
  refresh_tokens: { token_hash: "hash of a live sign-in token" },
  email_verifications: {
    code_hash: "HMAC of the 4-digit code: four digits are guessed from it at once",
    token_hash: "hash of the verification link's token",
  },
  password_resets: { token_hash: "hash of a password-reset link's token" },
  recovery_codes: { code_hash: "hash of a two-factor recovery code" },
  mail_outbox: {
    text: "mails carry verification codes, reset and verification links",
    html: "mails carry verification codes, reset and verification links",
  },
  apps: { verification_token: "proves ownership of the app's origin until it is served there" },
  rate_limit_counters: {
    subject: "an address or email of whoever made the attempts (personal data, possibly of someone without an account)",
  },
  login_throttles: { source: "the address whose sign-ins failed (personal data, possibly of an attacker or of the owner)" },
  login_unlocks: { token_hash: "hash of a mailed unlock link's token: it lets a sign-in past the throttles" },
  api_tokens: { token_hash: "hash of a personal API token: it publishes versions of its owner's apps" },
};

/** Table → column → why a secret-looking name holds nothing secret. */
export const NOT_SECRET: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  users: {
    password_changed_at: "a timestamp",
    totp_enabled_at: "a timestamp",
    totp_last_step: "the last accepted TOTP time step: a clock reading, useless without the seed",
  },
  email_verifications: {
    code_expires_at: "a timestamp",
    token_expires_at: "a timestamp",
  },
  apps: {
    manifest_hash: "a hash of the public manifest, to notice changes",
    search_key: "the app's row number in the search indexes",
  },
  app_versions: { zip_key: "the R2 object key of the uploaded ZIP (a path, not a credential)" },
  search_rank: { search_key: "the app's row number in the search indexes" },
  rate_limit_counters: { key: "the rate-limit policy's name (`reset`, `verify`, ...)" },
};

/** Whether `table.column` is withheld. */
export function isRedacted(table: string, column: string): boolean {
  return Object.hasOwn(REDACTED_COLUMNS, table) && Object.hasOwn(REDACTED_COLUMNS[table]!, column);
}

/** A table's columns, by name. */
export interface ColumnsOf {
  table: string;
  columns: readonly string[];
}

/** `table.column` of every secret-looking column with no decision in either list. */
export function undecidedSecretColumns(tables: readonly ColumnsOf[]): string[] {
  return tables.flatMap(({ table, columns }) =>
    columns
      .filter((column) => SECRET_LOOKING.test(column))
      .filter((column) => !isRedacted(table, column) && !Object.hasOwn(NOT_SECRET[table] ?? {}, column))
      .map((column) => `${table}.${column}`),
  );
}

/** `table.column` of every rule (of either list) that names no column of `tables`. */
export function staleRules(tables: readonly ColumnsOf[]): string[] {
  const existing = new Set(tables.flatMap(({ table, columns }) => columns.map((column) => `${table}.${column}`)));
  return [REDACTED_COLUMNS, NOT_SECRET]
    .flatMap((list) => Object.entries(list).flatMap(([table, columns]) => Object.keys(columns).map((column) => `${table}.${column}`)))
    .filter((name) => !existing.has(name));
}
