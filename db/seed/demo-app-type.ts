/**
 * An app's text in one of the store's other languages (db/catalog-locales.ts): a name
 * only where the app has a real name in that language (brand names stay as written), the card
 * description always, and feature lines.
 */
export interface DemoAppText {
  name?: string;
  description: string;
  features?: string[];
}

/** Text in a language that translates every English feature line, one for one and in order. */
export type DemoAppFullText = DemoAppText & { features: string[] };

/**
 * One app of the local demo catalog (development only; never seeded remotely). The seed turns
 * each entry into an `apps` row, generating its icon and screenshots locally (no internet).
 */
export interface DemoApp {
  /** URL slug, lowercase a-z0-9 and hyphens, unique: "excalidraw". */
  slug: string;
  name: string;
  shortName: string;
  /** One or two sentences for cards and search results (≤ 160 characters), written for this project. */
  description: string;
  /** Two or three paragraphs separated by a blank line, written for this project. */
  longDescription: string;
  /** Three to six short feature lines. */
  features: string[];
  /** One of the eight category ids: productivity, creative, education, entertainment, business, health, social, utility. */
  category: string;
  tags: string[];
  /** The publisher's display name ("Excalidraw", "Spotify AB"). */
  developer: string;
  /** The app's real public address (https), used as start URL and website. */
  url: string;
  version: string;
  /** Approximate size of the app's cached assets in bytes. */
  sizeBytes: number;
  /** Brand colour, "#rrggbb" (icon monogram background and theme colour). */
  themeColor: string;
  /** Average rating 1.0–5.0 with one decimal, and how many ratings it rests on. */
  rating: number;
  ratingCount: number;
  /** Total opens (integer) — popular apps tens of thousands, niche ones hundreds. */
  opens: number;
  featured?: boolean;
  /** Days since it was published in this store (0–720): drives the "new" sort. */
  publishedDaysAgo: number;
  /** "Works offline", "Needs a camera", ... short lines. */
  requirements: string[];
  /** Browser permissions the app asks for: "notifications", "camera", "microphone", "geolocation", "clipboard-write", "storage"... */
  permissions: string[];
  privacyPolicyUrl?: string;
  termsUrl?: string;
  /** Support address: an https URL or a mailto: address. */
  support?: string;
  /** Chinese text: name only where the app has a real Chinese name; description always (natural Chinese); features, where given, a selection of the English lines. */
  zh: DemoAppText;
  /** Spanish: neutral, addressing the reader as tú. */
  es: DemoAppFullText;
  /** French: vous, French typography (« », narrow no-break spaces before ; : ! ?). */
  fr: DemoAppFullText;
  /** German: du, „…“ quotes. */
  de: DemoAppFullText;
  /** Japanese: polite です/ます descriptions, concise feature lines. */
  ja: DemoAppFullText;
}
