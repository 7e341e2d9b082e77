/**
 * The store's backup (admin area, Settings → Backup): GET /api/admin/backup exports the settings,
 * categories and apps' catalogue metadata (nothing private); POST /api/admin/backup/import?dryRun=
 * previews (writing nothing) or applies a document in one batch with one audit entry per changed
 * item. Apps are only updated; invalid documents are refused.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CATEGORIES } from "#db/seed/categories.ts";
import { CATEGORY_PALETTE } from "#db/category-palette.ts";
import { createDb } from "#db/client.ts";
import { forgetSettings, readSettings } from "#worker/services/settings/read.ts";
import { insertApp } from "../support/catalog.ts";
import { api, member, row, rows, run, type Member } from "../support/community.ts";

const BACKUP = "/api/admin/backup";
const IMPORT = `${BACKUP}/import`;

let admin: Member;
let user: Member;

beforeAll(async () => {
  [admin, user] = await Promise.all([member({ role: "admin", name: "Backup Admin" }), member({ name: "Plain User" })]);
});

/** Everything an import could touch, to compare before and after. */
async function snapshot() {
  return {
    settings: await rows("SELECT * FROM settings ORDER BY section"),
    categories: await rows("SELECT * FROM categories ORDER BY id"),
    apps: await rows("SELECT * FROM apps ORDER BY id"),
    audit: await rows("SELECT * FROM audit_log ORDER BY id"),
  };
}

async function exportDocument() {
  const { response, body } = await api(BACKUP, { token: admin.token });
  expect(response.status).toBe(200);
  return { response, document: body as unknown as Record<string, any> };
}

const importDocument = (document: unknown, dryRun: boolean | string = true, token = admin.token) =>
  api(`${IMPORT}?dryRun=${dryRun}`, { method: "POST", token, body: document });

const auditEntries = (action: string, targetId: string) =>
  rows<{ actor_id: string; actor_email: string; target_type: string; target_label: string; changes: string }>(
    "SELECT actor_id, actor_email, target_type, target_label, changes FROM audit_log WHERE action = ? AND target_id = ? ORDER BY id",
    action,
    targetId,
  );

describe("who may use the backup", () => {
  it("answers 401 without a token and 403 to a user, for both routes", async () => {
    expect((await api(BACKUP)).response.status).toBe(401);
    expect((await api(BACKUP, { token: user.token })).response.status).toBe(403);
    expect((await importDocument({ format: "pwa-store-backup", version: 1 }, true, "")).response.status).toBe(401);
    expect((await importDocument({ format: "pwa-store-backup", version: 1 }, true, user.token)).response.status).toBe(403);
  });
});

describe("GET /api/admin/backup", () => {
  it("downloads the settings, every category and the apps' catalogue metadata, and nothing private", async () => {
    const owner = await member({ name: "Secret Owner" });
    await run("UPDATE users SET password_hash = 'scrypt$16384$8$1$salt$hash', totp_secret = 'TOTPSECRETVALUE' WHERE id = ?", owner.id);
    const listed = await insertApp({
      name: "Exported Notes",
      developerId: owner.id,
      opens: 4321,
      views: 999,
      featured: true,
      translations: { zh: { name: "导出笔记", description: "简介" } },
      verificationToken: "verify-token-value",
      manifestJson: '{"name":"manifest-json-value"}',
      lastReport: { checks: ["report-card-value"] },
    });
    const gone = await insertApp({ name: "Deleted One", status: "deleted" });

    const { response, document } = await exportDocument();
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="pwa-store-backup-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get("Content-Disposition")).toContain(document.exportedAt.slice(0, 10));
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(document).toMatchObject({ format: "pwa-store-backup", version: 1 });
    expect(Date.parse(document.exportedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(Object.keys(document.settings).sort()).toEqual(["email", "general", "maintenance", "notifications", "search", "security"]);
    expect(document.settings.notifications.adminMail).toMatchObject({ appSubmitted: true, feedback: false });

    // Every column of every category but the timestamps.
    expect(document.categories.map((category: { id: string }) => category.id)).toEqual(
      expect.arrayContaining(["productivity", "utility", "health"]),
    );
    expect(Object.keys(document.categories[0]).sort()).toEqual(
      ["colorClass", "description", "icon", "id", "isActive", "name", "sortOrder", "translations"].sort(),
    );
    expect(document.categories.find((category: { id: string }) => category.id === "productivity")).toMatchObject({
      name: "Productivity",
      icon: "zap",
      colorClass: CATEGORY_PALETTE.blue,
      translations: {
        zh: { name: "效率" },
        es: { name: "Productividad" },
        fr: { name: "Productivité" },
        de: { name: "Produktivität" },
        ja: { name: "仕事効率化" },
      },
      isActive: true,
    });

    const app = document.apps.find((entry: { id: string }) => entry.id === listed.id);
    expect(app).toEqual({
      id: listed.id,
      slug: listed.slug,
      name: "Exported Notes",
      shortName: listed.shortName,
      description: listed.description,
      longDescription: listed.longDescription,
      features: listed.features,
      category: "utility",
      tags: [],
      developerName: "Fixture Labs",
      status: "published",
      statusReason: null,
      featured: true,
      websiteUrl: listed.websiteUrl,
      supportUrl: listed.supportUrl,
      privacyPolicyUrl: listed.privacyPolicyUrl,
      termsUrl: listed.termsUrl,
      translations: { zh: { name: "导出笔记", description: "简介" } },
    });
    expect(document.apps.some((entry: { id: string }) => entry.id === gone.id)).toBe(false);

    const text = JSON.stringify(document);
    for (const secret of [
      owner.email,
      owner.id,
      "scrypt$",
      "TOTPSECRETVALUE",
      "verify-token-value",
      "manifest-json-value",
      "report-card-value",
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    for (const counter of ["opens", "views", "favoritesCount", "ratingAverage", "developerId", "lastReport", "icons", "currentVersionId"]) {
      expect(text, counter).not.toContain(`"${counter}"`);
    }
  });

  it("imports back as nothing to change", async () => {
    await insertApp({ name: "Round Trip", status: "rejected", statusReason: "Needs an icon", category: "health", tags: ["One", "two"] });
    const { document } = await exportDocument();
    const { response, body } = await importDocument(document);
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({
      dryRun: true,
      changed: 0,
      settings: [],
      categories: { create: [], update: [], unchanged: document.categories.length },
      apps: { update: [], missing: [], unchanged: document.apps.length },
    });
  });
});

describe("POST /api/admin/backup/import", () => {
  /** A document changing one setting, one category, a new category and one app; one id this store lacks. */
  async function changedDocument() {
    const app = await insertApp({ name: "Before Import", status: "pending", publishedAt: null, featured: false });
    const { document } = await exportDocument();
    document.settings.notifications.adminMail.feedback = true;
    document.settings.general.siteName = "Restored Store";
    const productivity = document.categories.find((category: { id: string }) => category.id === "productivity");
    productivity.name = "Getting Things Done";
    productivity.translations = { ...productivity.translations, zh: { name: "高效工作" } };
    document.categories.push({
      id: "imported-tools",
      name: "Imported tools",
      description: "From a backup.",
      icon: "wrench",
      colorClass: CATEGORY_PALETTE.cyan,
      translations: {},
      sortOrder: 40,
      isActive: true,
    });
    const entry = document.apps.find((item: { id: string }) => item.id === app.id);
    Object.assign(entry, { name: "After Import", status: "published", featured: true, category: "imported-tools", tags: ["restored"] });
    document.apps.push({ ...entry, id: "app-from-elsewhere", slug: "from-elsewhere" });
    return { app, document };
  }

  it("previews the changes and writes nothing", async () => {
    const { app, document } = await changedDocument();
    const before = await snapshot();
    const { response, body } = await importDocument(document, true);
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.message).toBeUndefined();
    expect(body.data.dryRun).toBe(true);
    expect(body.data.changed).toBe(5);
    // An empty site name is the default: the deployment's PRODUCT_NAME.
    expect(body.data.settings).toEqual([
      { section: "general", changes: { siteName: { from: "", to: "Restored Store" } } },
      { section: "notifications", changes: { "adminMail.feedback": { from: false, to: true } } },
    ]);
    expect(body.data.categories.create).toEqual([expect.objectContaining({ id: "imported-tools", name: "Imported tools" })]);
    expect(body.data.categories.update).toEqual([
      {
        id: "productivity",
        label: "Getting Things Done",
        changes: {
          name: { from: "Productivity", to: "Getting Things Done" },
          "translations.zh.name": { from: "效率", to: "高效工作" },
          "translations.zh.description": { from: expect.any(String), to: null },
        },
      },
    ]);
    expect(body.data.apps.update).toEqual([
      {
        id: app.id,
        label: "After Import",
        changes: {
          name: { from: "Before Import", to: "After Import" },
          category: { from: "utility", to: "imported-tools" },
          tags: { from: [], to: ["restored"] },
          status: { from: "pending", to: "published" },
          featured: { from: false, to: true },
        },
      },
    ]);
    expect(body.data.apps.missing).toEqual(["app-from-elsewhere"]);
    expect(await snapshot()).toEqual(before);
  });

  it("applies exactly the previewed changes in one go, with one audit entry per changed item", async () => {
    const { app, document } = await changedDocument();
    const preview = (await importDocument(document, true)).body.data;
    const { response, body } = await importDocument(document, false);
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.message).toBe("Updated successfully");
    const { dryRun, ...applied } = body.data;
    expect(dryRun).toBe(false);
    expect(applied).toEqual({ ...preview, dryRun: undefined });

    // Settings: stored, and this isolate reads them at once.
    const settingsRow = await row<{ value: string; updated_by: string }>(
      "SELECT value, updated_by FROM settings WHERE section = 'notifications'",
    );
    expect(JSON.parse(settingsRow!.value).adminMail.feedback).toBe(true);
    expect(settingsRow!.updated_by).toBe(admin.id);
    expect((await readSettings(createDb(env.DB))).general.siteName).toBe("Restored Store");

    expect(await row("SELECT name, icon, color_class, sort_order, is_active FROM categories WHERE id = 'imported-tools'")).toEqual({
      name: "Imported tools",
      icon: "wrench",
      color_class: CATEGORY_PALETTE.cyan,
      sort_order: 40,
      is_active: 1,
    });
    const productivity = await row<{ name: string; translations: string }>(
      "SELECT name, translations FROM categories WHERE id = 'productivity'",
    );
    expect(productivity!.name).toBe("Getting Things Done");
    // The other languages came back with the document, as they were.
    expect(JSON.parse(productivity!.translations)).toEqual({ ...DEFAULT_CATEGORIES[0]!.translations, zh: { name: "高效工作" } });

    const updated = await row<Record<string, unknown>>(
      "SELECT name, status, featured, category_id, tags, published_at, opens, developer_name FROM apps WHERE id = ?",
      app.id,
    );
    expect(updated).toMatchObject({ name: "After Import", status: "published", featured: 1, category_id: "imported-tools", opens: 0 });
    expect(JSON.parse(String(updated!.tags))).toEqual(["restored"]);
    expect(updated!.published_at).toBeGreaterThan(0);
    // Apps are never created by an import.
    expect(await row("SELECT id FROM apps WHERE id = 'app-from-elsewhere' OR slug = 'from-elsewhere'")).toBeNull();

    // The audit: who, what, and only what changed.
    const [appEntry] = await auditEntries("app.import", app.id);
    expect(appEntry).toMatchObject({ actor_id: admin.id, actor_email: admin.email, target_type: "app", target_label: "After Import" });
    expect(JSON.parse(appEntry!.changes)).toEqual({
      name: { from: "Before Import", to: "After Import" },
      category: { from: "utility", to: "imported-tools" },
      tags: { from: [], to: ["restored"] },
      status: { from: "pending", to: "published" },
      featured: { from: false, to: true },
    });
    const [settingsEntry] = await auditEntries("settings.import", "notifications");
    expect(JSON.parse(settingsEntry!.changes)).toEqual({ "adminMail.feedback": { from: false, to: true } });
    expect(await auditEntries("settings.import", "general")).toHaveLength(1);
    expect(await auditEntries("settings.import", "security")).toHaveLength(0);
    const [created] = await auditEntries("category.import", "imported-tools");
    expect(JSON.parse(created!.changes)).toMatchObject({ name: { from: null, to: "Imported tools" }, icon: { from: null, to: "wrench" } });
    const [productivityEntry] = await auditEntries("category.import", "productivity");
    expect(JSON.parse(productivityEntry!.changes)).toMatchObject({ name: { from: "Productivity", to: "Getting Things Done" } });
    expect(await auditEntries("category.import", "health")).toHaveLength(0);

    // Importing the same document again changes nothing and writes no entry.
    const auditCount = (await rows("SELECT id FROM audit_log")).length;
    const again = await importDocument(document, false);
    expect(again.body.data.changed).toBe(0);
    expect(again.body.message).toBe("Nothing to change: the store already matches this backup.");
    expect(await rows("SELECT id FROM audit_log")).toHaveLength(auditCount);

    // Back to the defaults for the other tests of this file.
    await run("DELETE FROM settings");
    forgetSettings();
  });

  it("refuses another file, another version and invalid members with a clear 400, writing nothing", async () => {
    const before = await snapshot();
    const other = await importDocument({ name: "package", version: "1.0.0" });
    expect(other.response.status).toBe(400);
    expect(other.body.errors).toEqual([
      { field: "format", message: "This file is not a store backup (its format must be “pwa-store-backup”)." },
    ]);
    const newer = await importDocument({ format: "pwa-store-backup", version: 2, apps: "whatever" });
    expect(newer.response.status).toBe(400);
    expect(newer.body.errors).toEqual([
      { field: "version", message: "This backup's version (2) cannot be read: this store reads version 1." },
    ]);
    const chinese = await api(`${IMPORT}?dryRun=true`, {
      method: "POST",
      token: admin.token,
      body: { format: "zip" },
      headers: { "Accept-Language": "zh-CN" },
    });
    expect(chinese.body.errors![0]!.message).toBe("此文件不是商店备份（格式必须为“pwa-store-backup”）。");

    const invalid = await importDocument(
      {
        format: "pwa-store-backup",
        version: 1,
        settings: { general: { featuredLimit: 0 }, unknown: {} },
        categories: [{ id: "Bad", name: "", icon: "zap", colorClass: "bg-black" }],
        apps: [{ id: "x", slug: "x", name: "X", category: "utility", status: "deleted" }],
      },
      false,
    );
    expect(invalid.response.status).toBe(400);
    expect(invalid.body.errors!.map((error: { field: string }) => error.field)).toEqual(
      expect.arrayContaining([
        "settings.general.featuredLimit",
        "settings.unknown",
        "categories.0.id",
        "categories.0.name",
        "categories.0.colorClass",
        "apps.0.status",
      ]),
    );
    expect((await importDocument({ format: "pwa-store-backup", version: 1 }, "maybe")).response.status).toBe(400);
    const notJson = await api(`${IMPORT}?dryRun=false`, {
      method: "POST",
      token: admin.token,
      body: "x",
      headers: { "Content-Type": "text/plain" },
    });
    expect(notJson.response.status).toBe(415);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a document it could not apply, naming the apps at fault", async () => {
    const [first, second] = [await insertApp({ name: "First" }), await insertApp({ name: "Second" })];
    const { document } = await exportDocument();
    const entry = document.apps.find((item: { id: string }) => item.id === first.id);
    const before = await snapshot();

    entry.category = "no-such-category";
    const missing = await importDocument(document, false);
    expect(missing.response.status).toBe(409);
    expect(missing.body).toMatchObject({ reason: "category_missing", items: [`${first.id} (no-such-category)`] });
    expect(missing.body.message).toContain(first.id);

    entry.category = "utility";
    entry.slug = second.slug;
    const taken = await importDocument(document, true);
    expect(taken.response.status).toBe(409);
    expect(taken.body).toMatchObject({ reason: "slug_taken", items: [`${first.id} (${second.slug})`] });
    expect(await snapshot()).toEqual(before);
  });

  it("takes a document larger than the API's 1 MiB limit, and refuses one over 8 MiB", async () => {
    const { document } = await exportDocument();
    const template = { ...document.apps[0], longDescription: "x".repeat(1000) };
    document.apps = Array.from({ length: 1200 }, (_, index) => ({ ...template, id: `elsewhere-${index}`, slug: `elsewhere-${index}` }));
    const body = JSON.stringify(document);
    expect(body.length).toBeGreaterThan(1024 * 1024);
    const large = await importDocument(body, true);
    expect(large.response.status, JSON.stringify(large.body).slice(0, 300)).toBe(200);
    expect(large.body.data.apps.missing).toHaveLength(1200);

    const huge = await importDocument(`{"format":"pwa-store-backup","version":1,"exportedAt":"${"x".repeat(9 * 1024 * 1024)}"}`, true);
    expect(huge.response.status).toBe(413);
  });
});
