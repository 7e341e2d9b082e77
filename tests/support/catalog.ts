/**
 * Catalog fixtures for the integration tests (they run inside workerd): apps inserted with
 * sensible defaults and per-test overrides. Rows go in through ordinary INSERT/UPDATE/DELETE
 * statements on `apps`, so the search triggers of migration 0002 keep `apps_fts` and
 * `apps_trigram` in step exactly as they do for the application's own writes.
 *
 * Storage is shared by the tests of one file: call `resetCatalog()` where a test counts rows.
 *
 * @example
 * const app = await insertApp({ name: "Lantern Notes", category: "productivity", opens: 120 });
 * const { body } = await getJson(`/api/client/apps?q=lantern`);
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { createDb } from "#db/client.ts";
import { apps, type App, type NewApp } from "#db/schema.ts";
import { call } from "./http.ts";

export const APPS = "/api/client/apps";

/** The eight default categories (db/seed/categories.ts), in display order. */
export const CATEGORY_IDS = ["productivity", "creative", "education", "entertainment", "business", "health", "social", "utility"] as const;

const DAY_MS = 86_400_000;
/** Days since the Unix epoch (UTC), as `app_open_days.day` counts them. */
export const dayNumber = (ms = Date.now()) => Math.floor(ms / DAY_MS);

/** What a test may set on an app; `category` is the category id (`categoryId` in the schema). */
export type AppFixture = Partial<Omit<NewApp, "categoryId">> & { category?: string };

let fixtureCounter = 0;

/**
 * A complete published app row: unique id and slug, a name and description made of words no test
 * searches for ("Fixture", "placeholder"), an https start URL, every detail field filled.
 */
export function appFixture(overrides: AppFixture = {}): NewApp {
  fixtureCounter += 1;
  const n = fixtureCounter;
  const token = crypto.randomUUID().slice(0, 8);
  const { category, ...rest } = overrides;
  const status = rest.status ?? "published";
  const now = Date.now();
  const slug = rest.slug ?? `fixture-${n}-${token}`;
  return {
    id: `app-${n}-${token}`,
    slug,
    name: `Fixture ${n}`,
    shortName: `Fx${n}`,
    description: "A placeholder entry.",
    longDescription: "Longer placeholder text.\n\nSecond paragraph.",
    features: ["First feature", "Second feature"],
    categoryId: category ?? "utility",
    tags: [],
    developerName: "Fixture Labs",
    version: "1.0.0",
    sizeBytes: 1_048_576,
    icon: `https://${slug}.example.com/icon-512.png`,
    icons: [{ src: `https://${slug}.example.com/icon-512.png`, sizes: "512x512", type: "image/png" }],
    screenshots: [
      { src: `https://${slug}.example.com/screen-1.png`, sizes: "1280x720", type: "image/png", label: "Home", formFactor: "wide" },
    ],
    requirements: ["Works offline"],
    permissions: ["notifications"],
    privacyPolicyUrl: `https://${slug}.example.com/privacy`,
    termsUrl: `https://${slug}.example.com/terms`,
    websiteUrl: `https://${slug}.example.com/`,
    supportUrl: `https://${slug}.example.com/support`,
    startUrl: `https://${slug}.example.com/?source=pwa`,
    scope: `https://${slug}.example.com/`,
    display: "standalone",
    themeColor: "#2563eb",
    backgroundColor: "#ffffff",
    source: "url",
    featured: false,
    opens: 0,
    views: 0,
    favoritesCount: 0,
    ratingAverage: 0,
    ratingCount: 0,
    translations: {},
    createdAt: now,
    updatedAt: now,
    publishedAt: status === "published" ? now : null,
    ...rest,
    status,
  };
}

const db = () => createDb(env.DB);

/** Inserts one app (published unless `status` says otherwise) and returns its row. */
export async function insertApp(overrides: AppFixture = {}): Promise<App> {
  const [row] = await db().insert(apps).values(appFixture(overrides)).returning();
  return row!;
}

/** Inserts several apps in order (one statement each, so each fires the search triggers). */
export async function insertApps(list: AppFixture[]): Promise<App[]> {
  const rows: App[] = [];
  for (const overrides of list) rows.push(await insertApp(overrides));
  return rows;
}

/** An UPDATE of some of an app's columns (fires the search index's update trigger). */
export async function updateApp(id: string, changes: AppFixture): Promise<void> {
  const { category, ...rest } = changes;
  await db()
    .update(apps)
    .set({ ...rest, ...(category ? { categoryId: category } : {}) })
    .where(eq(apps.id, id));
}

/** A DELETE of the row (the app gone for good, not the "deleted" status). */
export async function deleteApp(id: string): Promise<void> {
  await env.DB.prepare("DELETE FROM apps WHERE id = ?").bind(id).run();
}

/** Removes every app with its open counts and history (and so every search index entry). */
export async function resetCatalog(): Promise<void> {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM history"),
    env.DB.prepare("DELETE FROM app_open_days"),
    env.DB.prepare("DELETE FROM apps"),
  ]);
}

/** Sets an app's opens on the day `daysAgo` days before today (UTC). */
export async function setOpenDay(appId: string, daysAgo: number, opens: number): Promise<void> {
  await env.DB.prepare(
    "INSERT INTO app_open_days (app_id, day, opens) VALUES (?, ?, ?) ON CONFLICT (app_id, day) DO UPDATE SET opens = excluded.opens",
  )
    .bind(appId, dayNumber() - daysAgo, opens)
    .run();
}

/** The raw D1 row of an app (snake_case columns). */
export async function appRow(id: string): Promise<Record<string, unknown> | null> {
  return env.DB.prepare("SELECT * FROM apps WHERE id = ?").bind(id).first();
}

/** A GET with optional headers; answers the response and its parsed JSON body. */
export async function getJson<T = Record<string, unknown>>(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ response: Response; body: T }> {
  const response = await call(path, { headers });
  const text = await response.text();
  if (text.trimStart().startsWith("<")) throw new Error(`${path} answered HTML (${response.status})`);
  return { response, body: JSON.parse(text) as T };
}

/** An app as listings return it (the fields tests read). */
export interface ListedApp {
  id: string;
  slug: string;
  name: string;
  description: string;
  icon: string;
  category: string;
  tags: string[];
  developer: string;
  rating: number;
  ratingCount: number;
  opens: number;
  featured: boolean;
  createdAt: number;
  updatedAt: number;
  publishedAt: number | null;
  [key: string]: unknown;
}

export interface ListingBody {
  success: boolean;
  data: { items: ListedApp[]; total: number; page: number; pageSize: number; correctedQuery?: string; partial?: boolean };
  message?: string;
  errors?: { field: string; message: string }[];
}

/** GET /api/client/apps with the given query parameters (a string or a record). */
export function listing(params: string | Record<string, string | number> = {}, headers: Record<string, string> = {}) {
  const search =
    typeof params === "string" ? params : new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return getJson<ListingBody>(`${APPS}${search ? `?${search.replace(/^\?/, "")}` : ""}`, headers);
}

/** The ids of a listing's items, in order. */
export async function listedIds(params: string | Record<string, string | number> = {}): Promise<string[]> {
  const { response, body } = await listing(params);
  if (response.status !== 200) throw new Error(`listing ${JSON.stringify(params)} answered ${response.status}: ${JSON.stringify(body)}`);
  return body.data.items.map((item) => item.id);
}

/** A public answer (docs/product.md#http-api, ADR 0014): shared caches may keep it briefly, one copy per language. */
export function expectPublicCache(response: Response) {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  expect(cacheControl).toMatch(/(^|,\s*)public(,|$)/);
  expect(cacheControl).toMatch(/s-maxage=\d+/);
  expect(cacheControl).toMatch(/stale-while-revalidate=\d+/);
  expect(cacheControl).not.toMatch(/no-store|private/);
  const vary = (response.headers.get("Vary") ?? "").split(",").map((part) => part.trim().toLowerCase());
  expect(vary).toContain("accept-language");
}
