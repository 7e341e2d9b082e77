/**
 * Structured data (schema.org JSON-LD) of an app page, for search engines' rich results. Only the
 * app page uses it (components/json-ld.tsx); kept apart from seo.ts, whose tags every public
 * page's `meta` builds, so the other pages' chunks do not carry it.
 */

/** What the JSON-LD of an app page is built from: the detail the page's loader already has. */
export interface JsonLdApp {
  /** The page's language (BCP 47), which the name and description are given in. */
  inLanguage?: string;
  name: string;
  description: string;
  /** The category id (`productivity`, ...) and its name in the reader's language. */
  category: string;
  categoryName: string;
  tags: string[];
  developer: string;
  version: string;
  icon: string;
  screenshots?: ReadonlyArray<{ src: string }>;
  startUrl?: string;
  /** Average of 1-5 stars and how many ratings it is made of. */
  rating: number;
  ratingCount: number;
  /** Epoch milliseconds. */
  updatedAt: number;
  publishedAt: number | null;
}

/**
 * schema.org application types search engines recognise, for the store's default categories.
 * An administrator's own category falls back to its display name (valid schema.org, just not a
 * rich-result type).
 */
const APPLICATION_CATEGORIES: Readonly<Record<string, string>> = {
  productivity: "BusinessApplication",
  creative: "DesignApplication",
  education: "EducationalApplication",
  entertainment: "EntertainmentApplication",
  business: "BusinessApplication",
  health: "HealthApplication",
  social: "SocialNetworkingApplication",
  utility: "UtilitiesApplication",
};

/** An absolute http(s) URL, or undefined (data: URLs are megabytes of noise to a crawler). */
function publicUrl(value: string | null | undefined, base: string): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, base);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const isoDate = (ms: number | null | undefined) => (typeof ms === "number" && Number.isFinite(ms) ? new Date(ms).toISOString() : undefined);

/**
 * The schema.org `SoftwareApplication` description of an app page (search engines' rich results).
 * `url` is the page's absolute canonical URL. `aggregateRating` appears only once someone has
 * rated the app: a 0-of-0 rating is invalid structured data. Empty fields are left out.
 */
export function appJsonLd(app: JsonLdApp, url: string): Record<string, unknown> {
  const images = [app.icon, ...(app.screenshots ?? []).map((shot) => shot.src)]
    .map((src) => publicUrl(src, url))
    .filter((src): src is string => Boolean(src));
  const developer = app.developer.trim() ? { "@type": "Organization", name: app.developer.trim() } : undefined;
  const value: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    // The language this description is written in (the page's: names and texts are localized).
    inLanguage: app.inLanguage,
    name: app.name,
    description: app.description,
    applicationCategory: APPLICATION_CATEGORIES[app.category] ?? app.categoryName,
    applicationSubCategory: app.categoryName,
    operatingSystem: "Web",
    url,
    image: images.length > 1 ? images : images[0],
    installUrl: publicUrl(app.startUrl, url),
    keywords: app.tags.length ? app.tags.join(", ") : undefined,
    offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
    author: developer,
    publisher: developer,
    softwareVersion: app.version.trim() || undefined,
    datePublished: isoDate(app.publishedAt),
    dateModified: isoDate(app.updatedAt),
  };
  if (app.ratingCount > 0) {
    value.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: Math.round(app.rating * 10) / 10,
      ratingCount: app.ratingCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  for (const key of Object.keys(value)) if (value[key] === undefined) delete value[key];
  return value;
}

/** Characters that could end the script element, start a comment, or break older JS parsers. */
const JSON_LD_UNSAFE: Readonly<Record<string, string>> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON for the body of a `<script type="application/ld+json">`. App names and descriptions are
 * user text: `</script>` or `<!--` in them must not end the element or open a comment, so the
 * unsafe characters are written as JSON escapes (the parsed value is unchanged).
 *
 * @example jsonLdScript({ name: "</script>" }) // '{"name":"\\u003c/script\\u003e"}'
 */
export function jsonLdScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => JSON_LD_UNSAFE[char]!);
}
