import { useEffect, useState } from "react";
import { loadSonner, toast, whenSonnerLoads, type Sonner } from "../lib/toast.ts";
import { takeToastAfterReload } from "../lib/toast-after-reload.ts";

/** Without an idle moment (a busy page), the toaster is imported this long after the first render. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * The toaster's chunk once it has been imported (lib/toast.ts: on the first toast, or here when
 * the browser is idle after the page loaded), else null: the page's first download carries no
 * toaster.
 */
function useSonner() {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  useEffect(() => {
    const unsubscribe = whenSonnerLoads(setSonner);
    const preload = () => void loadSonner().catch(() => {});
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(preload, { timeout: IDLE_TIMEOUT_MS });
      return () => {
        unsubscribe();
        window.cancelIdleCallback(handle);
      };
    }
    const timer = window.setTimeout(preload, IDLE_TIMEOUT_MS);
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, []);
  return sonner;
}

/**
 * Where the store's toasts show (docs/product.md#toasts): the toaster itself
 * (components/sonner-toaster.tsx, with sonner) mounts once its chunk is in; toasts raised before
 * that are shown then.
 */
export function AppToaster() {
  const sonner = useSonner();

  useEffect(() => {
    // A notice queued before the page reloaded itself (e.g. after a logout); after the first
    // paint, so the toaster is listening.
    const pending = takeToastAfterReload();
    if (!pending) return;
    const timer = window.setTimeout(() => toast[pending.type](pending.message), 0);
    return () => window.clearTimeout(timer);
  }, []);

  return sonner ? <sonner.StoreToaster /> : null;
}
