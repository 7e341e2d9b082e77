/**
 * Writes the demo catalog's generated artwork (db/seed/demo-art.ts, per app `demoArtFiles` in
 * db/seed/demo-catalog.ts) as static SVG files under public/demo-art/ (git-ignored), which the
 * store serves at /demo-art/<slug>/icon.svg and /demo-art/<slug>/screenshot-N.svg, the URLs the
 * seeded rows hold. Inline data: URLs made every catalog page carry each icon twice (docs/performance.md).
 *
 *   npx tsx scripts/generate-demo-art.ts
 *
 * Nobody needs to run it by hand: vite.config.ts's `demoArt()` plugin calls it whenever Vite
 * resolves its configuration, before Vite lists public/ — `npm run dev`, every `react-router
 * build` (e2e, benchmarks, `npm run preview`). Production builds (`CLOUDFLARE_ENV=production`:
 * deploy, deploy:check) skip it and drop the folder from the client output, since the demo
 * catalog is never seeded remotely.
 *
 * Idempotent and fast: only a file whose content differs is written, and files of apps no longer
 * in the catalog are removed; an up-to-date folder costs one read of each small file (~10 ms).
 */
import { type Dirent, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import { DEMO_ART_PATH } from "../db/seed/demo-art.ts";
import { DEMO_APPS } from "../db/seed/demo-apps.ts";
import { demoArtFiles } from "../db/seed/demo-catalog.ts";

/** The folder under public/ (and under the client build) that holds the files: "demo-art". */
export const DEMO_ART_FOLDER = DEMO_ART_PATH.replaceAll("/", "");

const PUBLIC_DIR = fileURLToPath(new URL("../public", import.meta.url));

/** Every generated file, by its path inside the demo-art folder ("notion/icon.svg"). */
export function demoArtContents(): Map<string, string> {
  const contents = new Map<string, string>();
  for (const file of DEMO_APPS.flatMap(demoArtFiles)) {
    if (!file.url.startsWith(DEMO_ART_PATH)) throw new Error(`demo art outside ${DEMO_ART_PATH}: ${file.url}`);
    contents.set(file.url.slice(DEMO_ART_PATH.length), file.svg);
  }
  return contents;
}

const readOrNull = (path: string) => {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
};

/** Files under `dir`, as paths relative to it with "/" separators ([] when it does not exist). */
function filesUnder(dir: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

export interface DemoArtResult {
  total: number;
  written: number;
  removed: number;
}

/** Brings `publicDir`/demo-art/ up to date with the generator (see the top of this file). */
export function writeDemoArt(publicDir = PUBLIC_DIR): DemoArtResult {
  const dir = join(publicDir, DEMO_ART_FOLDER);
  const contents = demoArtContents();
  let written = 0;
  for (const [path, svg] of contents) {
    const target = join(dir, path);
    if (readOrNull(target) === svg) continue;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, svg);
    written++;
  }
  let removed = 0;
  for (const path of filesUnder(dir)) {
    if (contents.has(path)) continue;
    rmSync(join(dir, path), { force: true });
    removed++;
    // The app's folder, once it is empty (rmdir refuses a folder that still holds something).
    try {
      rmdirSync(dirname(join(dir, path)));
    } catch {
      // not empty
    }
  }
  return { total: contents.size, written, removed };
}

/**
 * The Vite side (vite.config.ts). `configResolved` runs before the dev server indexes public/
 * and before a build copies it, in every command that serves or builds the app.
 */
export function demoArt(): Plugin {
  const production = process.env.CLOUDFLARE_ENV === "production";
  return {
    name: "pwa-store:demo-art",
    configResolved(config) {
      if (production || !config.publicDir) return;
      const result = writeDemoArt(config.publicDir);
      if (result.written || result.removed) {
        config.logger.info(
          `demo art: ${result.written} of ${result.total} files written, ${result.removed} removed (public/${DEMO_ART_FOLDER}/)`,
        );
      }
    },
    writeBundle(options) {
      // A folder left in public/ by development must not ship: nothing in production uses it.
      if (production && options.dir) rmSync(join(options.dir, DEMO_ART_FOLDER), { recursive: true, force: true });
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = writeDemoArt();
  console.log(`demo art: ${result.total} files in public/${DEMO_ART_FOLDER}/ (${result.written} written, ${result.removed} removed)`);
}
