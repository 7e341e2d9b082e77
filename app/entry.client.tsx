// First: the locale strategies (`?lang=`, browser languages) before any module asks for the locale.
import "#contract/locales.ts";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { NonceProvider } from "./lib/nonce.tsx";
import { listenForPreloadErrors } from "./lib/preload-errors.ts";

// A lazily loaded file that is gone (a deploy happened): reload once, else the error boundary.
listenForPreloadErrors();

// The server render's CSP nonce, read back from an element it rendered, so hydration produces the
// same attributes (the `nonce` property survives even where browsers hide the attribute).
const nonce = (document.getElementById("theme-script") as HTMLScriptElement | null)?.nonce ?? "";

/**
 * The store's service worker (public/sw.js: offline page, cached build assets). Production builds
 * only (the e2e suite runs one): under Vite's dev server it would cache modules that hot reloading
 * replaces. Registered once the page has loaded and the browser is idle, so installing it never
 * competes with the page's own requests and hydration.
 */
function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error: unknown) => {
      // Not fatal: the store works without it (private windows may refuse service workers).
      console.warn("Service worker registration failed:", error);
    });
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(register, { timeout: 5_000 });
    else window.setTimeout(register, 1_000);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

registerServiceWorker();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceProvider value={nonce}>
        <HydratedRouter />
      </NonceProvider>
    </StrictMode>,
  );
});
