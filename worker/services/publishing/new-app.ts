/**
 * Creating an app row (docs/publishing.md#creating-an-app), shared by "Add by URL" (add-by-url.ts,
 * POST /api/client/pwas) and the ZIP upload (worker/api/publishing-upload.ts): the slug, the first
 * status and the `apps` insert values from the owner's fields and the inspection of the processed
 * manifest. The callers run the insert in their own D1 batch (the ZIP upload adds its first version
 * row to it).
 */
import { eq, like, or } from "drizzle-orm";
import { pickCardIcon } from "#contract/card-icon.ts";
import { APP_SLUG_PATTERN } from "#contract/ids.ts";
import type { AppMetadata } from "#contract/schemas/app-metadata.ts";
import type { InspectManifestFields, Inspection } from "#contract/schemas/publishing.ts";
import type { Database } from "#db/client.ts";
import { apps, categories, type AppIcon, type AppManifestLocalized, type AppScreenshot, type AppStatus, type NewApp } from "#db/schema.ts";
import { newId, sha256Hex } from "../../lib/crypto.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { RESERVED_APP_LABELS } from "../../lib/doors.ts";
import { refuse, type Refused } from "../../lib/refusal.ts";

/**
 * Slugs name the app's page (/app/{slug}) and, for hosted apps, its origin ({slug}.APPS_DOMAIN),
 * so they are DNS labels: a-z, 0-9 and inner hyphens. The base is kept short enough that a
 * "-NNN" suffix still fits a label (63).
 */
export const SLUG_BASE_MAX = 48;
/** What a name with no Latin letters or digits (e.g. "笔记") becomes. */
export const SLUG_FALLBACK = "app";

/**
 * "Notes & Todos — Pro!" → "notes-todos-pro"; "Café" → "cafe"; "笔记" → "app". Pure.
 *
 * @example
 * slugBase("  My   Cool App 2 ") // "my-cool-app-2"
 */
export function slugBase(name: string): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const cut = ascii.slice(0, SLUG_BASE_MAX).replace(/-+$/, "");
  return cut || SLUG_FALLBACK;
}

/** Whether a slug may name an app: a DNS label and not one of the store's own sub-domains. */
export function isAllowedSlug(slug: string): boolean {
  return APP_SLUG_PATTERN.test(slug) && !RESERVED_APP_LABELS.has(slug);
}

/**
 * The first free slug for `base` given the slugs already taken: `base`, then `base-2`, `base-3`…
 * A reserved label ("api", "www") is never returned, even when free. Pure.
 *
 * @example
 * pickSlug("notes", new Set(["notes", "notes-2"])) // "notes-3"
 * pickSlug("api", new Set())                        // "api-2"
 */
export function pickSlug(base: string, taken: ReadonlySet<string>): string {
  if (isAllowedSlug(base) && !taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * A free slug for an app called `name` (one indexed query for the base and its suffixed forms).
 * Two concurrent submissions may still pick the same one: the unique index refuses the second
 * insert, and `withFreshSlug` retries it.
 */
export async function allocateSlug(db: Database, name: string): Promise<string> {
  const base = slugBase(name);
  const rows = await db
    .select({ slug: apps.slug })
    .from(apps)
    .where(or(eq(apps.slug, base), like(apps.slug, `${base}-%`)))
    .all();
  return pickSlug(base, new Set(rows.map((row) => row.slug)));
}

/**
 * Runs `create(slug)` with a freshly allocated slug, allocating again (up to 3 times) when the
 * insert lost a race for it (UNIQUE constraint on apps.slug).
 *
 * @example
 * const app = await withFreshSlug(db, "Notes", (slug) => db.batch([db.insert(apps).values({ ...values, slug })]));
 */
export async function withFreshSlug<T>(db: Database, name: string, create: (slug: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const slug = await allocateSlug(db, name);
    try {
      return await create(slug);
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error) || !/slug/i.test(String((error as { cause?: unknown }).cause ?? error))) throw error;
    }
  }
}

/**
 * A new app waits for an admin (`pending`) unless submissions are auto-approved, in which case it
 * is listed at once. Callers pass what `autoApproves` (services/settings/site.ts) answers: the
 * AUTO_APPROVE_APPS deployment variable or the admin's General setting.
 */
export function initialStatus(config: { publishing: { autoApprove: boolean } }): Extract<AppStatus, "pending" | "published"> {
  return config.publishing.autoApprove ? "published" : "pending";
}

/**
 * The display mode Chromium uses: the first known mode in display_override, else display.
 */
export function effectiveDisplay(manifest: Pick<InspectManifestFields, "display" | "displayOverride">): string {
  const known = ["fullscreen", "standalone", "minimal-ui", "browser"];
  return manifest.displayOverride.find((mode) => known.includes(mode)) ?? manifest.display;
}

/**
 * A stable fingerprint of what the manifest says (its processed members): the re-inspection cron
 * compares it to tell "the manifest changed" from "nothing changed".
 */
export function manifestHash(manifest: InspectManifestFields | null): Promise<string | null> {
  return manifest ? sha256Hex(JSON.stringify(manifest)) : Promise.resolve(null);
}

/**
 * The fingerprint this manifest had when `lang` was kept as written rather than canonicalised
 * (`en-us` was `en-us`, now `en-US`), for one written in lower case. The cron accepts it as
 * "unchanged": canonicalising a tag is not a change of the manifest. Null when it cannot differ.
 */
export function manifestHashBeforeCanonicalLang(manifest: InspectManifestFields | null): Promise<string | null> {
  if (!manifest?.lang || manifest.lang === manifest.lang.toLowerCase()) return Promise.resolve(null);
  return manifestHash({ ...manifest, lang: manifest.lang.toLowerCase() });
}

/**
 * Why Chromium would not install the app, or [] when it would: the verdict's reasons and the
 * messages of every failed required check (the required checks are Chromium's criteria, so the
 * two normally agree; both are read so neither can let a broken app through). An inconclusive
 * inspection (the network left a required check undecided) answers why it could not be decided:
 * never [] — a caller that does not tell it apart (`isInconclusive`) still refuses the app.
 */
export function installRefusalReasons(inspection: Pick<Inspection, "installable" | "checks">): string[] {
  if (isInconclusive(inspection)) return inspection.installable.unreachable;
  const failedRequired = inspection.checks
    .filter((check) => check.level === "required" && !check.passed && !check.unreachable)
    .map((check) => check.message);
  if (inspection.installable.verdict && failedRequired.length === 0) return [];
  return [...new Set([...inspection.installable.reasons, ...failedRequired])];
}

/**
 * Whether the inspection could not judge the app: no required check failed on the site's answer,
 * but the network left one undecided (docs/decisions/0033-network-failures-are-not-verdicts.md).
 */
export function isInconclusive(inspection: Pick<Inspection, "installable">): boolean {
  return inspection.installable.outcome === "inconclusive" && inspection.installable.unreachable.length > 0;
}

/**
 * The manifest's localized name, short name and description as the apps row keeps them
 * (`manifest_localized`): the texts by language tag and the manifest's `lang`, or null when the
 * manifest has no localized text. Pure.
 *
 * @example
 * manifestLocalizedColumn({ ...fields, nameLocalized: { fr: { value: "Notes FR", lang: "fr", dir: "auto" } } })
 * // → { name: { fr: "Notes FR" } }
 */
export function manifestLocalizedColumn(manifest: InspectManifestFields | null): AppManifestLocalized | null {
  if (!manifest) return null;
  const texts = (map: Record<string, { value: string }> | undefined) =>
    map && Object.keys(map).length > 0 ? Object.fromEntries(Object.entries(map).map(([tag, text]) => [tag, text.value])) : undefined;
  const column: AppManifestLocalized = {};
  const name = texts(manifest.nameLocalized);
  const shortName = texts(manifest.shortNameLocalized);
  const description = texts(manifest.descriptionLocalized);
  if (name) column.name = name;
  if (shortName) column.shortName = shortName;
  if (description) column.description = description;
  if (Object.keys(column).length === 0) return null;
  return manifest.lang ? { ...column, lang: manifest.lang } : column;
}

/** Fields the owner gave (already validated by app-metadata.ts); name/description may be left to the manifest. */
export type OwnerFields = Omit<AppMetadata, "name" | "description"> & { name?: string | null; description?: string | null };

export interface NewAppInput {
  /** Defaults to a new random id (pass one to name R2 keys before the insert). */
  id?: string;
  slug: string;
  status: AppStatus;
  owner: { id: string; displayName: string };
  source: "url" | "hosted";
  fields: OwnerFields;
  /** The inspection of the app's manifest (inspected by the server, never the client's). */
  inspection: Inspection;
  /** Fingerprint from `manifestHash(inspection.manifest)`. */
  manifestHash: string | null;
  /**
   * Which of the manifest's screenshots (by src) the listing shows, in this order; null: all.
   * Addresses that are not in the manifest are ignored.
   */
  screenshots?: readonly string[] | null;
  /** Hosted apps: the address the app is served at, overriding the manifest's start_url. */
  startUrl?: string;
  /** The manifest's version or an upload label (hosted apps). */
  version?: string;
  sizeBytes?: number | null;
  currentVersionId?: string | null;
  now?: number;
}

/**
 * The `apps` insert values: manifest members pre-fill, the owner's fields override. Pure.
 *
 * @example
 * const values = buildNewAppValues({ slug, status: initialStatus(config), owner, source: "url",
 *   fields, inspection, manifestHash: await manifestHash(inspection.manifest) });
 * await db.batch([db.insert(apps).values(values)]);
 */
export function buildNewAppValues(input: NewAppInput): NewApp & { id: string } {
  const { inspection, fields } = input;
  const manifest = inspection.manifest;
  const now = input.now ?? Date.now();
  const name = fields.name?.trim() || manifest?.name?.trim() || manifest?.shortName?.trim() || input.slug;
  const icons: AppIcon[] = (manifest?.icons ?? []).map((icon) => ({ ...icon }));
  const allScreenshots: AppScreenshot[] = (manifest?.screenshots ?? []).map((shot) => ({ ...shot }));
  const screenshots = input.screenshots
    ? input.screenshots.flatMap((src) => allScreenshots.filter((shot) => shot.src === src).slice(0, 1))
    : allScreenshots;
  const startUrl = input.startUrl ?? manifest?.startUrl ?? inspection.finalUrl;
  return {
    id: input.id ?? newId(),
    slug: input.slug,
    name: name.slice(0, 80),
    shortName: manifest?.shortName ?? "",
    description: (fields.description?.trim() || manifest?.description?.trim() || "").slice(0, 300),
    longDescription: fields.longDescription,
    categoryId: fields.category,
    tags: fields.tags,
    developerId: input.owner.id,
    developerName: input.owner.displayName,
    version: input.version ?? "",
    sizeBytes: input.sizeBytes ?? null,
    icon: pickCardIcon(inspection),
    icons,
    screenshots: screenshots.slice(0, 8),
    privacyPolicyUrl: fields.privacyPolicyUrl,
    termsUrl: fields.termsUrl,
    websiteUrl: fields.websiteUrl ?? (input.source === "url" ? `${new URL(startUrl).origin}/` : null),
    supportUrl: fields.supportUrl,
    startUrl,
    scope: input.source === "hosted" ? null : (manifest?.scope ?? null),
    display: manifest ? effectiveDisplay(manifest) : "standalone",
    themeColor: manifest?.themeColor ?? null,
    backgroundColor: manifest?.backgroundColor ?? null,
    manifestJson: manifest ? JSON.stringify(manifest) : null,
    manifestLocalized: manifestLocalizedColumn(manifest),
    // Hosted apps are identified by their slug's origin, never by a manifest id that could
    // collide with a URL-listed app.
    manifestId: input.source === "url" ? (manifest?.id ?? null) : null,
    source: input.source,
    status: input.status,
    statusReason: null,
    publishedAt: input.status === "published" ? now : null,
    createdAt: now,
    updatedAt: now,
    currentVersionId: input.currentVersionId ?? null,
    lastReport: inspection as unknown as Record<string, unknown>,
    lastCheckedAt: inspection.inspectedAt,
    manifestHash: input.manifestHash,
    brokenSince: null,
  };
}

/** A display name for the developer: the account's name, else its username. */
export function developerDisplayName(user: { name: string; username: string }): string {
  return user.name.trim() || user.username;
}

/**
 * Why an app cannot be put in `categoryId`, or null when it can: an id that names no category, or
 * an inactive one (`details.inactive`: an administrator took it out of the store). An app may stay
 * in the inactive category it is already in (`current`); none may be created in or moved into one.
 * The insert's foreign key only checks existence.
 */
export async function categoryRefusal(db: Database, categoryId: string, current?: string): Promise<Refused | null> {
  const row = await db.select({ isActive: categories.isActive }).from(categories).where(eq(categories.id, categoryId)).get();
  if (!row) return refuse("publish_category_invalid");
  if (!row.isActive && categoryId !== current) return refuse("publish_category_invalid", { inactive: true });
  return null;
}
