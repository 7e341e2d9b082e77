/**
 * Integration setup (runs inside workerd before each test file): the schema from ./migrations and
 * the reference data every environment has (the eight default categories), as `npm run db:setup`
 * would create them. Both steps are idempotent, so running them for every file is safe. The
 * settings cache of the isolate (worker/services/settings/read.ts) is emptied too, so a file never
 * starts with settings another file saved: storage is per file, the cache is per isolate.
 */
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { forgetSettings } from "#worker/services/settings/read.ts";
import { seedDefaults } from "./seed.ts";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await seedDefaults(env.DB);
forgetSettings();
