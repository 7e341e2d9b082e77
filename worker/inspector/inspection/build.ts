/**
 * The report card: what the inspection found (facts, gathered by inspect.ts) turned into checks
 * with a level and a precise, translated message, Chromium's installability verdict, the
 * processed manifest for the form, and the warnings. Pure: the same facts give the same report.
 *
 * Required checks are Chromium's install criteria (components/webapps/browser/installable/
 * installable_evaluator.cc): a secure page, a manifest that loads and parses, name or
 * short_name, a valid start_url, a display mode other than browser (display_override first), an
 * `any` icon of a supported type (PNG, WebP, SVG) declared at 144 px or more (at most 1024, the
 * desktop limit) or "any", which downloads, and prefer_related_applications not true.
 */
import type {
  InspectCheck,
  InspectCheckId,
  InspectCheckLevel,
  InspectImage,
  InspectManifestFields,
  InspectRedirect,
  InspectReport,
} from "#contract/schemas/publishing.ts";
import { m } from "#app/paraglide/messages.js";
import type { Locale } from "#app/paraglide/runtime.js";
import type { AddressClass } from "./address.ts";
import { canonicalImageType, type NonImageKind, type SniffedImage } from "./image-sniff.ts";
import type { JsonError, JsonProblem, SourcePosition } from "./json-text.ts";
import {
  formatSizes,
  isInstallableDisplay,
  type ImageSize,
  type ManifestImage,
  type ManifestNote,
  type ProcessedManifest,
} from "./manifest.ts";
import type { PageScan } from "./page-scan.ts";
import type { FetchFailure } from "./safe-fetch.ts";

/** Chromium's minimum for the primary icon (kMinimumPrimaryIconSizeInPx). */
export const MIN_INSTALL_ICON_PX = 144;
/** Chromium on desktop ignores larger icons for installability (kMaximumIconSizeInPx). */
export const MAX_INSTALL_ICON_PX = 1024;
/** Splash screens and store listings want at least this. */
export const LARGE_ICON_PX = 512;

/** Image types Chromium accepts for the install icon, and the extensions it falls back on. */
const INSTALL_ICON_TYPES = [
  [".png", "image/png"],
  [".svg", "image/svg+xml"],
  [".webp", "image/webp"],
] as const;

// ---------------------------------------------------------------------------------------------
// Facts

export type ResourceProblem =
  | { kind: "fetch"; failure: FetchFailure }
  | { kind: "http_status"; url: string; status: number }
  /** A manifest address that returned an HTML page. */
  | { kind: "html"; url: string; contentType: string | null }
  /** A cross-origin manifest without Access-Control-Allow-Origin for the page. */
  | { kind: "cors"; url: string; origin: string }
  /** An icon or screenshot address that returned something else. */
  | { kind: "not_image"; url: string; found: NonImageKind; contentType: string | null };

export type ManifestLinkFact =
  | { kind: "none" }
  | { kind: "no_href" }
  | { kind: "empty_href" }
  | { kind: "invalid_href"; href: string }
  | { kind: "unsupported_scheme"; href: string }
  | { kind: "found"; href: string; url: string };

export type ManifestFetchFact =
  | { ok: true; url: string; contentType: string | null; bytes: number; redirects: InspectRedirect[] }
  | { ok: false; problem: ResourceProblem };

export interface ImageFact {
  role: "icon" | "screenshot";
  image: ManifestImage;
  outcome: { ok: true; sniffed: SniffedImage; bytes: number } | { ok: false; problem: ResourceProblem };
}

export interface InspectionFacts {
  url: string;
  finalUrl: string;
  redirects: InspectRedirect[];
  /** https, or loopback (which browsers treat as secure), or plain http. */
  secure: "https" | "loopback" | "http";
  page: PageScan;
  manifestLink: ManifestLinkFact;
  manifestFetch: ManifestFetchFact | null;
  manifestText: { bom: "utf-8" | "utf-16le" | "utf-16be" | null; encoding: string; invalidBytes: boolean } | null;
  manifestJson: { ok: true; topLevel: string; firstComment: SourcePosition | null } | { ok: false; error: JsonError } | null;
  processed: { manifest: ProcessedManifest; notes: ManifestNote[] } | null;
  /** Icons and screenshots downloaded, icons first (in the order they were tried). */
  images: ImageFact[];
  serviceWorker: { detected: boolean; script: string | null; foundIn: string | null; scriptsChecked: number };
  duplicate: { id: string; slug: string } | null;
  inspectedAt: number;
}

// ---------------------------------------------------------------------------------------------
// Icon rules shared by the inspector (which icons to download) and the checks

/** Chromium's IsIconTypeSupported: the declared type, else the file extension. */
export function isInstallIconType(icon: Pick<ManifestImage, "type" | "src">): boolean {
  if (icon.type !== null) return INSTALL_ICON_TYPES.some(([, type]) => canonicalImageType(icon.type!) === type);
  const file = new URL(icon.src).pathname.split("/").pop()!.toLowerCase();
  return INSTALL_ICON_TYPES.some(([extension]) => file.endsWith(extension));
}

const fitsInstallRange = (size: ImageSize) =>
  size === "any" ||
  (size.width >= MIN_INSTALL_ICON_PX &&
    size.height >= MIN_INSTALL_ICON_PX &&
    size.width <= MAX_INSTALL_ICON_PX &&
    size.height <= MAX_INSTALL_ICON_PX);

/** Whether an icon, as declared, satisfies Chromium's install-icon rule. */
export function isInstallIconCandidate(icon: ManifestImage): boolean {
  return icon.purpose.includes("any") && isInstallIconType(icon) && icon.sizes.some(fitsInstallRange);
}

/** The largest declared side of an icon ("any" counts as infinitely large). */
function largestSide(icon: ManifestImage): number {
  return Math.max(0, ...icon.sizes.map((size) => (size === "any" ? Number.POSITIVE_INFINITY : Math.min(size.width, size.height))));
}

/**
 * Icons that satisfy the install rule, best first: scalable ("any") icons, then the largest
 * declared size within Chromium's range. The inspector downloads them in this order.
 */
export function installIconCandidates(icons: readonly ManifestImage[]): ManifestImage[] {
  const score = (icon: ManifestImage) =>
    Math.max(
      0,
      ...icon.sizes.filter(fitsInstallRange).map((size) => (size === "any" ? Number.POSITIVE_INFINITY : Math.min(size.width, size.height))),
    );
  return icons.filter(isInstallIconCandidate).sort((a, b) => score(b) - score(a));
}

// ---------------------------------------------------------------------------------------------
// Messages

type Options = { locale: Locale };

const ADDRESS_CLASS: Record<Exclude<AddressClass, "public">, (inputs: Record<string, never>, options: Options) => string> = {
  loopback: m.inspect_class_loopback,
  private: m.inspect_class_private,
  shared: m.inspect_class_shared,
  "link-local": m.inspect_class_link_local,
  "unique-local": m.inspect_class_unique_local,
  unspecified: m.inspect_class_unspecified,
  multicast: m.inspect_class_multicast,
  broadcast: m.inspect_class_broadcast,
  reserved: m.inspect_class_reserved,
};

/** 2097152 → "2 MB", 5120 → "5 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${bytes} B`;
}

/** One sentence for a failed fetch (also the message of a 422 for the page itself). */
export function fetchFailureMessage(failure: FetchFailure, locale: Locale): string {
  const options = { locale };
  const url = failure.url;
  const host = failure.host ?? "";
  let sentence: string;
  switch (failure.reason) {
    case "invalid_url":
      sentence = m.inspect_fetch_invalid_url({ url }, options);
      break;
    case "scheme":
      sentence = m.inspect_fetch_scheme({ url }, options);
      break;
    case "credentials":
      sentence = m.inspect_fetch_credentials({ url }, options);
      break;
    case "too_long":
      sentence = m.inspect_fetch_too_long({ max: "2,048" }, options);
      break;
    case "blocked_port":
      sentence = m.inspect_fetch_blocked_port({ url, port: new URL(url).port }, options);
      break;
    case "local_name":
      sentence = m.inspect_fetch_local_name({ host }, options);
      break;
    case "forbidden_address": {
      const addressClass =
        failure.addressClass && failure.addressClass !== "public" ? ADDRESS_CLASS[failure.addressClass]({}, options) : "";
      sentence = m.inspect_fetch_forbidden_address({ host, address: failure.address ?? host, kind: addressClass }, options);
      break;
    }
    case "not_resolved":
      sentence = m.inspect_fetch_not_resolved({ host }, options);
      break;
    case "dns_failed":
      sentence = m.inspect_fetch_dns_failed({ host }, options);
      break;
    case "too_many_redirects":
      sentence = m.inspect_fetch_too_many_redirects({ url: failure.redirects[0]?.from ?? url, max: "5" }, options);
      break;
    case "timeout":
      sentence = m.inspect_fetch_timeout({ url }, options);
      break;
    case "network":
      sentence = m.inspect_fetch_network({ url }, options);
      break;
    case "too_large":
      sentence = m.inspect_fetch_too_large({ url, limit: formatBytes(failure.limit ?? 0) }, options);
      break;
    case "budget":
      sentence = m.inspect_fetch_budget({ url }, options);
      break;
  }
  if (failure.redirects.length > 0 && failure.reason !== "too_many_redirects") {
    sentence += ` ${m.inspect_fetch_after_redirects({ count: String(failure.redirects.length), from: failure.redirects[0]!.from }, options)}`;
  }
  return sentence;
}

const NON_IMAGE: Record<NonImageKind, (inputs: Record<string, never>, options: Options) => string> = {
  empty: m.inspect_found_empty,
  html: m.inspect_found_html,
  json: m.inspect_found_json,
  text: m.inspect_found_text,
  binary: m.inspect_found_binary,
};

function problemMessage(problem: ResourceProblem, locale: Locale): string {
  const options = { locale };
  switch (problem.kind) {
    case "fetch":
      return fetchFailureMessage(problem.failure, locale);
    case "http_status":
      return m.inspect_problem_http_status({ url: problem.url, status: String(problem.status) }, options);
    case "html":
      return m.inspect_problem_html({ url: problem.url, type: problem.contentType ?? "text/html" }, options);
    case "cors":
      return m.inspect_problem_cors({ url: problem.url, origin: problem.origin }, options);
    case "not_image":
      return m.inspect_problem_not_image(
        { url: problem.url, found: NON_IMAGE[problem.found]({}, options), type: problem.contentType ?? "-" },
        options,
      );
  }
}

const JSON_PROBLEM: Record<JsonProblem, (inputs: Record<string, never>, options: Options) => string> = {
  empty: m.inspect_json_empty,
  unexpected_end: m.inspect_json_unexpected_end,
  unexpected_character: m.inspect_json_unexpected_character,
  expected_property_name: m.inspect_json_expected_property_name,
  expected_colon: m.inspect_json_expected_colon,
  expected_comma_or_object_end: m.inspect_json_expected_comma_or_object_end,
  expected_comma_or_array_end: m.inspect_json_expected_comma_or_array_end,
  control_character_in_string: m.inspect_json_control_character,
  invalid_escape: m.inspect_json_invalid_escape,
  invalid_number: m.inspect_json_invalid_number,
  unterminated_comment: m.inspect_json_unterminated_comment,
  trailing_content: m.inspect_json_trailing_content,
  too_deep: m.inspect_json_too_deep,
};

const JSON_KIND: Record<string, (inputs: Record<string, never>, options: Options) => string> = {
  object: m.inspect_kind_object,
  array: m.inspect_kind_array,
  string: m.inspect_kind_string,
  number: m.inspect_kind_number,
  boolean: m.inspect_kind_boolean,
  null: m.inspect_kind_null,
};
const kindWord = (kind: string, locale: Locale) => (JSON_KIND[kind] ?? JSON_KIND.object!)({}, { locale });

/** The message of a JSON syntax error: what was wrong, where, and what was there. */
export function jsonErrorMessage(error: JsonError, locale: Locale): string {
  const options = { locale };
  const problem = JSON_PROBLEM[error.problem]({}, options);
  const where = { line: String(error.line), column: String(error.column), position: String(error.offset) };
  return error.found !== null && error.problem !== "empty"
    ? m.inspect_json_error_found({ problem, ...where, found: JSON.stringify(error.found) }, options)
    : m.inspect_json_error({ problem, ...where }, options);
}

export function noteMessage(note: ManifestNote, locale: Locale): string {
  const options = { locale };
  switch (note.code) {
    case "wrong_type":
      return m.inspect_note_wrong_type(
        { member: note.member, expected: kindWord(note.expected, locale), type: kindWord(note.type, locale) },
        options,
      );
    case "empty":
      return m.inspect_note_empty({ member: note.member }, options);
    case "invalid_url":
      return m.inspect_note_invalid_url({ member: note.member, value: note.value }, options);
    case "unknown_keyword":
      return m.inspect_note_unknown_keyword({ member: note.member, value: note.value }, options);
    case "invalid_size":
      return m.inspect_note_invalid_size({ member: note.member, value: note.value }, options);
    case "invalid_purpose":
      return m.inspect_note_invalid_purpose({ member: note.member, value: note.value }, options);
    case "no_valid_purpose":
      return m.inspect_note_no_valid_purpose({ member: note.member, value: note.value }, options);
    case "invalid_type":
      return m.inspect_note_invalid_type({ member: note.member, value: note.value }, options);
    case "invalid_color":
      return m.inspect_note_invalid_color({ member: note.member, value: note.value }, options);
    case "invalid_lang":
      return m.inspect_note_invalid_lang({ member: note.member, value: note.value }, options);
  }
}

/** "icons[2] (/icon.png, 512x512, image/png)" — how the report names a declared image. */
function describeImage(role: "icon" | "screenshot", image: ManifestImage): string {
  const details = [image.rawSrc, formatSizes(image.sizes) || null, image.type].filter(Boolean).join(", ");
  return `${role === "icon" ? "icons" : "screenshots"}[${image.index}] (${details})`;
}

const formatName = (format: string) =>
  ({ "image/svg+xml": "SVG", "image/x-icon": "ICO", "image/jpeg": "JPEG" })[format] ?? format.replace("image/", "").toUpperCase();

/** Whether a downloaded image is what its manifest entry says; the mismatches in words. */
function imageMismatches(fact: ImageFact & { outcome: { ok: true } }, locale: Locale): string[] {
  const options = { locale };
  const { image, outcome } = fact;
  const sniffed = outcome.sniffed;
  const problems: string[] = [];
  if (image.type !== null && canonicalImageType(image.type) !== sniffed.format) {
    problems.push(m.inspect_image_type_mismatch({ declared: image.type, actual: formatName(sniffed.format) }, options));
  }
  const declared = image.sizes.filter((size): size is { width: number; height: number } => size !== "any");
  if (!sniffed.scalable && declared.length > 0 && sniffed.width !== null && sniffed.height !== null) {
    const actualSizes = sniffed.sizes.length > 0 ? sniffed.sizes : [{ width: sniffed.width, height: sniffed.height }];
    const missing = declared.filter((size) => !actualSizes.some((actual) => actual.width === size.width && actual.height === size.height));
    if (missing.length > 0) {
      problems.push(
        m.inspect_image_size_mismatch(
          { declared: formatSizes(missing), actual: actualSizes.map((size) => `${size.width}×${size.height}`).join(", ") },
          options,
        ),
      );
    }
  }
  return problems;
}

function imageSummary(sniffed: SniffedImage, locale: Locale): string {
  return sniffed.scalable || sniffed.width === null || sniffed.height === null
    ? m.inspect_image_summary_scalable({ format: formatName(sniffed.format) }, { locale })
    : m.inspect_image_summary(
        { format: formatName(sniffed.format), width: String(sniffed.width), height: String(sniffed.height) },
        { locale },
      );
}

// ---------------------------------------------------------------------------------------------
// Checks

interface DraftCheck extends InspectCheck {
  /** Could not run because something it depends on failed: not a reason of its own. */
  skipped: boolean;
}

const LEVELS: Record<InspectCheckId, InspectCheckLevel> = {
  https: "required",
  manifest_link: "required",
  manifest_fetch: "required",
  manifest_json: "required",
  name: "required",
  start_url: "required",
  display: "required",
  icon_any: "required",
  icon_download: "required",
  prefer_related_applications: "required",
  manifest_content_type: "recommended",
  manifest_encoding: "recommended",
  manifest_strict_json: "recommended",
  short_name: "optional",
  description: "recommended",
  id: "recommended",
  scope: "recommended",
  icon_large: "recommended",
  icons_match: "recommended",
  icon_maskable: "optional",
  screenshots: "recommended",
  service_worker: "recommended",
  theme_color: "recommended",
  background_color: "recommended",
  categories: "optional",
  lang: "optional",
};

const JSON_MEDIA_TYPE = /^(application|text)\/([\w.-]+\+)?json$/;

/**
 * Builds the report from the facts, in the caller's language.
 *
 * @example
 * const report = buildReport(facts, "zh");
 * report.installable // { verdict: false, reasons: ["……"] }
 */
export function buildReport(facts: InspectionFacts, locale: Locale): InspectReport {
  const options = { locale };
  const checks: DraftCheck[] = [];
  const pass = (id: InspectCheckId, message: string) => checks.push({ id, level: LEVELS[id], passed: true, message, skipped: false });
  const fail = (id: InspectCheckId, message: string) => checks.push({ id, level: LEVELS[id], passed: false, message, skipped: false });
  const skip = (id: InspectCheckId, message: string) => checks.push({ id, level: LEVELS[id], passed: false, message, skipped: true });
  const warnings: string[] = [];

  // The page.
  if (facts.secure === "https") pass("https", m.inspect_https_pass({ url: facts.finalUrl }, options));
  else if (facts.secure === "loopback") pass("https", m.inspect_https_loopback({ url: facts.finalUrl }, options));
  else fail("https", m.inspect_https_fail({ url: facts.finalUrl }, options));

  const link = facts.manifestLink;
  switch (link.kind) {
    case "found":
      pass("manifest_link", m.inspect_manifest_link_pass({ href: link.href }, options));
      break;
    case "none":
      fail("manifest_link", m.inspect_manifest_link_none({}, options));
      break;
    case "no_href":
      fail("manifest_link", m.inspect_manifest_link_no_href({}, options));
      break;
    case "empty_href":
      fail("manifest_link", m.inspect_manifest_link_empty_href({}, options));
      break;
    case "invalid_href":
      fail("manifest_link", m.inspect_manifest_link_invalid_href({ href: link.href }, options));
      break;
    case "unsupported_scheme":
      fail("manifest_link", m.inspect_manifest_link_scheme({ href: link.href }, options));
      break;
  }
  if (facts.page.unreadable) warnings.push(m.inspect_warning_unreadable_html({}, options));
  if (facts.page.manifestLinks.length > 1)
    warnings.push(m.inspect_warning_several_links({ count: String(facts.page.manifestLinks.length) }, options));
  if (facts.page.manifestLinks[0]?.inBody) warnings.push(m.inspect_warning_link_in_body({}, options));

  // The manifest file.
  const noManifest = m.inspect_not_checked_no_manifest({}, options);
  const fetched = facts.manifestFetch;
  if (!fetched) skip("manifest_fetch", m.inspect_not_checked_no_link({}, options));
  else if (fetched.ok)
    pass("manifest_fetch", m.inspect_manifest_fetch_pass({ url: fetched.url, size: formatBytes(fetched.bytes) }, options));
  else fail("manifest_fetch", problemMessage(fetched.problem, locale));

  const json = facts.manifestJson;
  if (!json) skip("manifest_json", noManifest);
  else if (!json.ok) fail("manifest_json", m.inspect_manifest_json_fail({ error: jsonErrorMessage(json.error, locale) }, options));
  else if (json.topLevel !== "object")
    fail("manifest_json", m.inspect_manifest_json_not_object({ kind: kindWord(json.topLevel, locale) }, options));
  else pass("manifest_json", m.inspect_manifest_json_pass({}, options));

  const processed = facts.processed;
  const manifest = json?.ok && json.topLevel === "object" ? (processed?.manifest ?? null) : null;
  const manifestChecks = (run: (manifest: ProcessedManifest) => void, ids: InspectCheckId[]) => {
    if (manifest) run(manifest);
    else for (const id of ids) skip(id, noManifest);
  };

  // Chromium's criteria.
  manifestChecks(
    (manifest) => {
      if (manifest.name) pass("name", m.inspect_name_pass({ name: manifest.name }, options));
      else if (manifest.shortName) pass("name", m.inspect_name_short_only({ shortName: manifest.shortName }, options));
      else fail("name", m.inspect_name_fail({}, options));

      const start = manifest.startUrlStatus;
      switch (start.kind) {
        case "valid":
          pass("start_url", m.inspect_start_url_pass({ url: manifest.startUrl }, options));
          break;
        case "missing":
          fail("start_url", m.inspect_start_url_missing({ url: manifest.startUrl }, options));
          break;
        case "not_string":
          fail("start_url", m.inspect_start_url_not_string({ type: kindWord(start.type, locale) }, options));
          break;
        case "invalid":
          fail("start_url", m.inspect_start_url_invalid({ value: start.value }, options));
          break;
        case "cross_origin":
          fail(
            "start_url",
            m.inspect_start_url_cross_origin({ value: start.value, url: start.url, origin: new URL(facts.finalUrl).origin }, options),
          );
          break;
      }

      const mode = manifest.effectiveDisplay;
      if (isInstallableDisplay(mode)) {
        pass(
          "display",
          manifest.effectiveDisplaySource === "display_override"
            ? m.inspect_display_pass_override({ mode }, options)
            : m.inspect_display_pass({ mode }, options),
        );
      } else if (manifest.effectiveDisplaySource === "display_override") {
        fail("display", m.inspect_display_fail_override({}, options));
      } else if (manifest.displayStatus.kind === "missing") {
        fail("display", m.inspect_display_fail_missing({}, options));
      } else if (manifest.displayStatus.kind === "unknown") {
        fail("display", m.inspect_display_fail_unknown({ value: manifest.displayStatus.value }, options));
      } else if (manifest.displayStatus.kind === "not_string") {
        fail("display", m.inspect_display_fail_not_string({ type: kindWord(manifest.displayStatus.type, locale) }, options));
      } else {
        fail("display", m.inspect_display_fail_browser({}, options));
      }

      const candidates = installIconCandidates(manifest.icons);
      if (candidates.length > 0) {
        pass("icon_any", m.inspect_icon_any_pass({ icon: describeImage("icon", candidates[0]!) }, options));
      } else {
        fail("icon_any", iconAnyFailure(manifest.icons, locale));
      }

      const tried = facts.images.filter((fact) => fact.role === "icon" && isInstallIconCandidate(fact.image));
      const good = tried.find((fact) => fact.outcome.ok);
      if (candidates.length === 0) skip("icon_download", m.inspect_not_checked_no_icon({}, options));
      else if (good?.outcome.ok) {
        pass(
          "icon_download",
          m.inspect_icon_download_pass({ url: good.image.src, found: imageSummary(good.outcome.sniffed, locale) }, options),
        );
      } else if (tried.length > 0 && !tried[0]!.outcome.ok) {
        fail(
          "icon_download",
          m.inspect_icon_download_fail(
            { icon: describeImage("icon", tried[0]!.image), reason: problemMessage(tried[0]!.outcome.problem, locale) },
            options,
          ),
        );
      } else {
        skip("icon_download", m.inspect_not_checked_deadline({}, options));
      }

      if (manifest.preferRelatedApplications) {
        const platforms = manifest.relatedApplications.map((app) => app.platform).join(", ") || "-";
        fail("prefer_related_applications", m.inspect_prefer_related_fail({ platforms }, options));
      } else {
        pass("prefer_related_applications", m.inspect_prefer_related_pass({}, options));
      }
    },
    ["name", "start_url", "display", "icon_any", "icon_download", "prefer_related_applications"],
  );

  // How the manifest is served and written.
  if (!fetched?.ok) skip("manifest_content_type", noManifest);
  else {
    const type = (fetched.contentType ?? "").split(";")[0]!.trim().toLowerCase();
    if (JSON_MEDIA_TYPE.test(type)) pass("manifest_content_type", m.inspect_content_type_pass({ type }, options));
    else if (type === "") fail("manifest_content_type", m.inspect_content_type_missing({}, options));
    else fail("manifest_content_type", m.inspect_content_type_fail({ type }, options));
  }

  const text = facts.manifestText;
  if (!text) skip("manifest_encoding", noManifest);
  else if (text.bom === "utf-8") fail("manifest_encoding", m.inspect_encoding_bom({}, options));
  else if (text.bom) fail("manifest_encoding", m.inspect_encoding_utf16({ encoding: text.bom.toUpperCase() }, options));
  else if (text.invalidBytes) fail("manifest_encoding", m.inspect_encoding_invalid({ encoding: text.encoding.toUpperCase() }, options));
  else if (text.encoding !== "utf-8") fail("manifest_encoding", m.inspect_encoding_other({ encoding: text.encoding }, options));
  else pass("manifest_encoding", m.inspect_encoding_pass({}, options));

  if (!json?.ok) skip("manifest_strict_json", noManifest);
  else if (json.firstComment) {
    fail(
      "manifest_strict_json",
      m.inspect_strict_json_comments({ line: String(json.firstComment.line), column: String(json.firstComment.column) }, options),
    );
  } else pass("manifest_strict_json", m.inspect_strict_json_pass({}, options));

  // Recommended and optional members.
  manifestChecks(
    (manifest) => {
      if (manifest.shortName) pass("short_name", m.inspect_short_name_pass({ shortName: manifest.shortName }, options));
      else fail("short_name", m.inspect_short_name_fail({}, options));

      if (manifest.description) pass("description", m.inspect_description_pass({ length: String(manifest.description.length) }, options));
      else fail("description", m.inspect_description_fail({}, options));

      const idStatus = manifest.idStatus;
      switch (idStatus.kind) {
        case "valid":
          pass("id", m.inspect_id_pass({ id: manifest.id }, options));
          break;
        case "missing":
          fail("id", m.inspect_id_missing({ id: manifest.id }, options));
          break;
        case "not_string":
          fail("id", m.inspect_id_not_string({ type: kindWord(idStatus.type, locale), id: manifest.id }, options));
          break;
        case "invalid":
          fail("id", m.inspect_id_invalid({ value: idStatus.value, id: manifest.id }, options));
          break;
        case "cross_origin":
          fail("id", m.inspect_id_cross_origin({ value: idStatus.value, id: manifest.id }, options));
          break;
      }

      const scope = manifest.scopeStatus;
      switch (scope.kind) {
        case "valid":
          pass("scope", m.inspect_scope_pass({ scope: manifest.scope }, options));
          break;
        case "missing":
          pass("scope", m.inspect_scope_default({ scope: manifest.scope }, options));
          break;
        case "not_string":
          fail("scope", m.inspect_scope_not_string({ type: kindWord(scope.type, locale), scope: manifest.scope }, options));
          break;
        case "invalid":
          fail("scope", m.inspect_scope_invalid({ value: scope.value, scope: manifest.scope }, options));
          break;
        case "cross_origin":
          fail("scope", m.inspect_scope_cross_origin({ value: scope.value, scope: manifest.scope }, options));
          break;
        case "excludes_start_url":
          fail("scope", m.inspect_scope_excludes_start({ value: scope.url, startUrl: manifest.startUrl, scope: manifest.scope }, options));
          break;
      }

      const anyIcons = manifest.icons.filter((icon) => icon.purpose.includes("any"));
      const large = anyIcons.find((icon) => largestSide(icon) >= LARGE_ICON_PX);
      if (large) pass("icon_large", m.inspect_icon_large_pass({ icon: describeImage("icon", large) }, options));
      else {
        const largest = Math.max(0, ...anyIcons.map(largestSide));
        fail(
          "icon_large",
          largest > 0 ? m.inspect_icon_large_fail({ size: String(largest) }, options) : m.inspect_icon_large_none({}, options),
        );
      }

      const iconFacts = facts.images.filter((fact) => fact.role === "icon");
      if (iconFacts.length === 0) skip("icons_match", m.inspect_not_checked_no_icon({}, options));
      else {
        const problems = iconFacts.flatMap((fact) =>
          fact.outcome.ok
            ? imageMismatches(fact as ImageFact & { outcome: { ok: true } }, locale).map(
                (problem) => `${describeImage("icon", fact.image)}: ${problem}`,
              )
            : [`${describeImage("icon", fact.image)}: ${problemMessage(fact.outcome.problem, locale)}`],
        );
        if (problems.length === 0) pass("icons_match", m.inspect_icons_match_pass({ count: String(iconFacts.length) }, options));
        else fail("icons_match", problems.join(" "));
      }

      const maskable = manifest.icons.find((icon) => icon.purpose.includes("maskable"));
      if (maskable) pass("icon_maskable", m.inspect_icon_maskable_pass({ icon: describeImage("icon", maskable) }, options));
      else fail("icon_maskable", m.inspect_icon_maskable_fail({}, options));

      const screenshots = manifest.screenshots;
      const shotFacts = facts.images.filter((fact) => fact.role === "screenshot");
      if (screenshots.length === 0) fail("screenshots", m.inspect_screenshots_none({}, options));
      else {
        const problems = shotFacts.flatMap((fact) =>
          fact.outcome.ok
            ? imageMismatches(fact as ImageFact & { outcome: { ok: true } }, locale).map(
                (problem) => `${describeImage("screenshot", fact.image)}: ${problem}`,
              )
            : [`${describeImage("screenshot", fact.image)}: ${problemMessage(fact.outcome.problem, locale)}`],
        );
        const wide = screenshots.filter((shot) => shot.formFactor === "wide").length;
        const narrow = screenshots.filter((shot) => shot.formFactor === "narrow").length;
        if (problems.length === 0) {
          pass(
            "screenshots",
            m.inspect_screenshots_pass(
              { count: String(screenshots.length), wide: String(wide), narrow: String(narrow), checked: String(shotFacts.length) },
              options,
            ),
          );
        } else fail("screenshots", problems.join(" "));
      }
    },
    ["short_name", "description", "id", "scope", "icon_large", "icons_match", "icon_maskable", "screenshots"],
  );

  const sw = facts.serviceWorker;
  if (sw.detected) {
    pass(
      "service_worker",
      m.inspect_service_worker_pass(
        {
          script: sw.script ?? "?",
          where: sw.foundIn === "inline" || !sw.foundIn ? m.inspect_service_worker_inline({}, options) : sw.foundIn,
        },
        options,
      ),
    );
  } else fail("service_worker", m.inspect_service_worker_fail({ count: String(sw.scriptsChecked) }, options));

  const invalidColor = (member: string) => processed?.notes.find((note) => note.code === "invalid_color" && note.member === member);
  manifestChecks(
    (manifest) => {
      for (const [id, member, value] of [
        ["theme_color", "theme_color", manifest.themeColor],
        ["background_color", "background_color", manifest.backgroundColor],
      ] as const) {
        const invalid = invalidColor(member);
        if (value) pass(id, m.inspect_color_pass({ member, value }, options));
        else if (invalid && invalid.code === "invalid_color") fail(id, m.inspect_color_invalid({ member, value: invalid.value }, options));
        else fail(id, m.inspect_color_missing({ member }, options));
      }
      if (manifest.categories.length > 0)
        pass("categories", m.inspect_categories_pass({ categories: manifest.categories.join(", ") }, options));
      else fail("categories", m.inspect_categories_fail({}, options));
      if (manifest.lang) pass("lang", m.inspect_lang_pass({ lang: manifest.lang, dir: manifest.dir }, options));
      else fail("lang", m.inspect_lang_fail({}, options));
    },
    ["theme_color", "background_color", "categories", "lang"],
  );

  for (const note of processed && manifest ? processed.notes : []) {
    // Colours already have a check of their own.
    if (note.code !== "invalid_color") warnings.push(noteMessage(note, locale));
  }

  const required = checks.filter((check) => check.level === "required");
  const images: InspectImage[] = facts.images.map((fact) => imageReport(fact, locale));

  return {
    url: facts.url,
    finalUrl: facts.finalUrl,
    redirects: facts.redirects,
    manifestUrl: fetched?.ok ? fetched.url : link.kind === "found" ? link.url : null,
    manifest: manifest ? manifestFields(manifest) : null,
    checks: checks.map(({ skipped: _skipped, ...check }) => check),
    installable: {
      verdict: required.every((check) => check.passed),
      reasons: required.filter((check) => !check.passed && !check.skipped).map((check) => check.message),
    },
    serviceWorker: { detected: sw.detected, script: sw.script, foundIn: sw.foundIn },
    images,
    warnings,
    duplicate: facts.duplicate,
    inspectedAt: facts.inspectedAt,
  };
}

/** Why no icon meets the install rule, narrowed down rule by rule. */
function iconAnyFailure(icons: readonly ManifestImage[], locale: Locale): string {
  const options = { locale };
  if (icons.length === 0) return m.inspect_icon_any_none({}, options);
  const anyPurpose = icons.filter((icon) => icon.purpose.includes("any"));
  if (anyPurpose.length === 0) return m.inspect_icon_any_no_any_purpose({ count: String(icons.length) }, options);
  const supported = anyPurpose.filter(isInstallIconType);
  if (supported.length === 0) {
    const types = [...new Set(anyPurpose.map((icon) => icon.type ?? new URL(icon.src).pathname.split(".").pop() ?? "?"))].join(", ");
    return m.inspect_icon_any_unsupported_type({ types }, options);
  }
  const withSizes = supported.filter((icon) => icon.sizes.length > 0);
  if (withSizes.length === 0) return m.inspect_icon_any_no_sizes({}, options);
  const tooLarge = withSizes.filter((icon) =>
    icon.sizes.some((size) => size !== "any" && Math.min(size.width, size.height) > MAX_INSTALL_ICON_PX),
  );
  const largest = Math.max(
    ...withSizes.flatMap((icon) => icon.sizes.map((size) => (size === "any" ? 0 : Math.min(size.width, size.height)))),
  );
  if (tooLarge.length > 0 && largest > MAX_INSTALL_ICON_PX) {
    return m.inspect_icon_any_too_large({ max: String(MAX_INSTALL_ICON_PX), min: String(MIN_INSTALL_ICON_PX) }, options);
  }
  return m.inspect_icon_any_too_small({ size: String(largest), min: String(MIN_INSTALL_ICON_PX) }, options);
}

function imageReport(fact: ImageFact, locale: Locale): InspectImage {
  const base = {
    role: fact.role,
    index: fact.image.index,
    src: fact.image.src,
    declaredType: fact.image.type,
    declaredSizes: formatSizes(fact.image.sizes) || null,
  };
  if (!fact.outcome.ok) {
    return {
      ...base,
      downloaded: false,
      actualType: null,
      width: null,
      height: null,
      matches: false,
      message: problemMessage(fact.outcome.problem, locale),
    };
  }
  const sniffed = fact.outcome.sniffed;
  const problems = imageMismatches(fact as ImageFact & { outcome: { ok: true } }, locale);
  return {
    ...base,
    downloaded: true,
    actualType: sniffed.format,
    width: sniffed.width,
    height: sniffed.height,
    matches: problems.length === 0,
    message: problems.length === 0 ? imageSummary(sniffed, locale) : problems.join(" "),
  };
}

/** The processed manifest as the form pre-fills it (and as the apps table stores icons). */
export function manifestFields(manifest: ProcessedManifest): InspectManifestFields {
  return {
    name: manifest.name,
    shortName: manifest.shortName,
    description: manifest.description,
    startUrl: manifest.startUrl,
    scope: manifest.scope,
    id: manifest.id,
    display: manifest.display,
    displayOverride: manifest.displayOverride,
    themeColor: manifest.themeColor,
    backgroundColor: manifest.backgroundColor,
    icons: manifest.icons.map((icon) => ({
      src: icon.src,
      ...(icon.sizes.length > 0 ? { sizes: formatSizes(icon.sizes) } : {}),
      ...(icon.type ? { type: icon.type } : {}),
      purpose: icon.purpose.join(" "),
    })),
    screenshots: manifest.screenshots.map((shot) => ({
      src: shot.src,
      ...(shot.sizes.length > 0 ? { sizes: formatSizes(shot.sizes) } : {}),
      ...(shot.type ? { type: shot.type } : {}),
      ...(shot.label ? { label: shot.label } : {}),
      ...(shot.formFactor ? { formFactor: shot.formFactor } : {}),
    })),
    categories: manifest.categories,
    lang: manifest.lang,
    dir: manifest.dir,
    preferRelatedApplications: manifest.preferRelatedApplications,
  };
}
