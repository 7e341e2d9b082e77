/**
 * The processed manifest as the inspection hands it on: the fields the publishing form
 * pre-fills (and the store keeps as the app's icons and screenshots).
 */
import type { InspectManifestFields } from "#contract/schemas/publishing.ts";
import { formatSizes, type ProcessedManifest } from "../parse/manifest.ts";

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
