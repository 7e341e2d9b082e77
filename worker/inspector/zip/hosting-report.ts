/**
 * The hosting report of an upload (contract/hosting-report.ts, docs/hosting.md "The hosting
 * report"): what will go wrong once its files are served on the app's own origin, found by reading
 * them before they are stored. It looks at
 * - every HTML page and stylesheet of the ZIP: same-origin addresses no file answers (a 404 once
 *   hosted; apps written for a sub-path of a project site use root-absolute ones), and third-party
 *   origins they load;
 * - the manifest's icons, screenshots and shortcut icons: missing files, and icons whose real
 *   size is not the declared one or that are not square;
 * - the service worker the inspection found registered: its script in the ZIP, and what it
 *   precaches (a missing file makes its install fail);
 * - the scripts the pages load (and the service worker) for third-party resources;
 * - the `_headers` file's headers an app may not set.
 * Bounded: at most HOSTING_SCAN_LIMITS files and bytes are read, and the report keeps at most
 * HOSTING_REPORT_LIMITS entries.
 */
import {
  HOSTING_REPORT_LIMITS,
  HOSTING_SEVERITIES,
  type HostingFinding,
  type HostingReferenceKind,
  type HostingReport,
  type HostingSeverity,
  type ThirdPartyKind,
  type ThirdPartyOrigin,
} from "#contract/hosting-report.ts";
import type { Inspection } from "#contract/schemas/publishing.ts";
import { sniffImage } from "../parse/image-sniff.ts";
import { decodeText, parseJson } from "../parse/json-text.ts";
import { parseSizes } from "../parse/manifest.ts";
import type { ArchivePlan, PlannedFile, ZipFiles } from "./archive.ts";
import { APP_HEADERS } from "./headers-file.ts";
import { filePathForUrl } from "./paths.ts";
import { cssReferences, htmlReferences, lineAt, precacheEntries, type Reference, type ReferenceKind, scriptUrls } from "./references.ts";

/** How much of the upload the report reads: files of each sort, and bytes in all. */
export const HOSTING_SCAN_LIMITS = {
  pages: 50,
  stylesheets: 50,
  scripts: 50,
  icons: 20,
  fileBytes: 2 * 1024 * 1024,
  totalBytes: 16 * 1024 * 1024,
} as const;

/** How bad a missing address is, by what it was loaded as. */
const MISSING_SEVERITY: Record<ReferenceKind, HostingSeverity> = {
  script: "breaks_at_runtime",
  style: "breaks_at_runtime",
  worker: "breaks_at_runtime",
  // A page whose manifest is missing cannot be installed from (Chromium's manifest_fetch).
  manifest: "blocks_install",
  frame: "breaks_at_runtime",
  connect: "breaks_at_runtime",
  font: "cosmetic",
  image: "cosmetic",
  icon: "cosmetic",
  media: "cosmetic",
  other: "breaks_at_runtime",
};

const THIRD_PARTY_KIND: Record<ReferenceKind, ThirdPartyKind> = {
  script: "script",
  worker: "script",
  style: "style",
  font: "font",
  image: "image",
  icon: "image",
  manifest: "other",
  media: "media",
  frame: "frame",
  connect: "connect",
  other: "other",
};

const REPORT_KIND: Record<ReferenceKind, HostingReferenceKind> = {
  script: "script",
  style: "style",
  worker: "worker",
  image: "image",
  icon: "icon",
  media: "media",
  frame: "frame",
  manifest: "manifest",
  font: "font",
  connect: "other",
  other: "other",
};

export interface HostingReportInput {
  files: ZipFiles;
  plan: ArchivePlan;
  /** The app's origin ("https://notes.pwa-apps.example"). */
  origin: string;
  /** The upload's inspection: where the manifest and the registered service worker are. */
  inspection: Pick<Inspection, "manifestUrl" | "serviceWorker">;
  /** Header names the `_headers` file sets that an app may not set. */
  ignoredHeaders: readonly string[];
}

/**
 * The upload's hosting report.
 *
 * @example
 * const report = buildHostingReport({ files, plan, origin, inspection, ignoredHeaders: [] });
 * report.findings[0] // { code: "missing_file", severity: "breaks_at_runtime", file: "index.html", line: 7, subject: "/repo/app.js", … }
 */
export function buildHostingReport(input: HostingReportInput): HostingReport {
  const { files, plan, origin } = input;
  const findings: HostingFinding[] = [];
  const thirdParty = new Map<string, ThirdPartyOrigin>();
  /** The protocol-relative addresses already reported (each once). */
  const protocolRelative = new Set<string>();
  let filesScanned = 0;
  let bytesLeft: number = HOSTING_SCAN_LIMITS.totalBytes;

  /** The file's text, or null when it is too large or over the report's byte budget. */
  const textOf = (file: PlannedFile): string | null => {
    if (file.size > HOSTING_SCAN_LIMITS.fileBytes || file.size > bytesLeft) return null;
    bytesLeft -= file.size;
    filesScanned += 1;
    return decodeText(files.read(file), null).text;
  };
  const fileUrl = (path: string) => new URL(`${origin}/${path.split("/").map(encodeURIComponent).join("/")}`);
  const resolve = (url: string, base: URL): URL | null => {
    try {
      return new URL(url, base);
    } catch {
      return null;
    }
  };
  /** Whether the origin answers `url` with a file of the upload (a folder's index.html included). */
  const served = (url: URL): boolean => {
    const path = filePathForUrl(url, origin);
    if (path === null) return false;
    return files.find(path) !== null || files.find(`${path}/index.html`) !== null;
  };
  /**
   * The folders the app was written under ("/repo/", "/pwa-examples/js13kpwa/") when the address
   * without them names a file of the upload: the fewest folders that do, at any depth.
   */
  const subPathOf = (url: URL): string | undefined => {
    const segments = url.pathname.split("/").slice(1);
    for (let depth = 1; depth < segments.length; depth++) {
      const folders = segments.slice(0, depth);
      if (folders.includes("")) return undefined;
      const shorter = new URL(url.href);
      shorter.pathname = `/${segments.slice(depth).join("/")}`;
      if (served(shorter)) return `/${folders.join("/")}/`;
    }
    return undefined;
  };
  const missingFinding = (
    code: HostingFinding["code"],
    severity: HostingSeverity,
    place: { file: string; text: string; at: number },
    written: string,
    url: URL,
    kind?: ReferenceKind,
  ): HostingFinding => {
    const subPath = subPathOf(url);
    return {
      code,
      severity,
      file: place.file,
      line: lineAt(place.text, place.at),
      subject: written,
      path: filePathForUrl(url, origin) ?? url.pathname,
      ...(kind ? { kind: REPORT_KIND[kind] } : {}),
      ...(subPath ? { subPath } : {}),
    };
  };
  const noteThirdParty = (url: URL, kind: ReferenceKind, place: { file: string; text: string; at: number }) => {
    if (!/^(https?|wss?):$/.test(url.protocol)) return;
    const key = url.origin === "null" ? `${url.protocol}//${url.host}` : url.origin;
    const known = thirdParty.get(key);
    const sort = THIRD_PARTY_KIND[kind];
    if (known) {
      known.count += 1;
      if (!known.kinds.includes(sort)) known.kinds.push(sort);
      return;
    }
    thirdParty.set(key, { origin: key, kinds: [sort], count: 1, file: place.file, line: lineAt(place.text, place.at), example: url.href });
  };
  /** Checks one address written in `place.file`: missing on the origin, or third-party. */
  const checkReference = (ref: Reference, base: URL, place: { file: string; text: string }) => {
    const written = ref.url;
    if (/^(data|blob|javascript|mailto|tel|about):/i.test(written) || written.startsWith("#")) return;
    const url = resolve(written, base);
    if (!url) return;
    const at = { ...place, at: ref.at };
    if (url.origin !== origin) {
      noteThirdParty(url, ref.kind, at);
      // `//host/…` takes the page's scheme: on an http origin (local development) the hosted
      // policy, which allows third-party sources over https only, blocks it without a word.
      if (written.startsWith("//") && !protocolRelative.has(written)) {
        protocolRelative.add(written);
        findings.push({
          code: "protocol_relative",
          severity: "cosmetic",
          file: place.file,
          line: lineAt(place.text, ref.at),
          subject: written,
        });
      }
      return;
    }
    if (ref.kind === "connect" || served(url)) return;
    findings.push(missingFinding("missing_file", MISSING_SEVERITY[ref.kind], at, written, url, ref.kind));
  };

  const byExtension = (pattern: RegExp, limit: number) => plan.files.filter((file) => pattern.test(file.path)).slice(0, limit);

  // The pages and their inline styles.
  for (const file of byExtension(/\.html?$/i, HOSTING_SCAN_LIMITS.pages)) {
    const text = textOf(file);
    if (text === null) continue;
    const { references, baseHref } = htmlReferences(text);
    const base = (baseHref !== null ? resolve(baseHref, fileUrl(file.path)) : null) ?? fileUrl(file.path);
    for (const ref of references) checkReference(ref, base, { file: file.path, text });
  }

  // The stylesheets: imports, fonts and images.
  for (const file of byExtension(/\.css$/i, HOSTING_SCAN_LIMITS.stylesheets)) {
    const text = textOf(file);
    if (text === null) continue;
    for (const ref of cssReferences(text)) checkReference(ref, fileUrl(file.path), { file: file.path, text });
  }

  checkManifest(input, { textOf, resolve, served, checkReference, findings, missingFinding });
  const workerPath = checkServiceWorker(input, { textOf, resolve, served, findings, missingFinding, noteThirdParty });

  // The scripts, for third-party resources only (a script's own same-origin requests are built at
  // run time too often to be judged from its text).
  for (const file of byExtension(/\.m?js$/i, HOSTING_SCAN_LIMITS.scripts)) {
    if (file.path === workerPath) continue;
    const text = textOf(file);
    if (text === null) continue;
    for (const ref of scriptUrls(text)) {
      const url = resolve(ref.url.startsWith("//") ? `https:${ref.url}` : ref.url, fileUrl(file.path));
      if (url && url.origin !== origin) noteThirdParty(url, ref.kind, { file: file.path, text, at: ref.at });
    }
  }

  if (input.ignoredHeaders.length > 0) {
    findings.push({
      code: "headers_ignored",
      severity: "cosmetic",
      file: "_headers",
      line: null,
      subject: input.ignoredHeaders.join(", "),
      allowed: APP_HEADERS.join(", "),
    });
  }

  return finish(findings, [...thirdParty.values()], filesScanned);
}

/** What the manifest and service-worker steps share with the page scan. */
interface Scan {
  textOf(file: PlannedFile): string | null;
  resolve(url: string, base: URL): URL | null;
  served(url: URL): boolean;
  findings: HostingFinding[];
  missingFinding(
    code: HostingFinding["code"],
    severity: HostingSeverity,
    place: { file: string; text: string; at: number },
    written: string,
    url: URL,
    kind?: ReferenceKind,
  ): HostingFinding;
}

/** Where `value` is written as a JSON string in `text` (for the line), else 0. */
const jsonStringAt = (text: string, value: string) => Math.max(0, text.indexOf(JSON.stringify(value).slice(1, -1)));

/**
 * The manifest's images (icons, screenshots, shortcut icons): missing files, and icons whose real
 * pixel size differs from the declared one or that are not square.
 */
function checkManifest(
  { files, origin, inspection }: HostingReportInput,
  scan: Scan & { checkReference(ref: Reference, base: URL, place: { file: string; text: string }): void },
): void {
  if (!inspection.manifestUrl) return;
  const manifestUrl = new URL(inspection.manifestUrl);
  const path = filePathForUrl(manifestUrl, origin);
  const file = path === null ? null : files.find(path);
  if (!file) return;
  const text = scan.textOf(file);
  if (text === null) return;
  const parsed = parseJson(text.replace(/^\uFEFF/, ""), { allowComments: true });
  if (!parsed.ok || !parsed.value || typeof parsed.value !== "object" || Array.isArray(parsed.value)) return;
  const manifest = parsed.value as Record<string, unknown>;
  const entries = (value: unknown) =>
    (Array.isArray(value) ? value.filter((item) => item && typeof item === "object") : []) as Array<Record<string, unknown>>;
  const images: Array<{ entry: Record<string, unknown>; kind: ReferenceKind }> = [
    ...entries(manifest.icons).map((entry) => ({ entry, kind: "icon" as const })),
    ...entries(manifest.screenshots).map((entry) => ({ entry, kind: "image" as const })),
    ...entries(manifest.shortcuts).flatMap((shortcut) => entries(shortcut.icons).map((entry) => ({ entry, kind: "icon" as const }))),
  ];
  const place = { file: file.path, text };
  checkStartUrl(manifest, manifestUrl, place, { files, origin }, scan);
  let iconsMeasured = 0;
  for (const { entry, kind } of images) {
    if (typeof entry.src !== "string" || entry.src.trim() === "") continue;
    const src = entry.src.trim();
    const at = jsonStringAt(text, entry.src);
    scan.checkReference({ url: src, kind, at }, manifestUrl, place);
    if (kind !== "icon" || iconsMeasured >= HOSTING_SCAN_LIMITS.icons) continue;
    const url = scan.resolve(src, manifestUrl);
    const iconPath = url ? filePathForUrl(url, origin) : null;
    const iconFile = iconPath === null ? null : files.find(iconPath);
    if (!iconFile || iconFile.size > HOSTING_SCAN_LIMITS.fileBytes) continue;
    iconsMeasured += 1;
    const sniffed = sniffImage(files.read(iconFile));
    if (!sniffed || sniffed.scalable || sniffed.width === null || sniffed.height === null) continue;
    const actual = `${sniffed.width}×${sniffed.height}`;
    const declared = typeof entry.sizes === "string" ? parseSizes(entry.sizes).sizes : [];
    const fixed = declared.filter((size): size is { width: number; height: number } => size !== "any");
    const real = sniffed.sizes.length > 0 ? sniffed.sizes : [{ width: sniffed.width, height: sniffed.height }];
    const unmatched = fixed.filter((size) => !real.some((one) => one.width === size.width && one.height === size.height));
    if (unmatched.length > 0) {
      scan.findings.push({
        code: "icon_size_mismatch",
        severity: "cosmetic",
        file: file.path,
        line: lineAt(text, at),
        subject: src,
        declared: unmatched.map((size) => `${size.width}x${size.height}`).join(" "),
        actual: real.map((one) => `${one.width}×${one.height}`).join(", "),
      });
    }
    if (sniffed.width !== sniffed.height) {
      scan.findings.push({ code: "icon_not_square", severity: "cosmetic", file: iconFile.path, line: null, subject: src, actual });
    }
  }
}

/**
 * The manifest's start_url, where the store's Open launches the app (issue 40): a file of the
 * upload (a folder's index.html included) is fine. Any other address is answered with the root
 * index.html (the origin's fallback for navigations, which single-page apps route on); that page
 * works there only if its relative scripts and stylesheets still name files from that address.
 * When one does not (an app written for `/repo/index.html` uploaded with its files at the root),
 * the finding says so, and the store opens the upload's entry page instead
 * (worker/services/publishing/zip/hosted-apps.ts).
 */
function checkStartUrl(
  manifest: Record<string, unknown>,
  manifestUrl: URL,
  place: { file: string; text: string },
  { files, origin }: Pick<HostingReportInput, "files" | "origin">,
  scan: Scan,
): void {
  if (typeof manifest.start_url !== "string" || manifest.start_url.trim() === "") return;
  const written = manifest.start_url.trim();
  const start = scan.resolve(written, manifestUrl);
  if (!start || start.origin !== origin || scan.served(start)) return;
  const entry = files.find("index.html");
  const text = entry ? scan.textOf(entry) : null;
  if (text === null) return;
  const root = new URL(`${origin}/`);
  const { references, baseHref } = htmlReferences(text);
  if (baseHref !== null) return; // a <base href> keeps the page's addresses wherever it is shown
  const missed = references.find((ref) => {
    if (ref.kind !== "script" && ref.kind !== "style") return false;
    const there = scan.resolve(ref.url, start);
    const home = scan.resolve(ref.url, root);
    return there !== null && home !== null && there.origin === origin && !scan.served(there) && scan.served(home);
  });
  if (!missed) return;
  const finding = scan.missingFinding(
    "start_url_not_served",
    "breaks_at_runtime",
    { ...place, at: jsonStringAt(place.text, written) },
    written,
    start,
  );
  scan.findings.push({ ...finding, example: missed.url });
}

/**
 * The registered service worker: its script in the upload, and the files it precaches. Returns
 * the worker's path when it was read (so the script pass does not read it twice).
 */
function checkServiceWorker(
  { files, origin, inspection }: HostingReportInput,
  scan: Scan & { noteThirdParty(url: URL, kind: ReferenceKind, place: { file: string; text: string; at: number }): void },
): string | null {
  const sw = inspection.serviceWorker;
  if (!sw.detected || !sw.script) return null;
  const scriptUrl = scan.resolve(sw.script, new URL(`${origin}/`));
  if (!scriptUrl || scriptUrl.origin !== origin) return null;
  const path = filePathForUrl(scriptUrl, origin);
  const file = path === null ? null : files.find(path);
  if (!file) {
    // Where it is registered: the page (inline) or the script the inspection found it in.
    const foundIn = sw.foundIn && sw.foundIn !== "inline" ? scan.resolve(sw.foundIn, new URL(`${origin}/`)) : null;
    const registeredIn = (foundIn && filePathForUrl(foundIn, origin)) || "index.html";
    const registrar = files.find(registeredIn);
    const text = registrar ? (scan.textOf(registrar) ?? "") : "";
    const written = writtenForm(text, sw.script, scriptUrl);
    scan.findings.push(
      // The app installs without it (a service worker is not one of Chromium's criteria); it does
      // not work offline.
      scan.missingFinding(
        "sw_script_missing",
        "breaks_at_runtime",
        { file: registeredIn, text, at: Math.max(0, text.indexOf(written)) },
        written,
        scriptUrl,
      ),
    );
    return null;
  }
  const text = scan.textOf(file);
  if (text === null) return file.path;
  const place = { file: file.path, text };
  for (const entry of precacheEntries(text)) {
    const url = scan.resolve(entry.url.startsWith("//") ? `https:${entry.url}` : entry.url, scriptUrl);
    if (!url) continue;
    if (url.origin !== origin) {
      scan.noteThirdParty(url, entry.kind === "script" ? "script" : "other", { ...place, at: entry.at });
      continue;
    }
    if (scan.served(url)) continue;
    scan.findings.push(
      entry.kind === "script"
        ? { ...scan.missingFinding("missing_file", "breaks_at_runtime", { ...place, at: entry.at }, entry.url, url, "script") }
        : scan.missingFinding("sw_precache_missing", "breaks_at_runtime", { ...place, at: entry.at }, entry.url, url),
    );
  }
  for (const ref of scriptUrls(text)) {
    const url = scan.resolve(ref.url.startsWith("//") ? `https:${ref.url}` : ref.url, scriptUrl);
    if (url && url.origin !== origin) scan.noteThirdParty(url, ref.kind, { ...place, at: ref.at });
  }
  return file.path;
}

/** The registration's script argument as the file writes it (the inspection holds it resolved). */
function writtenForm(text: string, script: string, resolved: URL): string {
  for (const candidate of [script, resolved.pathname, resolved.pathname.slice(1), `.${resolved.pathname}`]) {
    if (candidate && text.includes(candidate)) return candidate;
  }
  return script;
}

/** Worst first, then by file and line; duplicates merged; bounded by HOSTING_REPORT_LIMITS. */
function finish(findings: HostingFinding[], thirdParty: ThirdPartyOrigin[], filesScanned: number): HostingReport {
  const seen = new Set<string>();
  const unique = findings.filter((finding) => {
    const key = `${finding.code}|${finding.file}|${finding.line}|${finding.subject}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const rank = (severity: HostingSeverity) => HOSTING_SEVERITIES.indexOf(severity);
  unique.sort(
    (a, b) =>
      rank(a.severity) - rank(b.severity) ||
      a.file.localeCompare(b.file) ||
      (a.line ?? 0) - (b.line ?? 0) ||
      a.subject.localeCompare(b.subject),
  );
  const origins = thirdParty.sort((a, b) => b.count - a.count || a.origin.localeCompare(b.origin));
  return {
    findings: unique.slice(0, HOSTING_REPORT_LIMITS.findings),
    thirdParty: origins.slice(0, HOSTING_REPORT_LIMITS.thirdParty),
    truncated: unique.length > HOSTING_REPORT_LIMITS.findings || origins.length > HOSTING_REPORT_LIMITS.thirdParty,
    filesScanned,
  };
}
