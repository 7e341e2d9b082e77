/**
 * The one scanner of a page's scripts for a service worker registration
 * (worker/inspector/parse/service-worker.ts), shared by the URL inspection and the ZIP upload:
 * same-origin scripts only, in document order, until one registers, within 20 scripts and 2 MB
 * in all, naming the ones it did not read and why.
 */
import { describe, expect, it, vi } from "vitest";
import {
  SCRIPT_SCAN_LIMITS,
  sameOriginScripts,
  scanScriptsForRegistration,
  type ScriptRead,
} from "#worker/inspector/parse/service-worker.ts";

const url = (n: number) => `https://app.example/js/${n}.js`;
const urls = (count: number) => Array.from({ length: count }, (_, index) => url(index + 1));
const text = (body: string): ScriptRead => ({ ok: true, text: body, bytes: new TextEncoder().encode(body).byteLength });
const REGISTER = 'navigator.serviceWorker.register("/sw.js")';

describe("sameOriginScripts", () => {
  it("resolves against the base, keeps the page's origin only, each once, without fragments", () => {
    const base = new URL("https://app.example/app/");
    expect(
      sameOriginScripts(
        [
          "main.js",
          "/main.js",
          "https://cdn.example/lib.js",
          "main.js#x",
          "//app.example/app/main.js",
          "http://app.example/x.js",
          "https://[bad",
        ],
        base,
        "https://app.example",
      ),
    ).toEqual(["https://app.example/app/main.js", "https://app.example/main.js"]);
  });
});

describe("scanScriptsForRegistration", () => {
  it("reads in document order and stops at the first registration", async () => {
    const read = vi.fn(async (scriptUrl: string) => text(scriptUrl === url(3) ? REGISTER : "console.log(1)"));
    const scan = await scanScriptsForRegistration(urls(6), read);
    expect(scan).toStrictEqual({ match: { script: "/sw.js", foundIn: url(3) }, scriptsChecked: 3, notScanned: [] });
    expect(read.mock.calls.map(([scriptUrl]) => scriptUrl)).toEqual([url(1), url(2), url(3)]);
  });

  it("reads at most 20 scripts and names the rest", async () => {
    const read = vi.fn(async (scriptUrl: string) => text(scriptUrl === url(22) ? REGISTER : "x"));
    const scan = await scanScriptsForRegistration(urls(25), read);
    expect(SCRIPT_SCAN_LIMITS.scripts).toBe(20);
    expect(read).toHaveBeenCalledTimes(20);
    expect(scan.match).toBeNull();
    expect(scan.scriptsChecked).toBe(20);
    expect(scan.notScanned).toEqual([21, 22, 23, 24, 25].map((n) => ({ url: url(n), reason: "count_limit" })));
  });

  it("gives each script at most 1 MB and what is left of 2 MB in all, then stops", async () => {
    const asked: number[] = [];
    const read = async (_scriptUrl: string, maxBytes: number) => {
      asked.push(maxBytes);
      return { ok: true as const, text: "x", bytes: Math.min(maxBytes, 900 * 1024) };
    };
    const scan = await scanScriptsForRegistration(urls(5), read);
    expect(asked).toEqual([1024 * 1024, 1024 * 1024, 2 * 1024 * 1024 - 2 * 900 * 1024]);
    expect(scan.scriptsChecked).toBe(3);
    expect(scan.notScanned).toEqual([4, 5].map((n) => ({ url: url(n), reason: "bytes_limit" })));
  });

  it("carries on past a script it could not read, and stops for good when the budget is spent", async () => {
    const read = async (scriptUrl: string): Promise<ScriptRead> => {
      if (scriptUrl === url(1)) return { ok: false, reason: "unreachable" };
      if (scriptUrl === url(2)) return { ok: false, reason: "failed" };
      if (scriptUrl === url(4)) return { ok: false, reason: "budget" };
      return text("x");
    };
    const scan = await scanScriptsForRegistration(urls(6), read);
    expect(scan).toStrictEqual({
      match: null,
      scriptsChecked: 1,
      notScanned: [
        { url: url(1), reason: "unreachable" },
        { url: url(2), reason: "failed" },
        { url: url(4), reason: "budget" },
        { url: url(5), reason: "budget" },
        { url: url(6), reason: "budget" },
      ],
    });
  });

  it("finds nothing in no scripts", async () => {
    expect(await scanScriptsForRegistration([], async () => text(REGISTER))).toStrictEqual({
      match: null,
      scriptsChecked: 0,
      notScanned: [],
    });
  });

  it("honours other limits", async () => {
    const scan = await scanScriptsForRegistration(urls(3), async () => text("x"), { scripts: 1, scriptBytes: 10, totalBytes: 10 });
    expect(scan.notScanned.map((entry) => entry.reason)).toEqual(["count_limit", "count_limit"]);
  });
});
