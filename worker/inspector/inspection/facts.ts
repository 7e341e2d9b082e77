/**
 * What an inspection found, before any judgement: the facts the inspector gathers (inspect.ts
 * from a live site, zip/zip-inspection.ts from an upload) and build.ts turns into checks.
 */
import type { InspectRedirect, ScriptSkipReason } from "#contract/schemas/publishing.ts";
import type { FetchFailure } from "../fetch/safe-fetch.ts";
import type { NonImageKind, SniffedImage } from "../parse/image-sniff.ts";
import type { JsonError, SourcePosition } from "../parse/json-text.ts";
import type { ManifestImage, ManifestNote, ProcessedManifest } from "../parse/manifest.ts";
import type { PageScan } from "../parse/page-scan.ts";

/**
 * Who an app is, from its processed manifest: what a caller compares to find the same app
 * elsewhere (the store's duplicate check, worker/services/publishing/duplicates.ts).
 */
export interface AppIdentity {
  /** The processed manifest id (absolute URL, no fragment). */
  id: string;
  /** The processed start_url (absolute URL). */
  startUrl: string;
}

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
  serviceWorker: {
    detected: boolean;
    script: string | null;
    foundIn: string | null;
    scriptsChecked: number;
    /** Same-origin scripts not read, and why (parse/service-worker.ts scanScriptsForRegistration). */
    notScanned: Array<{ url: string; reason: ScriptSkipReason }>;
    /**
     * The registered script's HTTP status, fetched through the same guard (a same-origin script,
     * within the inspection's subrequests); null when it was not fetched or the network lost it.
     */
    scriptStatus: number | null;
  };
  /** What the caller's duplicate lookup answered for the app's identity (null: none). */
  duplicate: { id: string; slug: string } | null;
  inspectedAt: number;
}
