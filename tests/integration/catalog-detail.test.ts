/**
 * GET /api/client/apps/:id (by id or slug) and /apps/:id/related: every app-detail field of
 * docs/product.md#app-details, per-field language fallback, and "not found" for anything the public
 * may not see.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { APP_STATUSES, type App } from "#db/schema.ts";
import { APPS, deleteApp, expectPublicCache, getJson, insertApp, insertApps, resetCatalog } from "../support/catalog.ts";
import { call, jsonEnvelope } from "../support/http.ts";

const NOT_FOUND = {
  en: { success: false, code: "app_not_found", message: "App not found." },
  zh: { success: false, code: "app_not_found", message: "找不到该应用。" },
};

let app: App;

beforeAll(async () => {
  await resetCatalog();
  app = await insertApp({
    slug: "lighthouse-notes",
    name: "Lighthouse Notes",
    shortName: "Lighthouse",
    description: "Notes that glow.",
    longDescription: "First paragraph.\n\nSecond paragraph.",
    features: ["Offline drafts", "Markdown export"],
    category: "productivity",
    tags: ["notes", "markdown"],
    developerName: "Harbour Apps",
    version: "3.2.1",
    sizeBytes: 2_500_000,
    screenshots: [
      { src: "https://lighthouse.example.com/s1.png", sizes: "1280x720", type: "image/png", label: "Editor", formFactor: "wide" },
      { src: "https://lighthouse.example.com/s2.png", sizes: "720x1280", type: "image/png", label: "Phone", formFactor: "narrow" },
    ],
    requirements: ["Works offline", "Needs 50 MB of storage"],
    permissions: ["notifications", "clipboard-write"],
    privacyPolicyUrl: "https://lighthouse.example.com/privacy",
    termsUrl: "https://lighthouse.example.com/terms",
    websiteUrl: "https://lighthouse.example.com/",
    supportUrl: "mailto:help@lighthouse.example.com",
    startUrl: "https://lighthouse.example.com/app",
    opens: 4321,
    ratingAverage: 4.44,
    ratingCount: 87,
    manifestJson: '{"name":"Lighthouse Notes","secret_hint":"not for the public"}',
    translations: { zh: { name: "灯塔笔记", features: ["离线草稿", "导出 Markdown"] } },
    updatedAt: Date.UTC(2026, 2, 1),
    publishedAt: Date.UTC(2026, 1, 1),
    createdAt: Date.UTC(2026, 0, 1),
  });
});

describe("GET /api/client/apps/:id", () => {
  it("answers the detail by id and by slug, identically", async () => {
    const byId = await getJson<{ success: boolean; data: Record<string, unknown> }>(`${APPS}/${app.id}`);
    const bySlug = await getJson<{ success: boolean; data: Record<string, unknown> }>(`${APPS}/lighthouse-notes`);
    expect(byId.response.status).toBe(200);
    expect(bySlug.response.status).toBe(200);
    expect(byId.body.success).toBe(true);
    // The same app; only the view counter moved (each detail answer counts a view).
    const { views: viewsById, ...restById } = byId.body.data;
    const { views: viewsBySlug, ...restBySlug } = bySlug.body.data;
    expect(restBySlug).toStrictEqual(restById);
    expect(typeof viewsById).toBe("number");
    expect(typeof viewsBySlug).toBe("number");
  });

  it("carries every app-detail field of docs/product.md#app-details", async () => {
    const { body } = await getJson<{ data: Record<string, unknown> }>(`${APPS}/${app.id}`);
    expect(body.data).toMatchObject({
      // the card
      id: app.id,
      slug: "lighthouse-notes",
      name: "Lighthouse Notes",
      description: "Notes that glow.",
      icon: app.icon,
      category: "productivity",
      categoryName: "Productivity",
      tags: ["notes", "markdown"],
      rating: 4.4,
      ratingCount: 87,
      opens: 4321,
      featured: false,
      createdAt: Date.UTC(2026, 0, 1),
      publishedAt: Date.UTC(2026, 1, 1),
      // docs/product.md#app-details: description, features, screenshots, developer, version, size,
      // category, tags, opens, rating, last updated, requirements, permissions, privacy policy,
      // terms, website, support
      longDescription: "First paragraph.\n\nSecond paragraph.",
      features: ["Offline drafts", "Markdown export"],
      screenshots: app.screenshots,
      developer: "Harbour Apps",
      version: "3.2.1",
      sizeBytes: 2_500_000,
      updatedAt: Date.UTC(2026, 2, 1),
      requirements: ["Works offline", "Needs 50 MB of storage"],
      permissions: ["notifications", "clipboard-write"],
      privacyPolicyUrl: "https://lighthouse.example.com/privacy",
      termsUrl: "https://lighthouse.example.com/terms",
      websiteUrl: "https://lighthouse.example.com/",
      supportUrl: "mailto:help@lighthouse.example.com",
      startUrl: "https://lighthouse.example.com/app",
    });
    // Internal columns stay internal.
    for (const key of ["manifestJson", "manifest_json", "manifestId", "status", "translations"]) expect(body.data).not.toHaveProperty(key);
    expect(JSON.stringify(body)).not.toContain("secret_hint");
  });

  it("answers in Chinese where translated, in English field by field where not", async () => {
    const { body } = await getJson<{ data: Record<string, unknown> }>(`${APPS}/${app.slug}`, {
      "Accept-Language": "zh-CN,zh;q=0.9,en;q=0.5",
    });
    expect(body.data).toMatchObject({
      name: "灯塔笔记",
      features: ["离线草稿", "导出 Markdown"],
      categoryName: "效率",
      // no Chinese description or long description: the English ones
      description: "Notes that glow.",
      longDescription: "First paragraph.\n\nSecond paragraph.",
    });
  });

  it("answers English for other languages", async () => {
    const { body } = await getJson<{ data: Record<string, unknown> }>(`${APPS}/${app.slug}`, { "Accept-Language": "fr-FR,fr;q=0.9" });
    expect(body.data).toMatchObject({ name: "Lighthouse Notes", features: ["Offline drafts", "Markdown export"] });
  });

  it.each(APP_STATUSES.filter((status) => status !== "published"))("an app with status %s is not found, by id or slug", async (status) => {
    const hidden = await insertApp({ status, name: `Hidden ${status}` });
    for (const key of [hidden.id, hidden.slug]) {
      const response = await call(`${APPS}/${key}`);
      expect(response.status).toBe(404);
      expect(await jsonEnvelope(response)).toStrictEqual(NOT_FOUND.en);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
    }
  });

  it("a removed app is not found", async () => {
    const gone = await insertApp({ name: "Soon Gone" });
    expect((await call(`${APPS}/${gone.id}`)).status).toBe(200);
    await deleteApp(gone.id);
    const response = await call(`${APPS}/${gone.id}`);
    expect(response.status).toBe(404);
    expect(await jsonEnvelope(response)).toStrictEqual(NOT_FOUND.en);
  });

  it("an unknown app is not found, in the reader's language", async () => {
    const english = await call(`${APPS}/no-such-app`);
    expect(english.status).toBe(404);
    expect(await jsonEnvelope(english)).toStrictEqual(NOT_FOUND.en);
    const chinese = await call(`${APPS}/no-such-app`, { headers: { "Accept-Language": "zh" } });
    expect(chinese.status).toBe(404);
    expect(await jsonEnvelope(chinese)).toStrictEqual(NOT_FOUND.zh);
  });

  it.each([
    "..%2F",
    "..%2F..%2Fadmin",
    "%2E%2E%2Fusers",
    "lighthouse-notes%00",
    "lighthouse-notes%20",
    "%27%20OR%201%3D1%20--",
    "lighthouse%25",
    "lighthouse_notes",
    "LIGHTHOUSE-NOTES",
    "%E7%81%AF%E5%A1%94",
    "%F0%9F%8E%89",
    "%ZZ",
    "a".repeat(101),
    "a".repeat(5000),
  ])("the odd key %s is a JSON 404, never a match or an error", async (key) => {
    const response = await call(`${APPS}/${key}`);
    expect(response.status).toBe(404);
    expect(await jsonEnvelope(response)).toMatchObject({ success: false });
  });

  it("is cacheable at the edge, per language", async () => {
    const response = await call(`${APPS}/${app.slug}`);
    expectPublicCache(response);
  });
});

describe("GET /api/client/apps/:id/related", () => {
  const ids: Record<string, string> = {};
  let subject: App;

  beforeAll(async () => {
    subject = await insertApp({ name: "Related Subject", category: "creative", tags: ["drawing", "vector", "svg"] });
    const rows = await insertApps([
      { name: "Same category, two tags", category: "creative", tags: ["vector", "svg"], opens: 10 },
      { name: "Same category, no tags", category: "creative", opens: 5000 },
      { name: "Other category, three tags", category: "education", tags: ["drawing", "vector", "svg"], opens: 1 },
      { name: "Other category, one tag", category: "business", tags: ["svg"], opens: 100_000 },
      { name: "Unrelated", category: "health", tags: ["running"], opens: 1_000_000 },
      { name: "Same category but pending", category: "creative", tags: ["drawing", "vector", "svg"], status: "pending" },
      { name: "Same category but unpublished", category: "creative", tags: ["drawing"], status: "unpublished", opens: 9_000_000 },
    ]);
    ["twoTags", "sameCategory", "threeTagsElsewhere", "oneTagElsewhere", "unrelated", "pending", "unpublished"].forEach(
      (key, i) => (ids[key] = rows[i]!.id),
    );
  });

  it("lists close apps first: category and shared tags, then popularity", async () => {
    const { response, body } = await getJson<{ success: boolean; data: { id: string; category: string }[] }>(
      `${APPS}/${subject.id}/related`,
    );
    expect(response.status).toBe(200);
    expect(body.success).toBe(true);
    const related = body.data.map((item) => item.id);
    expect(related).toStrictEqual([ids.twoTags, ids.sameCategory, ids.threeTagsElsewhere, ids.oneTagElsewhere]);
  });

  it("answers the same by id and by slug", async () => {
    const byId = await getJson<{ data: { id: string }[] }>(`${APPS}/${subject.id}/related`);
    const bySlug = await getJson<{ data: { id: string }[] }>(`${APPS}/${subject.slug}/related`);
    expect(bySlug.body.data.map((item) => item.id)).toStrictEqual(byId.body.data.map((item) => item.id));
    expect(byId.body.data).toHaveLength(4);
  });

  it("counts a repeated tag once", async () => {
    const repeated = await insertApp({ name: "Repeated tags", category: "health", tags: ["svg", "svg", "svg"] });
    const { body } = await getJson<{ data: { id: string }[] }>(`${APPS}/${repeated.id}/related`);
    // The same category (3: "Unrelated") first, then the apps tagged svg by opens, each counting
    // one shared tag (1, not 3), which an app with more tags than it shares does not change.
    expect(body.data.map((item) => item.id)).toStrictEqual([
      ids.unrelated,
      ids.oneTagElsewhere,
      ids.twoTags,
      ids.threeTagsElsewhere,
      subject.id,
    ]);
  });

  it("never lists the app itself or an unpublished app", async () => {
    const { body } = await getJson<{ data: { id: string }[] }>(`${APPS}/${subject.slug}/related`);
    const related = body.data.map((item) => item.id);
    expect(related).not.toContain(subject.id);
    expect(related).not.toContain(ids.pending);
    expect(related).not.toContain(ids.unpublished);
  });

  it("answers cards (the listing shape)", async () => {
    const { body } = await getJson<{ data: Record<string, unknown>[] }>(`${APPS}/${subject.id}/related`);
    expect(body.data[0]).toMatchObject({
      id: ids.twoTags,
      slug: expect.any(String),
      name: "Same category, two tags",
      category: "creative",
      tags: ["vector", "svg"],
    });
  });

  it("is not found for an unknown or unpublished app", async () => {
    for (const key of ["no-such-app", ids.pending!, "..%2F"]) {
      const response = await call(`${APPS}/${key}/related`);
      expect(response.status).toBe(404);
      expect(await jsonEnvelope(response)).toStrictEqual(NOT_FOUND.en);
    }
  });

  it("is cacheable at the edge", async () => {
    expectPublicCache(await call(`${APPS}/${subject.id}/related`));
  });
});
