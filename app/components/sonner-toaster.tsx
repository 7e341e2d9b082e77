import { useEffect, useRef, useState, type CSSProperties, type MouseEvent, type PointerEvent } from "react";
import { Toaster } from "sonner";
import { m } from "#app/paraglide/messages.js";

/*
 * sonner and the store's toaster around it: one chunk that app/lib/toast.ts imports on the first
 * toast, or app/components/app-toaster.tsx when the browser is idle after the page loaded. The
 * page's first download carries none of it.
 */

// What lib/toast.ts calls (`toast.success(…)`), and sonner's own Toaster (tests check it is in).
export { Toaster, toast } from "sonner";

/** Toasts (docs/product.md#toasts): top right, 5000 ms, at most 20 visible, left to right. */
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
export function StoreToaster() {
  const theme = useDocumentTheme();
  const pressedAt = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    // Toasts pause on focus loss as on hover (docs/product.md#toasts). sonner pauses its timers
    // while its stack is "expanded", which only the pointer does (mouse over the list, mouse
    // leaving it), and has no option for window focus. So a window blur hands the list the mouse
    // move that expands it, and focus coming back the mouse-out that folds it; a toast raised while
    // the window is unfocused gets the same. The progress bar (uno.config.ts) pauses with it. Only
    // a blur event counts: a page opened in the background (or a headless browser) may not report
    // focus at first, and its toasts must still run their course.
    let blurred = false;
    const list = () => document.querySelector<HTMLElement>("[data-sonner-toaster]");
    const pause = () => list()?.dispatchEvent(new MouseEvent("mousemove", { bubbles: true }));
    const resume = () => list()?.dispatchEvent(new MouseEvent("mouseout", { bubbles: true, relatedTarget: document.body }));
    const onBlur = () => {
      blurred = true;
      pause();
    };
    const onFocus = () => {
      blurred = false;
      resume();
    };
    const arrivals = new MutationObserver(() => {
      if (blurred) pause();
    });
    arrivals.observe(document.body, { childList: true, subtree: true });
    window.addEventListener("blur", onBlur);
    window.addEventListener("focus", onFocus);
    return () => {
      arrivals.disconnect();
      window.removeEventListener("blur", onBlur);
      window.removeEventListener("focus", onFocus);
    };
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
    // biome-ignore lint/a11y/noStaticElementInteractions: delegation only; the toasts inside are the controls
    // biome-ignore lint/a11y/useKeyWithClickEvents: the close button inside each toast is reachable by keyboard
    <div className="contents" onClick={onClick} onPointerDown={onPointerDown} data-testid="toaster">
      <Toaster
        position="top-right"
        // Below the 4 rem header, so a toast never covers the bell or the account menu.
        offset={{ top: "4.5rem", right: 24 }}
        mobileOffset={{ top: "4.5rem", right: 16, left: 16 }}
        duration={TOAST_DURATION_MS}
        visibleToasts={TOAST_LIMIT}
        closeButton
        richColors
        dir="ltr"
        theme={theme}
        containerAriaLabel={m.toast_region()}
        toastOptions={{
          closeButtonAriaLabel: m.toast_close(),
          className: "cursor-pointer",
          style: { "--toast-duration": `${TOAST_DURATION_MS}ms` } as CSSProperties,
        }}
      />
    </div>
  );
}
