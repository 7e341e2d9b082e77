/**
 * The inspection: what the inspector found (facts.ts, gathered by inspect.ts or
 * zip/zip-inspection.ts) turned into checks with a level and a precise, translated message,
 * Chromium's installability verdict (installability.ts), the processed manifest for the form,
 * and the warnings. Pure: the same facts give the same inspection.
 *
 * The checks are written in a fixed order (the contract's INSPECT_CHECK_IDS), one step per group:
 * the page, the manifest file, Chromium's criteria, how the manifest is served and written, the
 * recommended members, the icons and screenshots, the service worker, and the appearance.
 */
import type { InspectCheck, InspectCheckId, InspectImage, Inspection, InstallOutcome } from "#contract/schemas/publishing.ts";
import { m } from "#app/paraglide/messages.js";
import type { Locale } from "#app/paraglide/runtime.js";
import { formatBytes } from "../format-bytes.ts";
import { formatSizes, isInstallableDisplay, type ProcessedManifest } from "../parse/manifest.ts";
import { isNetworkFailure } from "../fetch/safe-fetch.ts";
import type { ImageFact, InspectionFacts, ResourceProblem } from "./facts.ts";
import { CHECK_LEVELS, installIconCandidates, isInstallIconCandidate, LARGE_ICON_PX, largestSide } from "./installability.ts";
import { manifestFields } from "./manifest-fields.ts";
import {
  describeImage,
  iconAnyFailure,
  imageMismatches,
  imageSummary,
  jsonErrorMessage,
  kindWord,
  noteMessage,
  notScannedMessage,
  problemMessage,
} from "./messages.ts";

interface DraftCheck extends InspectCheck {
  /** Could not run because something it depends on failed: not a reason of its own. */
  skipped: boolean;
}

/** Whether a resource was lost to the network (after the retry), not refused by the site. */
const lostToNetwork = (problem: ResourceProblem) => problem.kind === "fetch" && isNetworkFailure(problem.failure);

/** The checks and warnings as the steps write them, in order. */
interface CheckList {
  checks: DraftCheck[];
  warnings: string[];
  pass(id: InspectCheckId, message: string): void;
  fail(id: InspectCheckId, message: string): void;
  skip(id: InspectCheckId, message: string): void;
  /** Could not be decided: what it needs was not reached (network, time). Not the app's fault. */
  undecided(id: InspectCheckId, message: string): void;
}

function newCheckList(): CheckList {
  const checks: DraftCheck[] = [];
  const add = (id: InspectCheckId, passed: boolean, skipped: boolean, message: string) =>
    checks.push({ id, level: CHECK_LEVELS[id], passed, message, skipped });
  return {
    checks,
    warnings: [],
    pass: (id, message) => add(id, true, false, message),
    fail: (id, message) => add(id, false, false, message),
    skip: (id, message) => add(id, false, true, message),
    undecided: (id, message) => checks.push({ id, level: CHECK_LEVELS[id], passed: false, message, skipped: false, unreachable: true }),
  };
}

/** What every step reads: the facts, the caller's language, the list it writes to. */
interface Step {
  facts: InspectionFacts;
  locale: Locale;
  options: { locale: Locale };
  list: CheckList;
  /** The processed manifest, when the manifest parsed as a JSON object; else null. */
  manifest: ProcessedManifest | null;
  /** "Not checked: there is no manifest" (the message of checks that need one). */
  noManifest: string;
}

/** Runs `run` on the manifest, or marks every check in `ids` as not checked when there is none. */
function withManifest(step: Step, ids: InspectCheckId[], run: (manifest: ProcessedManifest) => void): void {
  if (step.manifest) run(step.manifest);
  else for (const id of ids) step.list.skip(id, step.noManifest);
}

const JSON_MEDIA_TYPE = /^(application|text)\/([\w.-]+\+)?json$/;

/**
 * Builds the inspection from the facts, in the caller's language.
 *
 * @example
 * const inspection = buildInspection(facts, "zh");
 * inspection.installable // { verdict: false, reasons: ["……"] }
 */
export function buildInspection(facts: InspectionFacts, locale: Locale): Inspection {
  const options = { locale };
  const json = facts.manifestJson;
  const manifest = json?.ok && json.topLevel === "object" ? (facts.processed?.manifest ?? null) : null;
  const step: Step = {
    facts,
    locale,
    options,
    list: newCheckList(),
    manifest,
    noManifest: m.inspect_not_checked_no_manifest({}, options),
  };

  checkPage(step);
  checkManifestFile(step);
  withManifest(step, ["name", "start_url", "display", "icon_any", "icon_download", "prefer_related_applications"], (manifest) =>
    checkInstallCriteria(step, manifest),
  );
  checkManifestFormat(step);
  withManifest(step, ["short_name", "description", "id", "scope"], (manifest) => checkDescriptiveMembers(step, manifest));
  withManifest(step, ["icon_large", "icons_match", "icon_maskable", "screenshots"], (manifest) => checkImages(step, manifest));
  checkServiceWorker(step);
  withManifest(step, ["theme_color", "background_color", "categories", "lang"], (manifest) => checkAppearance(step, manifest));
  warnAboutNotes(step);

  return assembleInspection(step);
}

/** https, the manifest link, and the page's own warnings. */
function checkPage({ facts, options, list }: Step): void {
  if (facts.secure === "https") list.pass("https", m.inspect_https_pass({ url: facts.finalUrl }, options));
  else if (facts.secure === "loopback") list.pass("https", m.inspect_https_loopback({ url: facts.finalUrl }, options));
  else list.fail("https", m.inspect_https_fail({ url: facts.finalUrl }, options));

  const link = facts.manifestLink;
  switch (link.kind) {
    case "found":
      list.pass("manifest_link", m.inspect_manifest_link_pass({ href: link.href }, options));
      break;
    case "none":
      list.fail("manifest_link", m.inspect_manifest_link_none({}, options));
      break;
    case "no_href":
      list.fail("manifest_link", m.inspect_manifest_link_no_href({}, options));
      break;
    case "empty_href":
      list.fail("manifest_link", m.inspect_manifest_link_empty_href({}, options));
      break;
    case "invalid_href":
      list.fail("manifest_link", m.inspect_manifest_link_invalid_href({ href: link.href }, options));
      break;
    case "unsupported_scheme":
      list.fail("manifest_link", m.inspect_manifest_link_scheme({ href: link.href }, options));
      break;
  }
  if (facts.page.unreadable) list.warnings.push(m.inspect_warning_unreadable_html({}, options));
  if (facts.page.manifestLinks.length > 1)
    list.warnings.push(m.inspect_warning_several_links({ count: String(facts.page.manifestLinks.length) }, options));
  if (facts.page.manifestLinks[0]?.inBody) list.warnings.push(m.inspect_warning_link_in_body({}, options));
}

/** Whether the manifest downloaded, and parsed as a JSON object. */
function checkManifestFile({ facts, locale, options, list, noManifest }: Step): void {
  const fetched = facts.manifestFetch;
  if (!fetched) list.skip("manifest_fetch", m.inspect_not_checked_no_link({}, options));
  else if (fetched.ok)
    list.pass("manifest_fetch", m.inspect_manifest_fetch_pass({ url: fetched.url, size: formatBytes(fetched.bytes) }, options));
  else if (lostToNetwork(fetched.problem)) list.undecided("manifest_fetch", problemMessage(fetched.problem, locale));
  else list.fail("manifest_fetch", problemMessage(fetched.problem, locale));

  const json = facts.manifestJson;
  if (!json) list.skip("manifest_json", noManifest);
  else if (!json.ok) list.fail("manifest_json", m.inspect_manifest_json_fail({ error: jsonErrorMessage(json.error, locale) }, options));
  else if (json.topLevel !== "object")
    list.fail("manifest_json", m.inspect_manifest_json_not_object({ kind: kindWord(json.topLevel, locale) }, options));
  else list.pass("manifest_json", m.inspect_manifest_json_pass({}, options));
}

/** Chromium's criteria on the manifest: name, start_url, display, the install icon, related apps. */
function checkInstallCriteria({ facts, locale, options, list }: Step, manifest: ProcessedManifest): void {
  if (manifest.name) list.pass("name", m.inspect_name_pass({ name: manifest.name }, options));
  else if (manifest.shortName) list.pass("name", m.inspect_name_short_only({ shortName: manifest.shortName }, options));
  else list.fail("name", m.inspect_name_fail({}, options));

  const start = manifest.startUrlStatus;
  switch (start.kind) {
    case "valid":
      list.pass("start_url", m.inspect_start_url_pass({ url: manifest.startUrl }, options));
      break;
    case "missing":
      list.fail("start_url", m.inspect_start_url_missing({ url: manifest.startUrl }, options));
      break;
    case "not_string":
      list.fail("start_url", m.inspect_start_url_not_string({ type: kindWord(start.type, locale) }, options));
      break;
    case "invalid":
      list.fail("start_url", m.inspect_start_url_invalid({ value: start.value }, options));
      break;
    case "cross_origin":
      list.fail(
        "start_url",
        m.inspect_start_url_cross_origin({ value: start.value, url: start.url, origin: new URL(facts.finalUrl).origin }, options),
      );
      break;
  }

  const mode = manifest.effectiveDisplay;
  if (isInstallableDisplay(mode)) {
    list.pass(
      "display",
      manifest.effectiveDisplaySource === "display_override"
        ? m.inspect_display_pass_override({ mode }, options)
        : m.inspect_display_pass({ mode }, options),
    );
  } else if (manifest.effectiveDisplaySource === "display_override") {
    list.fail("display", m.inspect_display_fail_override({}, options));
  } else if (manifest.displayStatus.kind === "missing") {
    list.fail("display", m.inspect_display_fail_missing({}, options));
  } else if (manifest.displayStatus.kind === "unknown") {
    list.fail("display", m.inspect_display_fail_unknown({ value: manifest.displayStatus.value }, options));
  } else if (manifest.displayStatus.kind === "not_string") {
    list.fail("display", m.inspect_display_fail_not_string({ type: kindWord(manifest.displayStatus.type, locale) }, options));
  } else {
    list.fail("display", m.inspect_display_fail_browser({}, options));
  }

  const candidates = installIconCandidates(manifest.icons);
  if (candidates.length > 0) {
    list.pass("icon_any", m.inspect_icon_any_pass({ icon: describeImage("icon", candidates[0]!) }, options));
  } else {
    list.fail("icon_any", iconAnyFailure(manifest.icons, locale));
  }

  const tried = facts.images.filter((fact) => fact.role === "icon" && isInstallIconCandidate(fact.image));
  const good = tried.find((fact) => fact.outcome.ok);
  // A candidate the network lost might have downloaded: with none good, the check is undecided.
  const lost = tried.find((fact) => !fact.outcome.ok && lostToNetwork(fact.outcome.problem));
  const iconFailure = (fact: ImageFact) =>
    m.inspect_icon_download_fail(
      { icon: describeImage("icon", fact.image), reason: fact.outcome.ok ? "" : problemMessage(fact.outcome.problem, locale) },
      options,
    );
  if (candidates.length === 0) list.skip("icon_download", m.inspect_not_checked_no_icon({}, options));
  else if (good?.outcome.ok) {
    list.pass(
      "icon_download",
      m.inspect_icon_download_pass({ url: good.image.src, found: imageSummary(good.outcome.sniffed, locale) }, options),
    );
  } else if (lost) list.undecided("icon_download", iconFailure(lost));
  else if (tried.length > 0 && !tried[0]!.outcome.ok) list.fail("icon_download", iconFailure(tried[0]!));
  else {
    list.undecided("icon_download", m.inspect_not_checked_deadline({}, options));
  }

  if (manifest.preferRelatedApplications) {
    const platforms = manifest.relatedApplications.map((app) => app.platform).join(", ") || "-";
    list.fail("prefer_related_applications", m.inspect_prefer_related_fail({ platforms }, options));
  } else {
    list.pass("prefer_related_applications", m.inspect_prefer_related_pass({}, options));
  }
}

/** How the manifest is served and written: its media type, its encoding, strict JSON. */
function checkManifestFormat({ facts, options, list, noManifest }: Step): void {
  const fetched = facts.manifestFetch;
  if (!fetched?.ok) list.skip("manifest_content_type", noManifest);
  else {
    const type = (fetched.contentType ?? "").split(";")[0]!.trim().toLowerCase();
    if (JSON_MEDIA_TYPE.test(type)) list.pass("manifest_content_type", m.inspect_content_type_pass({ type }, options));
    else if (type === "") list.fail("manifest_content_type", m.inspect_content_type_missing({}, options));
    else list.fail("manifest_content_type", m.inspect_content_type_fail({ type }, options));
  }

  const text = facts.manifestText;
  if (!text) list.skip("manifest_encoding", noManifest);
  else if (text.bom === "utf-8") list.fail("manifest_encoding", m.inspect_encoding_bom({}, options));
  else if (text.bom) list.fail("manifest_encoding", m.inspect_encoding_utf16({ encoding: text.bom.toUpperCase() }, options));
  else if (text.invalidBytes)
    list.fail("manifest_encoding", m.inspect_encoding_invalid({ encoding: text.encoding.toUpperCase() }, options));
  else if (text.encoding !== "utf-8") list.fail("manifest_encoding", m.inspect_encoding_other({ encoding: text.encoding }, options));
  else list.pass("manifest_encoding", m.inspect_encoding_pass({}, options));

  const json = facts.manifestJson;
  if (!json?.ok) list.skip("manifest_strict_json", noManifest);
  else if (json.firstComment) {
    list.fail(
      "manifest_strict_json",
      m.inspect_strict_json_comments({ line: String(json.firstComment.line), column: String(json.firstComment.column) }, options),
    );
  } else list.pass("manifest_strict_json", m.inspect_strict_json_pass({}, options));
}

/** The recommended members that name and place the app: short_name, description, id, scope. */
function checkDescriptiveMembers({ locale, options, list }: Step, manifest: ProcessedManifest): void {
  if (manifest.shortName) list.pass("short_name", m.inspect_short_name_pass({ shortName: manifest.shortName }, options));
  else list.fail("short_name", m.inspect_short_name_fail({}, options));

  if (manifest.description) list.pass("description", m.inspect_description_pass({ length: String(manifest.description.length) }, options));
  else list.fail("description", m.inspect_description_fail({}, options));

  const idStatus = manifest.idStatus;
  switch (idStatus.kind) {
    case "valid":
      list.pass("id", m.inspect_id_pass({ id: manifest.id }, options));
      break;
    case "missing":
      list.fail("id", m.inspect_id_missing({ id: manifest.id }, options));
      break;
    case "not_string":
      list.fail("id", m.inspect_id_not_string({ type: kindWord(idStatus.type, locale), id: manifest.id }, options));
      break;
    case "invalid":
      list.fail("id", m.inspect_id_invalid({ value: idStatus.value, id: manifest.id }, options));
      break;
    case "cross_origin":
      list.fail("id", m.inspect_id_cross_origin({ value: idStatus.value, id: manifest.id }, options));
      break;
  }

  const scope = manifest.scopeStatus;
  switch (scope.kind) {
    case "valid":
      list.pass("scope", m.inspect_scope_pass({ scope: manifest.scope }, options));
      break;
    case "missing":
      list.pass("scope", m.inspect_scope_default({ scope: manifest.scope }, options));
      break;
    case "not_string":
      list.fail("scope", m.inspect_scope_not_string({ type: kindWord(scope.type, locale), scope: manifest.scope }, options));
      break;
    case "invalid":
      list.fail("scope", m.inspect_scope_invalid({ value: scope.value, scope: manifest.scope }, options));
      break;
    case "cross_origin":
      list.fail("scope", m.inspect_scope_cross_origin({ value: scope.value, scope: manifest.scope }, options));
      break;
    case "excludes_start_url":
      list.fail("scope", m.inspect_scope_excludes_start({ value: scope.url, startUrl: manifest.startUrl, scope: manifest.scope }, options));
      break;
  }
}

/** What went wrong with each downloaded image of `role`, one sentence per problem, named. */
function imageProblems(facts: readonly ImageFact[], role: ImageFact["role"], locale: Locale): string[] {
  return facts.flatMap((fact) =>
    fact.outcome.ok
      ? imageMismatches(fact as ImageFact & { outcome: { ok: true } }, locale).map(
          (problem) => `${describeImage(role, fact.image)}: ${problem}`,
        )
      : [`${describeImage(role, fact.image)}: ${problemMessage(fact.outcome.problem, locale)}`],
  );
}

/** A large icon, the downloaded icons matching their declarations, a maskable icon, screenshots. */
function checkImages({ facts, locale, options, list }: Step, manifest: ProcessedManifest): void {
  const anyIcons = manifest.icons.filter((icon) => icon.purpose.includes("any"));
  const large = anyIcons.find((icon) => largestSide(icon) >= LARGE_ICON_PX);
  if (large) list.pass("icon_large", m.inspect_icon_large_pass({ icon: describeImage("icon", large) }, options));
  else {
    const largest = Math.max(0, ...anyIcons.map(largestSide));
    list.fail(
      "icon_large",
      largest > 0 ? m.inspect_icon_large_fail({ size: String(largest) }, options) : m.inspect_icon_large_none({}, options),
    );
  }

  const iconFacts = facts.images.filter((fact) => fact.role === "icon");
  if (iconFacts.length === 0) list.skip("icons_match", m.inspect_not_checked_no_icon({}, options));
  else {
    const problems = imageProblems(iconFacts, "icon", locale);
    if (problems.length === 0) list.pass("icons_match", m.inspect_icons_match_pass({ count: String(iconFacts.length) }, options));
    else if (onlyLostToNetwork(iconFacts)) list.undecided("icons_match", problems.join(" "));
    else list.fail("icons_match", problems.join(" "));
  }

  const maskable = manifest.icons.find((icon) => icon.purpose.includes("maskable"));
  if (maskable) list.pass("icon_maskable", m.inspect_icon_maskable_pass({ icon: describeImage("icon", maskable) }, options));
  else list.fail("icon_maskable", m.inspect_icon_maskable_fail({}, options));

  const screenshots = manifest.screenshots;
  const shotFacts = facts.images.filter((fact) => fact.role === "screenshot");
  if (screenshots.length === 0) list.fail("screenshots", m.inspect_screenshots_none({}, options));
  else {
    const problems = imageProblems(shotFacts, "screenshot", locale);
    const wide = screenshots.filter((shot) => shot.formFactor === "wide").length;
    const narrow = screenshots.filter((shot) => shot.formFactor === "narrow").length;
    if (problems.length === 0) {
      list.pass(
        "screenshots",
        m.inspect_screenshots_pass(
          { count: String(screenshots.length), wide: String(wide), narrow: String(narrow), checked: String(shotFacts.length) },
          options,
        ),
      );
    } else if (onlyLostToNetwork(shotFacts)) list.undecided("screenshots", problems.join(" "));
    else list.fail("screenshots", problems.join(" "));
  }
}

/** Every image that went wrong was lost to the network (the others are fine). */
function onlyLostToNetwork(facts: readonly ImageFact[]): boolean {
  const wrong = facts.filter((fact) => !fact.outcome.ok || imageMismatches(fact as ImageFact & { outcome: { ok: true } }, "en").length > 0);
  return wrong.length > 0 && wrong.every((fact) => !fact.outcome.ok && lostToNetwork(fact.outcome.problem));
}

/** Whether the page (or one of its scripts) registers a service worker. */
function checkServiceWorker({ facts, locale, options, list }: Step): void {
  const sw = facts.serviceWorker;
  if (sw.detected && sw.scriptStatus !== null && (sw.scriptStatus < 200 || sw.scriptStatus > 299)) {
    // Registered, but its script is not there: the registration fails (issue 40).
    list.fail(
      "service_worker",
      m.inspect_service_worker_script_missing({ script: sw.script ?? "?", status: String(sw.scriptStatus) }, options),
    );
  } else if (sw.detected) {
    list.pass(
      "service_worker",
      m.inspect_service_worker_pass(
        {
          script: sw.script ?? "?",
          where: sw.foundIn === "inline" || !sw.foundIn ? m.inspect_service_worker_inline({}, options) : sw.foundIn,
        },
        options,
      ),
    );
  } else {
    const message = [m.inspect_service_worker_fail({ count: String(sw.scriptsChecked) }, options), notScannedMessage(sw.notScanned, locale)]
      .filter(Boolean)
      .join(" ");
    // Not found, but a script the network lost might hold it.
    if (sw.notScanned.some((skipped) => skipped.reason === "unreachable")) list.undecided("service_worker", message);
    else list.fail("service_worker", message);
  }
}

/** The colours, categories and language. */
function checkAppearance({ facts, options, list }: Step, manifest: ProcessedManifest): void {
  const invalidColor = (member: string) => facts.processed?.notes.find((note) => note.code === "invalid_color" && note.member === member);
  for (const [id, member, value] of [
    ["theme_color", "theme_color", manifest.themeColor],
    ["background_color", "background_color", manifest.backgroundColor],
  ] as const) {
    const invalid = invalidColor(member);
    if (value) list.pass(id, m.inspect_color_pass({ member, value }, options));
    else if (invalid && invalid.code === "invalid_color") list.fail(id, m.inspect_color_invalid({ member, value: invalid.value }, options));
    else list.fail(id, m.inspect_color_missing({ member }, options));
  }
  if (manifest.categories.length > 0)
    list.pass("categories", m.inspect_categories_pass({ categories: manifest.categories.join(", ") }, options));
  else list.fail("categories", m.inspect_categories_fail({}, options));
  if (manifest.lang) list.pass("lang", m.inspect_lang_pass({ lang: manifest.lang, dir: manifest.dir }, options));
  else list.fail("lang", m.inspect_lang_fail({}, options));
}

/** The manifest processing's notes as warnings (colours have a check of their own). */
function warnAboutNotes({ facts, locale, list, manifest }: Step): void {
  for (const note of facts.processed && manifest ? facts.processed.notes : []) {
    if (note.code !== "invalid_color") list.warnings.push(noteMessage(note, locale));
  }
}

/** The inspection from the written checks: the verdict, the images, the manifest's fields. */
function assembleInspection({ facts, locale, list, manifest }: Step): Inspection {
  const fetched = facts.manifestFetch;
  const link = facts.manifestLink;
  const sw = facts.serviceWorker;
  const required = list.checks.filter((check) => check.level === "required");
  const failed = required.filter((check) => !check.passed && !check.skipped && !check.unreachable);
  const unreachable = required.filter((check) => check.unreachable);
  const verdict = required.every((check) => check.passed);
  // Inconclusive only when nothing failed on the site's own answer and the network left a
  // required check undecided (docs/decisions/0033-network-failures-are-not-verdicts.md).
  const outcome: InstallOutcome = verdict
    ? "installable"
    : failed.length === 0 && unreachable.length > 0
      ? "inconclusive"
      : "not_installable";
  return {
    url: facts.url,
    finalUrl: facts.finalUrl,
    redirects: facts.redirects,
    manifestUrl: fetched?.ok ? fetched.url : link.kind === "found" ? link.url : null,
    manifest: manifest ? manifestFields(manifest) : null,
    checks: list.checks.map(({ skipped: _skipped, ...check }) => check),
    installable: {
      verdict,
      reasons: failed.map((check) => check.message),
      outcome,
      unreachable: unreachable.map((check) => check.message),
    },
    serviceWorker: {
      detected: sw.detected,
      script: sw.script,
      foundIn: sw.foundIn,
      scriptsChecked: sw.scriptsChecked,
      notScanned: sw.notScanned,
      scriptStatus: sw.scriptStatus,
    },
    images: facts.images.map((fact) => imageInspection(fact, locale)),
    warnings: list.warnings,
    duplicate: facts.duplicate,
    inspectedAt: facts.inspectedAt,
  };
}

/** One downloaded (or not) image as the inspection shows it. */
function imageInspection(fact: ImageFact, locale: Locale): InspectImage {
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
      ...(lostToNetwork(fact.outcome.problem) ? { unreachable: true as const } : {}),
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
