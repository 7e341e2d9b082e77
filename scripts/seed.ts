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
import { prepareLocalD1 } from "./lib/local-d1.ts";
import { wrangler } from "./lib/tooling.ts";

const { values } = parseArgs({
  options: {
    remote: { type: "boolean", default: false },
    "persist-to": { type: "string" },
    "skip-migrations": { type: "boolean", default: false },
  },
});

const statements = defaultSeedStatements();
// Demo accounts exist only in local state: a remote seed writes reference data alone.
if (!values.remote) statements.push(...developmentSeedStatements(await hashPassword(DEV_ADMIN.password)));

if (values.remote) {
  const target = ["--remote", "--env", "production"];
  if (!values["skip-migrations"]) await wrangler(["d1", "migrations", "apply", "DB", ...target]);
  const dir = await mkdtemp(join(tmpdir(), "pwa-store-seed-"));
  try {
    const file = join(dir, "seed.sql");
    await writeFile(file, `${statements.join("\n")}\n`);
    await wrangler(["d1", "execute", "DB", ...target, "--file", file, "--yes"], { stdio: ["ignore", "ignore", "inherit"] });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  console.log("Seeded reference data (remote).");
} else {
  // Local state: the migrations and the seed in one local runtime (scripts/lib/local-d1.ts).
  const applied = await prepareLocalD1({ persistTo: values["persist-to"], migrate: !values["skip-migrations"], statements });
  if (applied.length === 1) console.log(`Applied migration ${applied[0]}.`);
  else if (applied.length > 1) console.log(`Applied ${applied.length} migrations, ${applied[0]} to ${applied.at(-1)}.`);
  console.log(`Seeded reference data and the development admin (${DEV_ADMIN.email} / ${DEV_ADMIN.password}).`);
}
