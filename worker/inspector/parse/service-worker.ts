/**
 * Best-effort detection of a service worker registration in script text: the store does not run
 * the page's scripts, so it looks for the calls that register one — navigator.serviceWorker
 * .register(...) in any spelling a minifier leaves (n.serviceWorker.register, serviceWorker
 * ["register"]) and workbox-window's `new Workbox(...)` — and, when the first argument is a
 * string literal, the worker script's address. Also the one scanner of a page's scripts for it
 * (scanScriptsForRegistration), shared by the URL inspection and the ZIP upload.
 */
import type { ScriptSkipReason } from "#contract/schemas/publishing.ts";

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

/**
 * How far the detection reads a page's same-origin scripts, for the URL inspection (inspect.ts)
 * and the ZIP upload (zip/zip-inspection.ts) alike: at most 20 scripts, each up to 1 MB and
 * 2 MB in all. The scripts past a limit are named in the inspection as not scanned.
 */
export const SCRIPT_SCAN_LIMITS = { scripts: 20, scriptBytes: 1024 * 1024, totalBytes: 2 * 1024 * 1024 } as const;

/** What reading one script gave: its text (cut at `maxBytes`), or why it could not be read. */
export type ScriptRead = { ok: true; text: string; bytes: number } | { ok: false; reason: Exclude<ScriptSkipReason, `${string}_limit`> };

export interface ScriptScan {
  /** The first registration found, and the script it is in. */
  match: { script: string | null; foundIn: string } | null;
  /** Scripts read (whole or up to their cap). */
  scriptsChecked: number;
  /** Scripts not read, in document order, with why. */
  notScanned: Array<{ url: string; reason: ScriptSkipReason }>;
}

/**
 * The page's scripts the detection may read: `srcs` (as written, in document order) resolved
 * against the document's base URL, on the page's own origin, each once.
 *
 * @example
 * sameOriginScripts(["/a.js", "https://cdn.example/b.js", "a.js"], new URL("https://app.example/"), "https://app.example")
 * // → ["https://app.example/a.js"]
 */
export function sameOriginScripts(srcs: readonly string[], base: URL, origin: string): string[] {
  const urls: string[] = [];
  for (const src of srcs) {
    try {
      const url = new URL(src, base);
      url.hash = "";
      if (url.origin === origin && !urls.includes(url.href)) urls.push(url.href);
    } catch {
      // Not a URL: the browser would not load it either.
    }
  }
  return urls;
}

/**
 * Reads `urls` one after another through `read` until one registers a service worker, within
 * `limits`: the first 20 scripts, each read up to 1 MB or what is left of the 2 MB in all. The
 * ones not read are listed with why (a limit, the inspection's budget, or `read`'s reason). One
 * scanner for both callers: the URL inspection reads over the network, the upload from the ZIP.
 *
 * @example
 * const scan = await scanScriptsForRegistration(urls, async (url, maxBytes) => readSomehow(url, maxBytes));
 * scan.match?.foundIn // "https://app.example/assets/app.js"
 */
export async function scanScriptsForRegistration(
  urls: readonly string[],
  read: (url: string, maxBytes: number) => Promise<ScriptRead>,
  limits: { scripts: number; scriptBytes: number; totalBytes: number } = SCRIPT_SCAN_LIMITS,
): Promise<ScriptScan> {
  const result: ScriptScan = { match: null, scriptsChecked: 0, notScanned: [] };
  let bytesLeft = limits.totalBytes;
  for (const [index, url] of urls.entries()) {
    const stop: ScriptSkipReason | null = index >= limits.scripts ? "count_limit" : bytesLeft <= 0 ? "bytes_limit" : null;
    if (stop) {
      result.notScanned.push(...urls.slice(index).map((rest) => ({ url: rest, reason: stop })));
      break;
    }
    const answer = await read(url, Math.min(limits.scriptBytes, bytesLeft));
    if (!answer.ok) {
      if (answer.reason === "budget") {
        result.notScanned.push(...urls.slice(index).map((rest) => ({ url: rest, reason: "budget" as const })));
        break;
      }
      result.notScanned.push({ url, reason: answer.reason });
      continue;
    }
    result.scriptsChecked += 1;
    bytesLeft -= answer.bytes;
    const match = findServiceWorkerRegistration(answer.text);
    if (match) {
      result.match = { script: match.script, foundIn: url };
      break;
    }
  }
  return result;
}
