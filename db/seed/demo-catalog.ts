import { CATALOG_LOCALES, type CatalogLocale } from "../catalog-locales.ts";
import type { AppTranslations, NewApp } from "../schema.ts";
import type { DemoApp } from "./demo-app-type.ts";
import { DEMO_LONG_DESCRIPTIONS } from "./demo-long-descriptions/index.ts";
import { demoIconUrl, demoScreenshotUrl, mockScreenshot, monogramIcon, seeded } from "./demo-art.ts";

const DAY_MS = 86_400_000;
/** Days of per-day open counts seeded, so trending has a real last-7-days window to rank. */
export const DEMO_OPEN_HISTORY_DAYS = 14;

/** Captions drawn into the mock screenshots (artwork, like the app's own screens: not translated). */
const SCREEN_CAPTIONS = ["Home", "Browse", "Details"] as const;

/** Stable ids, so re-seeding finds the rows it wrote before (and skips them, apart from their generated art). */
export const demoAppId = (slug: string) => `demo-${slug}`;

/** A generated file of the demo catalog: its URL (root-relative, under /demo-art/) and its SVG. */
export interface DemoArtFile {
  url: string;
  svg: string;
}

/**
 * The icon and screenshots of one demo app, at the URLs its row points to: what
 * scripts/generate-demo-art.ts writes under public/ (one place decides both, so they agree).
 */
export function demoArtFiles(app: DemoApp): DemoArtFile[] {
  const monogramName = app.zh.name && /^\p{Script=Han}/u.test(app.name) ? app.zh.name : app.name;
  return [
    { url: demoIconUrl(app.slug), svg: monogramIcon(monogramName, app.themeColor) },
    ...SCREEN_CAPTIONS.map((caption, index) => ({
      url: demoScreenshotUrl(app.slug, index),
      svg: mockScreenshot(app.name, app.themeColor, caption, index),
    })),
  ];
}

/**
 * The app's text in `locales` (every catalogue locale unless told), as `apps.translations` holds
 * it: per locale its name (where it has one), description, long description and features. With
 * `longDescriptions: false`, the text an earlier seed wrote before the long descriptions were
 * translated (db/seed/seed-sql.ts completes such rows).
 */
export function demoAppTranslations(
  app: DemoApp,
  locales: readonly CatalogLocale[] = CATALOG_LOCALES,
  { longDescriptions = true }: { longDescriptions?: boolean } = {},
): AppTranslations {
  return Object.fromEntries(
    locales.map((locale) => {
      const text = app[locale];
      const longDescription = longDescriptions ? DEMO_LONG_DESCRIPTIONS[locale][app.slug] : undefined;
      return [locale, { name: text.name, description: text.description, longDescription, features: text.features }];
    }),
  );
}

/** One demo app as an `apps` row, published `publishedDaysAgo` before `nowMs`. */
export function demoAppRow(app: DemoApp, nowMs: number): NewApp {
  const publishedAt = nowMs - app.publishedDaysAgo * DAY_MS;
  const icon = demoIconUrl(app.slug);
  return {
    id: demoAppId(app.slug),
    slug: app.slug,
    name: app.name,
    shortName: app.shortName,
    description: app.description,
    longDescription: app.longDescription,
    features: app.features,
    categoryId: app.category,
    tags: app.tags,
    developerName: app.developer,
    version: app.version,
    sizeBytes: app.sizeBytes,
    icon,
    icons: [{ src: icon, sizes: "512x512", type: "image/svg+xml", purpose: "any" }],
    screenshots: SCREEN_CAPTIONS.map((caption, index) => ({
      src: demoScreenshotUrl(app.slug, index),
      sizes: "1280x720",
      type: "image/svg+xml",
      label: caption,
      formFactor: "wide" as const,
    })),
    requirements: app.requirements,
    permissions: app.permissions,
    privacyPolicyUrl: app.privacyPolicyUrl ?? null,
    termsUrl: app.termsUrl ?? null,
    websiteUrl: app.url,
    supportUrl: app.support ?? null,
    startUrl: app.url,
    scope: new URL("./", app.url).href,
    display: "standalone",
    themeColor: app.themeColor,
    backgroundColor: "#ffffff",
    manifestId: app.url,
    source: "url",
    status: "published",
    featured: app.featured ?? false,
    opens: app.opens,
    views: Math.round(app.opens * (1.4 + seeded(app.slug, 7))),
    ratingAverage: app.rating,
    ratingCount: app.ratingCount,
    translations: demoAppTranslations(app),
    createdAt: publishedAt - DAY_MS,
    updatedAt: publishedAt,
    publishedAt,
  };
}

/**
 * Opens per day for the last `DEMO_OPEN_HISTORY_DAYS` days: a few percent of the app's total,
 * shaped per app (some rising, some fading) so trending differs from popular.
 */
export function demoOpenDays(app: DemoApp, nowMs: number): { appId: string; day: number; opens: number }[] {
  const today = Math.floor(nowMs / DAY_MS);
  const share = 0.002 + seeded(app.slug, 1) * 0.01; // per day
  const trend = seeded(app.slug, 2) * 2 - 0.8; // < 0 fading, > 0 rising
  const days = Math.min(DEMO_OPEN_HISTORY_DAYS, app.publishedDaysAgo + 1);
  return Array.from({ length: days }, (_, index) => {
    const age = days - 1 - index; // 0 = today
    const shape = Math.max(0.1, 1 + trend * (1 - age / DEMO_OPEN_HISTORY_DAYS));
    return { appId: demoAppId(app.slug), day: today - age, opens: Math.max(1, Math.round(app.opens * share * shape)) };
  });
}
