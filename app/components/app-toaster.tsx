import { useEffect, useRef, useState, type MouseEvent, type PointerEvent } from "react";
import { toast, Toaster } from "sonner";
import { m } from "#app/paraglide/messages.js";
import { takeToastAfterReload } from "../lib/toast-after-reload.ts";

/** Toasts (spec §9): top right, 5000 ms, at most 20 visible, left to right. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 20;
/** A press that moved further than this is a drag (sonner's swipe), not a click. */
const CLICK_SLOP_PX = 6;

/** The theme the document shows (`dark` class on <html>, kept by lib/theme.ts), followed live. */
function useDocumentTheme(): "light" | "dark" {
  const [theme, setTheme] = useState<"light" | "dark">("light");
  useEffect(() => {
    const root = document.documentElement;
    const read = () => setTheme(root.classList.contains("dark") ? "dark" : "light");
    read();
    const observer = new MutationObserver(read);
    observer.observe(root, { attributes: true, attributeFilter: ["class"] });
    return () => observer.disconnect();
  }, []);
  return theme;
}

/**
 * The store's toaster. sonner pauses a toast while the pointer is over the stack (and while the
 * tab is hidden); it has no "close on click" of its own, so a click on a toast's body presses
 * that toast's own close button: the dismissal is sonner's (animation, onDismiss), and it works
 * for every toast whoever raised it. Clicks on the toast's own buttons and links, drags (swipes)
 * and text selections are left alone.
 */
export function AppToaster() {
  const theme = useDocumentTheme();
  const pressedAt = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    // A notice queued before the page reloaded itself (e.g. after a logout); after the first
    // paint, so the toaster is listening.
    const pending = takeToastAfterReload();
    if (!pending) return;
    const timer = window.setTimeout(() => toast[pending.type](pending.message), 0);
    return () => window.clearTimeout(timer);
  }, []);

  function onPointerDown(event: PointerEvent) {
    pressedAt.current = { x: event.clientX, y: event.clientY };
  }

  function onClick(event: MouseEvent) {
    const target = event.target as HTMLElement;
    const item = target.closest<HTMLElement>("[data-sonner-toast]");
    if (!item || item.dataset.dismissible === "false" || target.closest("button, a, input, textarea, select")) return;
    const from = pressedAt.current;
    if (from && Math.hypot(event.clientX - from.x, event.clientY - from.y) > CLICK_SLOP_PX) return;
    if ((window.getSelection()?.toString() ?? "").length > 0) return;
    item.querySelector<HTMLButtonElement>("button[data-close-button]")?.click();
  }

  return (
    // A wrapper for event delegation only: `display: contents` gives it no box of its own.
    <div className="contents" onClick={onClick} onPointerDown={onPointerDown} data-testid="toaster">
      <Toaster
        position="top-right"
        duration={TOAST_DURATION_MS}
        visibleToasts={TOAST_LIMIT}
        closeButton
        richColors
        dir="ltr"
        theme={theme}
        containerAriaLabel={m.toast_region()}
        toastOptions={{ closeButtonAriaLabel: m.toast_close(), className: "cursor-pointer" }}
      />
    </div>
  );
}
