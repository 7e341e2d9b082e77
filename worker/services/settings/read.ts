/**
 * Reading the store's settings (contract/schemas/settings.ts). They are read on most requests
 * (site name, banner, read-only mode), so each isolate keeps them for SETTINGS_CACHE_MS; a save in
 * this isolate forgets them at once (`forgetSettings`), other isolates see it within that time.
 * A stored section that no longer validates reads as its defaults, member by member where it can.
 */
import {
  SETTINGS_SCHEMAS,
  SETTINGS_SECTIONS,
  defaultSettings,
  type SettingsSection,
  type StoreSettings,
} from "#contract/schemas/settings.ts";
import type { Database } from "#db/client.ts";
import { settings } from "#db/schema.ts";

export const SETTINGS_CACHE_MS = 10_000;

let cached: { value: StoreSettings; at: number } | null = null;

/** One section's stored JSON, validated; what does not validate falls back to the defaults. */
export function parseSection<S extends SettingsSection>(section: S, stored: unknown): StoreSettings[S] {
  const schema = SETTINGS_SCHEMAS[section];
  const whole = schema.safeParse(stored ?? {});
  if (whole.success) return whole.data as StoreSettings[S];
  // Keep the members that are still valid on their own.
  const defaults = schema.parse({}) as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  if (stored && typeof stored === "object") {
    for (const [key, value] of Object.entries(stored)) {
      if (!(key in defaults)) continue;
      if (schema.safeParse({ ...defaults, [key]: value }).success) kept[key] = value;
    }
  }
  return schema.parse({ ...defaults, ...kept }) as StoreSettings[S];
}

/** Every section from D1, uncached. */
export async function loadSettings(db: Database): Promise<StoreSettings> {
  const rows = await db.select({ section: settings.section, value: settings.value }).from(settings);
  const value = defaultSettings();
  for (const row of rows) {
    if ((SETTINGS_SECTIONS as string[]).includes(row.section)) {
      const section = row.section as SettingsSection;
      (value as Record<SettingsSection, unknown>)[section] = parseSection(section, row.value);
    }
  }
  return value;
}

/** The settings, from this isolate's cache when fresh. */
export async function readSettings(db: Database, now = Date.now()): Promise<StoreSettings> {
  if (cached && now - cached.at < SETTINGS_CACHE_MS) return cached.value;
  const value = await loadSettings(db);
  cached = { value, at: now };
  return value;
}

/** Drops this isolate's copy: call after writing settings. */
export function forgetSettings(): void {
  cached = null;
}

/**
 * The settings, or the defaults when they cannot be read (D1 unavailable): for the doors that
 * read them on every request (pages, the API's middleware), where a failure must not become the
 * answer. The failure is logged; the request goes on and fails on its own if D1 is really down.
 */
export async function readSettingsOrDefaults(db: Database, now = Date.now()): Promise<StoreSettings> {
  try {
    return await readSettings(db, now);
  } catch (error) {
    console.error("[settings] could not be read, using the defaults:", error);
    return defaultSettings();
  }
}
