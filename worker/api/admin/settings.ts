import { type Context, Hono } from "hono";
import { SETTINGS_SCHEMAS, SETTINGS_SECTIONS, type SettingsSection, type StoreSettings } from "#contract/schemas/settings.ts";
import { m } from "#app/paraglide/messages.js";
import { loadConfig } from "../../lib/config.ts";
import { getAdminSettings, resetSettingsSection, saveSettingsSection } from "../../services/admin/settings.ts";
import type { ApiEnv } from "../types.ts";
import { jsonBody } from "../validation.ts";

/** The view, with what the deployment itself configures (before the settings replace any of it). */
function view(c: Context<ApiEnv>) {
  return getAdminSettings(c.get("db"), loadConfig(c.env, c.req.url));
}

const actor = (c: Context<ApiEnv>) => {
  const { id, email } = c.get("auth")!.user;
  return { id, email };
};

/**
 * Settings (docs/product.md#settings): the view of every section, and per section a save (the
 * whole section, checked by its schema in contract/schemas/settings.ts: a value out of bounds or
 * an unknown member is a 400 naming the field; a member left out takes its default) and a reset to
 * the defaults. Each change is audited (`settings.save`, `settings.reset`) in its own batch. One
 * route per section, so the reference shows each section's body; an unknown section is the API's
 * JSON 404. These routes stay open in read-only mode (worker/api/read-only.ts): it is switched off here.
 */
export const adminSettingsRoutes = new Hono<ApiEnv>().get("/settings", async (c) => {
  return c.json({ success: true as const, data: await view(c) });
});

function sectionRoutes<S extends SettingsSection>(section: S) {
  adminSettingsRoutes
    .put(`/settings/${section}`, ...jsonBody(SETTINGS_SCHEMAS[section].strict()), async (c) => {
      const value = c.req.valid("json") as StoreSettings[S];
      await saveSettingsSection(c.get("db"), { actor: actor(c), section, value });
      return c.json({ success: true as const, message: m.profile_saved(), data: await view(c) });
    })
    .post(`/settings/${section}/reset`, async (c) => {
      await resetSettingsSection(c.get("db"), { actor: actor(c), section });
      return c.json({ success: true as const, message: m.publish_updated(), data: await view(c) });
    });
}

for (const section of SETTINGS_SECTIONS) sectionRoutes(section);
