/**
 * Reads the page the way a browser's parser would for what the inspection needs — the manifest link,
 * the base URL, the scripts — with HTMLRewriter (lol-html, an HTML tokenizer), not regular
 * expressions, so comments, attribute quoting, case and odd spacing are handled like a browser.
 * Scripts are not run: a manifest link injected by JavaScript is not seen (the inspection says so).
 */
import { relTokens, type PageScan } from "./page-scan.ts";
import type { ManifestLinkFact } from "../inspection/facts.ts";
import { findServiceWorkerRegistration, isExecutableScriptType } from "./service-worker.ts";

export type { ManifestLink, PageScan } from "./page-scan.ts";

/** Scanning limits: enough for any real page, bounded for a hostile one. */
const MAX_MANIFEST_LINKS = 5;
const MAX_SCRIPTS = 50;
const MAX_INLINE_SCRIPT_CHARS = 1024 * 1024;

async function scan(body: Uint8Array<ArrayBuffer>, contentType: string): Promise<PageScan> {
  const result: PageScan = { manifestLinks: [], baseHref: null, scripts: [], inlineServiceWorker: null };
  let sawBody = false;
  let sawBase = false;
  let inlineChars = 0;
  let current: { executable: boolean; text: string } | null = null;

  const rewriter = new HTMLRewriter()
    .on("body", {
      element() {
        sawBody = true;
      },
    })
    .on("base", {
      element(element) {
        const href = element.getAttribute("href");
        if (!sawBase && href !== null) {
          sawBase = true;
          result.baseHref = href;
        }
      },
    })
    .on("link", {
      element(element) {
        const rel = relTokens(element.getAttribute("rel"));
        // A module the page preloads is a script it loads (Vite and others split the entry so).
        const href = element.getAttribute("href")?.trim();
        if (rel.includes("modulepreload") && href && result.scripts.length < MAX_SCRIPTS) result.scripts.push(href);
        if (result.manifestLinks.length >= MAX_MANIFEST_LINKS) return;
        if (!rel.includes("manifest")) return;
        result.manifestLinks.push({ href: element.getAttribute("href"), inBody: sawBody });
      },
    })
    .on("script", {
      element(element) {
        const executable = isExecutableScriptType(element.getAttribute("type"));
        const src = element.getAttribute("src");
        if (src !== null) {
          if (executable && src.trim() !== "" && result.scripts.length < MAX_SCRIPTS) result.scripts.push(src.trim());
          current = null; // a script with src ignores its inline text
          return;
        }
        current = { executable, text: "" };
      },
      text(chunk) {
        const script = current;
        if (!script) return;
        if (script.executable && !result.inlineServiceWorker && inlineChars < MAX_INLINE_SCRIPT_CHARS) {
          script.text += chunk.text;
          inlineChars += chunk.text.length;
        }
        if (chunk.lastInTextNode) {
          if (script.executable && !result.inlineServiceWorker) result.inlineServiceWorker = findServiceWorkerRegistration(script.text);
          current = null;
        }
      },
    });

  await rewriter.transform(new Response(body, { headers: { "content-type": contentType } })).arrayBuffer();
  return result;
}

/**
 * Scans an HTML page (already read, within its cap). The Content-Type's charset is honoured;
 * one lol-html cannot decode falls back to UTF-8. Never throws: markup the tokenizer gives up on
 * is reported as unreadable rather than failing the inspection.
 *
 * @example
 * const page = await scanPage(bytes, "text/html; charset=utf-8");
 * page.manifestLinks[0]?.href // "/manifest.webmanifest"
 */
export async function scanPage(body: Uint8Array<ArrayBuffer>, contentType: string | null): Promise<PageScan> {
  try {
    return await scan(body, contentType || "text/html; charset=utf-8");
  } catch {
    try {
      return await scan(body, "text/html; charset=utf-8");
    } catch {
      return { manifestLinks: [], baseHref: null, scripts: [], inlineServiceWorker: null, unreadable: true };
    }
  }
}

/**
 * The document's base URL (its `<base href>`, unless unparsable or a data:/javascript: URL, as
 * browsers ignore those) and what its first `<link rel~="manifest">` points to, resolved against
 * it. Shared by the URL inspector and the ZIP upload, which read the same page differently.
 */
export function manifestLinkOf(scan: PageScan, documentUrl: URL): { base: URL; manifestLink: ManifestLinkFact } {
  let base = documentUrl;
  if (scan.baseHref !== null) {
    try {
      const parsed = new URL(scan.baseHref.trim(), documentUrl);
      if (parsed.protocol !== "data:" && parsed.protocol !== "javascript:") base = parsed;
    } catch {
      // An unparsable <base href> is ignored, as browsers do.
    }
  }
  const first = scan.manifestLinks[0];
  if (!first) return { base, manifestLink: { kind: "none" } };
  if (first.href === null) return { base, manifestLink: { kind: "no_href" } };
  if (first.href.trim() === "") return { base, manifestLink: { kind: "empty_href" } };
  try {
    const resolved = new URL(first.href.trim(), base);
    return {
      base,
      manifestLink: ["http:", "https:", "data:"].includes(resolved.protocol)
        ? { kind: "found", href: first.href, url: resolved.href }
        : { kind: "unsupported_scheme", href: first.href },
    };
  } catch {
    return { base, manifestLink: { kind: "invalid_href", href: first.href } };
  }
}
