import { describe, expect, it, vi } from "vitest";
import { handlePreloadError, isModuleLoadError, PRELOAD_RELOAD_KEY, RELOAD_GUARD_MS } from "#app/lib/preload-errors.ts";
import { FLASH_TOAST_KEY, showToastAfterReload, takeToastAfterReload } from "#app/lib/toast-after-reload.ts";

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe("handlePreloadError (vite:preloadError)", () => {
  it("reloads once: cancels the event, reloads, remembers when", () => {
    const storage = memoryStorage();
    const event = { preventDefault: vi.fn() };
    const reload = vi.fn();
    expect(handlePreloadError(event, storage, reload, 1_000_000)).toBe(true);
    expect(event.preventDefault).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.getItem(PRELOAD_RELOAD_KEY)).toBe("1000000");
  });

  it("lets a second failure soon after the reload through (rethrown → error boundary): no loop", () => {
    const storage = memoryStorage({ [PRELOAD_RELOAD_KEY]: "1000000" });
    const event = { preventDefault: vi.fn() };
    const reload = vi.fn();
    expect(handlePreloadError(event, storage, reload, 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it("reloads again for a failure long after the last automatic reload (a later deploy)", () => {
    const storage = memoryStorage({ [PRELOAD_RELOAD_KEY]: "1000000" });
    expect(handlePreloadError({ preventDefault: vi.fn() }, storage, vi.fn(), 1_000_000 + RELOAD_GUARD_MS)).toBe(true);
    expect(storage.getItem(PRELOAD_RELOAD_KEY)).toBe(String(1_000_000 + RELOAD_GUARD_MS));
  });

  it("never reloads when the guard cannot be stored", () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException("quota", "QuotaExceededError");
    };
    const reload = vi.fn();
    expect(handlePreloadError({ preventDefault: vi.fn() }, storage, reload, 5)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("isModuleLoadError", () => {
  it("recognises each browser's failed dynamic import and Vite's CSS preload", () => {
    for (const message of [
      "Failed to fetch dynamically imported module: http://localhost/assets/login-abc.js",
      "error loading dynamically imported module: http://localhost/assets/login-abc.js",
      "Importing a module script failed.",
      "Unable to preload CSS for /assets/root-abc.css",
    ]) {
      expect(isModuleLoadError(new TypeError(message)), message).toBe(true);
    }
  });

  it("is false for other errors", () => {
    expect(isModuleLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isModuleLoadError("Failed to fetch dynamically imported module")).toBe(false);
    expect(isModuleLoadError(null)).toBe(false);
  });
});

describe("toast after reload", () => {
  it("is shown once", () => {
    const storage = memoryStorage();
    showToastAfterReload("success", "You have been logged out successfully.", storage);
    expect(JSON.parse(storage.getItem(FLASH_TOAST_KEY)!)).toStrictEqual({
      type: "success",
      message: "You have been logged out successfully.",
    });
    expect(takeToastAfterReload(storage)).toStrictEqual({ type: "success", message: "You have been logged out successfully." });
    expect(takeToastAfterReload(storage)).toBeNull();
  });

  it("ignores anything that is not one of its notices", () => {
    for (const value of ["not json", JSON.stringify({ type: "shout", message: "x" }), JSON.stringify({ type: "info" })]) {
      expect(takeToastAfterReload(memoryStorage({ [FLASH_TOAST_KEY]: value })), value).toBeNull();
    }
  });
});
