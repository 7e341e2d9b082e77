/**
 * The catalog's answers as both sides see them: the app card and detail, categories, the home
 * page's figures and a listing page. The Worker's catalog services (worker/services/catalog/,
 * worker/services/categories.ts) build them; the pages and the API return them unchanged.
 */
import type { AppIcon, AppScreenshot } from "#db/schema.ts";

/** An app as listings show it (docs/api.md, Catalog), text in the reader's language. */
export interface AppCard {
  id: string;
  slug: string;
  name: string;
  shortName: string;
  description: string;
  icon: string;
  /** The category id; `categoryName` is its name in the reader's language. */
  category: string;
  categoryName: string;
  tags: string[];
  developer: string;
  version: string;
  sizeBytes: number | null;
  rating: number;
  ratingCount: number;
  opens: number;
  featured: boolean;
  createdAt: number;
  updatedAt: number;
  publishedAt: number | null;
  /** Verified publisher: the owner proved control of the app's origin (docs/publishing.md). */
  verified: boolean;
}

/** An app as its detail page shows it: every detail field on top of the card. */
export interface AppDetail extends AppCard {
  longDescription: string;
  features: string[];
  icons: AppIcon[];
  screenshots: AppScreenshot[];
  requirements: string[];
  permissions: string[];
  privacyPolicyUrl: string | null;
  termsUrl: string | null;
  websiteUrl: string | null;
  supportUrl: string | null;
  startUrl: string;
  scope: string | null;
  display: string;
  themeColor: string | null;
  source: "url" | "hosted";
  views: number;
  favoritesCount: number;
  developerId: string | null;
  /** The category's icon name and palette classes, for the detail page's badge. */
  categoryIcon: string;
  categoryColorClass: string;
  /**
   * False once an administrator has deactivated the category: the app stays reachable, but the
   * category has no page of its own (the detail page marks it "inactive" and links nowhere).
   */
  categoryActive: boolean;
}

/** A category as pages and the API show it: text already in the reader's language. */
export interface CategoryView {
  id: string;
  name: string;
  description: string;
  icon: string;
  colorClass: string;
  /** Published apps in the category. */
  appCount: number;
}

/** The home page's hero figures. */
export interface StoreStats {
  /** Published apps. */
  apps: number;
  /** Opens of published apps, all time. */
  opens: number;
  /** Mean of every rating given to a published app (weighted by each app's rating count), one decimal; 0 without ratings. */
  rating: number;
  /** How many ratings that mean rests on. */
  ratings: number;
}

/** One page of a catalog listing (GET /api/client/apps and the listing pages). */
export interface Listing {
  items: AppCard[];
  total: number;
  page: number;
  pageSize: number;
}
