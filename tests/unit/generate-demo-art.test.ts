/**
 * scripts/generate-demo-art.ts: the files under public/demo-art/ match the generator and the URLs
 * the seeded rows hold, and a second run (every `npm run dev` and build) writes nothing.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_APPS } from "#db/seed/demo-apps.ts";
import { demoAppRow } from "#db/seed/demo-catalog.ts";
import { DEMO_ART_FOLDER, demoArtContents, writeDemoArt } from "../../scripts/generate-demo-art.ts";

let publicDir: string;
beforeEach(() => {
  publicDir = mkdtempSync(join(tmpdir(), "demo-art-test-"));
});
afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

const artDir = () => join(publicDir, DEMO_ART_FOLDER);

describe("writeDemoArt", () => {
  it("writes a file for every picture a demo row names, with the generator's SVG", () => {
    const result = writeDemoArt(publicDir);
    expect(DEMO_ART_FOLDER).toBe("demo-art");
    expect(result).toStrictEqual({ total: DEMO_APPS.length * 4, written: DEMO_APPS.length * 4, removed: 0 });
    const contents = demoArtContents();
    for (const app of DEMO_APPS) {
      const row = demoAppRow(app, Date.UTC(2026, 0, 1));
      for (const url of [row.icon!, ...row.icons!.map((icon) => icon.src), ...row.screenshots!.map((shot) => shot.src)]) {
        expect(url.startsWith("/demo-art/"), url).toBe(true);
        const file = join(publicDir, url);
        expect(readFileSync(file, "utf8"), url).toBe(contents.get(url.slice("/demo-art/".length)));
      }
    }
    expect(readdirSync(artDir()).sort()).toStrictEqual(DEMO_APPS.map((app) => app.slug).sort());
  });

  it("writes nothing when the folder is up to date", () => {
    writeDemoArt(publicDir);
    const icon = join(artDir(), `${DEMO_APPS[0]!.slug}/icon.svg`);
    const before = statSync(icon).mtimeMs;
    expect(writeDemoArt(publicDir)).toMatchObject({ written: 0, removed: 0 });
    expect(statSync(icon).mtimeMs).toBe(before);
  });

  it("rewrites a changed file and removes files and folders the catalog no longer has", () => {
    writeDemoArt(publicDir);
    const slug = DEMO_APPS[0]!.slug;
    writeFileSync(join(artDir(), slug, "icon.svg"), "<svg>old</svg>");
    writeFileSync(join(artDir(), slug, "screenshot-9.svg"), "<svg/>");
    mkdirSync(join(artDir(), "retired-app"));
    writeFileSync(join(artDir(), "retired-app", "icon.svg"), "<svg/>");

    expect(writeDemoArt(publicDir)).toMatchObject({ written: 1, removed: 2 });
    expect(readFileSync(join(artDir(), slug, "icon.svg"), "utf8")).toBe(demoArtContents().get(`${slug}/icon.svg`));
    expect(readdirSync(join(artDir(), slug)).sort()).toStrictEqual([
      "icon.svg",
      "screenshot-1.svg",
      "screenshot-2.svg",
      "screenshot-3.svg",
    ]);
    expect(readdirSync(artDir())).not.toContain("retired-app");
  });
});
