/**
 * Suggestions as a visitor types (issue 39 item 5, ADR 0071): GET /api/client/suggestions answers
 * up to six apps as the search ranks them, typos forgiven, and the categories whose name matches in
 * the reader's language; nothing below two letters; a bad query is a 400 in the envelope; the same
 * words are answered from the edge cache until the catalog changes.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Suggestions } from "#contract/catalog.ts";
import { bumpCatalogGeneration } from "#worker/lib/catalog-generation.ts";
import { matchingCategories } from "#worker/services/catalog/suggestions.ts";
import { expectPublicCache, insertApps, resetCatalog, updateApp } from "../support/catalog.ts";
import { callWithEnv, jsonEnvelope, ORIGIN } from "../support/http.ts";

const ids: Record<string, string> = {};

beforeAll(async () => {
  await resetCatalog();
  const apps = await insertApps([
    { name: "Spotify", description: "Stream songs.", tags: ["music"], category: "entertainment", opens: 80_000 },
    { name: "Spotlight Notes", description: "Notes in focus.", category: "productivity", opens: 2_000 },
    { name: "Wikipedia", description: "The free encyclopedia.", category: "education", opens: 60_000 },
    ...Array.from({ length: 8 }, (_, i) => ({ name: `Tasker ${i + 1}`, description: "Lists.", category: "productivity", opens: 100 - i })),
  ]);
  ids.spotify = apps[0]!.id;
  ids.spotlight = apps[1]!.id;
  ids.wikipedia = apps[2]!.id;
});

/** The suggestions for `q`, with the answer's after-response work (the cache's store) finished. */
async function suggestions(q: string | null, headers: Record<string, string> = {}) {
  const query = q === null ? "" : `?q=${encodeURIComponent(q)}`;
  const response = await callWithEnv(new Request(`${ORIGIN}/api/client/suggestions${query}`, { headers }), {});
  const body = (await jsonEnvelope(response)) as { success: boolean; data: Suggestions; code?: string; errors?: unknown[] };
  return { response, body, data: body.data };
}

describe("what is suggested", () => {
  it("offers the apps the search ranks first, with what the box shows of each", async () => {
    const { response, data } = await suggestions("spot");
    expect(response.status).toBe(200);
    expect(data.apps.map((app) => app.id)).toEqual([ids.spotify, ids.spotlight]);
    expect(Object.keys(data.apps[0]!).sort()).toEqual(["category", "categoryName", "icon", "id", "name", "slug"]);
    expect(data.apps[0]).toMatchObject({ name: "Spotify", category: "entertainment", categoryName: "Entertainment" });
    expect(data.correctedQuery).toBeUndefined();
  });

  it("forgives a typo in what is typed so far, and says what it read", async () => {
    const { data } = await suggestions("wikipeida");
    expect(data.apps.map((app) => app.id)).toEqual([ids.wikipedia]);
    expect(data.correctedQuery).toBe("wikipedia");
    expect((await suggestions("spotf")).data.apps[0]?.id).toBe(ids.spotify);
  });

  it("offers six apps at most", async () => {
    expect((await suggestions("tasker")).data.apps).toHaveLength(6);
  });

  it("offers the categories whose name matches in the reader's language, typos forgiven", async () => {
    expect((await suggestions("ent")).data.categories.map((category) => category.id)).toEqual(["entertainment"]);
    expect((await suggestions("entertainmnet")).data.categories.map((category) => category.id)).toEqual(["entertainment"]);
    const german = await suggestions("produktiv", { "Accept-Language": "de" });
    expect(german.data.categories).toMatchObject([{ id: "productivity", name: "Produktivität" }]);
    // Accents aside, as the search reads words.
    const french = await suggestions("educ", { "Accept-Language": "fr" });
    expect(french.data.categories).toMatchObject([{ id: "education", name: "Éducation" }]);
    const japanese = await suggestions("効率", { "Accept-Language": "ja" });
    expect(japanese.data.categories.map((category) => category.id)).toEqual(["productivity"]);
  });

  it("answers nothing below two letters or digits, and for words nothing matches", async () => {
    for (const q of ["s", " ?! ", "", "x-"]) {
      const { response, data } = await suggestions(q);
      expect(response.status, q).toBe(200);
      expect(data, q).toEqual({ apps: [], categories: [] });
    }
    expect((await suggestions("zzqqxx")).data).toEqual({ apps: [], categories: [] });
  });

  it("refuses a missing or oversized query in the envelope", async () => {
    const missing = await suggestions(null);
    expect(missing.response.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, code: "validation_failed" });
    const long = await suggestions("a".repeat(201));
    expect(long.response.status).toBe(400);
    expect(long.body).toMatchObject({ success: false, code: "validation_failed", errors: [{ field: "q" }] });
  });
});

describe("the edge cache", () => {
  it("answers the same words from the cache until the catalog changes, one copy per language", async () => {
    const first = await suggestions("spoti");
    expect(first.response.headers.get("X-Cache")).toBe("MISS");
    expectPublicCache(first.response);
    expect(first.response.headers.get("Vary")).toBe("Accept-Language, Cookie");
    // The same words, however typed: the search reads nothing else.
    const again = await suggestions("  SPOTI ");
    expect(again.response.headers.get("X-Cache")).toBe("HIT");
    expect(again.data).toEqual(first.data);
    expectPublicCache(again.response);
    expect(again.response.headers.get("Vary")).toBe("Accept-Language, Cookie");
    expect(again.response.headers.get("X-Request-Id")).not.toBe(first.response.headers.get("X-Request-Id"));
    // Another language is another copy.
    const german = await suggestions("spoti", { "Accept-Language": "de" });
    expect(german.response.headers.get("X-Cache")).toBe("MISS");
    expect(german.data.apps[0]?.categoryName).toBe("Unterhaltung");

    // Until the catalog changes: a write that changes public pages starts a new generation.
    await updateApp(ids.spotify!, { name: "Spotify Premium" });
    expect((await suggestions("spoti")).data.apps[0]?.name).toBe("Spotify");
    await bumpCatalogGeneration(env.KV);
    const fresh = await suggestions("spoti");
    expect(fresh.response.headers.get("X-Cache")).toBe("MISS");
    expect(fresh.data.apps[0]?.name).toBe("Spotify Premium");
    await updateApp(ids.spotify!, { name: "Spotify" });
  });

  it("is never used for a request with credentials", async () => {
    const headers = { Authorization: "Bearer not-a-token" };
    await suggestions("wikip", headers);
    const second = await suggestions("wikip", headers);
    expect(second.response.headers.get("X-Cache")).toBe("BYPASS");
  });
});

describe("matching categories", () => {
  const category = (id: string, name: string, appCount: number) => ({ id, name, description: "", icon: "", colorClass: "", appCount });
  const all = [category("games", "Games", 40), category("graphics", "Graphics & Design", 10), category("news", "News", 5)];

  it("reads each word typed as a whole word, the last one as a start, most apps first", () => {
    expect(matchingCategories(all, "g").map((c) => c.id)).toEqual(["games", "graphics"]);
    expect(matchingCategories(all, "graphics d").map((c) => c.id)).toEqual(["graphics"]);
    expect(matchingCategories(all, "graph design").map((c) => c.id)).toEqual([]);
    expect(matchingCategories(all, "newz").map((c) => c.id)).toEqual([]); // four letters: no typo forgiven
    expect(matchingCategories(all, "grapihcs").map((c) => c.id)).toEqual(["graphics"]);
    expect(matchingCategories(all, "").map((c) => c.id)).toEqual([]);
  });
});
