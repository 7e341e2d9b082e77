/**
 * app/lib/toast.ts: sonner (the toaster's chunk, app/components/sonner-toaster.tsx, which
 * re-exports sonner's `toast` and `Toaster`) is imported on the first toast, and the toasts raised
 * before it arrives reach it in order, with their options; whoever waits for sonner (the toaster)
 * hears of it. That is browser code: these tests run it as the client build does (`SSR` false);
 * rendered on the server it never imports sonner.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const calls: [string, string, unknown][] = [];
let imports = 0;
vi.mock("#app/components/sonner-toaster.tsx", () => {
  imports += 1;
  const record = (kind: string) => (message: string, options?: unknown) => calls.push([kind, message, options]);
  return {
    toast: { success: record("success"), error: record("error"), info: record("info"), warning: record("warning") },
    Toaster: () => null,
    StoreToaster: () => null,
  };
});

describe("lazy toasts", () => {
  beforeEach(() => {
    calls.length = 0;
    vi.resetModules();
    vi.stubEnv("SSR", false);
  });
  afterEach(() => vi.unstubAllEnvs());

  it("never imports sonner while rendering on the server", async () => {
    vi.stubEnv("SSR", true);
    const before = imports;
    const { toast, loadSonner } = await import("#app/lib/toast.ts");
    toast.success("saved");
    const settled = await Promise.race([loadSonner().then(() => "loaded"), new Promise((resolve) => setTimeout(resolve, 50, "pending"))]);
    expect(settled).toBe("pending");
    expect(imports).toBe(before);
    expect(calls).toEqual([]);
  });

  it("imports sonner on the first toast and hands over every earlier toast in order", async () => {
    const { toast, loadSonner } = await import("#app/lib/toast.ts");
    expect(calls).toEqual([]);
    toast.success("saved");
    toast.error("failed", { description: "why" });
    toast.warning("careful");
    toast.info("note", { id: "one" });
    expect(calls).toEqual([]);
    await loadSonner();
    await Promise.resolve();
    expect(calls).toEqual([
      ["success", "saved", undefined],
      ["error", "failed", { description: "why" }],
      ["warning", "careful", undefined],
      ["info", "note", { id: "one" }],
    ]);
    expect(imports).toBe(1);
  });

  it("tells a waiting toaster once sonner is in, and one that subscribes later at once", async () => {
    const { toast, loadSonner, whenSonnerLoads } = await import("#app/lib/toast.ts");
    const early = vi.fn();
    whenSonnerLoads(early);
    expect(early).not.toHaveBeenCalled();
    toast.success("first");
    await loadSonner();
    await Promise.resolve();
    expect(early).toHaveBeenCalledTimes(1);
    expect(early.mock.calls[0]![0]).toHaveProperty("Toaster");

    const late = vi.fn();
    whenSonnerLoads(late);
    await loadSonner();
    await Promise.resolve();
    expect(late).toHaveBeenCalledTimes(1);
  });

  it("an unsubscribed toaster is not told", async () => {
    const { loadSonner, whenSonnerLoads } = await import("#app/lib/toast.ts");
    const gone = vi.fn();
    const unsubscribe = whenSonnerLoads(gone);
    unsubscribe();
    await loadSonner();
    await Promise.resolve();
    expect(gone).not.toHaveBeenCalled();
  });
});
