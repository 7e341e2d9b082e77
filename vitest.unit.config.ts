/**
 * Unit tests: pure logic in plain Node (no workerd, no bindings). Modules importing
 * `#app/paraglide/...` need the compiled messages: run `npm run i18n` first
 * (docs/toolchain.md#2-compiled-messages-are-generated).
 * `#app/*`, `#contract/*`, `#worker/*` and `#db/*` resolve through package.json "imports".
 */
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { oneModuleMessages } from "./scripts/one-module-messages.ts";

export default defineConfig({
  // paraglide's ~2,300 message modules as one (scripts/one-module-messages.ts).
  plugins: [oneModuleMessages()],
  test: {
    name: "unit",
    environment: "node",
    include: ["tests/unit/**/*.test.ts"],
    // One file per core, as the integration layer (ADR 0052): vitest's default leaves one core
    // idle, which on two cores ran the files one at a time (76 s; 45 s two at a time).
    maxWorkers: availableParallelism(),
  },
});
