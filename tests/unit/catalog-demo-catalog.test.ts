/**
 * Invariants of the local demo catalog (db/seed/demo-apps.ts) and of the rows the seed builds from
 * it (db/seed/demo-catalog.ts): docs/product.md#catalog-and-search asks for at least 60 real PWAs
 * across the eight categories, a few featured, realistic figures, locally generated art.
 */
import { describe, expect, it } from "vitest";
import { baseLocale, locales } from "#app/paraglide/runtime.js";
import { TRANSLATED_LOCALES } from "#contract/schemas/admin-categories.ts";
import { APP_DESCRIPTION_MAX } from "#contract/schemas/app-metadata.ts";
import { CATALOG_LOCALES } from "#db/catalog-locales.ts";
import { DEFAULT_CATEGORIES } from "#db/seed/categories.ts";
import { DEMO_APPS } from "#db/seed/demo-apps.ts";
import { DEMO_LONG_DESCRIPTIONS } from "#db/seed/demo-long-descriptions/index.ts";
import { DEMO_OPEN_HISTORY_DAYS, demoAppId, demoAppRow, demoAppTranslations, demoArtFiles, demoOpenDays } from "#db/seed/demo-catalog.ts";
import { expectCatalogText } from "../support/catalog-text.ts";

const NOW = Date.UTC(2026, 5, 15, 12, 0, 0);
const DAY_MS = 86_400_000;
const CATEGORY_IDS = DEFAULT_CATEGORIES.map((category) => category.id);
/** What the home page shows (listFeaturedApps' default limit). */
const HOME_FEATURED_SLOTS = 8;

const httpsUrl = (value: string) => {
  const url = new URL(value);
  return url.protocol === "https:" && url.hostname.includes(".");
};

describe("the demo apps", () => {
  it("are at least 60", () => {
    expect(DEMO_APPS.length).toBeGreaterThanOrEqual(60);
  });

  it("use all eight default categories and nothing else", () => {
    const used = new Set(DEMO_APPS.map((app) => app.category));
    expect([...used].sort()).toStrictEqual([...CATEGORY_IDS].sort());
    for (const id of CATEGORY_IDS) expect(DEMO_APPS.filter((app) => app.category === id).length, id).toBeGreaterThanOrEqual(3);
  });

  it("have unique, URL-safe slugs, names and addresses", () => {
    const slugs = DEMO_APPS.map((app) => app.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(DEMO_APPS.map((app) => app.name.toLowerCase())).size).toBe(DEMO_APPS.length);
    expect(new Set(DEMO_APPS.map((app) => new URL(app.url).href)).size).toBe(DEMO_APPS.length);
  });

  it("link only to https addresses (support may be mailto:)", () => {
    for (const app of DEMO_APPS) {
      expect(httpsUrl(app.url), app.slug).toBe(true);
      if (app.privacyPolicyUrl) expect(httpsUrl(app.privacyPolicyUrl), `${app.slug} privacy`).toBe(true);
      if (app.termsUrl) expect(httpsUrl(app.termsUrl), `${app.slug} terms`).toBe(true);
      if (app.support)
        expect(httpsUrl(app.support) || /^mailto:[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(app.support), `${app.slug} support`).toBe(true);
    }
  });

  it("have realistic figures", () => {
    for (const app of DEMO_APPS) {
      expect(app.rating, app.slug).toBeGreaterThanOrEqual(1);
      expect(app.rating, app.slug).toBeLessThanOrEqual(5);
      expect(Math.round(app.rating * 10) / 10, app.slug).toBe(app.rating);
      expect(Number.isInteger(app.ratingCount) && app.ratingCount > 0, app.slug).toBe(true);
      expect(Number.isInteger(app.opens) && app.opens >= 0, app.slug).toBe(true);
      expect(Number.isInteger(app.sizeBytes) && app.sizeBytes > 0, app.slug).toBe(true);
      expect(Number.isInteger(app.publishedDaysAgo) && app.publishedDaysAgo >= 0 && app.publishedDaysAgo <= 720, app.slug).toBe(true);
      expect(app.themeColor, app.slug).toMatch(/^#[0-9a-f]{6}$/i);
    }
    // Not all alike: the sort orders have something to sort.
    expect(new Set(DEMO_APPS.map((app) => app.rating)).size).toBeGreaterThan(5);
    expect(new Set(DEMO_APPS.map((app) => app.publishedDaysAgo)).size).toBeGreaterThan(10);
  });

  it("feature at least three apps, no more than the home page shows", () => {
    const featured = DEMO_APPS.filter((app) => app.featured);
    expect(featured.length).toBeGreaterThanOrEqual(3);
    expect(featured.length).toBeLessThanOrEqual(HOME_FEATURED_SLOTS);
  });

  it("have the text cards and detail pages need, in English and Chinese", () => {
    for (const app of DEMO_APPS) {
      expect(app.name.trim(), app.slug).toBe(app.name);
      expect(app.description.length, app.slug).toBeGreaterThan(20);
      expect(app.description.length, app.slug).toBeLessThanOrEqual(160);
      expect(app.longDescription.split("\n\n").length, app.slug).toBeGreaterThanOrEqual(2);
      expect(app.features.length, app.slug).toBeGreaterThanOrEqual(3);
      expect(app.features.length, app.slug).toBeLessThanOrEqual(6);
      expect(app.tags.length, app.slug).toBeGreaterThan(0);
      expect(app.developer.trim().length, app.slug).toBeGreaterThan(0);
      expect(app.zh.description, app.slug).toMatch(/\p{Script=Han}/u);
      if (app.zh.name) expect(app.zh.name, app.slug).toMatch(/\p{Script=Han}/u);
    }
  });
});

describe("the catalogue locales", () => {
  it("are every interface locale but English (the admin forms' translated locales among them)", () => {
    expect(CATALOG_LOCALES).toStrictEqual(["zh", "es", "fr", "de", "ja"]);
    for (const locale of locales.filter((locale) => locale !== baseLocale)) expect(CATALOG_LOCALES as readonly string[]).toContain(locale);
    for (const locale of TRANSLATED_LOCALES) expect(CATALOG_LOCALES as readonly string[]).toContain(locale);
  });
});

describe("the demo apps' translations", () => {
  const FULL_LOCALES = CATALOG_LOCALES.filter((locale) => locale !== "zh");

  it("give every app a description in every catalogue locale, in that language", () => {
    for (const app of DEMO_APPS) {
      for (const locale of CATALOG_LOCALES) {
        const text = app[locale];
        expectCatalogText(locale, text.description, app.description, "description", `${app.slug} ${locale} description`);
        expect(text.description.length, `${app.slug} ${locale}`).toBeLessThanOrEqual(APP_DESCRIPTION_MAX);
      }
      // Five languages, five different texts.
      expect(new Set(CATALOG_LOCALES.map((locale) => app[locale].description)).size, app.slug).toBe(CATALOG_LOCALES.length);
    }
  });

  it("translate every English feature line, one for one, in es, fr, de and ja", () => {
    for (const app of DEMO_APPS) {
      for (const locale of FULL_LOCALES) {
        const features = app[locale].features;
        expect(features.length, `${app.slug} ${locale}`).toBe(app.features.length);
        for (const [index, line] of features.entries())
          expectCatalogText(locale, line, app.features[index]!, "feature", `${app.slug} ${locale} feature ${index + 1}`);
        expect(new Set(features).size, `${app.slug} ${locale}: repeated lines`).toBe(features.length);
      }
    }
  });

  it("translate every long description, paragraph for paragraph, in every catalogue locale", () => {
    for (const app of DEMO_APPS) {
      const english = app.longDescription.split("\n\n");
      for (const locale of CATALOG_LOCALES) {
        const text = DEMO_LONG_DESCRIPTIONS[locale][app.slug];
        expect(typeof text, `${app.slug} ${locale} long description`).toBe("string");
        const paragraphs = text!.split("\n\n");
        expect(paragraphs.length, `${app.slug} ${locale}: paragraphs`).toBe(english.length);
        for (const [index, paragraph] of paragraphs.entries())
          expectCatalogText(locale, paragraph, english[index]!, "description", `${app.slug} ${locale} long description ¶${index + 1}`);
      }
    }
    // No text for an app the catalogue does not have.
    for (const locale of CATALOG_LOCALES)
      expect(Object.keys(DEMO_LONG_DESCRIPTIONS[locale]).sort(), locale).toStrictEqual(DEMO_APPS.map((app) => app.slug).sort());
  });

  it("keep Chinese features a selection of the English lines, where given", () => {
    for (const app of DEMO_APPS) {
      const features = app.zh.features;
      if (!features) continue;
      expect(features.length, app.slug).toBeGreaterThanOrEqual(3);
      expect(features.length, app.slug).toBeLessThanOrEqual(app.features.length);
      for (const [index, line] of features.entries())
        expectCatalogText("zh", line, app.features[index]!, "feature", `${app.slug} zh feature`);
    }
  });

  it("name an app in another language only where it has a name of its own there", () => {
    const named = (locale: (typeof CATALOG_LOCALES)[number]) =>
      DEMO_APPS.filter((app) => app[locale].name !== undefined).map((app) => app.slug);
    for (const app of DEMO_APPS)
      for (const locale of CATALOG_LOCALES)
        if (app[locale].name !== undefined) expectCatalogText(locale, app[locale].name, app.name, "name", `${app.slug} ${locale} name`);
    expect(named("es")).toStrictEqual(["google-docs", "google-sheets", "google-translate"]);
    expect(named("fr")).toStrictEqual(["wikipedia", "google-translate"]);
    expect(named("de")).toStrictEqual(["google-sheets", "google-translate"]);
    expect(named("ja")).toStrictEqual(["google-docs", "wikipedia", "google-sheets", "google-translate"]);
  });

  it("are what the seeded row stores, per locale", () => {
    for (const app of DEMO_APPS) {
      const { translations } = demoAppRow(app, NOW);
      expect(Object.keys(translations!), app.slug).toStrictEqual([...CATALOG_LOCALES]);
      expect(translations, app.slug).toStrictEqual(demoAppTranslations(app));
      for (const locale of CATALOG_LOCALES)
        expect(JSON.parse(JSON.stringify(translations![locale])), `${app.slug} ${locale}`).toStrictEqual(
          JSON.parse(
            JSON.stringify({
              name: app[locale].name,
              description: app[locale].description,
              longDescription: DEMO_LONG_DESCRIPTIONS[locale][app.slug],
              features: app[locale].features,
            }),
          ),
        );
    }
    // The first seed's Chinese-only text, exactly as it wrote it (db/seed/seed-sql.ts compares with it).
    expect(JSON.stringify(demoAppTranslations(DEMO_APPS[0]!, ["zh"], { longDescriptions: false }))).toBe(
      JSON.stringify({ zh: { description: DEMO_APPS[0]!.zh.description, features: DEMO_APPS[0]!.zh.features } }),
    );
  });
});

/** What an SVG may contain to be served from the store's origin: shapes and text, nothing active. */
const SAFE_ELEMENTS = new Set(["svg", "rect", "text"]);
const SAFE_ATTRIBUTES = new Set([
  "xmlns",
  "width",
  "height",
  "viewBox",
  "x",
  "y",
  "dy",
  "rx",
  "fill",
  "stroke",
  "opacity",
  "text-anchor",
  "font-family",
  "font-size",
  "font-weight",
]);

describe("the generated art files", () => {
  const files = DEMO_APPS.flatMap(demoArtFiles);

  it("are an icon and screenshots per app, each at its own URL", () => {
    expect(new Set(files.map((file) => file.url)).size).toBe(files.length);
    for (const app of DEMO_APPS) {
      const urls = demoArtFiles(app).map((file) => file.url);
      expect(urls[0]).toBe(`/demo-art/${app.slug}/icon.svg`);
      expect(urls.slice(1)).toStrictEqual(
        ["screenshot-1", "screenshot-2", "screenshot-3"].map((name) => `/demo-art/${app.slug}/${name}.svg`),
      );
    }
  });

  it("are shapes and text only: no script, event handlers, links or external references", () => {
    for (const { url, svg } of files) {
      expect(svg, url).not.toMatch(/<script|<foreignObject|<!DOCTYPE|<!ENTITY|<\?xml-stylesheet|javascript:|url\(|href/i);
      expect(svg, url).not.toMatch(/\son[a-z]+\s*=/i);
      const tags = [...svg.matchAll(/<\/?([A-Za-z][\w:-]*)([^>]*)>/g)];
      expect(tags.length, url).toBeGreaterThan(2);
      for (const [, element, attributes] of tags) {
        expect(SAFE_ELEMENTS.has(element!), `${url}: <${element}>`).toBe(true);
        // Every attribute is name="value" with a known name; nothing else sits in a tag.
        const rest = attributes!.replace(/\s([\w:-]+)="[^"<]*"/g, (_, name: string) => {
          expect(SAFE_ATTRIBUTES.has(name), `${url}: ${name}`).toBe(true);
          return "";
        });
        expect(rest.replace(/\/$/, "").trim(), `${url}: <${element}${attributes}>`).toBe("");
      }
    }
  });

  it("draw the app's name or monogram in its brand colour", () => {
    for (const app of DEMO_APPS) {
      const [icon, ...screens] = demoArtFiles(app);
      expect(icon!.svg, app.slug).toContain(`fill="${app.themeColor}"`);
      for (const screen of screens) expect(screen.svg, app.slug).toContain(`fill="${app.themeColor}"`);
    }
  });
});

describe("the seeded rows", () => {
  const rows = DEMO_APPS.map((app) => demoAppRow(app, NOW));

  it("are published, with stable unique ids", () => {
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    for (const [i, row] of rows.entries()) {
      expect(row.id).toBe(demoAppId(DEMO_APPS[i]!.slug));
      expect(row.status).toBe("published");
      expect(row.source).toBe("url");
      // An id or slug the API accepts in /apps/:id.
      expect(row.id).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
    }
  });

  it("open at the app's https address and carry generated art only, as files of their own", () => {
    for (const [i, row] of rows.entries()) {
      expect(httpsUrl(row.startUrl), row.slug).toBe(true);
      // Every picture the row names is one of the files generated for this app (and nothing inline).
      const files = new Set(demoArtFiles(DEMO_APPS[i]!).map((file) => file.url));
      expect(row.icon, row.slug).toBe(`/demo-art/${row.slug}/icon.svg`);
      expect(
        row.icons!.map((icon) => icon.src),
        row.slug,
      ).toStrictEqual([row.icon]);
      expect(row.screenshots!.length, row.slug).toBeGreaterThanOrEqual(1);
      for (const src of [row.icon!, ...row.screenshots!.map((shot) => shot.src)]) {
        expect(files.has(src), `${row.slug}: ${src}`).toBe(true);
        expect(src, row.slug).toMatch(new RegExp(`^/demo-art/${row.slug}/[a-z0-9-]+\\.svg$`));
      }
    }
  });

  it("date publication from publishedDaysAgo", () => {
    for (const [i, row] of rows.entries()) {
      expect(row.publishedAt).toBe(NOW - DEMO_APPS[i]!.publishedDaysAgo * DAY_MS);
      expect(row.createdAt!).toBeLessThanOrEqual(row.publishedAt!);
    }
  });

  it("count opens for recent days only, today included, never more than the total", () => {
    const today = Math.floor(NOW / DAY_MS);
    for (const app of DEMO_APPS) {
      const days = demoOpenDays(app, NOW);
      expect(days.length, app.slug).toBeGreaterThan(0);
      expect(days.length, app.slug).toBeLessThanOrEqual(DEMO_OPEN_HISTORY_DAYS);
      expect(new Set(days.map((day) => day.day)).size, app.slug).toBe(days.length);
      for (const day of days) {
        expect(day.appId).toBe(demoAppId(app.slug));
        expect(day.day).toBeLessThanOrEqual(today);
        expect(day.day).toBeGreaterThan(today - DEMO_OPEN_HISTORY_DAYS);
        // Never before the app was published.
        expect(day.day).toBeGreaterThanOrEqual(today - app.publishedDaysAgo);
        expect(Number.isInteger(day.opens) && day.opens >= 1).toBe(true);
      }
      expect(
        days.some((day) => day.day === today),
        app.slug,
      ).toBe(true);
      expect(
        days.reduce((sum, day) => sum + day.opens, 0),
        app.slug,
      ).toBeLessThanOrEqual(Math.max(app.opens, days.length));
    }
  });

  it("rank trending differently from popular", () => {
    const recent = (slug: string) =>
      demoOpenDays(DEMO_APPS.find((app) => app.slug === slug)!, NOW)
        .filter((day) => day.day > Math.floor(NOW / DAY_MS) - 7)
        .reduce((sum, day) => sum + day.opens, 0);
    const byOpens = [...DEMO_APPS].sort((a, b) => b.opens - a.opens).map((app) => app.slug);
    const byRecent = [...DEMO_APPS].sort((a, b) => recent(b.slug) - recent(a.slug) || b.opens - a.opens).map((app) => app.slug);
    expect(byRecent.slice(0, 10)).not.toStrictEqual(byOpens.slice(0, 10));
  });
});
