/**
 * The one change the store makes to an uploaded app's files (issue 40, ADR 0077): when the hosting
 * report finds that the manifest's start_url lands outside the upload on a page whose addresses then
 * miss (`start_url_not_served`), the manifest is stored with `start_url` "/" — the upload's entry
 * page, which Open, the detail page and the install help already launch (contract/hosting-report.ts
 * `launchUrl`) — and with `scope` "/" when the author's scope would not contain it. Installing from
 * the app's own origin then opens a page that works, as Open does. Every other member is kept as
 * written; an app whose start_url works is stored byte for byte.
 */
import type { HostingReport } from "#contract/hosting-report.ts";
import type { ZipFiles } from "./archive.ts";
import { filePathForUrl } from "./paths.ts";

/** The launch address the corrected manifest names (the upload's entry page). */
const ENTRY = "/";

/**
 * The manifest's path and its corrected bytes, or null when nothing needs correcting (start_url
 * works, no manifest in the upload, or one that is not a JSON object).
 *
 * @example
 * const fix = servedManifest(files, { manifestUrl: "https://app.example/manifest.json", hosting }, "https://app.example");
 * fix?.path // "manifest.json"
 */
export function servedManifest(
  files: ZipFiles,
  inspection: { manifestUrl: string | null; hosting: Pick<HostingReport, "findings"> },
  origin: string,
): { path: string; bytes: Uint8Array } | null {
  if (!inspection.hosting.findings.some((finding) => finding.code === "start_url_not_served")) return null;
  if (!inspection.manifestUrl) return null;
  const manifestUrl = new URL(inspection.manifestUrl);
  const path = filePathForUrl(manifestUrl, origin);
  const file = path === null ? null : files.find(path);
  if (path === null || !file) return null;
  let manifest: unknown;
  try {
    manifest = JSON.parse(new TextDecoder().decode(files.read(file)));
  } catch {
    return null;
  }
  if (typeof manifest !== "object" || manifest === null || Array.isArray(manifest)) return null;
  const members = manifest as Record<string, unknown>;
  const entry = new URL(ENTRY, origin);
  const corrected: Record<string, unknown> = { ...members, start_url: entry.pathname };
  if (typeof members.scope === "string") {
    let scope: URL | null = null;
    try {
      scope = new URL(members.scope, manifestUrl);
    } catch {
      // An invalid scope is ignored by browsers: it defaults to the start_url's folder, "/".
    }
    if (scope !== null && !(scope.origin === origin && entry.pathname.startsWith(scope.pathname))) corrected.scope = ENTRY;
  }
  return { path, bytes: new TextEncoder().encode(`${JSON.stringify(corrected, null, 2)}\n`) };
}
