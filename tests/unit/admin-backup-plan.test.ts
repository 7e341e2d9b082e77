/**
 * The backup's document schema and import plan (contract/schemas/backup.ts,
 * worker/services/admin/backup-plan.ts): what a dry run previews and the import applies, computed
 * without a database.
 */
import { describe, expect, it } from "vitest";
import { backupDocumentSchema, type BackupApp, type BackupCategory, type BackupDocumentInput } from "#contract/schemas/backup.ts";
import { defaultSettings } from "#contract/schemas/settings.ts";
import { CATEGORY_PALETTE } from "#db/category-palette.ts";
import { canonicalJson, changedItems, fieldChanges, planBackupImport, type BackupState } from "#worker/services/admin/backup-plan.ts";

const category = (overrides: Partial<BackupCategory> = {}): BackupCategory => ({
  id: "productivity",
  name: "Productivity",
  description: "Get things done.",
  icon: "zap",
  colorClass: CATEGORY_PALETTE.blue,
  translations: { zh: { name: "效率" } },
  sortOrder: 1,
  isActive: true,
  ...overrides,
});

const app = (overrides: Partial<BackupApp> = {}): BackupApp => ({
  id: "app-1",
  slug: "lantern",
  name: "Lantern",
  shortName: "Lantern",
  description: "Notes.",
  longDescription: "",
  features: ["Offline"],
  category: "productivity",
  tags: ["notes"],
  developerName: "Lantern Labs",
  status: "published",
  statusReason: null,
  featured: false,
  websiteUrl: "https://lantern.example/",
  supportUrl: null,
  privacyPolicyUrl: null,
  termsUrl: null,
  translations: {},
  ...overrides,
});

function state(overrides: Partial<BackupState> = {}): BackupState {
  const apps = overrides.apps ?? [app(), app({ id: "app-2", slug: "compass", name: "Compass" })];
  return {
    settings: defaultSettings(),
    categories: [category()],
    apps,
    slugs: new Map([...apps.map((entry) => [entry.slug, entry.id] as const), ["gone", "app-deleted"]]),
    ...overrides,
  };
}

/** A document as a file holds it, parsed as the import parses it. */
function document(body: Partial<BackupDocumentInput>) {
  return backupDocumentSchema.parse({ format: "pwa-store-backup", version: 1, ...body });
}

describe("fieldChanges", () => {
  it("names nested members by their path, compares lists whole and ignores key order", () => {
    expect(fieldChanges({ a: { b: 1, c: [1, 2] }, d: "x" }, { a: { b: 2, c: [1, 2] }, d: "x" })).toEqual({ "a.b": { from: 1, to: 2 } });
    expect(fieldChanges({ list: [1, 2] }, { list: [2, 1] })).toEqual({ list: { from: [1, 2], to: [2, 1] } });
    expect(fieldChanges({ t: { zh: { name: "A" } } }, { t: {} })).toEqual({ "t.zh": { from: { name: "A" }, to: null } });
    expect(canonicalJson({ b: 1, a: { d: 2, c: 3 } })).toBe(canonicalJson({ a: { c: 3, d: 2 }, b: 1 }));
  });
});

describe("the backup document schema", () => {
  it("refuses another format or version with that one problem", () => {
    const other = backupDocumentSchema.safeParse({ name: "package", version: "1.0.0", dependencies: {} });
    expect(other.success).toBe(false);
    expect(other.error!.issues).toHaveLength(1);
    expect(other.error!.issues[0]!.message).toMatch(/not a store backup/);
    const newer = backupDocumentSchema.safeParse({ format: "pwa-store-backup", version: 2, apps: [{ anything: true }] });
    expect(newer.error!.issues).toHaveLength(1);
    expect(newer.error!.issues[0]!.message).toMatch(/version \(2\)/);
    expect(backupDocumentSchema.safeParse("not an object").error!.issues).toHaveLength(1);
  });

  it("checks categories with the category form's rules and refuses repeated ids", () => {
    const invalid = backupDocumentSchema.safeParse({
      format: "pwa-store-backup",
      version: 1,
      categories: [
        category({ id: "Bad Id" }),
        category({ id: "x".repeat(41) }),
        category({ id: "ok", name: " " }),
        category({ id: "ok2", colorClass: "bg-black" }),
        category({ id: "ok3", icon: "rocket" as never, description: "d".repeat(301) }),
      ],
    });
    const fields = invalid.error!.issues.map((issue) => issue.path.join("."));
    expect(fields).toEqual(
      expect.arrayContaining([
        "categories.0.id",
        "categories.1.id",
        "categories.2.name",
        "categories.3.colorClass",
        "categories.4.icon",
        "categories.4.description",
      ]),
    );
    const repeated = backupDocumentSchema.safeParse({ format: "pwa-store-backup", version: 1, categories: [category(), category()] });
    expect(repeated.error!.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["categories.1.id", "This id appears more than once in the file."],
    ]);
  });

  it("refuses deleted apps, unsafe links and members it does not know", () => {
    const invalid = backupDocumentSchema.safeParse({
      format: "pwa-store-backup",
      version: 1,
      apps: [app({ status: "deleted" as never }), app({ id: "b", websiteUrl: "javascript:alert(1)" }), { ...app({ id: "c" }), opens: 5 }],
      settings: { general: { featuredLimit: 1000 } },
    });
    const fields = invalid.error!.issues.map((issue) => issue.path.join("."));
    expect(fields).toEqual(expect.arrayContaining(["apps.0.status", "apps.1.websiteUrl", "apps.2", "settings.general.featuredLimit"]));
  });
});

describe("planBackupImport", () => {
  it("answers nothing to change for the store's own export", () => {
    const current = state();
    const plan = planBackupImport(current, document({ settings: current.settings, categories: current.categories, apps: current.apps }));
    expect(plan.ok && plan.value).toEqual({
      settings: [],
      categories: { create: [], update: [], unchanged: 1 },
      apps: { update: [], missing: [], unchanged: 2 },
    });
    expect(plan.ok && changedItems(plan.value)).toBe(0);
  });

  it("lists every change per section, category and app, and the apps this store lacks", () => {
    const plan = planBackupImport(
      state(),
      document({
        settings: { notifications: { adminMail: { feedback: true } }, general: {} },
        categories: [
          category({ name: "Focus", translations: { zh: { name: "专注" } } }),
          category({ id: "games", name: "Games", icon: "gamepad" }),
        ],
        apps: [
          app({ name: "Lantern Notes", featured: true, tags: ["notes", "offline"], category: "games" }),
          app({ id: "app-2", slug: "compass", name: "Compass" }),
          app({ id: "app-unknown", slug: "unknown" }),
        ],
      }),
    );
    if (!plan.ok) throw new Error(plan.failure);
    // Only the members that differ from the defaults the store has.
    expect(plan.value.settings).toEqual([
      {
        section: "notifications",
        changes: {
          "adminMail.feedback": { from: false, to: true },
          // The document's section replaces the stored one: members left out take their defaults.
        },
      },
    ]);
    expect(plan.value.categories.create).toEqual([expect.objectContaining({ id: "games", name: "Games", icon: "gamepad" })]);
    expect(plan.value.categories.update).toEqual([
      {
        id: "productivity",
        label: "Focus",
        changes: { name: { from: "Productivity", to: "Focus" }, "translations.zh.name": { from: "效率", to: "专注" } },
      },
    ]);
    expect(plan.value.apps).toEqual({
      update: [
        {
          id: "app-1",
          label: "Lantern Notes",
          changes: {
            name: { from: "Lantern", to: "Lantern Notes" },
            category: { from: "productivity", to: "games" },
            tags: { from: ["notes"], to: ["notes", "offline"] },
            featured: { from: false, to: true },
          },
        },
      ],
      missing: ["app-unknown"],
      unchanged: 1,
    });
    expect(changedItems(plan.value)).toBe(4);
  });

  it("keeps the sections a document leaves out", () => {
    const current = state();
    current.settings.general.siteName = "My Store";
    const plan = planBackupImport(current, document({ settings: { maintenance: { bannerText: "Hello" } } }));
    expect(plan.ok && plan.value.settings).toEqual([{ section: "maintenance", changes: { bannerText: { from: "", to: "Hello" } } }]);
  });

  it("refuses an app in a category that exists nowhere, naming it", () => {
    const plan = planBackupImport(state(), document({ apps: [app({ category: "nowhere" })] }));
    expect(plan).toEqual({ ok: false, failure: "backup_category_missing", details: { items: ["app-1 (nowhere)"] } });
  });

  it("refuses a slug another app uses (a deleted one too), or two apps taking one slug", () => {
    expect(planBackupImport(state(), document({ apps: [app({ slug: "compass" })] }))).toMatchObject({
      ok: false,
      failure: "backup_slug_taken",
      details: { items: ["app-1 (compass)"] },
    });
    expect(planBackupImport(state(), document({ apps: [app({ slug: "gone" })] }))).toMatchObject({ failure: "backup_slug_taken" });
    const both = planBackupImport(
      state(),
      document({ apps: [app({ slug: "fresh" }), app({ id: "app-2", slug: "fresh", name: "Compass" })] }),
    );
    expect(both).toMatchObject({ failure: "backup_slug_taken", details: { items: ["app-2 (fresh)"] } });
    // Keeping one's own slug is no conflict.
    expect(planBackupImport(state(), document({ apps: [app({ name: "Renamed" })] })).ok).toBe(true);
  });
});
