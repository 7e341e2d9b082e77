/**
 * The two catalog reads every public page makes, kept flat in the catalog size (ADR 0036): related
 * apps (GET /api/client/apps/:id/related, the detail page) and the store statistics
 * (GET /api/client/stats, the home page).
 *
 * Related apps are pinned against a model written here from the product rule (same category
 * counts 3, each shared tag 1; then opens; then id; published apps only, never the app itself,
 * six at most), on a small catalog where every tag and category has fewer apps than the
 * candidate bound, so the indexed read must answer exactly what the rule says, before and after
 * every kind of write, and the tag index (`app_tags`) must equal its recount from `apps.tags`. The
 * statistics (the `store_stats` row, kept by triggers) are checked against a recount of the rows
 * after every kind of write that moves them: publish, unpublish, delete, open, review, rating
 * moderation, a direct UPDATE or DELETE of the row. Through the same writes, the search's rank
 * table (`search_rank`, ADR 0049) must equal its recount from `apps`.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { APPS, deleteApp, insertApp, insertApps, resetCatalog, updateApp } from "../support/catalog.ts";
import { api, type Member, member, postReview, row, rows, run } from "../support/community.ts";
import { call } from "../support/http.ts";
import { APP_TAGS_MAX } from "#contract/schemas/app-metadata.ts";
import { RELATED_CANDIDATES_PER_LIST } from "#worker/services/catalog/detail.ts";

const ADMIN_PWAS = "/api/admin/pwas";

interface CatalogRow {
  id: string;
  category_id: string;
  tags: string;
  opens: number;
  status: string;
}

/** The related apps of `subjectId` by the product rule, computed from the rows in JavaScript. */
async function expectedRelated(subjectId: string, limit = 6): Promise<string[]> {
  const all = await rows<CatalogRow>("SELECT id, category_id, tags, opens, status FROM apps");
  const subject = all.find((app) => app.id === subjectId)!;
  const subjectTags = new Set(JSON.parse(subject.tags) as string[]);
  return all
    .filter((app) => app.status === "published" && app.id !== subjectId)
    .map((app) => {
      const shared = (JSON.parse(app.tags) as string[]).filter((tag) => subjectTags.has(tag)).length;
      const sameCategory = app.category_id === subject.category_id;
      return { app, related: sameCategory || shared > 0, closeness: (sameCategory ? 3 : 0) + shared };
    })
    .filter((candidate) => candidate.related)
    .sort((a, b) => b.closeness - a.closeness || b.app.opens - a.app.opens || (a.app.id < b.app.id ? -1 : a.app.id > b.app.id ? 1 : 0))
    .slice(0, limit)
    .map((candidate) => candidate.app.id);
}

/** Asserts the tag index holds exactly the published apps' distinct tags with their opens. */
async function expectTagIndexExact(what: string): Promise<void> {
  const stored = await rows("SELECT app_id, tag, opens FROM app_tags ORDER BY app_id, tag");
  const recounted = await rows(
    `SELECT DISTINCT a.id AS app_id, t.value AS tag, a.opens FROM apps a, json_each(a.tags) t
     WHERE a.status = 'published' AND t.type = 'text' ORDER BY a.id, t.value`,
  );
  expect(stored, `app_tags after: ${what}`).toStrictEqual(recounted);
}

/**
 * Asserts the search's rank table (`search_rank`, ADR 0049) holds exactly the published apps that
 * have a search key, with their category, opens and rating, and exactly the rows of the word index.
 */
async function expectSearchRankExact(what: string): Promise<void> {
  const stored = await rows("SELECT search_key, category_id, opens, rating_average FROM search_rank ORDER BY search_key");
  const recounted = await rows(
    `SELECT search_key, category_id, opens, rating_average FROM apps
     WHERE status = 'published' AND search_key IS NOT NULL ORDER BY search_key`,
  );
  expect(stored, `search_rank after: ${what}`).toStrictEqual(recounted);
  const indexed = await rows<{ search_key: number }>("SELECT rowid AS search_key FROM apps_fts ORDER BY rowid");
  expect(
    stored.map((entry) => (entry as { search_key: number }).search_key),
    `search_rank against apps_fts after: ${what}`,
  ).toStrictEqual(indexed.map((entry) => entry.search_key));
}

async function relatedIds(subjectId: string): Promise<string[]> {
  const { response, body } = await api<{ id: string }[]>(`${APPS}/${subjectId}/related`);
  expect(response.status).toBe(200);
  return body.data.map((card) => card.id);
}

/** A small PRNG so the catalog is the same on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const TAGS = ["notes", "draw", "music", "offline", "chat", "maps", "timer"];
const CATEGORIES = ["productivity", "creative", "social"];
const STATUSES = ["published", "published", "published", "published", "pending", "unpublished", "deleted"] as const;

describe("related apps", () => {
  let catalog: { id: string }[] = [];

  beforeAll(async () => {
    await resetCatalog();
    const next = random(16);
    catalog = await insertApps(
      Array.from({ length: 36 }, (_, index) => {
        const tags = TAGS.filter(() => next() < 0.3);
        return {
          // Ids in an order unrelated to insertion, so the id tie-break is visible.
          id: `rel-${String((index * 7) % 36).padStart(2, "0")}-${index}`,
          category: CATEGORIES[Math.floor(next() * CATEGORIES.length)]!,
          tags,
          // Few distinct values: ties on opens are common.
          opens: [0, 5, 5, 40, 300][Math.floor(next() * 5)]!,
          status: STATUSES[Math.floor(next() * STATUSES.length)]!,
        };
      }),
    );
  });

  it("answers what the rule says for every published app of the catalog", async () => {
    const published = await rows<{ id: string }>("SELECT id FROM apps WHERE status = 'published' ORDER BY id");
    expect(published.length).toBeGreaterThan(15);
    await expectTagIndexExact("the catalog inserted");
    let nonEmpty = 0;
    for (const { id } of published) {
      const expected = await expectedRelated(id);
      if (expected.length > 0) nonEmpty += 1;
      expect(await relatedIds(id), id).toStrictEqual(expected);
    }
    expect(nonEmpty).toBeGreaterThan(10);
  });

  it("follows every kind of write: tags, category, opens, status, deletion", async () => {
    const published = (await rows<{ id: string }>("SELECT id FROM apps WHERE status = 'published' ORDER BY id")).map((r) => r.id);
    const subject = published[0]!;
    const check = async (what: string) => {
      await expectTagIndexExact(what);
      await expectSearchRankExact(what);
      for (const id of [subject, ...published.slice(1, 6)]) {
        const exists = await row("SELECT 1 FROM apps WHERE id = ? AND status = 'published'", id);
        if (exists) expect(await relatedIds(id), `${what}: ${id}`).toStrictEqual(await expectedRelated(id));
      }
    };
    const subjectRow = (await row<CatalogRow>("SELECT * FROM apps WHERE id = ?", subject))!;
    const stranger = await insertApp({ category: "health", tags: ["unrelated-tag"], opens: 1_000_000 });
    expect(await relatedIds(subject)).not.toContain(stranger.id);

    await updateApp(stranger.id, { tags: JSON.parse(subjectRow.tags).slice(0, 1).concat(["unrelated-tag"]) });
    await check("a tag shared");
    await updateApp(stranger.id, { category: subjectRow.category_id, tags: [] });
    await check("the category changed");
    await updateApp(stranger.id, { opens: 0 });
    await check("opens changed");
    await updateApp(stranger.id, { status: "unpublished" });
    expect(await relatedIds(subject)).not.toContain(stranger.id);
    await check("unpublished");
    await updateApp(stranger.id, { status: "published", tags: JSON.parse(subjectRow.tags) });
    await check("published again with every tag of the subject");
    await updateApp(subject, { tags: ["music", "maps"] });
    await check("the subject's own tags changed");
    await deleteApp(stranger.id);
    await check("a row deleted");
    expect(catalog.length).toBe(36);
  });

  it("beyond the candidate bound, still ranks a candidate by every tag it shares", async () => {
    const subject = await insertApp({ category: "business", tags: ["bound-p", "bound-q"] });
    // More apps with bound-p than the bound, all opened more than the close one.
    await insertApps(
      Array.from({ length: RELATED_CANDIDATES_PER_LIST + 5 }, (_, i) => ({ category: "health", tags: ["bound-p"], opens: 100 + i })),
    );
    const close = await insertApp({ category: "social", tags: ["bound-p", "bound-q"], opens: 0 });
    const ids = await relatedIds(subject.id);
    expect(ids[0]).toBe(close.id);
    expect(ids).toStrictEqual(await expectedRelated(subject.id));
  });

  it("answers for an app with the most tags allowed (one statement whatever the number of tags)", async () => {
    const many = Array.from({ length: APP_TAGS_MAX }, (_, i) => `many-${i}`);
    const subject = await insertApp({ category: "entertainment", tags: many });
    const others = await insertApps(many.map((tag, i) => ({ category: "utility", tags: [tag, many[(i + 1) % many.length]!], opens: i })));
    const ids = await relatedIds(subject.id);
    expect(ids).toHaveLength(6);
    expect(ids).toStrictEqual(await expectedRelated(subject.id));
    expect(others.map((app) => app.id)).toEqual(expect.arrayContaining(ids));
  });

  it("is capped at six and never lists the app itself", async () => {
    const crowd = await insertApps(Array.from({ length: 9 }, (_, i) => ({ category: "education", tags: ["crowd"], opens: i })));
    const ids = await relatedIds(crowd[0]!.id);
    expect(ids).toHaveLength(6);
    expect(ids).not.toContain(crowd[0]!.id);
    expect(ids).toStrictEqual(await expectedRelated(crowd[0]!.id));
  });
});

interface Stats {
  apps: number;
  opens: number;
  rating: number;
  ratings: number;
}

/** The home page's figures recomputed from the published rows (the aggregate the page used to run). */
async function recountedStats(): Promise<Stats> {
  const published = await rows<{ opens: number; rating_average: number; rating_count: number }>(
    "SELECT opens, rating_average, rating_count FROM apps WHERE status = 'published'",
  );
  const ratings = published.reduce((sum, app) => sum + app.rating_count, 0);
  const weighted = published.reduce((sum, app) => sum + app.rating_average * app.rating_count, 0);
  return {
    apps: published.length,
    opens: published.reduce((sum, app) => sum + app.opens, 0),
    rating: ratings ? Math.round((weighted / ratings) * 10) / 10 : 0,
    ratings,
  };
}

/**
 * The categories' running counts (`category_stats`, ADR 0058) equal a recount of each category's
 * published apps, and GET /api/client/categories (the tiles of `/` and `/categories`) says so.
 */
async function expectCategoryCountsExact(what: string): Promise<void> {
  const recounted = await rows<{ id: string; apps: number }>(
    "SELECT c.id, (SELECT count(*) FROM apps a WHERE a.category_id = c.id AND a.status = 'published') AS apps FROM categories c ORDER BY c.id",
  );
  const stored = await rows<{ id: string; apps: number }>(
    "SELECT c.id, coalesce(s.apps, 0) AS apps FROM categories c LEFT JOIN category_stats s ON s.category_id = c.id ORDER BY c.id",
  );
  expect(stored, `category_stats after: ${what}`).toStrictEqual(recounted);
  // No row for a category that is gone, none below zero.
  expect(
    await rows("SELECT category_id FROM category_stats WHERE category_id NOT IN (SELECT id FROM categories) OR apps < 0"),
  ).toStrictEqual([]);
  const { response, body } = await api<{ id: string; appCount: number }[]>("/api/client/categories");
  expect(response.status).toBe(200);
  const active = new Set(body.data.map((category) => category.id));
  expect(
    body.data.map(({ id, appCount }) => ({ id, apps: appCount })).sort((a, b) => a.id.localeCompare(b.id)),
    `GET /categories after: ${what}`,
  ).toStrictEqual(recounted.filter((category) => active.has(category.id)));
}

describe("store statistics", () => {
  let admin: Member;
  let reviewer: Member;

  /** The answer of GET /api/client/stats and the `store_stats` row equal the recount. */
  async function expectExact(what: string): Promise<Stats> {
    const stored = await row("SELECT apps, opens, ratings, rating_millis FROM store_stats");
    const recounted = await row(
      `SELECT count(*) AS apps, coalesce(sum(opens), 0) AS opens, coalesce(sum(rating_count), 0) AS ratings,
        coalesce(sum(CAST(round(rating_average * rating_count * 1000) AS INTEGER)), 0) AS rating_millis
       FROM apps WHERE status = 'published'`,
    );
    expect(stored, `store_stats after: ${what}`).toStrictEqual(recounted);
    expect(await rows("SELECT id FROM store_stats")).toStrictEqual([{ id: 1 }]);
    await expectCategoryCountsExact(what);
    await expectTagIndexExact(what);
    await expectSearchRankExact(what);
    const { response, body } = await api<Stats>("/api/client/stats");
    expect(response.status).toBe(200);
    const expected = await recountedStats();
    expect(body.data, what).toStrictEqual(expected);
    // The store's unfiltered listing takes its total from the same row (listing.ts).
    for (const sort of ["relevance", "new"]) {
      const listing = await api<{ total: number; items: { id: string }[] }>(`${APPS}?pageSize=1&sort=${sort}`);
      expect(listing.response.status).toBe(200);
      expect(listing.body.data.total, `listing total (${sort}) after: ${what}`).toBe(expected.apps);
      expect(listing.body.data.items.length, `listing page (${sort}) after: ${what}`).toBe(Math.min(1, expected.apps));
    }
    return expected;
  }

  beforeAll(async () => {
    await resetCatalog();
    admin = await member({ role: "admin" });
    reviewer = await member();
  });

  it("stay equal to a recount through every kind of write", async () => {
    expect(await expectExact("empty store")).toStrictEqual({ apps: 0, opens: 0, rating: 0, ratings: 0 });

    const [rated, plain, pending] = await insertApps([
      { category: "productivity", opens: 120, ratingAverage: 4.5, ratingCount: 10 },
      { category: "creative", opens: 7 },
      { category: "creative", status: "pending", opens: 900, ratingAverage: 2, ratingCount: 3 },
    ]);
    expect(await expectExact("inserted")).toMatchObject({ apps: 2, opens: 127, ratings: 10 });

    const approve = await api(`${ADMIN_PWAS}/${pending!.id}/approve`, { method: "POST", token: admin.token });
    expect(approve.response.status).toBe(200);
    expect(await expectExact("approved (published)")).toMatchObject({ apps: 3, opens: 1027, ratings: 13 });

    const unlist = await api(`${ADMIN_PWAS}/${rated!.id}/unpublish`, { method: "POST", token: admin.token });
    expect(unlist.response.status).toBe(200);
    expect(await expectExact("unpublished")).toMatchObject({ apps: 2, opens: 907, ratings: 3 });

    const relist = await api(`${ADMIN_PWAS}/${rated!.id}/publish`, { method: "POST", token: admin.token });
    expect(relist.response.status).toBe(200);
    await expectExact("published again");

    for (let i = 0; i < 3; i++) {
      const response = await call(`${APPS}/${plain!.id}/open`, { method: "POST", headers: { "CF-Connecting-IP": `203.0.113.${i + 10}` } });
      expect(response.status).toBe(200);
    }
    expect(await expectExact("opened")).toMatchObject({ opens: 1030 });

    const review = await postReview(reviewer.token, plain!.id, { rating: 2, body: "Not quite what I hoped for, sadly." });
    await expectExact("reviewed");
    if (review.status !== "approved") {
      const moderated = await api(`/api/admin/reviews/${review.id}/moderate`, {
        method: "POST",
        token: admin.token,
        body: { status: "approved" },
      });
      expect(moderated.response.status).toBe(200);
    }
    expect(await expectExact("review approved")).toMatchObject({ ratings: 14 });

    const removed = await api(`/api/admin/reviews/${review.id}`, { method: "DELETE", token: admin.token });
    expect(removed.response.status).toBe(200);
    expect(await expectExact("review deleted")).toMatchObject({ ratings: 13 });

    const deleted = await api(`${ADMIN_PWAS}/${pending!.id}`, { method: "DELETE", token: admin.token });
    expect(deleted.response.status).toBe(200);
    expect(await expectExact("deleted by an admin")).toMatchObject({ apps: 2, ratings: 10 });

    await updateApp(plain!.id, { opens: 50, ratingAverage: 3, ratingCount: 4 });
    await expectExact("figures rewritten");
    await updateApp(plain!.id, { category: "education" });
    await expectExact("moved to another category while published");
    await updateApp(pending!.id, { category: "health" });
    await expectExact("a deleted app moved (counts nothing)");
    await updateApp(plain!.id, { category: "creative", status: "unpublished" });
    await expectExact("moved back and unpublished in one write");
    await updateApp(plain!.id, { category: "education", status: "published" });
    await expectExact("moved and published in one write");
    await deleteApp(rated!.id);
    expect(await expectExact("row removed")).toMatchObject({ apps: 1, opens: 50, ratings: 4, rating: 3 });
    await resetCatalog();
    expect(await expectExact("catalog emptied")).toStrictEqual({ apps: 0, opens: 0, rating: 0, ratings: 0 });
  });

  it("a category's count goes with the category", async () => {
    await run(
      "INSERT INTO categories (id, name, description, icon, color_class, sort_order, is_active) VALUES ('short-lived', 'Short-lived', 'Soon gone', 'box', 'bg-slate-100', 98, 1)",
    );
    const [app] = await insertApps([{ category: "short-lived" }, { category: "short-lived", status: "pending" }]);
    await expectExact("a new category with one published app");
    expect(await row("SELECT apps FROM category_stats WHERE category_id = 'short-lived'")).toStrictEqual({ apps: 1 });
    await resetCatalog();
    await run("DELETE FROM categories WHERE id = 'short-lived'");
    await expectExact("its apps and the category removed");
    expect(await rows("SELECT apps FROM category_stats WHERE category_id = 'short-lived'")).toStrictEqual([]);
    expect(app!.status).toBe("published");
  });
});
