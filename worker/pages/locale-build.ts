/**
 * The server build as the pages of one language name it (docs/decisions/0040-per-language-client-assets.md).
 *
 * The client build has a copy of its chunks per locale, each with only English and that locale's
 * texts (scripts/upstream-patches/per-locale-chunks.ts). A page rendered in German names
 * `/assets/de/…` in its module preloads, its inline route-module imports and the route manifest it
 * hydrates with; its route discovery asks `/__manifest/de`, so the routes it discovers later come
 * from the same copy whatever the visitor's cookie or browser language says by then. (With
 * scripts/upstream-patches/, one of the upstream patches: README.md there.)
 *
 * Each locale's build is made once per isolate and handed to React Router as an object, so the
 * routes are derived once per locale rather than on every request.
 */
import type { ServerBuild } from "react-router";
import { localeAssetUrl, localeManifestPath } from "#contract/locale-assets.ts";
import { parseLocale, type Locale } from "#contract/locales.ts";

type Assets = ServerBuild["assets"];

/** Every chunk URL in a manifest value, moved into the locale's directory. */
function relink(value: unknown, locale: Locale): unknown {
  if (typeof value === "string") return localeAssetUrl(value, locale);
  if (Array.isArray(value)) return value.map((item) => relink(item, locale));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, relink(item, locale)]));
  }
  return value;
}

/**
 * The assets manifest of a locale's pages: the entry's and every route's chunks from the locale's
 * copy. The manifest file itself (`url`, unused with lazy route discovery) and the stylesheets stay.
 */
export function localizeAssets(assets: Assets, locale: Locale): Assets {
  return {
    ...assets,
    entry: relink(assets.entry, locale) as Assets["entry"],
    routes: relink(assets.routes, locale) as Assets["routes"],
  };
}

/** A build whose pages name the locale's chunks and discover routes at the locale's address. */
export function localizeBuild(build: ServerBuild, locale: Locale): ServerBuild {
  const discovery = build.routeDiscovery;
  return {
    ...build,
    assets: localizeAssets(build.assets, locale),
    routeDiscovery: discovery.mode === "lazy" ? { mode: "lazy", manifestPath: localeManifestPath(locale) } : discovery,
  };
}

/**
 * The locale a route-discovery request names, or null for any other path.
 *
 * @example manifestLocale("/__manifest/de") // "de"
 * @example manifestLocale("/__manifest")    // null
 */
export function manifestLocale(pathname: string): Locale | null {
  const match = /^\/__manifest\/([^/]+)$/.exec(pathname);
  return match ? parseLocale(match[1]) : null;
}
