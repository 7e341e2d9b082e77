/**
 * The owner-editable fields of an app as the forms hold them (plain strings, as inputs give them),
 * and how they are filled: from an inspection's manifest (the "Add by URL" form) or from a stored app
 * (the edit dialog on /my-pwas). The strings go to the server through app-metadata.ts's schemas,
 * which trim, normalise and validate them. Pure: unit-tested.
 */
import { pickCardIcon } from "#contract/card-icon.ts";
import type { Inspection } from "#contract/schemas/publishing.ts";

export interface MetadataDraft {
  name: string;
  description: string;
  longDescription: string;
  category: string;
  /** Comma-separated, as typed. */
  tags: string;
  websiteUrl: string;
  supportUrl: string;
  privacyPolicyUrl: string;
  termsUrl: string;
}

export const EMPTY_DRAFT: MetadataDraft = {
  name: "",
  description: "",
  longDescription: "",
  category: "",
  tags: "",
  websiteUrl: "",
  supportUrl: "",
  privacyPolicyUrl: "",
  termsUrl: "",
};

/**
 * W3C's manifest category names (https://github.com/w3c/manifest/wiki/Categories) and what
 * people write, mapped onto the store's default categories. The first that exists wins.
 */
const CATEGORY_WORDS: Record<string, string> = {
  productivity: "productivity",
  utilities: "utility",
  utility: "utility",
  tools: "utility",
  navigation: "utility",
  weather: "utility",
  security: "utility",
  personalization: "utility",
  education: "education",
  kids: "education",
  books: "education",
  reference: "education",
  entertainment: "entertainment",
  games: "entertainment",
  music: "entertainment",
  sports: "entertainment",
  news: "entertainment",
  magazines: "entertainment",
  travel: "entertainment",
  food: "entertainment",
  shopping: "business",
  business: "business",
  finance: "business",
  government: "business",
  health: "health",
  fitness: "health",
  medical: "health",
  lifestyle: "health",
  social: "social",
  communication: "social",
  photo: "creative",
  design: "creative",
  graphics: "creative",
  creative: "creative",
};

/** The store category a manifest's `categories` suggest, among those available; "" when none. */
export function guessCategory(manifestCategories: readonly string[], available: readonly string[]): string {
  for (const word of manifestCategories) {
    const normalized = word.trim().toLowerCase();
    if (available.includes(normalized)) return normalized;
    const mapped = CATEGORY_WORDS[normalized];
    if (mapped && available.includes(mapped)) return mapped;
  }
  return "";
}

/** The form pre-filled from an inspection. */
export function draftFromInspection(inspection: Pick<Inspection, "manifest">, availableCategories: readonly string[]): MetadataDraft {
  const manifest = inspection.manifest;
  const categories = manifest?.categories ?? [];
  return {
    ...EMPTY_DRAFT,
    name: (manifest?.name || manifest?.shortName || "").trim().slice(0, 80),
    description: (manifest?.description ?? "").trim().slice(0, 300),
    category: guessCategory(categories, availableCategories),
    tags: categories
      .map((word) => word.trim().toLowerCase())
      .filter(Boolean)
      .slice(0, 10)
      .join(", "),
  };
}

/** The edit dialog's draft: the metadata, and the parts of the page that exist once the app does. */
export interface EditDraft extends MetadataDraft {
  developerName: string;
  /** One per line, as typed. */
  features: string;
  /** Addresses, one per line, as typed. */
  screenshots: string;
}

/** The edit dialog pre-filled from a stored app. */
export function draftFromApp(app: {
  name: string;
  description: string;
  longDescription: string;
  category: string;
  tags: readonly string[];
  developerName: string;
  features: readonly string[];
  screenshots: readonly string[];
  websiteUrl: string | null;
  supportUrl: string | null;
  privacyPolicyUrl: string | null;
  termsUrl: string | null;
}): EditDraft {
  return {
    developerName: app.developerName,
    features: app.features.join("\n"),
    screenshots: app.screenshots.join("\n"),
    name: app.name,
    description: app.description,
    longDescription: app.longDescription,
    category: app.category,
    tags: app.tags.join(", "),
    websiteUrl: app.websiteUrl ?? "",
    supportUrl: app.supportUrl ?? "",
    privacyPolicyUrl: app.privacyPolicyUrl ?? "",
    termsUrl: app.termsUrl ?? "",
  };
}

/** The add form's icon preview: the icon the card will show (contract/card-icon.ts), null when none. */
export function previewIcon(inspection: Pick<Inspection, "images" | "manifest">): string | null {
  return pickCardIcon(inspection) || null;
}
