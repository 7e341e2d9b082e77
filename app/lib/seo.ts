import type { MetaDescriptor } from "react-router";
import { getLocale } from "#app/paraglide/runtime.js";
import { LOCALE_REGION_TAGS, LOCALES, type Locale, withLangQuery } from "#contract/locales.ts";
import { formatPageTitle, productNameFrom } from "./page-title.ts";

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

export interface SeoInput {
  /** The page's own title, without the product suffix. */
  title: string;
  description: string;
  /** The page's canonical path and query ("/store?category=social"), resolved against the site origin. */
  path: string;
  /** An absolute or root-relative image for link previews. */
  image?: string;
  type?: "website" | "article";
}

/** The site origin the root loader saw, for absolute URLs. */
export function siteOriginFrom(matches: Matches): string {
  const root = matches.find((match) => match?.id === "root")?.data as { origin?: string } | undefined;
  return root?.origin ?? "";
}

/**
 * A page's search and sharing metadata in one call: title ("{Page} | {Product}"), description,
 * canonical link, Open Graph and Twitter card. Every public page's `meta` uses it.
 */
export function seoMeta(matches: Matches, input: SeoInput): MetaDescriptor[] {
  const productName = productNameFrom(matches);
  const origin = siteOriginFrom(matches);
  const url = origin + input.path;
  const title = formatPageTitle(input.title, productName);
  const image = input.image ? new URL(input.image, origin || "http://localhost").href : undefined;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: productName },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
  ];
  if (image && !image.startsWith("data:")) {
    tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  }
  tags.push(...languageAlternates(origin, input.path, getLocale()));
  return tags;
}

/**
 * The page in every language (contract/locales.ts): one `hreflang` alternate per locale at
 * `?lang=`, `x-default` at the plain address (which follows the visitor's languages), and the
 * Open Graph locale of this render with the others as alternates.
 */
export function languageAlternates(origin: string, path: string, current: Locale): MetaDescriptor[] {
  return [
    ...LOCALES.map((locale) => ({ tagName: "link", rel: "alternate", hrefLang: locale, href: origin + withLangQuery(path, locale) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: origin + path },
    { property: "og:locale", content: LOCALE_REGION_TAGS[current] },
    ...LOCALES.filter((locale) => locale !== current).map((locale) => ({
      property: "og:locale:alternate",
      content: LOCALE_REGION_TAGS[locale],
    })),
  ];
}
