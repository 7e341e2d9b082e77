import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes SQL migrations from db/schema.ts; wrangler applies them
// (`npm run db:migrate:local` / `db:migrate:remote`). Review every generated file before committing.
export default defineConfig({
  dialect: "sqlite",
  schema: "./db/schema.ts",
  out: "./migrations",
});
