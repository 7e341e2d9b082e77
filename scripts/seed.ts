/**
 * Applies the D1 migrations and seeds reference data, idempotently.
 *
 *   tsx scripts/seed.ts                       local state (.wrangler/state), as `npm run dev` does
 *   tsx scripts/seed.ts --persist-to DIR      local state in DIR (the e2e harness)
 *   tsx scripts/seed.ts --remote              the production database (wrangler login first)
 *   tsx scripts/seed.ts --skip-migrations     seed only
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { DEV_ADMIN } from "../db/seed/dev-admin.ts";
import { defaultSeedStatements, developmentSeedStatements } from "../db/seed/seed-sql.ts";
import { hashPassword } from "../worker/lib/passwords.ts";
import { wrangler } from "./lib/tooling.ts";

const { values } = parseArgs({
  options: {
    remote: { type: "boolean", default: false },
    "persist-to": { type: "string" },
    "skip-migrations": { type: "boolean", default: false },
  },
});

const target = values.remote ? ["--remote", "--env", "production"] : ["--local"];
const persist = values["persist-to"] ? ["--persist-to", values["persist-to"]] : [];

if (!values["skip-migrations"]) {
  await wrangler(["d1", "migrations", "apply", "DB", ...target, ...persist]);
}

const dir = await mkdtemp(join(tmpdir(), "pwa-store-seed-"));
try {
  const file = join(dir, "seed.sql");
  const statements = defaultSeedStatements();
  // Demo accounts exist only in local state: a remote seed writes reference data alone.
  if (!values.remote) statements.push(...developmentSeedStatements(await hashPassword(DEV_ADMIN.password)));
  await writeFile(file, `${statements.join("\n")}\n`);
  await wrangler(["d1", "execute", "DB", ...target, ...persist, "--file", file, "--yes"], { stdio: ["ignore", "ignore", "inherit"] });
  console.log(
    values.remote
      ? "Seeded reference data (remote)."
      : `Seeded reference data and the development admin (${DEV_ADMIN.email} / ${DEV_ADMIN.password}).`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
