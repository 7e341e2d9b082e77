/**
 * The inspection of an uploaded app (ADR 0019): the same checks and installability verdict as
 * "Add by URL" (inspection/build.ts, ADR 0018), with the facts read from the ZIP instead of fetched. The
 * page is the upload's index.html as its origin will serve it ({slug}.APPS_DOMAIN/), the manifest
 * and icons are the files its URLs name on that origin, and nothing outside the ZIP is fetched:
 * the app's origin serves only the upload, so a manifest or icon named elsewhere is reported as
 * not in the ZIP. Scripts may come from anywhere and run inline (ADR 0031): an inline service
 * worker registration counts like one in a script file.
 */
import type { Inspection } from "#contract/schemas/publishing.ts";
import { m } from "#app/paraglide/messages.js";
import type { Locale } from "#app/paraglide/runtime.js";
import { classifyHost } from "../fetch/address.ts";
import { charsetOf } from "../fetch/safe-fetch.ts";
import { LIMITS } from "../inspect.ts";
import { buildInspection } from "../inspection/build.ts";
import type { ImageFact, InspectionFacts, ManifestFetchFact } from "../inspection/facts.ts";
import { installIconCandidates } from "../inspection/installability.ts";
import { describeNonImage, sniffImage } from "../parse/image-sniff.ts";
import { decodeText, jsonKind, parseJson } from "../parse/json-text.ts";
import { processManifest, type ManifestImage } from "../parse/manifest.ts";
import { manifestLinkOf, scanPage } from "../parse/page.ts";
import { sameOriginScripts, scanScriptsForRegistration } from "../parse/service-worker.ts";
import type { PlannedFile, ZipFiles } from "./archive.ts";

import { contentTypeFor } from "./content-types.ts";
import { filePathForUrl, sameOriginUrl } from "./paths.ts";

const startsWithMarkup = (bytes: Uint8Array) =>
  new TextDecoder()
    .decode(bytes.subarray(0, 512))
    .replace(/^\uFEFF/, "")
    .trimStart()
    .startsWith("<");

/** What the inspection says when the thing a URL names is not served on the app's origin. */
type Missing = { url: string; path: string | null };

/**
 * The inspection of the app in `files`, as served at `origin` ("http://notes.localhost:5173").
 *
 * @example
 * const inspection = await inspectZip({ files, origin: "https://notes.pwa-apps.example", locale: "en" });
 * inspection.installable.verdict
 */
export async function inspectZip(input: { files: ZipFiles; origin: string; locale: Locale; now?: () => number }): Promise<Inspection> {
  const { files, origin, locale } = input;
  const _options = { locale };
  const documentUrl = new URL(`${origin}/`);
  const missing: Missing[] = [];
  /** A URL on the app's origin → its planned file, else records why it is missing. */
  const fileFor = (url: URL): PlannedFile | null => {
    const path = filePathForUrl(url, origin);
    const file = path === null ? null : files.find(path);
    if (!file) missing.push({ url: url.href, path: url.origin === origin ? path : null });
    return file;
  };
  const notFound = (url: string) => ({ kind: "http_status" as const, url, status: 404 });

  const indexFile = files.find("index.html")!;
  const html = new Uint8Array(files.read(indexFile));
  const scan = await scanPage(html, "text/html; charset=utf-8");

  const { base, manifestLink } = manifestLinkOf(scan, documentUrl);
  let manifestFetch: ManifestFetchFact | null = null;
  let manifestText: InspectionFacts["manifestText"] = null;
  let manifestJson: InspectionFacts["manifestJson"] = null;
  let processed: InspectionFacts["processed"] = null;
  if (manifestLink.kind === "found") {
    const url = new URL(manifestLink.url);
    const file = fileFor(url);
    if (!file) manifestFetch = { ok: false, problem: notFound(url.href) };
    else if (file.size > LIMITS.manifestBytes) {
      manifestFetch = {
        ok: false,
        problem: { kind: "fetch", failure: { reason: "too_large", url: url.href, redirects: [], limit: LIMITS.manifestBytes } },
      };
    } else {
      const body = files.read(file);
      const contentType = contentTypeFor(file.path, body);
      if (startsWithMarkup(body)) manifestFetch = { ok: false, problem: { kind: "html", url: url.href, contentType } };
      else {
        manifestFetch = { ok: true, url: url.href, contentType, bytes: body.byteLength, redirects: [] };
        const decoded = decodeText(body, charsetOf(contentType));
        manifestText = { bom: decoded.bom, encoding: decoded.encoding, invalidBytes: decoded.invalidBytes };
        const parsed = parseJson(decoded.text, { allowComments: true });
        if (parsed.ok) {
          manifestJson = { ok: true, topLevel: jsonKind(parsed.value), firstComment: parsed.firstComment };
          processed = processManifest({ json: parsed.value, manifestUrl: url.href, documentUrl: documentUrl.href });
        } else manifestJson = { ok: false, error: parsed.error };
      }
    }
  }
  const manifest = manifestJson?.ok && manifestJson.topLevel === "object" ? (processed?.manifest ?? null) : null;

  const readImage = (image: ManifestImage, role: ImageFact["role"]): ImageFact => {
    const file = fileFor(new URL(image.src));
    if (!file) return { role, image, outcome: { ok: false, problem: notFound(image.src) } };
    if (file.size > LIMITS.imageBytes) {
      return {
        role,
        image,
        outcome: {
          ok: false,
          problem: { kind: "fetch", failure: { reason: "too_large", url: image.src, redirects: [], limit: LIMITS.imageBytes } },
        },
      };
    }
    const body = files.read(file);
    const sniffed = sniffImage(body);
    if (!sniffed)
      return {
        role,
        image,
        outcome: {
          ok: false,
          problem: { kind: "not_image", url: image.src, found: describeNonImage(body), contentType: contentTypeFor(file.path, body) },
        },
      };
    return { role, image, outcome: { ok: true, sniffed, bytes: body.byteLength } };
  };
  const images: ImageFact[] = [];
  if (manifest) {
    for (const icon of installIconCandidates(manifest.icons).slice(0, LIMITS.iconDownloads)) {
      const fact = readImage(icon, "icon");
      images.push(fact);
      if (fact.outcome.ok) break;
    }
    for (const shot of manifest.screenshots.slice(0, LIMITS.screenshotDownloads)) images.push(readImage(shot, "screenshot"));
  }

  // The service worker: registered in an inline script, or in one of the page's same-origin
  // scripts, read from the ZIP by the scanner the URL inspection uses.
  const resolveScript = (script: string | null) => {
    if (script === null) return null;
    try {
      return new URL(script, base).href;
    } catch {
      return script;
    }
  };
  // What the origin will answer for the registered script: the file, or a 404 (hosted-door.ts).
  const scriptStatus = (script: string | null): number | null => {
    const url = sameOriginUrl(script, origin);
    if (!url) return null;
    const path = filePathForUrl(url, origin);
    return path !== null && files.find(path) ? 200 : 404;
  };
  let serviceWorker: InspectionFacts["serviceWorker"];
  if (scan.inlineServiceWorker) {
    const script = resolveScript(scan.inlineServiceWorker.script);
    serviceWorker = { detected: true, script, foundIn: "inline", scriptsChecked: 0, notScanned: [], scriptStatus: scriptStatus(script) };
  } else {
    const found = await scanScriptsForRegistration(sameOriginScripts(scan.scripts, base, origin), async (url, maxBytes) => {
      const path = filePathForUrl(new URL(url), origin);
      const file = path === null ? null : files.find(path);
      if (!file) return { ok: false, reason: "failed" };
      const bytes = files.read(file).subarray(0, maxBytes);
      return { ok: true, text: new TextDecoder().decode(bytes), bytes: bytes.byteLength };
    });
    const script = found.match ? resolveScript(found.match.script) : null;
    serviceWorker = {
      detected: found.match !== null,
      script,
      foundIn: found.match?.foundIn ?? null,
      scriptsChecked: found.scriptsChecked,
      notScanned: found.notScanned,
      scriptStatus: scriptStatus(script),
    };
  }

  const inspection = buildInspection(
    {
      url: documentUrl.href,
      finalUrl: documentUrl.href,
      redirects: [],
      secure:
        documentUrl.protocol === "https:" ? "https" : classifyHost(documentUrl.hostname).kind === "loopback-name" ? "loopback" : "http",
      page: scan,
      manifestLink,
      manifestFetch,
      manifestText,
      manifestJson,
      processed,
      images,
      serviceWorker,
      // A hosted app's identity is its own origin: it cannot duplicate another listing.
      duplicate: null,
      inspectedAt: (input.now ?? Date.now)(),
    },
    locale,
  );
  return adaptToUpload(inspection, { missing, locale });
}

/**
 * Rewrites what the URL inspection would say about the network into what is true of an upload: a
 * resource "answered HTTP 404" becomes "is not in the ZIP" (or "is on another origin").
 */
function adaptToUpload(inspection: Inspection, context: { missing: Missing[]; locale: Locale }): Inspection {
  const options = { locale: context.locale };
  const replacements = context.missing.map(({ url, path }) => ({
    from: m.inspect_problem_http_status({ url, status: "404" }, options),
    to: path !== null ? m.hosting_report_not_in_zip({ path }, options) : m.hosting_report_off_origin({ url }, options),
  }));
  const rewrite = (text: string) => replacements.reduce((result, { from, to }) => result.split(from).join(to), text);
  return {
    ...inspection,
    checks: inspection.checks.map((check) => ({ ...check, message: rewrite(check.message) })),
    installable: {
      ...inspection.installable,
      reasons: inspection.installable.reasons.map(rewrite),
      unreachable: inspection.installable.unreachable.map(rewrite),
    },
    images: inspection.images.map((image) => ({ ...image, message: rewrite(image.message) })),
    warnings: inspection.warnings.map(rewrite),
  };
}
