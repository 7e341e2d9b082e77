/**
 * app/lib/lazy-module.ts: a module imported on first need, once, and tried again after a failed
 * import (routes/login.tsx imports its schemas, and zod with them, this way).
 */
import { describe, expect, it } from "vitest";
import { failedFile, lazyModule, type Recovery } from "#app/lib/lazy-module.ts";

const loadError = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

/** A recovery that answers `online` for every file and records what it was asked. */
function recording(online: boolean) {
  const asked: (string | undefined)[] = [];
  let reloads = 0;
  const recovery: Recovery = {
    downloads: async (url) => {
      asked.push(url);
      return online;
    },
    reload: () => {
      reloads += 1;
    },
  };
  return { recovery, asked, reloads: () => reloads };
}

/** Whether a promise is still pending after the microtasks and a macrotask have run. */
async function pending(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 10));
  return !settled;
}

describe("lazyModule", () => {
  it("imports nothing until asked, then once for every caller", async () => {
    let imports = 0;
    const load = lazyModule(async () => {
      imports += 1;
      return { answer: 42 };
    });
    expect(imports).toBe(0);
    const [first, second] = await Promise.all([load(), load()]);
    expect(await load()).toBe(first);
    expect(second).toBe(first);
    expect(first.answer).toBe(42);
    expect(imports).toBe(1);
  });

  it("answers the failure to everyone waiting, and imports again on the next call", async () => {
    let imports = 0;
    const load = lazyModule(async () => {
      imports += 1;
      if (imports === 1) throw new TypeError("Failed to fetch dynamically imported module");
      return "loaded";
    });
    const waiting = [load(), load()];
    for (const attempt of waiting) await expect(attempt).rejects.toThrow("Failed to fetch");
    expect(imports).toBe(1);
    await expect(load()).resolves.toBe("loaded");
    await expect(load()).resolves.toBe("loaded");
    expect(imports).toBe(2);
  });

  it("a retry that fails while its file downloads is the browser's memory of the failure: the page reloads", async () => {
    const { recovery, asked, reloads } = recording(true);
    const load = lazyModule(async () => {
      throw loadError("http://localhost:5173/assets/auth-abc.js");
    }, recovery);
    // The first failure is the network's: reported, nothing probed.
    await expect(load()).rejects.toThrow("Failed to fetch");
    expect(asked).toEqual([]);
    // The second, with the file reachable, can only be remembered: a new document forgets it.
    const retry = load();
    expect(await pending(retry)).toBe(true);
    expect(asked).toEqual(["http://localhost:5173/assets/auth-abc.js"]);
    expect(reloads()).toBe(1);
  });

  it("a retry that fails while its file still does not download is reported, not reloaded", async () => {
    const { recovery, asked, reloads } = recording(false);
    const load = lazyModule(async () => {
      throw loadError("/assets/auth-abc.js");
    }, recovery);
    await expect(load()).rejects.toThrow("Failed to fetch");
    await expect(load()).rejects.toThrow("Failed to fetch");
    expect(asked).toEqual(["/assets/auth-abc.js"]);
    expect(reloads()).toBe(0);
  });

  it("an error that is not a failed load (a bug in the module) never probes nor reloads", async () => {
    const { recovery, asked, reloads } = recording(true);
    const load = lazyModule(async () => {
      throw new ReferenceError("x is not defined");
    }, recovery);
    await expect(load()).rejects.toThrow("x is not defined");
    await expect(load()).rejects.toThrow("x is not defined");
    expect(asked).toEqual([]);
    expect(reloads()).toBe(0);
  });
});

describe("failedFile", () => {
  it("reads the file from Chromium's and Firefox's messages, and none from Safari's", () => {
    expect(failedFile(loadError("http://localhost:5173/assets/switch-DUSPK3c9.js"))).toBe(
      "http://localhost:5173/assets/switch-DUSPK3c9.js",
    );
    expect(failedFile(new TypeError("error loading dynamically imported module: https://store.example/assets/a.js"))).toBe(
      "https://store.example/assets/a.js",
    );
    expect(failedFile(new TypeError("Importing a module script failed."))).toBeUndefined();
    expect(failedFile("not an error")).toBeUndefined();
  });
});
