/**
 * Best-effort detection of a service worker registration in script text: the store does not run
 * the page's scripts, so it looks for the calls that register one — navigator.serviceWorker
 * .register(...) in any spelling a minifier leaves (n.serviceWorker.register, serviceWorker
 * ["register"]) and workbox-window's `new Workbox(...)` — and, when the first argument is a
 * string literal, the worker script's address.
 */

export interface ServiceWorkerMatch {
  /** The script argument as written ("/sw.js"), when it is a plain string literal. */
  script: string | null;
}

const PATTERNS = [
  /serviceWorker\s*(?:\.\s*register|\[\s*(["'])register\1\s*\])\s*\(\s*(?:(["'`])([^"'`\\\n]{1,500})\2)?/,
  /\bnew\s+Workbox\s*\(\s*(?:(["'`])([^"'`\\\n]{1,500})\1)?/,
];

/**
 * The first registration in `source`, or null.
 *
 * @example
 * findServiceWorkerRegistration('"serviceWorker"in navigator&&navigator.serviceWorker.register("/sw.js")')
 * // → { script: "/sw.js" }
 */
export function findServiceWorkerRegistration(source: string): ServiceWorkerMatch | null {
  let best: { at: number; script: string | null } | null = null;
  for (const [index, pattern] of PATTERNS.entries()) {
    const match = pattern.exec(source);
    if (!match) continue;
    const script = (index === 0 ? match[3] : match[2]) ?? null;
    if (!best || match.index < best.at) best = { at: match.index, script };
  }
  return best ? { script: best.script } : null;
}

/** Script types a browser runs (classic or module); data blocks (JSON, templates) are skipped. */
export function isExecutableScriptType(type: string | null): boolean {
  if (type === null) return true;
  const essence = type.split(";")[0]!.trim().toLowerCase();
  return (
    essence === "" ||
    essence === "module" ||
    /^(text|application)\/(x-)?(java|ecma)script$/.test(essence) ||
    essence === "text/jscript" ||
    essence === "text/livescript" ||
    essence === "text/babel"
  );
}
