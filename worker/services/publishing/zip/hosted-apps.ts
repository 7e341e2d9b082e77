/**
 * Hosted apps (docs/hosting.md): creating one from an uploaded ZIP, adding versions, listing them and
 * switching the one served (rollback or forward). Each upload goes:
 *
 *   plan the archive (archive.ts: refused before anything is extracted)
 *   → its `_headers` file read (headers-file.ts; refused when malformed, unknown headers reported)
 *   → inspection from the files it names (zip-inspection.ts; refused unless Chromium would install it)
 *   → every file extracted into R2 under a new version (storage.ts; limits enforced again)
 *   → one D1 batch: the app row (first upload) and the version row, the app pointing at it.
 *
 * A failure after the files are stored deletes them: nothing is half-written.
 */
import { and, desc, eq, ne, or, sql } from "drizzle-orm";
import { pickCardIcon } from "#contract/card-icon.ts";
import type { AppVersionSummary, ZipUploadFields } from "#contract/schemas/zip-upload.ts";
import type { Inspection } from "#contract/schemas/publishing.ts";
import { launchUrl, storedHostingReport, type HostingReport } from "#contract/hosting-report.ts";
import { servedManifest } from "../../../inspector/zip/served-manifest.ts";
import type { Locale } from "#app/paraglide/runtime.js";
import type { Database } from "#db/client.ts";
import { apps, appVersions, type AppIcon, type AppScreenshot, type AppStatus } from "#db/schema.ts";
import { newId } from "../../../lib/crypto.ts";
import { refuse, succeed, type Result } from "#worker/lib/refusal.ts";
import {
  allocateSlug,
  buildNewAppValues,
  developerDisplayName,
  effectiveDisplay,
  initialStatus,
  installRefusalReasons,
  manifestHash,
  manifestLocalizedColumn,
  withFreshSlug,
} from "../new-app.ts";
import { planArchive, type ArchivePlan, type PlannedFile, type ZipFiles } from "../../../inspector/zip/archive.ts";
import { inflateFile, newInflateBudget } from "../../../inspector/zip/inflate.ts";
import { ZipRefusal } from "../../../inspector/zip/refusal.ts";
import { HEADERS_FILE, parseHeadersFile, type HeaderRule } from "../../../inspector/zip/headers-file.ts";
import { buildHostingReport } from "../../../inspector/zip/hosting-report.ts";
import { deleteByPrefix, storeVersion, versionPrefix, type StoredVersion } from "./storage.ts";
import { autoApproves } from "../../settings/site.ts";
import { inspectZip } from "../../../inspector/zip/zip-inspection.ts";

/** Statuses whose app the origin does not serve (and whose versions cannot change). */
export const UNSERVED_STATUSES: readonly AppStatus[] = ["deleted", "archived"];

/**
 * The app's own origin: `{slug}.{APPS_DOMAIN}` with the scheme the store is reached by
 * (http://notes.localhost:5173 in development, https://notes.<apps domain> in production).
 */
export function hostedOrigin(appsDomain: string, slug: string, protocol: string): string {
  return `${protocol === "https:" ? "https:" : "http:"}//${slug}.${appsDomain}`;
}

/** The not-installable refusal carries the inspection and its reasons for the form to show. */
export class NotInstallable extends ZipRefusal {
  constructor(
    readonly inspection: Inspection,
    readonly reasons: string[],
  ) {
    super("not_installable", { reasons, report: inspection });
  }
}

/** Reads planned files on demand for the inspection, within the same limits as the extraction. */
function zipFiles(zip: Uint8Array, plan: ArchivePlan): ZipFiles {
  const byPath = new Map(plan.files.map((file) => [file.path, file]));
  const budget = newInflateBudget();
  const cache = new Map<string, Uint8Array>();
  return {
    find: (path) => byPath.get(path) ?? null,
    read: (file: PlannedFile) => {
      let bytes = cache.get(file.path);
      if (!bytes) {
        bytes = inflateFile(zip, file, budget);
        cache.set(file.path, bytes);
      }
      return bytes;
    },
  };
}

/**
 * The rules of the upload's root `_headers` file (none without one); throws ZipRefusal
 * "invalid_headers" naming the line when it is malformed. Headers an app may not set are left
 * out, and named in `ignored` for the report.
 */
function readHeadersFile(files: ZipFiles): { rules: HeaderRule[]; ignored: string[] } {
  const file = files.find(HEADERS_FILE);
  if (!file) return { rules: [], ignored: [] };
  const parsed = parseHeadersFile(files.read(file));
  if (!parsed.ok) throw new ZipRefusal("invalid_headers", { entry: file.entryName, problem: parsed.problem, line: parsed.line });
  const ignored = [...new Set(parsed.ignored.map(({ name }) => name))];
  return { rules: parsed.rules, ignored };
}

/** Plans the archive and judges the app in it as served at `origin`; throws ZipRefusal / NotInstallable. */
async function judgeUpload(
  zip: Uint8Array,
  origin: string,
  locale: Locale,
  plan = planArchive(zip),
): Promise<{
  plan: ArchivePlan;
  inspection: Inspection & { hosting: HostingReport };
  headerRules: HeaderRule[];
  /** Files stored with other bytes than the ZIP's: the manifest whose start_url is corrected (served-manifest.ts). */
  replacements: Map<string, Uint8Array>;
}> {
  const files = zipFiles(zip, plan);
  const headers = readHeadersFile(files);
  const inspected = await inspectZip({ files, origin, locale });
  const hosting = buildHostingReport({ files, plan, origin, inspection: inspected, ignoredHeaders: headers.ignored });
  const inspection = { ...inspected, hosting };
  const reasons = installRefusalReasons(inspection);
  if (reasons.length > 0) throw new NotInstallable(inspection, reasons);
  const manifest = servedManifest(files, inspection, origin);
  const replacements = new Map(manifest ? [[manifest.path, manifest.bytes]] : []);
  return { plan, inspection, headerRules: headers.rules, replacements };
}

/** The app columns that follow the served version: what its manifest says and how big it is. */
function servedVersionColumns(
  inspection: Inspection,
  version: { id: string; number: number; label: string; totalBytes: number },
  hash: string | null,
  now: number,
) {
  const manifest = inspection.manifest;
  return {
    currentVersionId: version.id,
    version: version.label || String(version.number),
    sizeBytes: version.totalBytes,
    shortName: manifest?.shortName ?? "",
    icon: pickCardIcon(inspection),
    icons: (manifest?.icons ?? []).map((icon) => ({ ...icon })) as AppIcon[],
    screenshots: (manifest?.screenshots ?? []).slice(0, 8).map((shot) => ({ ...shot })) as AppScreenshot[],
    startUrl: launchUrl(inspection),
    display: manifest ? effectiveDisplay(manifest) : "standalone",
    themeColor: manifest?.themeColor ?? null,
    backgroundColor: manifest?.backgroundColor ?? null,
    manifestJson: manifest ? JSON.stringify(manifest) : null,
    manifestLocalized: manifestLocalizedColumn(manifest),
    lastReport: inspection as unknown as Record<string, unknown>,
    lastCheckedAt: inspection.inspectedAt,
    manifestHash: hash,
    updatedAt: now,
  };
}

async function removeStored(bucket: R2Bucket, appId: string, versionId: string): Promise<void> {
  await deleteByPrefix(bucket, versionPrefix(appId, versionId)).catch((error: unknown) => {
    console.error(`[hosting] could not remove ${versionPrefix(appId, versionId)}:`, error);
  });
}

export interface UploadContext {
  db: Database;
  bucket: R2Bucket;
  config: { appsDomain: string; publishing: { autoApprove: boolean } };
  /** The scheme the store was reached by ("https:" in production). */
  protocol: string;
  locale: Locale;
  now?: number;
}

/**
 * Creates a hosted app from an uploaded ZIP: its first version is current at once, and the app
 * starts `pending` (or `published` when auto-approved: AUTO_APPROVE_APPS or the General setting). Throws ZipRefusal for a bad archive,
 * NotInstallable for an app Chromium would not install. The category must already be checked.
 *
 * @example
 * const app = await createHostedApp(ctx, { user, fields, zip });
 * app.url // "http://notes.localhost:5173/"
 */
export async function createHostedApp(
  ctx: UploadContext,
  input: { user: { id: string; name: string; username: string }; fields: ZipUploadFields; zip: Uint8Array },
): Promise<{
  id: string;
  slug: string;
  url: string;
  status: AppStatus;
  versionId: string;
  hosting: HostingReport;
  inspection: Inspection & { hosting: HostingReport };
}> {
  const { db, bucket, config, locale } = ctx;
  const { user } = input;
  const now = ctx.now ?? Date.now();
  const originFor = (slug: string) => hostedOrigin(config.appsDomain, slug, ctx.protocol);
  // The inspection names URLs on the app's origin, which needs the slug, which needs the name, which
  // may come from the manifest: judge once with a provisional slug (the verdict does not depend
  // on it), then again with the real one if it differs.
  const provisional = await allocateSlug(db, input.fields.name ?? "app");
  const first = await judgeUpload(input.zip, originFor(provisional), locale);
  const name = input.fields.name ?? first.inspection.manifest?.name ?? first.inspection.manifest?.shortName ?? "";

  const appId = newId();
  const versionId = newId();
  const stored: StoredVersion = await storeVersion(bucket, {
    appId,
    versionId,
    zip: input.zip,
    plan: first.plan,
    headerRules: first.headerRules,
    replacements: first.replacements,
  });
  const status = initialStatus({ publishing: { autoApprove: await autoApproves(db, config) } });
  try {
    return await withFreshSlug(db, name, async (slug) => {
      const inspection =
        slug === provisional ? first.inspection : (await judgeUpload(input.zip, originFor(slug), locale, first.plan)).inspection;
      const hash = await manifestHash(inspection.manifest);
      const version = { id: versionId, number: 1, label: "", totalBytes: stored.totalBytes };
      const values = {
        ...buildNewAppValues({
          id: appId,
          slug,
          status,
          owner: { id: user.id, displayName: developerDisplayName(user) },
          source: "hosted",
          fields: { ...input.fields, longDescription: "", websiteUrl: null, supportUrl: null, privacyPolicyUrl: null, termsUrl: null },
          inspection,
          manifestHash: hash,
          now,
        }),
        ...servedVersionColumns(inspection, version, hash, now),
      };
      await db.batch([
        db.insert(apps).values(values),
        db.insert(appVersions).values({
          id: versionId,
          appId,
          number: 1,
          label: "",
          zipKey: stored.zipKey,
          filesPrefix: stored.filesPrefix,
          zipBytes: input.zip.byteLength,
          totalBytes: stored.totalBytes,
          fileCount: stored.fileCount,
          report: inspection as unknown as Record<string, unknown>,
          uploadedBy: user.id,
          createdAt: now,
        }),
      ]);
      return { id: appId, slug, url: `${originFor(slug)}/`, status, versionId, hosting: inspection.hosting, inspection };
    });
  } catch (error) {
    await removeStored(bucket, appId, versionId);
    throw error;
  }
}

/** An app of `userId` that can have versions. */
export interface OwnedHostedApp {
  id: string;
  slug: string;
  status: AppStatus;
  currentVersionId: string | null;
}

/**
 * The caller's hosted app, by its id or its slug (`npx pwa-store publish --app <id|slug>`): only
 * the caller's own apps are looked at, and an id wins over a slug. Another user's app, a deleted
 * one or an unknown key are "not_found" alike (ids cannot be probed); a URL-listed app has no
 * versions; an archived one cannot change.
 */
export async function findOwnedHostedApp(db: Database, appKey: string, userId: string): Promise<Result<OwnedHostedApp>> {
  const row = await db
    .select({
      id: apps.id,
      slug: apps.slug,
      status: apps.status,
      source: apps.source,
      developerId: apps.developerId,
      currentVersionId: apps.currentVersionId,
    })
    .from(apps)
    .where(and(eq(apps.developerId, userId), or(eq(apps.id, appKey), eq(apps.slug, appKey)), ne(apps.status, "deleted")))
    .orderBy(sql`${apps.id} = ${appKey} DESC`)
    .get();
  if (!row) return refuse("publish_app_not_found");
  if (row.source !== "hosted") return refuse("versions_not_hosted");
  if (UNSERVED_STATUSES.includes(row.status)) return refuse("versions_not_allowed", { status: row.status });
  return succeed({ id: row.id, slug: row.slug, status: row.status, currentVersionId: row.currentVersionId });
}

/**
 * Stores a new version of an app the caller owns (found with findOwnedHostedApp) and makes it the
 * one served. Its number is the next one, assigned inside the INSERT so two uploads at once cannot
 * take the same. The status does not change: what the store lists is approved per app, and the
 * owner can roll back at any time. Throws ZipRefusal / NotInstallable.
 */
export async function addVersion(
  ctx: UploadContext,
  input: { app: { id: string; slug: string }; userId: string; label: string; zip: Uint8Array },
): Promise<AppVersionSummary> {
  const { db, bucket, config, locale } = ctx;
  const now = ctx.now ?? Date.now();
  const { app } = input;
  const { plan, inspection, headerRules, replacements } = await judgeUpload(
    input.zip,
    hostedOrigin(config.appsDomain, app.slug, ctx.protocol),
    locale,
  );
  const versionId = newId();
  const stored = await storeVersion(bucket, { appId: app.id, versionId, zip: input.zip, plan, headerRules, replacements });
  try {
    const hash = await manifestHash(inspection.manifest);
    const nextNumber = sql<number>`(SELECT coalesce(max(${appVersions.number}), 0) + 1 FROM ${appVersions} WHERE ${appVersions.appId} = ${app.id})`;
    const served = servedVersionColumns(
      inspection,
      { id: versionId, number: 0, label: input.label, totalBytes: stored.totalBytes },
      hash,
      now,
    );
    // One batch: the version row, and the app pointing at it (its number is only known in SQL).
    const [inserted] = await db.batch([
      db
        .insert(appVersions)
        .values({
          id: versionId,
          appId: app.id,
          number: nextNumber,
          label: input.label,
          zipKey: stored.zipKey,
          filesPrefix: stored.filesPrefix,
          zipBytes: input.zip.byteLength,
          totalBytes: stored.totalBytes,
          fileCount: stored.fileCount,
          report: inspection as unknown as Record<string, unknown>,
          uploadedBy: input.userId,
          createdAt: now,
        })
        .returning({ number: appVersions.number }),
      db
        .update(apps)
        .set({
          ...served,
          version:
            input.label || sql`(SELECT CAST(${appVersions.number} AS TEXT) FROM ${appVersions} WHERE ${appVersions.id} = ${versionId})`,
        })
        .where(and(eq(apps.id, app.id), sql`${apps.status} NOT IN ('deleted', 'archived')`)),
    ]);
    const number = inserted[0]!.number;
    return {
      id: versionId,
      number,
      label: input.label,
      fileCount: stored.fileCount,
      totalBytes: stored.totalBytes,
      zipBytes: input.zip.byteLength,
      createdAt: now,
      current: true,
      hosting: inspection.hosting,
    };
  } catch (error) {
    // The batch wrote nothing (D1 batches are transactions): only the files need removing.
    await removeStored(bucket, app.id, versionId);
    throw error;
  }
}

/** The app's versions, newest first. */
export async function listVersions(db: Database, app: { id: string; currentVersionId: string | null }): Promise<AppVersionSummary[]> {
  const rows = await db
    .select({
      id: appVersions.id,
      number: appVersions.number,
      label: appVersions.label,
      fileCount: appVersions.fileCount,
      totalBytes: appVersions.totalBytes,
      zipBytes: appVersions.zipBytes,
      createdAt: appVersions.createdAt,
      // Only the report's hosting part: the rest of each version's report stays in the row.
      hosting: sql<string | null>`json_extract(${appVersions.report}, '$.hosting')`,
    })
    .from(appVersions)
    .where(eq(appVersions.appId, app.id))
    .orderBy(desc(appVersions.number))
    .all();
  return rows.map(({ hosting, ...row }) => ({
    ...row,
    current: row.id === app.currentVersionId,
    hosting: hosting ? storedHostingReport(JSON.parse(hosting)) : null,
  }));
}

/**
 * Makes an older (or newer) version the one served, and the listing's icon, size and version
 * follow it. Null when the version is not one of the app's.
 */
export async function activateVersion(
  db: Database,
  app: { id: string },
  versionId: string,
  now = Date.now(),
): Promise<AppVersionSummary | null> {
  const version = await db
    .select()
    .from(appVersions)
    .where(and(eq(appVersions.id, versionId), eq(appVersions.appId, app.id)))
    .get();
  if (!version) return null;
  const inspection = version.report as unknown as Inspection;
  const hash = await manifestHash(inspection.manifest);
  await db
    .update(apps)
    .set(servedVersionColumns(inspection, version, hash, now))
    .where(and(eq(apps.id, app.id), sql`${apps.status} NOT IN ('deleted', 'archived')`));
  return {
    id: version.id,
    number: version.number,
    label: version.label,
    fileCount: version.fileCount,
    totalBytes: version.totalBytes,
    zipBytes: version.zipBytes,
    createdAt: version.createdAt,
    current: true,
    hosting: storedHostingReport(inspection.hosting),
  };
}
