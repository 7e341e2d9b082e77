/**
 * `npm run test:quick`: the inner loop, under three minutes on a two-core machine: the linter,
 * the typecheck, the unit tests, and the integration test files for what changed since the last
 * commit (uncommitted and new files): those whose imports reach a changed file (vitest's
 * `--changed`), unless a change reaches more than MAX_RELATED of them (a module everything imports,
 * such as worker/index.ts), then the changed test files only, and it says so. `npm test` runs
 * everything; this runs what a change most likely broke. Stops at the first step that fails.
 */
import { execFileSync } from "node:child_process";
import { compileMessagesIfStale } from "./lib/generated.ts";
import { localBin, run } from "./lib/tooling.ts";

/** About a minute of integration files on two cores (each starts its own workerd). */
const MAX_RELATED = 12;

/** The integration test files to run for the uncommitted change. */
function integrationFiles(): string[] {
  const listed = execFileSync(localBin("vitest"), ["list", "--config", "vitest.integration.config.ts", "--changed", "--filesOnly"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  const related = [...listed.matchAll(/(tests\/integration\/\S+\.test\.ts)/g)].map((match) => match[1] as string);
  if (related.length <= MAX_RELATED) return related;
  const changed = execFileSync("git", ["status", "--porcelain", "--untracked-files=all", "--", "tests/integration"], { encoding: "utf8" })
    .split("\n")
    .map((line) => line.slice(3).trim())
    .filter((file) => file.endsWith(".test.ts"));
  console.log(
    `${related.length} integration files import what changed (more than ${MAX_RELATED}): running the ${changed.length} changed test file(s) only; \`npm run test:integration\` runs them all.`,
  );
  return changed;
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const steps: [string, () => Promise<void>][] = [
  ["messages", compileMessagesIfStale],
  ["lint", () => run(npm, ["run", "--silent", "lint"])],
  ["typecheck", () => run(npm, ["run", "--silent", "typecheck"])],
  ["unit", () => run(localBin("vitest"), ["run", "--config", "vitest.unit.config.ts"])],
  [
    "integration (changed)",
    async () => {
      const files = integrationFiles();
      if (files.length === 0) return console.log("no integration file to run for this change");
      console.log(files.join("\n"));
      await run(localBin("vitest"), ["run", "--config", "vitest.integration.config.ts", ...files]);
    },
  ],
];

const started = performance.now();
for (const [name, step] of steps) {
  const stepStarted = performance.now();
  console.log(`\n━━ ${name} ━━`);
  try {
    await step();
  } catch {
    console.error(`\ntest:quick: ${name} failed`);
    process.exit(1);
  }
  console.log(`(${name}: ${((performance.now() - stepStarted) / 1000).toFixed(1)} s)`);
}
console.log(`\ntest:quick: passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
