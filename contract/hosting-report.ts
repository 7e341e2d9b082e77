/**
 * The hosting report of an uploaded app (docs/hosting.md "The hosting report"): what will go wrong
 * once the ZIP is served on the app's own origin, found by reading the files before they are
 * stored (worker/inspector/zip/hosting-report.ts). Every upload and every new version gets one;
 * it travels in the inspection (`Inspection.hosting`), so the upload answer, My apps and the
 * admin's view all show the same findings, each in the reader's language (hostingFindingMessage).
 */
import type { z } from "zod";
import { m } from "#app/paraglide/messages.js";
import type { Locale } from "#app/paraglide/runtime.js";
import type { hostingFindingSchema, hostingReportSchema, thirdPartyOriginSchema } from "./responses/publishing.ts";

/**
 * How bad a finding is, worst first:
 * - `blocks_install`: the browser will not install the app's service worker (or the app);
 * - `breaks_at_runtime`: something the app loads is missing, so part of it fails as it runs;
 * - `cosmetic`: it works, but looks or behaves less well than its author meant.
 */
export const HOSTING_SEVERITIES = ["blocks_install", "breaks_at_runtime", "cosmetic"] as const;
export type HostingSeverity = (typeof HOSTING_SEVERITIES)[number];

/**
 * What a finding is about:
 * - `missing_file`: a page or the manifest loads a same-origin address no file of the ZIP answers
 *   (a 404 once hosted; root-absolute addresses of apps written for a sub-path do this);
 * - `sw_script_missing`: the registered service worker script is not in the ZIP;
 * - `sw_precache_missing`: the service worker precaches (`cache.addAll`, a precache manifest) a file
 *   that is not in the ZIP, so its install step fails;
 * - `icon_size_mismatch`: an icon's real pixel size is not the size its manifest entry declares;
 * - `icon_not_square`: an icon is not square (the store shows it letterboxed on a square tile);
 * - `headers_ignored`: the app's `_headers` file sets headers an app may not set (not applied);
 * - `protocol_relative`: a third-party address written without its scheme (`//host/…`): it takes
 *   the page's, and on an http origin the hosted policy (third parties over https only) blocks it.
 */
export const HOSTING_FINDING_CODES = [
  "missing_file",
  "sw_script_missing",
  "sw_precache_missing",
  "icon_size_mismatch",
  "icon_not_square",
  "headers_ignored",
  "protocol_relative",
  "start_url_not_served",
] as const;
export type HostingFindingCode = (typeof HOSTING_FINDING_CODES)[number];

/** What a missing address was for (the severity follows from it). */
export const HOSTING_REFERENCE_KINDS = [
  "script",
  "style",
  "worker",
  "image",
  "icon",
  "font",
  "media",
  "frame",
  "manifest",
  "other",
] as const;
export type HostingReferenceKind = (typeof HOSTING_REFERENCE_KINDS)[number];

/** One finding: its code, how bad, where to fix it (the shape: contract/responses/publishing.ts). */
export type HostingFinding = z.infer<typeof hostingFindingSchema>;

/** What a third-party resource is loaded as. */
export const THIRD_PARTY_KINDS = ["script", "style", "font", "image", "frame", "media", "connect", "other"] as const;
export type ThirdPartyKind = (typeof THIRD_PARTY_KINDS)[number];

/** An origin the app loads resources from: it needs the network (and that origin) for them. */
export type ThirdPartyOrigin = z.infer<typeof thirdPartyOriginSchema>;

/** A hosted version's report: findings worst first, third-party origins, files read. */
export type HostingReport = z.infer<typeof hostingReportSchema>;

/** What the report keeps at most, so a hostile ZIP cannot make it large. */
export const HOSTING_REPORT_LIMITS = { findings: 100, thirdParty: 40 } as const;

/** How many findings of each severity (for a badge: "1 blocks install · 2 cosmetic"). */
export function countBySeverity(report: Pick<HostingReport, "findings"> | null | undefined): Record<HostingSeverity, number> {
  const counts: Record<HostingSeverity, number> = { blocks_install: 0, breaks_at_runtime: 0, cosmetic: 0 };
  for (const finding of report?.findings ?? []) counts[finding.severity] += 1;
  return counts;
}

/** The severity's name ("Blocks install"), in `locale`. */
export function hostingSeverityLabel(severity: HostingSeverity, locale?: Locale): string {
  const options = locale ? { locale } : {};
  if (severity === "blocks_install") return m.hosting_severity_blocks_install({}, options);
  if (severity === "breaks_at_runtime") return m.hosting_severity_breaks_at_runtime({}, options);
  return m.hosting_severity_cosmetic({}, options);
}

/** Where to fix it: "index.html, line 12" (or the file alone). */
export function hostingFindingPlace(finding: Pick<HostingFinding, "file" | "line">, locale?: Locale): string {
  const options = locale ? { locale } : {};
  return finding.line === null
    ? m.hosting_place_file({ file: finding.file }, options)
    : m.hosting_place_line({ file: finding.file, line: String(finding.line) }, options);
}

/** The finding as a sentence in `locale` (the reader's language: findings are stored as data). */
export function hostingFindingMessage(finding: HostingFinding, locale?: Locale): string {
  const options = locale ? { locale } : {};
  const path = finding.path ?? finding.subject;
  const hint = finding.subPath ? ` ${m.hosting_hint_sub_path({ subPath: finding.subPath }, options)}` : "";
  switch (finding.code) {
    case "missing_file":
      return `${m.hosting_missing_file({ url: finding.subject, path, kind: referenceKindLabel(finding.kind ?? "other", locale) }, options)}${hint}`;
    case "sw_script_missing":
      return `${m.hosting_sw_script_missing({ url: finding.subject, path }, options)}${hint}`;
    case "sw_precache_missing":
      return `${m.hosting_sw_precache_missing({ url: finding.subject, path }, options)}${hint}`;
    case "icon_size_mismatch":
      return m.hosting_icon_size_mismatch(
        { src: finding.subject, declared: finding.declared ?? "", actual: finding.actual ?? "" },
        options,
      );
    case "icon_not_square":
      return m.hosting_icon_not_square({ src: finding.subject, actual: finding.actual ?? "" }, options);
    case "headers_ignored":
      return m.hosting_headers_ignored({ names: finding.subject, allowed: finding.allowed ?? "" }, options);
    case "protocol_relative":
      return m.hosting_protocol_relative({ url: finding.subject }, options);
    case "start_url_not_served":
      return `${m.hosting_start_url_not_served({ url: finding.subject, example: finding.example ?? "" }, options)}${hint}`;
  }
}

/** "a script", "a stylesheet"… as the missing-file sentence names what the address was for. */
export function referenceKindLabel(kind: HostingReferenceKind, locale?: Locale): string {
  const options = locale ? { locale } : {};
  switch (kind) {
    case "script":
      return m.hosting_kind_script({}, options);
    case "style":
      return m.hosting_kind_style({}, options);
    case "worker":
      return m.hosting_kind_worker({}, options);
    case "image":
      return m.hosting_kind_image({}, options);
    case "icon":
      return m.hosting_kind_icon({}, options);
    case "font":
      return m.hosting_kind_font({}, options);
    case "media":
      return m.hosting_kind_media({}, options);
    case "frame":
      return m.hosting_kind_frame({}, options);
    case "manifest":
      return m.hosting_kind_manifest({}, options);
    case "other":
      return m.hosting_kind_other({}, options);
  }
}

/** "scripts, fonts" for a third-party origin's kinds. */
export function thirdPartyKindLabel(kind: ThirdPartyKind, locale?: Locale): string {
  const options = locale ? { locale } : {};
  switch (kind) {
    case "script":
      return m.hosting_third_party_script({}, options);
    case "style":
      return m.hosting_third_party_style({}, options);
    case "font":
      return m.hosting_third_party_font({}, options);
    case "image":
      return m.hosting_third_party_image({}, options);
    case "frame":
      return m.hosting_third_party_frame({}, options);
    case "media":
      return m.hosting_third_party_media({}, options);
    case "connect":
      return m.hosting_third_party_connect({}, options);
    case "other":
      return m.hosting_third_party_other({}, options);
  }
}

/**
 * A hosting report as stored in an inspection (`apps.last_report`, `app_versions.report`), or null
 * when there is none (apps added by URL, versions uploaded before the report existed) or it is not
 * one.
 */
export function storedHostingReport(value: unknown): HostingReport | null {
  if (!value || typeof value !== "object") return null;
  const report = value as Partial<HostingReport>;
  if (!Array.isArray(report.findings) || !Array.isArray(report.thirdParty)) return null;
  return {
    findings: report.findings,
    thirdParty: report.thirdParty,
    truncated: report.truncated === true,
    filesScanned: typeof report.filesScanned === "number" ? report.filesScanned : 0,
  };
}

/**
 * Where the store's Open launches a hosted app (issue 40): the manifest's start_url, unless the
 * hosting report found that it lands outside the uploaded files on a page whose addresses then
 * miss (`start_url_not_served`); then the upload's entry page, which works.
 */
export function launchUrl(inspection: {
  manifest: { startUrl: string } | null;
  finalUrl: string;
  hosting?: Pick<HostingReport, "findings"> | null;
}): string {
  const broken = inspection.hosting?.findings.some((finding) => finding.code === "start_url_not_served");
  if (broken) return new URL("/", inspection.finalUrl).href;
  return inspection.manifest?.startUrl ?? inspection.finalUrl;
}
