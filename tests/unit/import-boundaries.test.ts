/**
 * The wall between the pages and the Worker, checked on the sources as text:
 *
 * - `worker/` never imports `app/` (the generated paraglide messages in `app/paraglide/` aside);
 * - `app/` reaches `worker/` only from `*.server.ts(x)` modules, which React Router keeps out of
 *   the browser bundle (type-only imports count too: the rest of app/ takes its types from
 *   `contract/`);
 * - `contract/`, which both sides import, imports neither `app/` (paraglide aside) nor `worker/`.
 *
 * Every import specifier is found with one regex (`import … from`, `import type … from`,
 * `export … from`, side-effect `import "…"` and dynamic `import("…")`) and resolved through the
 * package.json aliases (`#app/`, `#contract/`, `#worker/`, `#db/`) or relative to its file.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The folders whose imports are checked. */
const CHECKED = ["app", "worker", "contract"] as const;
/** Generated (git-ignored) and imported by both sides on purpose. */
const PARAGLIDE = "app/paraglide/";
const SOURCE_FILE = /\.(?:ts|tsx|js|mjs)$/;
const SERVER_ONLY = /\.server\.tsx?$/;

const ALIASES: Record<string, string> = { "#app/": "app/", "#contract/": "contract/", "#worker/": "worker/", "#db/": "db/" };

/**
 * `import x from "…"`, `import type { X } from "…"`, `export { x } from "…"`, `export * from "…"`
 * (the clause between the keyword and `from` holds no `;`, `=` or parentheses, which keeps
 * declarations such as `export const a = …` out), side-effect `import "…"` and `import("…")`.
 */
const SPECIFIER =
  /\b(?:import|export)\s[^;=()]*?\bfrom\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)/g;

/** Every module specifier a source text imports or re-exports, in order. */
function importSpecifiers(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[1] ?? match[2] ?? match[3] ?? "");
}

/** The repository path (posix, from the root) a specifier names, or null for a package. */
function resolveSpecifier(file: string, specifier: string): string | null {
  for (const [alias, folder] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) return posix.normalize(folder + specifier.slice(alias.length));
  }
  if (specifier.startsWith(".")) return posix.normalize(posix.join(posix.dirname(file), specifier));
  return null;
}

/** Why `file` may not import `target`, or null when it may. */
function refusal(file: string, target: string): string | null {
  const toApp = target.startsWith("app/") && !target.startsWith(PARAGLIDE);
  const toWorker = target.startsWith("worker/");
  if (file.startsWith("worker/") && toApp) return "worker/ must not import app/ (only app/paraglide/)";
  if (file.startsWith("contract/") && (toApp || toWorker)) return "contract/ must not import app/ (only app/paraglide/) or worker/";
  if (file.startsWith("app/") && !SERVER_ONLY.test(file) && toWorker) return "only *.server.ts(x) modules of app/ may import worker/";
  return null;
}

/** The boundary violations of one file, each naming the file, the import and the rule. */
function violationsIn(file: string, source: string): string[] {
  const found: string[] = [];
  for (const specifier of importSpecifiers(source)) {
    const target = resolveSpecifier(file, specifier);
    const rule = target === null ? null : refusal(file, target);
    if (rule) found.push(`${file} imports "${specifier}": ${rule}`);
  }
  return found;
}

/** The source files under a folder (posix paths from the root), generated paraglide files left out. */
function sourceFiles(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (`${path}/` !== PARAGLIDE && entry.name !== "node_modules") files.push(...sourceFiles(path));
    } else if (SOURCE_FILE.test(entry.name)) {
      files.push(path);
    }
  }
  return files;
}

describe("import boundaries", () => {
  it("finds every kind of import and names the violations (so this test can fail)", () => {
    const sample = [
      'import { listApps } from "#worker/services/catalog/listing.ts";',
      "import type {\n  AppCard,\n} from '../../../worker/services/catalog/app-view.ts';",
      'export { getStoreStats } from "#worker/services/catalog/stats.ts";',
      'import "#worker/lib/side-effect.ts";',
      'const lazy = () => import("#worker/services/lazy.ts");',
      'import { m } from "#app/paraglide/messages.js";',
      'import type { AppCard } from "#contract/catalog.ts";',
      'import { z } from "zod";',
      'export const from = "#worker/not-an-import.ts";',
    ].join("\n");
    expect(importSpecifiers(sample)).toEqual([
      "#worker/services/catalog/listing.ts",
      "../../../worker/services/catalog/app-view.ts",
      "#worker/services/catalog/stats.ts",
      "#worker/lib/side-effect.ts",
      "#worker/services/lazy.ts",
      "#app/paraglide/messages.js",
      "#contract/catalog.ts",
      "zod",
    ]);
    expect(violationsIn("app/components/catalog/sample.tsx", sample)).toHaveLength(5);
    expect(violationsIn("app/components/catalog/sample.tsx", sample)[1]).toBe(
      'app/components/catalog/sample.tsx imports "../../../worker/services/catalog/app-view.ts": only *.server.ts(x) modules of app/ may import worker/',
    );
    expect(violationsIn("app/routes/sample.server.ts", sample)).toEqual([]);

    const reachesApp =
      'import { m } from "#app/paraglide/messages.js";\nimport { pickCardIcon } from "../../app/lib/publishing/metadata-draft.ts";';
    expect(violationsIn("worker/services/sample.ts", reachesApp)).toEqual([
      'worker/services/sample.ts imports "../../app/lib/publishing/metadata-draft.ts": worker/ must not import app/ (only app/paraglide/)',
    ]);
    const contractSample = [
      'import { m } from "#app/paraglide/messages.js";',
      'import type { AppStatus } from "#db/schema.ts";',
      'import { errorMessage } from "../app/lib/api/client.ts";',
      'import type { Database } from "#worker/load-context.ts";',
    ].join("\n");
    expect(violationsIn("contract/sample.ts", contractSample)).toEqual([
      'contract/sample.ts imports "../app/lib/api/client.ts": contract/ must not import app/ (only app/paraglide/) or worker/',
      'contract/sample.ts imports "#worker/load-context.ts": contract/ must not import app/ (only app/paraglide/) or worker/',
    ]);
  });

  it("no route module fetches by hand: screens read and write through their clientLoader and clientAction (ADR 0068, 0079)", () => {
    const handFetch = /\b(?:apiRequest|useApiData|useAdminList)\b/;
    expect(handFetch.test('import { apiRequest } from "../lib/api/client.ts";')).toBe(true);
    expect(handFetch.test('import { loadData } from "../lib/route-data.ts";')).toBe(false);
    const routes = sourceFiles("app/routes").filter((file) => !SERVER_ONLY.test(file));
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((file) => handFetch.test(readFileSync(join(ROOT, file), "utf8")))).toEqual([]);
  });

  it("holds for every source file of app/, worker/ and contract/", () => {
    const files = CHECKED.flatMap((folder) => sourceFiles(folder));
    expect(files.length).toBeGreaterThan(100);
    const violations = files.flatMap((file) => violationsIn(file, readFileSync(join(ROOT, file), "utf8")));
    expect(violations).toEqual([]);
  });
});
