/**
 * A module imported on first need, once: `const load = lazyModule(() => import("./x.ts"))`, then
 * `await load()` wherever it is needed (and `void load()` where the need is near, to have it ready).
 * A failed import (offline, or a newer build deployed meanwhile) is tried again on the next call.
 */
export function lazyModule<M>(importModule: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  return () => {
    if (!loading) {
      loading = importModule();
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
}
