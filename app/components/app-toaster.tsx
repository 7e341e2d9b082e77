import { useEffect, useState } from "react";
import { loadSonner, toast, whenSonnerLoads, type Sonner } from "../lib/toast.ts";
import { takeToastAfterReload } from "../lib/toast-after-reload.ts";

/**
 * What the user does before nearly every toast: press a pointer or a key. The toaster's chunk is
 * imported then, not while the page loads: its import, evaluation and first render are ~50 ms of
 * main thread on the development VM and several times that on a phone, which an idle-time import
 * still put inside the page's first seconds (docs/performance.md, "Lighthouse").
 */
const INTENT_EVENTS = ["pointerdown", "keydown"] as const;

/**
 * The toaster's chunk once it has been imported (lib/toast.ts: on the first toast, or here at the
 * user's first pointer or key press), else null: the page's first download carries no toaster.
 */
function useSonner() {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  useEffect(() => {
    const unsubscribe = whenSonnerLoads(setSonner);
    const stopListening = () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, preload, true);
    };
    const preload = () => {
      stopListening();
      void loadSonner().catch(() => {});
    };
    for (const type of INTENT_EVENTS) window.addEventListener(type, preload, { capture: true, passive: true });
    return () => {
      unsubscribe();
      stopListening();
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
