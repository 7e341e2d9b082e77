/**
 * The store's own web app manifest (/manifest.webmanifest): what makes the store installable.
 * Served by the Worker rather than from public/ because the name is the deployment's
 * PRODUCT_NAME and the description speaks the reader's language (the `<link rel="manifest">` in
 * app/root.tsx sends cookies, so the locale cookie reaches this).
 */
import { m } from "#app/paraglide/messages.js";
import type { Locale } from "#app/paraglide/runtime.js";

/** The site's brand colour (`brand-600`, the header, public/logo.svg) and page background. */
export const THEME_COLOR = "#2f57d9";
export const BACKGROUND_COLOR = "#ffffff";

/** The icons scripts/generate-icons.ts draws (public/icons/), plus the scalable logo. */
export const MANIFEST_ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  { src: "/logo.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
] as const;

/** Launchers show about 12 characters under an icon: the whole name if it fits, else its first word. */
export function shortNameFor(productName: string): string {
  const name = productName.trim();
  if (name.length <= 12) return name;
  const firstWord = name.split(/\s+/)[0] ?? name;
  return firstWord.length <= 12 ? firstWord : firstWord.slice(0, 12);
}

export function webManifest(productName: string, locale: Locale): Record<string, unknown> {
  const options = { locale };
  return {
    id: "/",
    name: productName,
    short_name: shortNameFor(productName),
    description: m.pwa_manifest_description({}, options),
    lang: locale,
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "any",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ["shopping", "productivity", "utilities"],
    icons: MANIFEST_ICONS,
    shortcuts: [
      {
        name: m.pwa_shortcut_store({}, options),
        url: "/store",
        icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
      },
      { name: m.pwa_shortcut_categories({}, options), url: "/categories" },
      { name: m.pwa_shortcut_trending({}, options), url: "/trending" },
      { name: m.pwa_shortcut_new({}, options), url: "/new" },
    ],
  };
}
