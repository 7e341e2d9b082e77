/**
 * The inspection's sentences, translated: a failed fetch, an unusable resource, a JSON syntax
 * error, a manifest note, a declared image and how it differs from what downloaded, and why no
 * icon meets Chromium's install rule. Pure: the same fact gives the same sentence.
 */
import type { ScriptSkipReason } from "#contract/schemas/publishing.ts";
import { m } from "#app/paraglide/messages.js";
import type { Locale } from "#app/paraglide/runtime.js";
import type { AddressClass } from "../fetch/address.ts";
import type { FetchFailure } from "../fetch/safe-fetch.ts";
import { formatBytes } from "../format-bytes.ts";
import { canonicalImageType, type NonImageKind, type SniffedImage } from "../parse/image-sniff.ts";
import type { JsonError, JsonProblem } from "../parse/json-text.ts";
import { formatSizes, type ManifestImage, type ManifestNote } from "../parse/manifest.ts";
import { SCRIPT_SCAN_LIMITS } from "../parse/service-worker.ts";
import type { ImageFact, ResourceProblem } from "./facts.ts";
import { isInstallIconType, MAX_INSTALL_ICON_PX, MIN_INSTALL_ICON_PX } from "./installability.ts";

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
      sentence =
        (failure.attempts ?? 1) > 1 ? m.inspect_fetch_network_retried({ url }, options) : m.inspect_fetch_network({ url }, options);
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

/** One sentence for a resource (manifest, icon, screenshot) that could not be used. */
export function problemMessage(problem: ResourceProblem, locale: Locale): string {
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
/** A JSON value's kind in words ("an object", "a string"). */
export const kindWord = (kind: string, locale: Locale) => (JSON_KIND[kind] ?? JSON_KIND.object!)({}, { locale });

/** The message of a JSON syntax error: what was wrong, where, and what was there. */
export function jsonErrorMessage(error: JsonError, locale: Locale): string {
  const options = { locale };
  const problem = JSON_PROBLEM[error.problem]({}, options);
  const where = { line: String(error.line), column: String(error.column), position: String(error.offset) };
  return error.found !== null && error.problem !== "empty"
    ? m.inspect_json_error_found({ problem, ...where, found: JSON.stringify(error.found) }, options)
    : m.inspect_json_error({ problem, ...where }, options);
}

/** The warning for one member the manifest processing ignored or corrected. */
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
    case "out_of_scope":
      return m.inspect_note_out_of_scope({ member: note.member, value: note.value }, options);
  }
}

const NOT_SCANNED: Record<ScriptSkipReason, (inputs: { scripts: string }, options: Options) => string> = {
  count_limit: (inputs, options) => m.inspect_scripts_not_scanned_count({ ...inputs, max: String(SCRIPT_SCAN_LIMITS.scripts) }, options),
  bytes_limit: (inputs, options) =>
    m.inspect_scripts_not_scanned_bytes({ ...inputs, limit: formatBytes(SCRIPT_SCAN_LIMITS.totalBytes) }, options),
  budget: m.inspect_scripts_not_scanned_budget,
  unreachable: m.inspect_scripts_not_scanned_unreachable,
  failed: m.inspect_scripts_not_scanned_failed,
};

/**
 * The scripts the service worker detection did not read, grouped by why, one sentence per
 * group ("" when it read them all).
 */
export function notScannedMessage(notScanned: ReadonlyArray<{ url: string; reason: ScriptSkipReason }>, locale: Locale): string {
  const groups = new Map<ScriptSkipReason, string[]>();
  for (const { url, reason } of notScanned) groups.set(reason, [...(groups.get(reason) ?? []), url]);
  return [...groups].map(([reason, urls]) => NOT_SCANNED[reason]({ scripts: urls.join(", ") }, { locale })).join(" ");
}

/** "icons[2] (/icon.png, 512x512, image/png)" — how the inspection names a declared image. */
export function describeImage(role: "icon" | "screenshot", image: ManifestImage): string {
  const details = [image.rawSrc, formatSizes(image.sizes) || null, image.type].filter(Boolean).join(", ");
  return `${role === "icon" ? "icons" : "screenshots"}[${image.index}] (${details})`;
}

const formatName = (format: string) =>
  ({ "image/svg+xml": "SVG", "image/x-icon": "ICO", "image/jpeg": "JPEG" })[format] ?? format.replace("image/", "").toUpperCase();

/** Whether a downloaded image is what its manifest entry says; the mismatches in words. */
export function imageMismatches(fact: ImageFact & { outcome: { ok: true } }, locale: Locale): string[] {
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

/** What a downloaded image really is: "PNG, 512×512" or "SVG, scalable". */
export function imageSummary(sniffed: SniffedImage, locale: Locale): string {
  return sniffed.scalable || sniffed.width === null || sniffed.height === null
    ? m.inspect_image_summary_scalable({ format: formatName(sniffed.format) }, { locale })
    : m.inspect_image_summary(
        { format: formatName(sniffed.format), width: String(sniffed.width), height: String(sniffed.height) },
        { locale },
      );
}

/** Why no icon meets the install rule, narrowed down rule by rule. */
export function iconAnyFailure(icons: readonly ManifestImage[], locale: Locale): string {
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
