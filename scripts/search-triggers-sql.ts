/**
 * Writes the migration that (re)creates the search triggers of `apps` and refills the four search
 * indexes (`apps_fts`, `apps_trigram`, `apps_bigram`, `apps_terms`; docs/architecture.md, "Catalog"). The SQL
 * is long and repetitive, so it is generated: the indexed name and description are the row's own
 * text followed by its translation in every catalogue locale (SEARCH_LOCALES, contract/locales.ts),
 * and `apps_bigram` pairs the characters of UNSEGMENTED_RANGES (worker/services/catalog/search-query.ts).
 *
 * When a language is added (or the ranges change), create an empty migration and fill it:
 *
 *   CLOUDFLARE_CF_FETCH_ENABLED=false npx drizzle-kit generate --custom --name search_<what>
 *   npx tsx scripts/search-triggers-sql.ts migrations/00NN_search_<what>.sql
 *
 * tests/unit/search-triggers-sql.test.ts fails until the newest migration that creates the
 * triggers is exactly what this script writes.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { BASE_LOCALE, TRANSLATED_LOCALES } from "#contract/locales.ts";
import { UNSEGMENTED_RANGES } from "#worker/services/catalog/search-query.ts";

/** The translations indexed besides the row's own text, in this order: every translated locale, then English. */
export const SEARCH_LOCALES: readonly string[] = [...TRANSLATED_LOCALES, BASE_LOCALE];

/** The columns of the three search indexes, in order (migrations/0002_catalog.sql, 0004_search_bigrams.sql). */
const INDEX_COLUMNS = ["name", "short_name", "description", "tags", "developer"] as const;
type IndexColumn = (typeof INDEX_COLUMNS)[number];
/**
 * Each index and the columns it holds. `apps_terms` (migrations/0018_search_terms.sql) holds the
 * words a misspelt query is corrected to: names in every language, short names and tags; its
 * vocabulary (`apps_terms_vocab`) is what worker/services/catalog/search-correction.ts reads.
 */
const INDEXES: readonly { table: string; columns: readonly IndexColumn[] }[] = [
  { table: "apps_fts", columns: INDEX_COLUMNS },
  { table: "apps_trigram", columns: INDEX_COLUMNS },
  { table: "apps_bigram", columns: INDEX_COLUMNS },
  { table: "apps_terms", columns: ["name", "short_name", "tags"] },
];

/** A row's text and, for the translatable fields, each locale's translation after a space (none when missing). */
const translated = (row: string, field: "name" | "description") =>
  [
    `${row}.${field}`,
    ...SEARCH_LOCALES.map((locale) => `coalesce(' ' || json_extract(${row}.translations, '$.${locale}.${field}'), '')`),
  ].join(" || ");

/**
 * The texts of one field in the app's own manifest, every language it has (`manifest_localized`,
 * e.g. `name_localized`: worker/services/publishing/new-app.ts), after a space; empty when none.
 */
const manifestLocalized = (row: string, field: "name" | "shortName" | "description") =>
  `coalesce(' ' || (SELECT group_concat(value, ' ') FROM json_each(${row}.manifest_localized, '$.${field}')), '')`;

/** What each index column holds for the `apps` row `row` (`new`, or an alias in a SELECT). */
const columnText = (row: string): Record<(typeof INDEX_COLUMNS)[number], string> => ({
  name: `${translated(row, "name")} || ${manifestLocalized(row, "name")}`,
  short_name: `${row}.short_name || ${manifestLocalized(row, "shortName")}`,
  description: `${translated(row, "description")} || ${manifestLocalized(row, "description")}`,
  tags: `coalesce((SELECT group_concat(value, ' ') FROM json_each(${row}.tags)), '')`,
  developer: `${row}.developer_name`,
});

/** `code` lies in one of the unsegmented scripts' ranges. */
const unsegmented = (code: string) => `(${UNSEGMENTED_RANGES.map(([from, to]) => `${code} BETWEEN ${from} AND ${to}`).join(" OR ")})`;

/**
 * `apps_bigram`'s text for the text column `text`: for every character of an unsegmented script,
 * the pair it makes with the next one when that is one too, else the character alone (云笔记 →
 * "云笔 笔记 记"), joined by spaces. Triggers cannot use a CTE, so the positions come from
 * `search_numbers` (1–4000: later characters are not paired). Each position's two code points are
 * computed once in a subquery that SQLite keeps apart (a LIMIT under an aggregate is never
 * flattened), rather than once per range test.
 */
const bigrams = (text: string) =>
  `(SELECT coalesce(group_concat(CASE WHEN ${unsegmented("p.next")} THEN char(p.code, p.next) ELSE char(p.code) END, ' '), '') ` +
  `FROM (SELECT unicode(substr(${text}, n, 1)) AS code, unicode(substr(${text}, n + 1, 1)) AS next FROM search_numbers WHERE n <= length(${text}) ORDER BY n LIMIT 4000) AS p ` +
  `WHERE ${unsegmented("p.code")})`;

/**
 * The statements that put the `apps` rows `from` (with its WHERE) into the four indexes: the row's
 * texts are computed once in a subquery (`s`), then written as they are (words, trigrams) or as
 * bigrams. `key` is the row's `search_key`.
 */
function insertStatements(row: string, key: string, from: string, indent: string): string[] {
  const text = columnText(row);
  const source = `(SELECT ${key} AS search_key, ${INDEX_COLUMNS.map((column) => `${text[column]} AS ${column}`).join(", ")}${from}) AS s`;
  return INDEXES.map(({ table, columns }) => {
    const values = columns.map((column) => (table === "apps_bigram" ? bigrams(`s.${column}`) : `s.${column}`));
    return `${indent}INSERT INTO ${table} (rowid, ${columns.join(", ")}) SELECT\n${["s.search_key", ...values].map((value) => `${indent}    ${value}`).join(",\n")}\n${indent}  FROM ${source};`;
  });
}

const deleteStatements = (key: string) => INDEXES.map(({ table }) => `  DELETE FROM ${table} WHERE rowid = ${key};`);

/** The three search triggers of `apps`, each a CREATE TRIGGER statement. */
export function searchTriggers(): string[] {
  const published = " WHERE new.status = 'published'";
  return [
    [
      "CREATE TRIGGER `apps_search_insert` AFTER INSERT ON `apps` BEGIN",
      "  UPDATE apps SET search_key = (SELECT coalesce(max(search_key), 0) + 1 FROM apps) WHERE id = new.id AND search_key IS NULL;",
      ...insertStatements("new", "(SELECT search_key FROM apps WHERE id = new.id)", published, "  "),
      "END;",
    ].join("\n"),
    ["CREATE TRIGGER `apps_search_delete` AFTER DELETE ON `apps` BEGIN", ...deleteStatements("old.search_key"), "END;"].join("\n"),
    [
      "CREATE TRIGGER `apps_search_update` AFTER UPDATE OF name, short_name, description, tags, developer_name, translations, manifest_localized, status ON `apps` WHEN new.search_key IS NOT NULL BEGIN",
      ...deleteStatements("old.search_key"),
      ...insertStatements("new", "new.search_key", published, "  "),
      "END;",
    ].join("\n"),
  ];
}

const HEADER = `-- Generated by scripts/search-triggers-sql.ts: do not edit, run the script (its comment says how).
-- The search triggers of \`apps\` (docs/architecture.md, "Catalog"): each keeps all four indexes
-- in step with a published app, in the same transaction as the write. The indexed name and
-- description are the app's own text, then its translation in ${SEARCH_LOCALES.join(", ")}, each
-- after a space, then the manifest's own localized texts (\`manifest_localized\`), so a visitor
-- finds an app by its name in any catalogue language or any language its manifest has. \`apps_bigram\`
-- pairs the characters of UNSEGMENTED_RANGES (worker/services/catalog/search-query.ts) as
-- migrations/0004_search_bigrams.sql describes; \`apps_terms\` holds the words typos are corrected
-- to (migrations/0018_search_terms.sql). The triggers are recreated and the indexes refilled
-- from the published apps.`;

/** The whole migration: header, the triggers recreated, the indexes refilled. */
export function searchTriggersMigration(): string {
  const statements = [
    ...["insert", "delete", "update"].map((event) => `DROP TRIGGER IF EXISTS \`apps_search_${event}\`;`),
    ...searchTriggers(),
    ...INDEXES.map(({ table }) => `DELETE FROM ${table};`),
    // OFFSET keeps SQLite from merging the texts' subquery into each index's statement, which
    // would compute every translated text again at each character position (2.6× slower).
    ...insertStatements(
      "a",
      "a.search_key",
      " FROM apps a WHERE a.search_key IS NOT NULL AND a.status = 'published' LIMIT -1 OFFSET 0",
      "",
    ),
  ];
  return `${HEADER}\n${statements.join("\n--> statement-breakpoint\n")}\n`;
}

const MIGRATIONS = fileURLToPath(new URL("../migrations/", import.meta.url));

/** The newest migration that creates the search triggers (the one in force): its file name and text. */
export function newestSearchTriggersMigration(): { file: string; sql: string } {
  const files = readdirSync(MIGRATIONS)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .reverse();
  for (const file of files) {
    const sql = readFileSync(`${MIGRATIONS}${file}`, "utf8");
    if (sql.includes("CREATE TRIGGER `apps_search_insert`")) return { file, sql };
  }
  throw new Error("no migration creates the search triggers");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const target = process.argv[2];
  if (!target?.endsWith(".sql")) {
    console.error("usage: npx tsx scripts/search-triggers-sql.ts migrations/00NN_<name>.sql");
    process.exit(2);
  }
  writeFileSync(target, searchTriggersMigration());
  console.log(`wrote ${target} (search locales: ${SEARCH_LOCALES.join(", ")})`);
}
