/// <reference types="vite/client" />
import type { ExternalToast } from "sonner";
import { lazyModule } from "./lazy-module.ts";

/**
 * `toast.success(...)` and friends without sonner on the first visit (docs/performance.md, "Page
 * weight"): sonner, with the store's toaster around it (app/components/sonner-toaster.tsx, one
 * chunk), is imported on the first toast, or at the user's first pointer or key press
 * (app/components/app-toaster.tsx), whichever comes first. A toast raised before it arrives is handed over once it does, in order;
 * sonner keeps the toasts raised before its `Toaster` subscribes and shows them then
 * (app/components/app-toaster.tsx mounts it as soon as the chunk is in).
 */
export type Sonner = typeof import("../components/sonner-toaster.tsx");
type Kind = "success" | "error" | "info" | "warning";

const importSonner = lazyModule(() => import("../components/sonner-toaster.tsx"));
/** The newest import of sonner: the one that succeeded, or the one in flight. */
let loading: Promise<Sonner> | undefined;
const waiting = new Set<(sonner: Sonner) => void>();

/**
 * Imports sonner and the toaster (once; again on the next toast after a failed try: a newer build
 * deployed, or offline, lib/lazy-module.ts) and tells whoever waits for them.
 */
export function loadSonner(): Promise<Sonner> {
  // No toast is raised while rendering on the server, so the Worker needs no sonner (~10 KB).
  if (import.meta.env.SSR) return new Promise<Sonner>(() => {});
  const attempt = importSonner();
  if (attempt !== loading) {
    loading = attempt;
    attempt.then(
      (sonner) => {
        for (const notify of waiting) notify(sonner);
        waiting.clear();
      },
      () => {},
    );
  }
  return attempt;
}

/** Calls `notify` with sonner once something has imported it; returns an unsubscribe. */
export function whenSonnerLoads(notify: (sonner: Sonner) => void): () => void {
  waiting.add(notify);
  loading?.then(
    (sonner) => {
      if (waiting.delete(notify)) notify(sonner);
    },
    () => {},
  );
  return () => waiting.delete(notify);
}

function show(kind: Kind, message: string, options?: ExternalToast): void {
  loadSonner().then(
    (sonner) => sonner.toast[kind](message, options),
    () => {},
  );
}

/** The store's toasts (docs/product.md#toasts); the same calls as sonner's `toast`. */
export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  info: (message: string, options?: ExternalToast) => show("info", message, options),
  warning: (message: string, options?: ExternalToast) => show("warning", message, options),
};
