/**
 * Categories in the admin area (docs/product.md#categories): GET /api/admin/categories (every
 * category, in order, with apps per status), create, edit, order, activate, deactivate and delete,
 * each with its audit entry; the refusals (field errors in the caller's language, a taken id, an
 * order that is not the set of categories, deleting one that apps use); and what the store does
 * with an inactive category: gone from the public API, the page loaders and the sitemap, no new
 * apps in it, its apps still reachable and marked. Pages themselves are rendered in the e2e suite
 * (tests/e2e/admin-categories.spec.ts); here their loaders are called as the routes call them.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { loadCategoriesPage } from "#app/routes/categories.server.ts";
import { loadCategoryPage } from "#app/routes/category.server.ts";
import { loadHomePage } from "#app/routes/home.server.ts";
import { loadStorePage } from "#app/routes/store.server.ts";
import { createDb } from "#db/client.ts";
import { CATEGORY_PALETTE } from "#db/category-palette.ts";
import { insertApp } from "../support/catalog.ts";
import { api, CLIENT, errorFields, member, row, rows, type Member } from "../support/community.ts";
import { call } from "../support/http.ts";
import { addByUrl, genUrl, PWAS } from "../support/publishing.ts";
import { seedDefaults } from "../support/seed.ts";

const C = "/api/admin/categories";
const db = () => createDb(env.DB);

let admin: Member;
let user: Member;

beforeAll(async () => {
  [admin, user] = await Promise.all([member({ role: "admin", name: "Curator" }), member({ name: "Owner" })]);
});

const adminCall = (path: string, options: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
  api(`${C}${path}`, { ...options, token: admin.token });

/** A fresh id per test, so tests never depend on each other's categories. */
const newId = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}`;

const validBody = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name: "Home & Garden",
  description: "Plants, recipes and tools for the house.",
  translations: { zh: { name: "家居园艺", description: "植物、食谱和家居工具。" } },
  icon: "wrench",
  color: "green",
  ...overrides,
});

/** The translations of the loaded languages other than English and Chinese, all left blank. */
const OTHER_LANGUAGES_BLANK = Object.fromEntries(["es", "fr", "de", "ja"].map((locale) => [locale, { name: "", description: "" }]));

async function create(id: string, overrides: Record<string, unknown> = {}) {
  const { response, body } = await adminCall("", { method: "POST", body: validBody(id, overrides) });
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.data;
}

/** The audit entries of a category, oldest first, with their changes parsed. */
async function auditOf(id: string) {
  const entries = await rows<{
    actor_id: string;
    actor_email: string;
    action: string;
    target_type: string;
    target_label: string;
    changes: string;
  }>(
    "SELECT actor_id, actor_email, action, target_type, target_label, changes FROM audit_log WHERE target_type = 'category' AND target_id = ? ORDER BY id",
    id,
  );
  return entries.map((entry) => ({ ...entry, changes: JSON.parse(entry.changes) as Record<string, { from: unknown; to: unknown }> }));
}

const publicIds = async (headers: Record<string, string> = {}) =>
  ((await api(`${CLIENT}/categories`, { headers })).body.data as { id: string; name: string }[]).map((category) => category.id);

const adminIds = async () => ((await adminCall("")).body.data.items as { id: string }[]).map((category) => category.id);

describe("access", () => {
  it("is for administrators only", async () => {
    expect((await api(C)).response.status).toBe(401);
    expect((await api(C, { token: user.token })).response.status).toBe(403);
    expect((await api(C, { method: "POST", token: user.token, body: validBody(newId("x")) })).response.status).toBe(403);
    expect((await api(`${C}/order`, { method: "PUT", token: user.token, body: { ids: [] } })).response.status).toBe(403);
  });
});

describe("GET /api/admin/categories", () => {
  it("lists every category, inactive ones too, in order, with its apps per status", async () => {
    const id = await create(newId("counted")).then((category: { id: string }) => category.id);
    await insertApp({ category: id, status: "published" });
    await insertApp({ category: id, status: "published" });
    await insertApp({ category: id, status: "pending" });
    await insertApp({ category: id, status: "deleted" });
    expect((await adminCall(`/${id}/deactivate`, { method: "POST" })).response.status).toBe(200);

    const { response, body } = await adminCall("");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const items = body.data.items as Array<Record<string, any>>;
    const stored = await rows<{ id: string }>("SELECT id FROM categories ORDER BY sort_order, name");
    expect(items.map((item) => item.id)).toEqual(stored.map((item) => item.id));
    expect(items.slice(0, 3).map((item) => item.id)).toEqual(["productivity", "creative", "education"]);

    const health = items.find((item) => item.id === "health")!;
    expect(health).toMatchObject({
      name: "Health & Fitness",
      description: "Workouts, meditation, nutrition and habit tracking.",
      translations: { zh: { name: "健康与健身", description: "锻炼、冥想、营养和习惯追踪。" } },
      icon: "heart-pulse",
      color: "red",
      colorClass: CATEGORY_PALETTE.red,
      sortOrder: 6,
      isActive: true,
    });

    const counted = items.find((item) => item.id === id)!;
    expect(counted.isActive).toBe(false);
    expect(counted.appCounts).toEqual({ draft: 0, pending: 1, published: 2, rejected: 0, unpublished: 0, archived: 0, deleted: 1 });
    expect(counted.appTotal).toBe(4);
  });
});

describe("POST /api/admin/categories", () => {
  it("creates a category last in the order, with its text per locale, and audits it", async () => {
    const id = newId("garden");
    const last = (await row<{ last: number }>("SELECT max(sort_order) AS last FROM categories"))!.last;
    const { response, body } = await adminCall("", { method: "POST", body: validBody(id) });
    expect(response.status).toBe(201);
    expect(body.message).toBe("Created successfully");
    expect(body.data).toMatchObject({
      id,
      name: "Home & Garden",
      translations: { zh: { name: "家居园艺", description: "植物、食谱和家居工具。" } },
      icon: "wrench",
      color: "green",
      colorClass: CATEGORY_PALETTE.green,
      sortOrder: last + 1,
      isActive: true,
      appTotal: 0,
    });
    const stored = await row<Record<string, unknown>>("SELECT * FROM categories WHERE id = ?", id);
    expect(stored).toMatchObject({ name: "Home & Garden", color_class: CATEGORY_PALETTE.green, is_active: 1, sort_order: last + 1 });
    expect(JSON.parse(String(stored!.translations))).toEqual({ zh: { name: "家居园艺", description: "植物、食谱和家居工具。" } });

    // In the store at once, last, in the reader's language.
    const zh = (await api(`${CLIENT}/categories`, { headers: { "Accept-Language": "zh" } })).body.data as { id: string; name: string }[];
    expect(zh.at(-1)).toMatchObject({ id, name: "家居园艺" });

    const [entry, ...more] = await auditOf(id);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ actor_id: admin.id, actor_email: admin.email, action: "category.create", target_label: "Home & Garden" });
    expect(entry!.changes).toMatchObject({
      id: { from: null, to: id },
      name: { from: null, to: "Home & Garden" },
      color: { from: null, to: "green" },
      isActive: { from: null, to: true },
      sortOrder: { from: null, to: last + 1 },
    });
  });

  it("creates an inactive category when told, kept out of the store", async () => {
    const id = newId("hidden");
    const created = await create(id, { isActive: false, translations: {} });
    expect(created.isActive).toBe(false);
    // Blank translations: the row keeps none, and readers of every other language see the English text.
    const blank = { name: "", description: "" };
    expect(created.translations).toEqual({ zh: blank, es: blank, fr: blank, de: blank, ja: blank });
    expect(await row("SELECT translations FROM categories WHERE id = ?", id)).toEqual({ translations: "{}" });
    expect(await publicIds()).not.toContain(id);
  });

  it("refuses invalid fields with a message per field, in the caller's language", async () => {
    const bad = {
      id: "Bad_Id",
      name: "  ",
      description: "d".repeat(201),
      translations: { zh: { name: "名".repeat(41) }, pt: { name: "Jardim" } },
      icon: "rocket",
      color: "#00ff00",
      sortOrder: 1,
    };
    const { response, body } = await adminCall("", { method: "POST", body: bad });
    expect(response.status).toBe(400);
    expect(errorFields(body)).toEqual([
      "color",
      "description",
      "icon",
      "id",
      "name",
      "sortOrder",
      "translations.pt",
      "translations.zh.name",
    ]);
    const message = (field: string) => body.errors!.find((error) => error.field === field)?.message;
    expect(message("name")).toBe("Please enter a name in English");
    expect(message("id")).toBe("Use lowercase letters and digits, joined by single hyphens (e.g. home-garden)");
    expect(message("icon")).toBe("Please choose one of the icons");
    expect(message("color")).toBe("Please choose one of the colours");
    expect(message("description")).toBe("The description can be at most 200 characters");
    expect(message("translations.zh.name")).toBe("The name can be at most 40 characters");

    const zh = await adminCall("", {
      method: "POST",
      body: { ...validBody("x"), name: "", id: "-x-" },
      headers: { "Accept-Language": "zh" },
    });
    expect(zh.response.status).toBe(400);
    expect(zh.body.errors).toEqual(
      expect.arrayContaining([
        { field: "name", message: "请输入英文名称" },
        { field: "id", message: "请使用小写字母和数字，并用单个连字符连接（例如 home-garden）" },
      ]),
    );

    const shape = "Use lowercase letters and digits, joined by single hyphens (e.g. home-garden)";
    for (const [id, message] of [
      ["", "Please enter an id"],
      ["a".repeat(41), "The id can be at most 40 characters"],
      ["double--hyphen", shape],
      ["-lead", shape],
      ["trail-", shape],
      ["ÜBER", shape],
      ["with space", shape],
    ]) {
      const refused = await adminCall("", { method: "POST", body: validBody(id!) });
      expect(refused.response.status, id).toBe(400);
      expect(refused.body.errors, id).toEqual([{ field: "id", message }]);
    }
    expect(await rows("SELECT id FROM categories WHERE id IN ('bad_id', 'x', 'double--hyphen')")).toEqual([]);
  });

  it("refuses a taken id (409), the defaults' too, naming the field", async () => {
    const id = newId("taken");
    await create(id);
    for (const taken of [id, "utility"]) {
      const { response, body } = await adminCall("", { method: "POST", body: validBody(taken, { name: "Another" }) });
      expect(response.status).toBe(409);
      expect(body.reason).toBe("duplicate");
      expect(body.errors).toEqual([{ field: "id", message: "A category with this id already exists" }]);
    }
    expect((await row<{ name: string }>("SELECT name FROM categories WHERE id = 'utility'"))!.name).toBe("Utility");
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(["category.create"]);
  });
});

describe("PATCH /api/admin/categories/:id", () => {
  it("changes what is given, keeps the rest, and audits only what changed", async () => {
    const id = newId("edit");
    await create(id);
    const { response, body } = await adminCall(`/${id}`, {
      method: "PATCH",
      body: { name: "Home", translations: { zh: { name: "家居", description: "" } }, icon: "grid", color: "amber" },
    });
    expect(response.status).toBe(200);
    expect(body.message).toBe("Updated successfully");
    expect(body.data).toMatchObject({
      id,
      name: "Home",
      description: "Plants, recipes and tools for the house.",
      translations: { zh: { name: "家居", description: "" } },
      icon: "grid",
      color: "amber",
      colorClass: CATEGORY_PALETTE.amber,
    });
    const stored = await row<{ name: string; translations: string; color_class: string; updated_at: number; created_at: number }>(
      "SELECT name, translations, color_class, updated_at, created_at FROM categories WHERE id = ?",
      id,
    );
    expect(stored!.name).toBe("Home");
    expect(JSON.parse(stored!.translations)).toEqual({ zh: { name: "家居" } });
    expect(stored!.color_class).toBe(CATEGORY_PALETTE.amber);
    expect(stored!.updated_at).toBeGreaterThanOrEqual(stored!.created_at);

    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action)).toEqual(["category.create", "category.update"]);
    expect(entries[1]!.target_label).toBe("Home");
    expect(entries[1]!.changes).toEqual({
      name: { from: "Home & Garden", to: "Home" },
      // The languages without a text show as blanks on both sides (the admin's view of the row).
      translations: {
        from: { zh: { name: "家居园艺", description: "植物、食谱和家居工具。" }, ...OTHER_LANGUAGES_BLANK },
        to: { zh: { name: "家居", description: "" }, ...OTHER_LANGUAGES_BLANK },
      },
      icon: { from: "wrench", to: "grid" },
      color: { from: "green", to: "amber" },
    });

    // The Chinese description now falls back to English.
    const zh = (await api(`${CLIENT}/categories`, { headers: { "Accept-Language": "zh" } })).body.data as Array<Record<string, string>>;
    expect(zh.find((category) => category.id === id)).toMatchObject({
      name: "家居",
      description: "Plants, recipes and tools for the house.",
    });
  });

  it("writes nothing for an edit that changes nothing", async () => {
    const id = newId("same");
    await create(id);
    for (const body of [{}, { name: "Home & Garden", color: "green" }]) {
      const { response } = await adminCall(`/${id}`, { method: "PATCH", body });
      expect(response.status).toBe(200);
    }
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(["category.create"]);
  });

  it("never changes the id, and refuses bad fields and unknown categories", async () => {
    const id = newId("fixed");
    await create(id);
    const renamed = await adminCall(`/${id}`, { method: "PATCH", body: { id: "other" } });
    expect(renamed.response.status).toBe(400);
    expect(errorFields(renamed.body)).toEqual(["id"]);
    const bad = await adminCall(`/${id}`, { method: "PATCH", body: { name: "", color: "teal", isActive: false } });
    expect(bad.response.status).toBe(400);
    expect(errorFields(bad.body)).toEqual(["color", "isActive", "name"]);
    expect((await adminCall("/no-such-category", { method: "PATCH", body: { name: "X" } })).response.status).toBe(404);
    expect((await adminCall("/NOT_A_SLUG!", { method: "PATCH", body: { name: "X" } })).response.status).toBe(404);
    expect(await row("SELECT id, name FROM categories WHERE id = ?", id)).toEqual({ id, name: "Home & Garden" });
  });
});

describe("PUT /api/admin/categories/order", () => {
  it("sets the order the store shows, and audits it", async () => {
    const id = newId("first");
    await create(id);
    const before = await adminIds();
    const wanted = [id, ...before.filter((each) => each !== id)];
    const { response, body } = await adminCall("/order", { method: "PUT", body: { ids: wanted } });
    expect(response.status).toBe(200);
    expect(body.message).toBe("Updated successfully");
    expect((body.data.items as { id: string; sortOrder: number }[]).map((item) => [item.id, item.sortOrder])).toEqual(
      wanted.map((each, index) => [each, index + 1]),
    );
    expect(await adminIds()).toEqual(wanted);
    const active = new Set(await publicIds());
    expect(await publicIds()).toEqual(wanted.filter((each) => active.has(each)));
    expect((await loadCategoriesPage(db(), "en")).categories[0]!.id).toBe(id);

    const entry = await row<{ action: string; target_type: string; changes: string }>(
      "SELECT action, target_type, changes FROM audit_log WHERE action = 'category.reorder' ORDER BY id DESC LIMIT 1",
    );
    expect(entry).toMatchObject({ action: "category.reorder", target_type: "category" });
    expect(JSON.parse(entry!.changes)).toEqual({ order: { from: before, to: wanted } });

    // The same order again writes nothing.
    const count = async () => (await row<{ n: number }>("SELECT count(*) AS n FROM audit_log WHERE action = 'category.reorder'"))!.n;
    const entries = await count();
    expect((await adminCall("/order", { method: "PUT", body: { ids: wanted } })).response.status).toBe(200);
    expect(await count()).toBe(entries);
  });

  it("refuses a list that is not exactly the set of categories", async () => {
    const ids = await adminIds();
    const refusals = [
      ids.slice(1),
      [...ids, "no-such-category"],
      [...ids.slice(1), "no-such-category"],
      [ids[0], ...ids],
      [ids[1], ids[1], ...ids.slice(2)],
    ];
    for (const list of refusals) {
      const { response, body } = await adminCall("/order", { method: "PUT", body: { ids: list } });
      expect(response.status).toBe(400);
      expect(body.errors).toEqual([{ field: "ids", message: "The order must list every category exactly once" }]);
    }
    for (const bad of [{}, { ids: "productivity" }, { ids: [] }, { ids: [1, 2] }]) {
      const { response, body } = await adminCall("/order", { method: "PUT", body: bad });
      expect(response.status).toBe(400);
      expect(errorFields(body)[0]).toMatch(/^ids/);
    }
    expect(await adminIds()).toEqual(ids);
  });
});

describe("deactivating and activating", () => {
  it("takes a category out of the store, keeps its apps reachable and marked, and puts it back", async () => {
    const id = newId("seasonal");
    await create(id, { name: "Seasonal" });
    const app = await insertApp({ category: id, name: "Seasonal Fixture", developerId: user.id });
    expect(await publicIds()).toContain(id);

    const { response, body } = await adminCall(`/${id}/deactivate`, { method: "POST" });
    expect(response.status).toBe(200);
    expect(body.message).toBe("Updated successfully");
    expect(body.data).toMatchObject({ id, isActive: false, appTotal: 1 });
    expect(await row("SELECT is_active FROM categories WHERE id = ?", id)).toEqual({ is_active: 0 });

    // Gone from the public API and every page that lists categories.
    expect(await publicIds()).not.toContain(id);
    expect(await publicIds({ "Accept-Language": "zh" })).not.toContain(id);
    expect((await loadCategoriesPage(db(), "en")).categories.map((category) => category.id)).not.toContain(id);
    expect((await loadHomePage(db(), "en")).categories.map((category) => category.id)).not.toContain(id);
    // /categories/:id renders the not-found page when its loader finds nothing.
    expect(await loadCategoryPage(db(), id, new URL(`https://store.test/categories/${id}`), "en")).toBeNull();
    const store = await loadStorePage(db(), new URL(`https://store.test/store?category=${id}`), "en");
    expect(store.categories.map((category) => category.id)).not.toContain(id);
    // An old link filtered by it lists every app instead of a filter the page cannot show.
    expect(store.form.category).toBe("");
    expect(store.categoryName).toBeNull();
    expect(store.canonicalPath).toBe("/store");
    const sitemap = await (await call("/sitemap.xml")).text();
    expect(sitemap).not.toContain(`/categories/${id}<`);
    expect(sitemap).toContain("/categories/productivity<");

    // Its app is still listed and reachable, with the category marked inactive.
    const detail = await api(`${CLIENT}/apps/${app.slug}`);
    expect(detail.response.status).toBe(200);
    expect(detail.body.data).toMatchObject({ id: app.id, category: id, categoryName: "Seasonal", categoryActive: false });
    const listed = await api(`${CLIENT}/apps?q=${encodeURIComponent("Seasonal Fixture")}`);
    expect((listed.body.data.items as { id: string }[]).map((item) => item.id)).toContain(app.id);

    // Deactivating again changes nothing and records nothing.
    expect((await adminCall(`/${id}/deactivate`, { method: "POST" })).response.status).toBe(200);

    const back = await adminCall(`/${id}/activate`, { method: "POST" });
    expect(back.response.status).toBe(200);
    expect(back.body.data.isActive).toBe(true);
    expect(await publicIds()).toContain(id);
    expect(await loadCategoryPage(db(), id, new URL(`https://store.test/categories/${id}`), "en")).toMatchObject({ category: { id } });
    expect((await api(`${CLIENT}/apps/${app.slug}`)).body.data.categoryActive).toBe(true);

    const entries = await auditOf(id);
    expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([
      ["category.create", expect.any(Object)],
      ["category.deactivate", { isActive: { from: true, to: false } }],
      ["category.activate", { isActive: { from: false, to: true } }],
    ]);
    expect((await adminCall("/no-such-category/activate", { method: "POST" })).response.status).toBe(404);
    expect((await adminCall("/no-such-category/deactivate", { method: "POST" })).response.status).toBe(404);
  });

  it("takes no new app and lets no app move in, but lets an app stay", async () => {
    const closed = newId("closed");
    await create(closed);
    const app = await insertApp({ category: closed, developerId: user.id, status: "published" });
    const other = await insertApp({ category: "utility", developerId: user.id, status: "published" });
    expect((await adminCall(`/${closed}/deactivate`, { method: "POST" })).response.status).toBe(200);

    const added = await addByUrl(user.token, genUrl("closed-category"), { category: closed });
    expect(added.response.status).toBe(400);
    expect(added.body.errors).toEqual([{ field: "category", message: "This category is no longer available: please choose another one" }]);
    const addedZh = await api(PWAS, {
      method: "POST",
      token: user.token,
      body: { url: genUrl("closed-category"), category: closed },
      headers: { "Accept-Language": "zh" },
    });
    expect(addedZh.body.errors).toEqual([{ field: "category", message: "该分类已不再提供，请选择其他分类" }]);

    const metadata = (category: string) => ({ name: "Kept", description: "Still here.", longDescription: "", category, tags: [] });
    const moved = await api(`${PWAS}/${other.id}`, { method: "PUT", token: user.token, body: metadata(closed) });
    expect(moved.response.status).toBe(400);
    expect(moved.body.errors).toEqual([{ field: "category", message: "This category is no longer available: please choose another one" }]);
    expect(await row("SELECT category_id FROM apps WHERE id = ?", other.id)).toEqual({ category_id: "utility" });

    const stayed = await api(`${PWAS}/${app.id}`, { method: "PUT", token: user.token, body: metadata(closed) });
    expect(stayed.response.status, JSON.stringify(stayed.body)).toBe(200);
    expect(await row("SELECT name, category_id FROM apps WHERE id = ?", app.id)).toEqual({ name: "Kept", category_id: closed });

    // An id that names no category at all keeps its own message.
    const unknown = await addByUrl(user.token, genUrl("closed-category"), { category: "no-such-category" });
    expect(unknown.body.errors).toEqual([{ field: "category", message: "Please choose one of the store's categories" }]);
  });
});

describe("DELETE /api/admin/categories/:id", () => {
  it("deletes a category no app uses, and audits what it was", async () => {
    const id = newId("gone");
    await create(id);
    const { response, body } = await adminCall(`/${id}`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(body.message).toBe("Deleted successfully");
    expect(body.data).toEqual({ id });
    expect(await row("SELECT id FROM categories WHERE id = ?", id)).toBeNull();
    expect(await adminIds()).not.toContain(id);
    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action)).toEqual(["category.create", "category.delete"]);
    expect(entries[1]!.changes).toMatchObject({ id: { from: id, to: null }, name: { from: "Home & Garden", to: null } });
    expect((await adminCall(`/${id}`, { method: "DELETE" })).response.status).toBe(404);
  });

  it("refuses (409) while any app row uses it, deleted ones too: deactivate instead", async () => {
    const used = newId("used");
    const ghost = newId("ghost");
    await create(used);
    await create(ghost);
    await insertApp({ category: used, status: "rejected" });
    await insertApp({ category: used, status: "published" });
    await insertApp({ category: ghost, status: "deleted" });
    for (const [id, count] of [
      [used, 2],
      [ghost, 1],
    ] as const) {
      const { response, body } = await adminCall(`/${id}`, { method: "DELETE" });
      expect(response.status).toBe(409);
      expect(body).toMatchObject({ success: false, reason: "in_use", apps: count });
      expect(body.message).toBe(`This category still has apps (${count}, deleted ones included): deactivate it instead.`);
      expect(await row("SELECT id FROM categories WHERE id = ?", id)).toEqual({ id });
      expect((await auditOf(id)).map((entry) => entry.action)).toEqual(["category.create"]);
    }
  });

  it("keeps a deleted default category deleted when the seed runs again", async () => {
    expect(await row("SELECT count(*) AS n FROM apps WHERE category_id = 'education'")).toEqual({ n: 0 });
    expect((await adminCall("/education", { method: "DELETE" })).response.status).toBe(200);
    await seedDefaults(env.DB);
    expect(await row("SELECT id FROM categories WHERE id = 'education'")).toBeNull();
    // The others are untouched and still there.
    expect((await rows("SELECT id FROM categories WHERE id IN ('productivity', 'utility')")).length).toBe(2);
  });
});
