/**
 * Chromium's installability criteria, as the inspection applies them
 * (components/webapps/browser/installable/installable_evaluator.cc): a secure page, a manifest
 * that loads and parses, name or short_name, a valid start_url, a display mode other than
 * browser (display_override first), an `any` icon of a supported type (PNG, WebP, SVG) declared
 * at 144 px or more (at most 1024, the desktop limit) or "any", which downloads, and
 * prefer_related_applications not true. Also each check's level, and which icons to download.
 */
import type { InspectCheckId, InspectCheckLevel } from "#contract/schemas/publishing.ts";
import { canonicalImageType } from "../parse/image-sniff.ts";
import type { ImageSize, ManifestImage } from "../parse/manifest.ts";

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

/**
 * Each check's level. The required ones are Chromium's install criteria: all of them passing is
 * the installable verdict.
 */
export const CHECK_LEVELS: Record<InspectCheckId, InspectCheckLevel> = {
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
export function largestSide(icon: ManifestImage): number {
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
