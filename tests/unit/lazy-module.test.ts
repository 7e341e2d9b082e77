/**
 * app/lib/lazy-module.ts: a module imported on first need, once, and tried again after a failed
 * import (routes/login.tsx imports its schemas, and zod with them, this way).
 */
import { describe, expect, it } from "vitest";
import { lazyModule } from "#app/lib/lazy-module.ts";

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
});
