/**
 * Inspects a web app by its address, for "Add by URL" (docs/decisions/0018-url-inspection.md):
 * fetches the page (fetch/safe-fetch.ts), finds the manifest link (parse/page.ts), fetches and
 * parses the manifest (parse/json-text.ts) and processes it as the W3C spec does
 * (parse/manifest.ts), downloads the install icon and a few screenshots to check what they really
 * are (parse/image-sniff.ts), looks for a service worker registration, asks the caller whether the
 * app is already listed, and hands the facts to inspection/build.ts.
 *
 * Outcome contract (ADR 0018, docs/api.md "Inspect"): when the page itself cannot be loaded as
 * an HTML page — refused address, DNS, redirects, timeout, size, HTTP error, not HTML — the
 * answer is a refusal (the API's 422) with a precise reason. Once the page is there, everything
 * else the site gets wrong is a failed check in the inspection.
 */
import type { InspectRedirect, InspectRefusalReason, Inspection } from "#contract/schemas/publishing.ts";
import { m } from "#app/paraglide/messages.js";
import type { Locale } from "#app/paraglide/runtime.js";
import { classifyHost, type AddressPolicy } from "./fetch/address.ts";
import { BudgetSpent, cachingResolver, createDohResolver, type Resolver } from "./fetch/dns.ts";
import { charsetOf, isNetworkFailure, mediaType, safeFetch, type Budget, type SafeFetchContext } from "./fetch/safe-fetch.ts";
import { buildInspection } from "./inspection/build.ts";
import type { AppIdentity, ImageFact, InspectionFacts, ManifestFetchFact, ResourceProblem } from "./inspection/facts.ts";
import { installIconCandidates } from "./inspection/installability.ts";
import { fetchFailureMessage } from "./inspection/messages.ts";
import { describeNonImage, sniffImage } from "./parse/image-sniff.ts";
import { decodeText, jsonKind, parseJson } from "./parse/json-text.ts";
import { processManifest, type ManifestImage } from "./parse/manifest.ts";
import { manifestLinkOf, scanPage } from "./parse/page.ts";
import { sameOriginScripts, scanScriptsForRegistration, type ScriptRead } from "./parse/service-worker.ts";
import { sameOriginUrl } from "./zip/paths.ts";

/**
 * Body caps (docs/decisions/0018-url-inspection.md): the page, the manifest, each image; the
 * scripts scanned for a service worker have theirs in parse/service-worker.ts (SCRIPT_SCAN_LIMITS).
 */
export const LIMITS = {
  htmlBytes: 2 * 1024 * 1024,
  manifestBytes: 1024 * 1024,
  imageBytes: 5 * 1024 * 1024,
  /** Install-icon candidates tried, best first, until one downloads. */
  iconDownloads: 3,
  screenshotDownloads: 3,
  /**
   * Subrequests (fetches, their retries and DNS lookups) per inspection, below the Workers limit
   * per request (50 on the Free plan).
   */
  subrequests: 45,
  /**
   * Subrequests the script scan leaves to the install icon and the screenshots (fetched at the
   * same time, each possibly tried twice): a page with many scripts never costs the verdict.
   */
  scriptScanReserve: 12,
} as const;

export const INSPECTOR_USER_AGENT = "PWA-Store-Inspector/1.0 (+https://github.com/pwa-store; app listing check)";

export interface InspectOptions {
  policy: AddressPolicy;
  locale: Locale;
  /** Per request. */
  requestTimeoutMs: number;
  /** For the whole inspection. */
  deadlineMs: number;
  /** Is the app already listed? The caller answers (the store binds its catalogue to it). */
  findDuplicate: (identity: AppIdentity) => Promise<{ id: string; slug: string } | null>;
  /** DNS-over-HTTPS endpoint (default Cloudflare's); ignored when `resolver` is given. */
  dohUrl?: string;
  /** Tests: a resolver that never touches the network. */
  resolver?: Resolver;
  fetch?: typeof fetch;
  now?: () => number;
  /** The wait before retrying a failed connection (fetch/safe-fetch.ts RETRY_DELAY_MS unless given). */
  retryDelayMs?: number;
}

export type InspectOutcome =
  | { ok: true; inspection: Inspection }
  | { ok: false; reason: InspectRefusalReason; message: string; redirects: InspectRedirect[] };

const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);

const startsWithMarkup = (bytes: Uint8Array) =>
  new TextDecoder()
    .decode(bytes.subarray(0, 512))
    .replace(/^\uFEFF/, "")
    .trimStart()
    .startsWith("<");

/** A data: URL's media type and bytes (RFC 2397), for manifests linked inline; null if malformed. */
export function decodeDataUrl(url: URL): { contentType: string; body: Uint8Array } | null {
  const comma = url.href.indexOf(",");
  if (comma < 0) return null;
  const meta = url.href.slice("data:".length, comma);
  const payload = url.href.slice(comma + 1);
  const base64 = /;base64$/i.test(meta);
  const contentType = (base64 ? meta.slice(0, -";base64".length) : meta) || "text/plain;charset=US-ASCII";
  try {
    if (base64) {
      const binary = atob(decodeURIComponent(payload).replace(/\s/g, ""));
      return { contentType, body: Uint8Array.from(binary, (char) => char.charCodeAt(0)) };
    }
    const bytes: number[] = [];
    for (let index = 0; index < payload.length; index += 1) {
      const char = payload[index]!;
      if (char === "%" && /^[0-9a-f]{2}$/i.test(payload.slice(index + 1, index + 3))) {
        bytes.push(Number.parseInt(payload.slice(index + 1, index + 3), 16));
        index += 2;
      } else bytes.push(...new TextEncoder().encode(char));
    }
    return { contentType, body: Uint8Array.from(bytes) };
  } catch {
    return null;
  }
}

/** Whether a page address is secure in Chromium's eyes (https, or a loopback host). */
function secureContext(url: URL): InspectionFacts["secure"] {
  if (url.protocol === "https:") return "https";
  const host = classifyHost(url.hostname);
  return host.kind === "loopback-name" || (host.kind === "ip" && host.class === "loopback") ? "loopback" : "http";
}

/**
 * Inspects `url` (already validated by the request schema) and returns the inspection, or why the
 * page could not be inspected. Never throws for anything the target site does.
 *
 * @example
 * const outcome = await inspectApp("https://notes.example/", {
 *   policy: { allowLoopback: false }, locale: "en", requestTimeoutMs: 8000, deadlineMs: 25000,
 *   findDuplicate: (identity) => findDuplicateApp(db, identity),
 * });
 * if (outcome.ok) outcome.inspection.installable.verdict;
 */
export async function inspectApp(url: string, options: InspectOptions): Promise<InspectOutcome> {
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const budget: Budget = { remaining: LIMITS.subrequests };
  const spend = () => {
    if (budget.remaining <= 0) throw new BudgetSpent();
    budget.remaining -= 1;
  };
  const resolver = cachingResolver(
    options.resolver ?? createDohResolver({ url: options.dohUrl, fetch: doFetch, spend, retryDelayMs: options.retryDelayMs }),
  );
  const ctx: SafeFetchContext = {
    policy: options.policy,
    resolver,
    fetch: doFetch,
    requestTimeoutMs: options.requestTimeoutMs,
    deadline: now() + options.deadlineMs,
    budget,
    userAgent: INSPECTOR_USER_AGENT,
    now,
    retryDelayMs: options.retryDelayMs,
  };
  const locale = options.locale;

  // 1. The page.
  const page = await safeFetch(ctx, url, { maxBytes: LIMITS.htmlBytes, accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1" });
  if (!page.ok) {
    return {
      ok: false,
      reason: page.failure.reason,
      message: fetchFailureMessage(page.failure, locale),
      redirects: page.failure.redirects,
    };
  }
  const document = page.resource;
  const redirects = document.redirects;
  if (document.status < 200 || document.status > 299) {
    return {
      ok: false,
      reason: "http_status",
      message: m.inspect_refused_http_status({ url: document.url, status: String(document.status) }, { locale }),
      redirects,
    };
  }
  const pageType = mediaType(document.contentType);
  if (!(HTML_TYPES.has(pageType) || (pageType === "" && startsWithMarkup(document.body)))) {
    return {
      ok: false,
      reason: "not_html",
      message: m.inspect_refused_not_html({ url: document.url, type: pageType || "-" }, { locale }),
      redirects,
    };
  }
  const documentUrl = new URL(document.url);
  const scan = await scanPage(document.body, document.contentType);

  // 2. The manifest link, resolved against the document's base URL.
  const { base, manifestLink } = manifestLinkOf(scan, documentUrl);

  // 3. The manifest.
  let manifestFetch: ManifestFetchFact | null = null;
  let manifestText: InspectionFacts["manifestText"] = null;
  let manifestJson: InspectionFacts["manifestJson"] = null;
  let processed: InspectionFacts["processed"] = null;
  if (manifestLink.kind === "found") {
    const loaded = await loadManifest(ctx, new URL(manifestLink.url), documentUrl);
    manifestFetch = loaded.fact;
    if (loaded.fact.ok && loaded.body) {
      const decoded = decodeText(loaded.body, charsetOf(loaded.fact.contentType));
      manifestText = { bom: decoded.bom, encoding: decoded.encoding, invalidBytes: decoded.invalidBytes };
      const parsed = parseJson(decoded.text, { allowComments: true });
      if (parsed.ok) {
        manifestJson = { ok: true, topLevel: jsonKind(parsed.value), firstComment: parsed.firstComment };
        processed = processManifest({ json: parsed.value, manifestUrl: loaded.fact.url, documentUrl: documentUrl.href });
      } else {
        manifestJson = { ok: false, error: parsed.error };
      }
    }
  }
  const manifest = manifestJson?.ok && manifestJson.topLevel === "object" ? (processed?.manifest ?? null) : null;

  // 4. Icons, screenshots and scripts, side by side.
  const [icons, screenshots, serviceWorker] = await Promise.all([
    manifest ? downloadIcons(ctx, installIconCandidates(manifest.icons)) : Promise.resolve([]),
    manifest
      ? Promise.all(manifest.screenshots.slice(0, LIMITS.screenshotDownloads).map((image) => downloadImage(ctx, image, "screenshot")))
      : Promise.resolve([]),
    findServiceWorker(ctx, scan.inlineServiceWorker, sameOriginScripts(scan.scripts, base, documentUrl.origin), base),
  ]);

  // 5. Already listed?
  const identity: AppIdentity = manifest
    ? { id: manifest.id, startUrl: manifest.startUrl }
    : { id: withoutHash(documentUrl), startUrl: documentUrl.href };
  const duplicate = await options.findDuplicate(identity);

  const facts: InspectionFacts = {
    url,
    finalUrl: documentUrl.href,
    redirects,
    secure: secureContext(documentUrl),
    page: scan,
    manifestLink,
    manifestFetch,
    manifestText,
    manifestJson,
    processed,
    images: [...icons, ...screenshots],
    serviceWorker,
    duplicate,
    inspectedAt: now(),
  };
  return { ok: true, inspection: buildInspection(facts, locale) };
}

function withoutHash(url: URL): string {
  const copy = new URL(url.href);
  copy.hash = "";
  return copy.href;
}

/** Fetches the manifest and checks what Chromium's fetch would: status, HTML instead of JSON, CORS. */
async function loadManifest(
  ctx: SafeFetchContext,
  url: URL,
  documentUrl: URL,
): Promise<{ fact: ManifestFetchFact; body: Uint8Array | null }> {
  if (url.protocol === "data:") {
    const data = decodeDataUrl(url);
    if (!data || data.body.byteLength > LIMITS.manifestBytes) {
      return {
        fact: {
          ok: false,
          problem: {
            kind: "fetch",
            failure: {
              reason: data ? "too_large" : "invalid_url",
              url: url.href.slice(0, 200),
              redirects: [],
              limit: LIMITS.manifestBytes,
            },
          },
        },
        body: null,
      };
    }
    // The data: URL is the manifest's URL (and base), as in Chromium: relative members cannot resolve.
    return {
      fact: { ok: true, url: url.href, contentType: data.contentType, bytes: data.body.byteLength, redirects: [] },
      body: data.body,
    };
  }
  const result = await safeFetch(ctx, url.href, {
    maxBytes: LIMITS.manifestBytes,
    accept: "application/manifest+json,application/json;q=0.9,*/*;q=0.8",
  });
  if (!result.ok) return { fact: { ok: false, problem: { kind: "fetch", failure: result.failure } }, body: null };
  const resource = result.resource;
  const problem = (value: ResourceProblem) => ({ fact: { ok: false as const, problem: value }, body: null });
  if (resource.status < 200 || resource.status > 299) return problem({ kind: "http_status", url: resource.url, status: resource.status });
  if (startsWithMarkup(resource.body)) return problem({ kind: "html", url: resource.url, contentType: resource.contentType });
  const manifestOrigin = new URL(resource.url).origin;
  if (manifestOrigin !== documentUrl.origin) {
    // Chromium fetches manifests in CORS mode (credentials omitted): "*" or the page's origin.
    const allowed = resource.headers.get("access-control-allow-origin")?.trim();
    if (allowed !== "*" && allowed !== documentUrl.origin) return problem({ kind: "cors", url: resource.url, origin: documentUrl.origin });
  }
  return {
    fact: {
      ok: true,
      url: resource.url,
      contentType: resource.contentType,
      bytes: resource.body.byteLength,
      redirects: resource.redirects,
    },
    body: resource.body,
  };
}

async function downloadImage(ctx: SafeFetchContext, image: ManifestImage, role: ImageFact["role"]): Promise<ImageFact> {
  const result = await safeFetch(ctx, image.src, {
    maxBytes: LIMITS.imageBytes,
    accept: "image/avif,image/webp,image/svg+xml,image/png,image/*;q=0.8,*/*;q=0.5",
  });
  if (!result.ok) return { role, image, outcome: { ok: false, problem: { kind: "fetch", failure: result.failure } } };
  const resource = result.resource;
  if (resource.status < 200 || resource.status > 299) {
    return { role, image, outcome: { ok: false, problem: { kind: "http_status", url: resource.url, status: resource.status } } };
  }
  const sniffed = sniffImage(resource.body);
  if (!sniffed) {
    return {
      role,
      image,
      outcome: {
        ok: false,
        problem: { kind: "not_image", url: resource.url, found: describeNonImage(resource.body), contentType: resource.contentType },
      },
    };
  }
  return { role, image, outcome: { ok: true, sniffed, bytes: resource.body.byteLength } };
}

/** The install-icon candidates, best first, until one downloads as an image. */
async function downloadIcons(ctx: SafeFetchContext, candidates: ManifestImage[]): Promise<ImageFact[]> {
  const facts: ImageFact[] = [];
  for (const icon of candidates.slice(0, LIMITS.iconDownloads)) {
    const fact = await downloadImage(ctx, icon, "icon");
    facts.push(fact);
    if (fact.outcome.ok) break;
  }
  return facts;
}

/**
 * A registration in an inline script, else in the page's same-origin scripts, read one after
 * another within SCRIPT_SCAN_LIMITS (parse/service-worker.ts) and the subrequests left after
 * the reserve for the images; a script truncated at its cap is scanned as far as it goes.
 */
async function findServiceWorker(
  ctx: SafeFetchContext,
  inline: { script: string | null } | null,
  scripts: string[],
  base: URL,
): Promise<InspectionFacts["serviceWorker"]> {
  // register() resolves its URL against the document's base URL, whichever script calls it.
  const resolveScript = (script: string | null) => {
    if (script === null) return null;
    try {
      return new URL(script, base).href;
    } catch {
      return script;
    }
  };
  if (inline) {
    const script = resolveScript(inline.script);
    return {
      detected: true,
      script,
      foundIn: "inline",
      scriptsChecked: 0,
      notScanned: [],
      scriptStatus: await scriptStatusOf(ctx, script, base),
    };
  }
  const scan = await scanScriptsForRegistration(scripts, async (url, maxBytes): Promise<ScriptRead> => {
    if (ctx.budget.remaining <= LIMITS.scriptScanReserve) return { ok: false, reason: "budget" };
    const result = await safeFetch(ctx, url, { maxBytes, accept: "*/*", truncate: true });
    if (!result.ok) {
      if (result.failure.reason === "budget") return { ok: false, reason: "budget" };
      return { ok: false, reason: isNetworkFailure(result.failure) ? "unreachable" : "failed" };
    }
    if (result.resource.status < 200 || result.resource.status > 299) return { ok: false, reason: "failed" };
    return { ok: true, text: new TextDecoder().decode(result.resource.body), bytes: result.resource.body.byteLength };
  });
  const script = scan.match ? resolveScript(scan.match.script) : null;
  return {
    detected: scan.match !== null,
    script,
    foundIn: scan.match?.foundIn ?? null,
    scriptsChecked: scan.scriptsChecked,
    notScanned: scan.notScanned,
    scriptStatus: scan.match ? await scriptStatusOf(ctx, script, base) : null,
  };
}

/**
 * The registered service worker script's HTTP status, fetched through the same SSRF guard and
 * budget as the rest (a few bytes are enough: only the status counts). Null when there is no
 * script, it is on another origin (a registration must be same-origin: the browser refuses it
 * anyway), the budget is spent, or the network lost it.
 */
async function scriptStatusOf(ctx: SafeFetchContext, script: string | null, base: URL): Promise<number | null> {
  const url = sameOriginUrl(script, base.origin);
  if (!url || ctx.budget.remaining <= 0) return null;
  const result = await safeFetch(ctx, url.href, { maxBytes: 1024, accept: "*/*", truncate: true });
  return result.ok ? result.resource.status : null;
}
