/**
 * A lazily loaded part of the app that fails to load (docs/product.md#navigation-guard: rethrown
 * unless a preload-error handler deals with it). The usual cause is a deploy: the open page
 * asks for a file of the previous build, which is gone.
 *
 * Vite wraps the app's dynamic imports (`import()`, React.lazy) so that a failure first
 * dispatches a cancelable `vite:preloadError` event on window. The handler below reloads the page
 * once, which fetches the current build; cancelling the event stops Vite from rethrowing. If the
 * same failure comes back within RELOAD_GUARD_MS of that reload, it is not cancelled: the error
 * is rethrown and the root error boundary shows "This page could not be loaded" with a reload
 * button, so a file that is really missing can never cause a reload loop.
 *
 * Route modules themselves are loaded by React Router, which reloads the page on a failed load
 * (a reload cannot loop there: the document then imports its modules directly).
 */

/** Session storage key (listed on the cookies page): when the page last reloaded itself. */
export const PRELOAD_RELOAD_KEY = "preloadReloadAt";
/** A second failure this soon after an automatic reload is shown, not reloaded. */
export const RELOAD_GUARD_MS = 60_000;

/**
 * Decides about one `vite:preloadError` event: reloads (and cancels it) unless the page reloaded
 * for the same reason less than RELOAD_GUARD_MS ago. Answers whether it reloaded.
 */
export function handlePreloadError(
  event: Pick<Event, "preventDefault">,
  storage: Pick<Storage, "getItem" | "setItem"> | undefined,
  reload: () => void,
  now = Date.now(),
): boolean {
  let last = Number.NaN;
  try {
    last = Number(storage?.getItem(PRELOAD_RELOAD_KEY));
  } catch {
    // unreadable storage: treated as "no reload yet"
  }
  if (Number.isFinite(last) && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false;
  try {
    storage?.setItem(PRELOAD_RELOAD_KEY, String(now));
  } catch {
    // Without storage the guard cannot be kept: do not risk a loop, let the error through.
    return false;
  }
  event.preventDefault();
  reload();
  return true;
}

/** Installs the handler; call once, before hydration, so early failures are caught too. */
export function listenForPreloadErrors(target: Window = window): void {
  target.addEventListener("vite:preloadError", (event) => {
    handlePreloadError(event, target.sessionStorage, () => target.location.reload());
  });
}

/**
 * Whether an error is a failed load of a JavaScript or CSS file of the app (rather than a bug):
 * what each browser's dynamic import throws, Vite's CSS preload error, React Router's lazy route.
 */
export function isModuleLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i.test(
    error.message,
  );
}
