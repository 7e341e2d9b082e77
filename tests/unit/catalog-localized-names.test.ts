/**
 * A listing names an app in the visitor's language when its manifest does
 * (worker/services/catalog/app-view.ts): the store's own translation first, then the manifest's
 * `*_localized` text for the visitor's locale (the exact tag, else its primary language), then the
 * row's text — which is already the visitor's when they read the manifest's own `lang`.
 */
import { describe, expect, it } from "vitest";
import { localizedFromManifest, pickLocalized, toAppCard, type CardRow } from "#worker/services/catalog/app-view.ts";

describe("pickLocalized", () => {
  it("takes the exact tag, case-insensitively, before a regional one", () => {
    expect(pickLocalized({ "fr-CA": "Notes (CA)", fr: "Notes" }, "fr")).toBe("Notes");
    expect(pickLocalized({ EN: "Notes" }, "en")).toBe("Notes");
  });

  it("falls back to the first tag of the same primary language", () => {
    expect(pickLocalized({ "zh-CN": "笔记", "zh-TW": "筆記" }, "zh")).toBe("笔记");
    expect(pickLocalized({ "zh-Hant-TW": "筆記" }, "zh")).toBe("筆記");
    expect(pickLocalized({ "zh-CN": "笔记" }, "zh-TW")).toBe("笔记");
  });

  it("answers null without a match, a map, or a text", () => {
    expect(pickLocalized({ fr: "Notes" }, "zh")).toBeNull();
    expect(pickLocalized(undefined, "zh")).toBeNull();
    expect(pickLocalized({ zh: "  " }, "zh")).toBeNull();
  });
});

describe("localizedFromManifest", () => {
  const column = { name: { "zh-CN": "笔记", fr: "Notes FR" }, description: { "zh-CN": "会发光的笔记。" }, lang: "en-US" };

  it("gives the manifest's text in the reader's language, member by member", () => {
    expect(localizedFromManifest(column, "zh")).toStrictEqual({ name: "笔记", shortName: undefined, description: "会发光的笔记。" });
    expect(localizedFromManifest(column, "fr")).toStrictEqual({ name: "Notes FR", shortName: undefined, description: undefined });
  });

  it("gives nothing to a reader of the manifest's own language, or without a column", () => {
    expect(localizedFromManifest(column, "en")).toStrictEqual({});
    expect(localizedFromManifest({ ...column, lang: "zh-Hans" }, "zh")).toStrictEqual({});
    expect(localizedFromManifest(null, "zh")).toStrictEqual({});
  });

  it("applies to every reader when the manifest has no lang", () => {
    expect(localizedFromManifest({ name: { en: "Notes" } }, "en").name).toBe("Notes");
  });
});

describe("toAppCard", () => {
  const row: CardRow = {
    id: "app-1",
    slug: "lantern",
    name: "Lantern Notes",
    short_name: "Lantern",
    description: "Notes that glow.",
    icon: "",
    category_id: "productivity",
    tags: "[]",
    developer_name: "Ada",
    version: "",
    size_bytes: null,
    rating_average: 0,
    rating_count: 0,
    opens: 0,
    featured: 0,
    created_at: 1,
    updated_at: 1,
    published_at: 1,
    translations: "{}",
    category_name: "Productivity",
    category_translations: "{}",
    verified_at: null,
    manifest_localized: JSON.stringify({ name: { "zh-CN": "灯笼笔记" }, shortName: { "zh-CN": "灯笼" }, lang: "en" }),
  };

  it("names the app in the reader's language from its manifest", () => {
    expect(toAppCard(row, "zh")).toMatchObject({ name: "灯笼笔记", shortName: "灯笼", description: "Notes that glow." });
    expect(toAppCard(row, "en")).toMatchObject({ name: "Lantern Notes", shortName: "Lantern" });
  });

  it("lets the store's own translation win", () => {
    expect(toAppCard({ ...row, translations: JSON.stringify({ zh: { name: "商店的译名" } }) }, "zh").name).toBe("商店的译名");
  });

  it("reads a row without the column, or with a broken one, as before", () => {
    expect(toAppCard({ ...row, manifest_localized: null }, "zh").name).toBe("Lantern Notes");
    expect(toAppCard({ ...row, manifest_localized: "{not json" }, "zh").name).toBe("Lantern Notes");
  });
});
