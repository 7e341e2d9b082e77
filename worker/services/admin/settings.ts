/**
 * The admin area's Settings (docs/product.md#settings): the view of every section with its
 * defaults, and saving or resetting one section. A change is one D1 batch (the row and its audit
 * entry) and is forgotten by this isolate's settings cache at once; other isolates see it within
 * SETTINGS_CACHE_MS (worker/services/settings/read.ts).
 */
import { eq } from "drizzle-orm";
import type { AdminSettingsView, SettingsSectionUpdate } from "#contract/admin-settings.ts";
import {
  defaultSettings,
  SETTINGS_SECTIONS,
  TUNABLE_RATE_LIMIT_NAMES,
  TUNABLE_RATE_LIMITS,
  type SettingsSection,
  type StoreSettings,
} from "#contract/schemas/settings.ts";
import type { Database } from "#db/client.ts";
import { settings, users } from "#db/schema.ts";
import type { AppConfig } from "../../lib/config.ts";
import { RATE_LIMITS } from "../../lib/rate-limits/index.ts";
import { forgetSettings, loadSettings, parseSection } from "../settings/read.ts";
import { type AuditActor, auditStatement } from "./audit.ts";

/** The view of every section: stored values (defaults where unset), defaults, last save, and what they fall back to. */
export async function getAdminSettings(
  db: Database,
  deployment: Pick<AppConfig, "productName" | "mail" | "publishing">,
): Promise<AdminSettingsView> {
  const rows = await db
    .select({ section: settings.section, value: settings.value, updatedAt: settings.updatedAt, by: users.email })
    .from(settings)
    .leftJoin(users, eq(users.id, settings.updatedBy));
  const values = defaultSettings();
  const updated = Object.fromEntries(SETTINGS_SECTIONS.map((section) => [section, null])) as Record<
    SettingsSection,
    SettingsSectionUpdate | null
  >;
  for (const row of rows) {
    if (!(SETTINGS_SECTIONS as string[]).includes(row.section)) continue;
    const section = row.section as SettingsSection;
    (values as Record<SettingsSection, unknown>)[section] = parseSection(section, row.value);
    updated[section] = { at: row.updatedAt, by: row.by ?? null };
  }
  return {
    values,
    defaults: defaultSettings(),
    updated,
    deployment: {
      productName: deployment.productName,
      mailFrom: deployment.mail.from,
      mailApiConfigured: deployment.mail.apiUrl !== null && deployment.mail.apiKey !== null,
      autoApproveApps: deployment.publishing.autoApprove,
    },
    rateLimits: TUNABLE_RATE_LIMIT_NAMES.map((name) => {
      const { limit, windowSeconds, scope } = RATE_LIMITS[name];
      return { name, limit, windowSeconds, scope, ...TUNABLE_RATE_LIMITS[name] };
    }),
  };
}

/**
 * A section as the audit log records it: nested members (rate limits, admin mails) one level
 * down as `parent.member`, so the diff names exactly what changed.
 *
 * @example
 * auditView({ rememberMeDays: 30, rateLimits: { register: 5 } }) // { rememberMeDays: 30, "rateLimits.register": 5 }
 */
export function auditView(value: Record<string, unknown>): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    if (member && typeof member === "object" && !Array.isArray(member)) {
      for (const [inner, innerValue] of Object.entries(member)) flat[`${key}.${inner}`] = innerValue;
    } else {
      flat[key] = member;
    }
  }
  return flat;
}

interface SectionChange<S extends SettingsSection> {
  actor: AuditActor;
  section: S;
  now?: number;
}

/**
 * Stores a validated section (the route parsed it with the section's schema) and its audit entry
 * `settings.save` with the before/after diff, in one batch.
 */
export async function saveSettingsSection<S extends SettingsSection>(
  db: Database,
  change: SectionChange<S> & { value: StoreSettings[S] },
): Promise<void> {
  const before = (await loadSettings(db))[change.section];
  const d1 = db.$client;
  await d1.batch([
    d1
      .prepare(
        `INSERT INTO settings (section, value, updated_by, updated_at) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT(section) DO UPDATE SET value = excluded.value, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
      )
      .bind(change.section, JSON.stringify(change.value), change.actor.id, change.now ?? Date.now()),
    auditStatement(d1, {
      actor: change.actor,
      action: "settings.save",
      target: { type: "settings", id: change.section, label: change.section },
      before: auditView(before),
      after: auditView(change.value),
    }),
  ]);
  forgetSettings();
}

/**
 * Puts a section back to its defaults: its row is removed (a missing row reads as the defaults,
 * so later releases' defaults apply to it) with the audit entry `settings.reset`, in one batch.
 */
export async function resetSettingsSection(db: Database, change: SectionChange<SettingsSection>): Promise<void> {
  const before = (await loadSettings(db))[change.section];
  const after = defaultSettings()[change.section];
  const d1 = db.$client;
  await d1.batch([
    d1.prepare("DELETE FROM settings WHERE section = ?").bind(change.section),
    auditStatement(d1, {
      actor: change.actor,
      action: "settings.reset",
      target: { type: "settings", id: change.section, label: change.section },
      before: auditView(before),
      after: auditView(after),
    }),
  ]);
  forgetSettings();
}
