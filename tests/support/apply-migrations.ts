/**
 * Integration setup (runs inside workerd before each test file): the schema from ./migrations and
 * the reference data every environment has (the eight default categories), as `npm run db:setup`
 * would create them. Both steps are idempotent, so running them for every file is safe.
 */
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { seedDefaults } from "./seed.ts";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await seedDefaults(env.DB);
