/**
 * The inspector (worker/inspector/) knows nothing of the store (docs/decisions/0024-inspector-library.md):
 * no module under it may import the store's services or API, the database schema or client, or
 * reach D1. The detector reads each module's import specifiers (static, re-exports, dynamic),
 * resolves the relative ones against the module's folder, and names every crossing; a self-check
 * proves it catches a violating sample.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");
const INSPECTOR = "worker/inspector";

/** Repository folders the inspector must not import from, and the aliases that name them. */
const FORBIDDEN_PATHS = ["worker/services/", "worker/api/", "db/"];
const FORBIDDEN_ALIASES = ["#db/", "#worker/services/", "#worker/api/"];
/** Packages that are database access. */
const FORBIDDEN_PACKAGES = ["drizzle-orm", "drizzle-kit"];
/** Names that mean D1 is used directly (types or bindings). */
const D1_NAMES = /\bD1(Database|PreparedStatement|Result|ExecResult)\b/;

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

/** Every import specifier in `source`: `import … from`, `export … from`, `import "…"`, `import("…")`. */
function importSpecifiers(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[1]!);
}

/** What is wrong with the module at `file` (repository-relative) whose text is `source`; [] when nothing. */
function boundaryViolations(file: string, source: string): string[] {
  const problems: string[] = [];
  for (const specifier of importSpecifiers(source)) {
    if (specifier.startsWith(".")) {
      const target = posix.normalize(posix.join(posix.dirname(file), specifier));
      if (FORBIDDEN_PATHS.some((path) => target.startsWith(path))) problems.push(`${file} imports ${specifier} (${target})`);
    } else if (FORBIDDEN_ALIASES.some((alias) => specifier.startsWith(alias))) {
      problems.push(`${file} imports ${specifier}`);
    } else if (FORBIDDEN_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`))) {
      problems.push(`${file} imports ${specifier} (database access)`);
    }
  }
  if (D1_NAMES.test(source)) problems.push(`${file} names D1 (${source.match(D1_NAMES)![0]})`);
  return problems;
}

/** Repository-relative paths of the TypeScript modules under `folder`. */
function modulesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split("\\").join("/"))
    .sort();
}

describe("the inspector's boundary", () => {
  it("catches a module that reaches into the store (self-check)", () => {
    const file = "worker/inspector/inspection/sample.ts";
    const sample = [
      'import { findDuplicateApp } from "../../services/publishing/duplicates.ts";',
      'import type { Database } from "#db/client.ts";',
      'export { ApiError } from "../../api/errors.ts";',
      'const schema = await import("../../../db/schema.ts");',
      'import { eq } from "drizzle-orm";',
      "declare const db: D1Database;",
    ].join("\n");
    const problems = boundaryViolations(file, sample);
    expect(problems).toHaveLength(6);
    expect(problems[0]).toContain("worker/services/publishing/duplicates.ts");
    expect(problems[3]).toContain("db/schema.ts");
  });

  it("lets a module import itself, contract/ and the messages", () => {
    const file = "worker/inspector/inspect.ts";
    const sample = [
      'import { safeFetch } from "./fetch/safe-fetch.ts";',
      'import type { Inspection } from "#contract/schemas/publishing.ts";',
      'import { m } from "#app/paraglide/messages.js";',
      'import { unzipSync } from "fflate";',
    ].join("\n");
    expect(boundaryViolations(file, sample)).toEqual([]);
  });

  it("holds for every module under worker/inspector/", () => {
    const modules = modulesUnder(INSPECTOR);
    expect(modules.length).toBeGreaterThan(10);
    const problems = modules.flatMap((file) => boundaryViolations(file, readFileSync(join(ROOT, file), "utf8")));
    expect(problems).toEqual([]);
  });
});
