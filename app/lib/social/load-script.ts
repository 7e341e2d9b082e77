const loading = new Map<string, Promise<void>>();

/**
 * Loads a provider's SDK once per page (later callers share the same load). The page CSP allows
 * the URL itself (contract/social-providers.ts), so the element needs no nonce. A failed load is
 * forgotten, so a later attempt tries again.
 */
export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`Could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    loading.set(src, promise);
  }
  return promise;
}
