/**
 * The command-line publisher's own parts (packages/cli, issue 40 item 4): .pwastoreignore's rules,
 * the folder zipped without what they name, the command line read, the progress line. Its run
 * against the store is tests/e2e/cli-publish.spec.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { unzipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { parseCommand, progressBar } from "../../packages/cli/src/main.ts";
import { isIgnored, listFiles, pack, PackError, parseIgnore } from "../../packages/cli/src/pack.ts";

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function folderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), "cli-pack-"));
  folders.push(folder);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  return folder;
}

describe(".pwastoreignore", () => {
  const ignored = (rules: string, path: string, isDirectory = false) => isIgnored(parseIgnore(rules), path, isDirectory);

  it("matches a name at any depth, and a pattern with a slash from the folder's root", () => {
    expect(ignored("*.map", "app.js.map")).toBe(true);
    expect(ignored("*.map", "js/deep/app.js.map")).toBe(true);
    expect(ignored("*.map", "app.js")).toBe(false);
    expect(ignored("/drafts", "drafts", true)).toBe(true);
    expect(ignored("/drafts", "src/drafts", true)).toBe(false);
    expect(ignored("docs/*.md", "docs/a.md")).toBe(true);
    expect(ignored("docs/*.md", "docs/sub/a.md")).toBe(false);
    expect(ignored("docs/**/*.md", "docs/sub/a.md")).toBe(true);
    expect(ignored("docs/**/*.md", "docs/a.md")).toBe(true);
    expect(ignored("?.txt", "a.txt")).toBe(true);
    expect(ignored("?.txt", "ab.txt")).toBe(false);
  });

  it("reads a trailing slash as folders only, comments and blank lines as nothing, ! as taking a name back", () => {
    expect(ignored("build/", "build", true)).toBe(true);
    expect(ignored("build/", "build", false)).toBe(false);
    expect(ignored("# *.js\n\n", "app.js")).toBe(false);
    expect(ignored("*.map\n!keep.map", "keep.map")).toBe(false);
    expect(ignored("*.map\n!keep.map", "other.map")).toBe(true);
    // Regular-expression characters are plain.
    expect(ignored("a+b(1).txt", "a+b(1).txt")).toBe(true);
    expect(ignored("a.txt", "abtxt")).toBe(false);
  });
});

describe("packing a folder", () => {
  it("zips the files but those ignored, and never version control or the ignore file", () => {
    const folder = folderWith({
      "index.html": "<!doctype html>",
      "js/app.js": "1",
      "js/app.js.map": "{}",
      "drafts/todo.txt": "later",
      ".git/HEAD": "ref",
      "node_modules/x/index.js": "1",
      ".DS_Store": "",
      ".pwastoreignore": "*.map\n/drafts/\n",
    });
    expect(listFiles(folder)).toEqual(["index.html", "js/app.js"]);
    const packed = pack(folder);
    expect(packed.from).toBe("folder");
    expect(Object.keys(unzipSync(packed.zip)).sort()).toEqual(["index.html", "js/app.js"]);
    expect(new TextDecoder().decode(unzipSync(packed.zip)["js/app.js"])).toBe("1");
  });

  it("takes a ZIP as it is, and refuses what it cannot publish", () => {
    const folder = folderWith({ "app.zip": "PK", "notes.txt": "x", "empty/.pwastoreignore": "*\n" });
    expect(pack(join(folder, "app.zip"))).toMatchObject({ from: "zip", files: [] });
    expect(() => pack(join(folder, "notes.txt"))).toThrow(PackError);
    expect(() => pack(join(folder, "missing"))).toThrow(/does not exist/);
    expect(() => pack(join(folder, "empty"))).toThrow(/has no file to publish/);
  });
});

describe("the command line", () => {
  it("reads publish with its options, and help", () => {
    expect(parseCommand(["publish", "dist", "--app", "my-app", "--notes", "v2"])).toEqual({
      help: false,
      target: "dist",
      app: "my-app",
      store: undefined,
      notes: "v2",
    });
    expect(parseCommand([])).toEqual({ help: true });
    expect(parseCommand(["--help"])).toEqual({ help: true });
  });

  it("says what is wrong", () => {
    expect(() => parseCommand(["ship", "dist"])).toThrow('Unknown command "ship"');
    expect(() => parseCommand(["publish", "--app", "x"])).toThrow("needs the folder or the ZIP");
    expect(() => parseCommand(["publish", "dist"])).toThrow("--app is required");
    expect(() => parseCommand(["publish", "a", "b", "--app", "x"])).toThrow("One folder or ZIP at a time");
    expect(() => parseCommand(["publish", "dist", "--app", "x", "--force"])).toThrow(/--force/);
  });

  it("draws the progress line", () => {
    expect(progressBar(0, 2_400_000, 10)).toBe("[----------]   0% 0 B of 2.4 MB");
    expect(progressBar(1_200_000, 2_400_000, 10)).toBe("[#####-----]  50% 1.2 MB of 2.4 MB");
    expect(progressBar(2_400_000, 2_400_000, 10)).toBe("[##########] 100% 2.4 MB of 2.4 MB");
  });
});
