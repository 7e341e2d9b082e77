/**
 * The processed manifest as the inspection hands it on: the fields the publishing form
 * pre-fills (and the store keeps as the app's icons and screenshots), with the localized members
 * when the manifest has any.
 */
import type { InspectIcon, InspectManifestFields } from "#contract/schemas/publishing.ts";
import { formatSizes, type ManifestImage, type ProcessedManifest } from "../parse/manifest.ts";

/** An icon in the apps table's shape. */
const iconField = (icon: ManifestImage): InspectIcon => ({
  src: icon.src,
  ...(icon.sizes.length > 0 ? { sizes: formatSizes(icon.sizes) } : {}),
  ...(icon.type ? { type: icon.type } : {}),
  purpose: icon.purpose.join(" "),
});

/** `{ [key]: map }` when the map has an entry, else nothing (the fields stay as they were without). */
function nonEmpty<K extends string, T>(key: K, map: Record<string, T>): Partial<Record<K, Record<string, T>>> {
  return Object.keys(map).length > 0 ? ({ [key]: map } as Record<K, Record<string, T>>) : {};
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
    icons: manifest.icons.map(iconField),
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
    ...nonEmpty("nameLocalized", manifest.localized.name),
    ...nonEmpty("shortNameLocalized", manifest.localized.shortName),
    ...nonEmpty("descriptionLocalized", manifest.localized.description),
    ...nonEmpty(
      "iconsLocalized",
      Object.fromEntries(Object.entries(manifest.localized.icons).map(([tag, icons]) => [tag, icons.map(iconField)])),
    ),
    ...nonEmpty(
      "shortcutsLocalized",
      Object.fromEntries(
        Object.entries(manifest.localized.shortcuts).map(([tag, items]) => [
          tag,
          items.map((item) => ({
            name: item.name,
            ...(item.shortName ? { shortName: item.shortName } : {}),
            ...(item.description ? { description: item.description } : {}),
            url: item.url,
          })),
        ]),
      ),
    ),
  };
}
