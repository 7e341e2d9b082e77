import { AsyncLocalStorage } from "node:async_hooks";
import { getServerAsyncLocalStorage, overwriteServerAsyncLocalStorage, type Locale } from "#app/paraglide/runtime.js";

/**
 * Runs `fn` with paraglide's request-scoped locale set, so message functions (`m.some_key()`)
 * called anywhere below — zod error messages, mails, API errors — speak the caller's language.
 * Pages get the same scope from paraglide's own middleware; this is the API's lighter version
 * (the middleware would clone every request body, uploads included).
 */
export function runInLocale<T>(locale: Locale, origin: string, fn: () => T): T {
  let storage = getServerAsyncLocalStorage();
  if (!storage) {
    storage = new AsyncLocalStorage() as NonNullable<ReturnType<typeof getServerAsyncLocalStorage>>;
    overwriteServerAsyncLocalStorage(storage);
  }
  return storage.run({ locale, origin, messageCalls: new Set() }, fn);
}
