import { isModuleLoadError, PRELOAD_RELOAD_KEY } from "./preload-errors.ts";

/**
 * A module imported on first need, once: `const load = lazyModule(() => import("./x.ts"))`, then
 * `await load()` wherever it is needed (and `void load()` where the need is near, to have it ready).
 * Every lazily imported module the app tries again goes through here (ADR 0060).
 *
 * A failed import (offline, or a newer build deployed meanwhile) is tried again on the next call.
 * Browsers that follow the HTML standard since whatwg/html#10327 (Chromium with
 * ModuleMapDoNotCacheFailedFetch, Firefox 155) fetch the file again, and the page recovers where it
 * is. Older ones (Chromium 150, Safari today) remember a failed module fetch for the document's
 * life: every later import of that URL fails at once, whatever the network does. When a retry
 * fails and the file it names now downloads, the failure can only be the browser's memory, and
 * only a new document forgets it: the page reloads (recorded like lib/preload-errors.ts's reload,
 * so a failure right after it is shown rather than reloaded again). A file that still does not
 * download (offline, or gone) is the caller's to report.
 */
export function lazyModule<M>(importModule: () => Promise<M>, recovery: Recovery = browserRecovery): () => Promise<M> {
  let loading: Promise<M> | undefined;
  let failedBefore = false;
  return () => {
    if (!loading) {
      const retry = failedBefore;
      loading = importModule().catch(async (error: unknown) => {
        loading = undefined;
        failedBefore = true;
        if (retry && isModuleLoadError(error) && (await recovery.downloads(failedFile(error)))) {
          recovery.reload();
          // The page is going away: nothing is shown in the meantime.
          return new Promise<M>(() => {});
        }
        throw error;
      });
    }
    return loading;
  };
}

/** How a retry that failed finds out whether the network is back, and starts a new document. */
export interface Recovery {
  /** Whether `url` (the page itself when the error names no file) downloads now. */
  downloads(url: string | undefined): Promise<boolean>;
  reload(): void;
}

/** The file a failed dynamic import names: Chromium's and Firefox's messages end with it; Safari's names none. */
export function failedFile(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  return /(?:module|chunk)[:\s]+((?:https?:\/\/|\/)\S+)$/i.exec(error.message.trim())?.[1];
}

const browserRecovery: Recovery = {
  async downloads(url) {
    try {
      // Past the HTTP cache (a cached copy says nothing about the network), headers only.
      const response = await fetch(url ?? location.href, { method: "HEAD", cache: "no-cache" });
      return response.ok;
    } catch {
      return false;
    }
  },
  reload() {
    try {
      sessionStorage.setItem(PRELOAD_RELOAD_KEY, String(Date.now()));
    } catch {
      // Without storage the reload is still right: the file downloads now.
    }
    location.reload();
  },
};
