/**
 * The manifest stored for an app whose start_url misses on its hosted origin (ADR 0077,
 * worker/inspector/zip/served-manifest.ts): start_url becomes the entry page, scope follows when it
 * would exclude it, everything else is the author's; nothing changes for an app whose start_url works.
 */
import { describe, expect, it } from "vitest";
import type { ZipFiles } from "#worker/inspector/zip/archive.ts";
import { servedManifest } from "#worker/inspector/zip/served-manifest.ts";

const ORIGIN = "https://notes.apps.example";
const MISSES = { findings: [{ code: "start_url_not_served" }] } as never;
const WORKS = { findings: [{ code: "third_party_script" }] } as never;

/** A ZIP's files as the inspection reads them, from text. */
function filesOf(texts: Record<string, string>): ZipFiles {
  return {
    find: (path) =>
      path in texts ? { path, entryName: path, method: 0, compressedSize: 0, size: texts[path]!.length, dataStart: 0 } : null,
    read: (file) => new TextEncoder().encode(texts[file.path]),
  };
}

const corrected = (fix: ReturnType<typeof servedManifest>) => (fix ? JSON.parse(new TextDecoder().decode(fix.bytes)) : null);

describe("servedManifest", () => {
  const written = { name: "Notes", start_url: "/pwa-examples/js13kpwa/index.html", display: "standalone", icons: [{ src: "i.png" }] };

  it("points start_url at the entry page and keeps every other member as written", () => {
    const files = filesOf({ "app.webmanifest": JSON.stringify(written) });
    const fix = servedManifest(files, { manifestUrl: `${ORIGIN}/app.webmanifest`, hosting: MISSES }, ORIGIN);
    expect(fix?.path).toBe("app.webmanifest");
    expect(corrected(fix)).toStrictEqual({ ...written, start_url: "/" });
  });

  it("widens a scope that would exclude the entry page, and keeps one that contains it", () => {
    for (const [scope, expected] of [
      ["/pwa-examples/js13kpwa/", "/"],
      ["https://elsewhere.example/", "/"],
      ["./", "./"],
      ["/", "/"],
    ] as const) {
      const files = filesOf({ "manifest.json": JSON.stringify({ ...written, scope }) });
      const fix = servedManifest(files, { manifestUrl: `${ORIGIN}/manifest.json`, hosting: MISSES }, ORIGIN);
      expect(corrected(fix).scope, scope).toBe(expected);
    }
  });

  it("reads a manifest in a folder by its address, BOM included", () => {
    const files = filesOf({ "static/m.json": `\uFEFF${JSON.stringify(written)}` });
    const fix = servedManifest(files, { manifestUrl: `${ORIGIN}/static/m.json`, hosting: MISSES }, ORIGIN);
    expect(fix?.path).toBe("static/m.json");
    expect(corrected(fix).start_url).toBe("/");
  });

  it("changes nothing when start_url works, or when there is no manifest file to correct", () => {
    const files = filesOf({ "manifest.json": JSON.stringify(written), "broken.json": "{ nope", "list.json": "[]" });
    expect(servedManifest(files, { manifestUrl: `${ORIGIN}/manifest.json`, hosting: WORKS }, ORIGIN)).toBeNull();
    expect(servedManifest(files, { manifestUrl: null, hosting: MISSES }, ORIGIN)).toBeNull();
    expect(servedManifest(files, { manifestUrl: `${ORIGIN}/absent.json`, hosting: MISSES }, ORIGIN)).toBeNull();
    expect(servedManifest(files, { manifestUrl: "https://cdn.example/manifest.json", hosting: MISSES }, ORIGIN)).toBeNull();
    expect(servedManifest(files, { manifestUrl: `${ORIGIN}/broken.json`, hosting: MISSES }, ORIGIN)).toBeNull();
    expect(servedManifest(files, { manifestUrl: `${ORIGIN}/list.json`, hosting: MISSES }, ORIGIN)).toBeNull();
  });
});
