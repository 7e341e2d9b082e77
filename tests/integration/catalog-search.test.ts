/**
 * GET /api/client/apps?q=: full-text search over name, short name, description, tags and
 * developer (FTS5 `apps_fts` for words, `apps_trigram` for Chinese substrings), the name and
 * description of every catalogue language's translation, its ranking, odd input treated as text,
 * and the index following every write to `apps`.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { EN, ZH } from "../support/http.ts";
import { env } from "cloudflare:workers";
import { createDb } from "#db/client.ts";
import { listApps } from "#worker/services/catalog/listing.ts";
import { deleteApp, insertApp, insertApps, listedIds, listing, resetCatalog, setOpenDay, updateApp } from "../support/catalog.ts";

/** The ids found for a query (any order is checked by the caller). */
const found = (q: string, extra: Record<string, string | number> = {}) => listedIds({ q, ...extra });

describe("relevance", () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    await resetCatalog();
    const rows = await insertApps([
      // "quasar" in the name of a little-used app …
      { name: "Quasar Tasks", description: "Plan the week.", opens: 40 },
      // … and only in the description of a very popular one.
      {
        name: "Orbit Planner",
        description: "Built on the quasar engine for speed.",
        opens: 900_000,
        ratingAverage: 4.9,
        ratingCount: 1000,
      },
      // Two apps whose text matches "nebula" identically: popularity decides, even within one order of magnitude.
      { name: "Nebula Clock", description: "Same words here.", opens: 500 },
      { name: "Nebula Clock", description: "Same words here.", opens: 900 },
      { name: "Nebula Clock", description: "Same words here.", opens: 20 },
    ]);
    ["nameMatch", "descriptionMatch", "tie500", "tie900", "tie20"].forEach((key, i) => (ids[key] = rows[i]!.id));
    await setOpenDay(ids.nameMatch!, 1, 5);
  });

  it("ranks a name match above a description-only match, even a far more popular one", async () => {
    expect(await found("quasar")).toStrictEqual([ids.nameMatch, ids.descriptionMatch]);
  });

  it("breaks ties between equal text matches by popularity", async () => {
    expect(await found("nebula")).toStrictEqual([ids.tie900, ids.tie500, ids.tie20]);
    expect(await found("nebula clock")).toStrictEqual([ids.tie900, ids.tie500, ids.tie20]);
  });

  it("honours an explicit sort while searching", async () => {
    expect(await found("quasar", { sort: "popular" })).toStrictEqual([ids.descriptionMatch, ids.nameMatch]);
    expect(await found("quasar", { sort: "trending" })).toStrictEqual([ids.nameMatch, ids.descriptionMatch]);
    expect(await found("nebula", { sort: "trending", category: "utility" })).toStrictEqual([ids.tie900, ids.tie500, ids.tie20]);
    expect(await found("quasar", { sort: "name" })).toStrictEqual([ids.descriptionMatch, ids.nameMatch]);
  });

  it("reports the total of matches, not of the catalog", async () => {
    const { body } = await listing({ q: "nebula", pageSize: 2 });
    expect(body.data.total).toBe(3);
    expect(body.data.items).toHaveLength(2);
  });
});

describe("what is searched", () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    await resetCatalog();
    const rows = await insertApps([
      {
        name: "Photon Editor",
        description: "Edit pictures.",
        tags: ["raster", "layers"],
        developerName: "Lumen Works",
        category: "creative",
      },
      { name: "Spreadsheet Pal", description: "Rows and columns.", developerName: "Gridwright Ltd", category: "business" },
      { name: "笔记大师", description: "随时随地记录灵感，支持离线使用。", category: "productivity", tags: ["笔记"] },
      {
        name: "Inkwell Notes",
        description: "Markdown notes.",
        translations: { zh: { name: "墨水笔记本", description: "用 Markdown 书写的云端笔记。" } },
      },
      { name: "Piano 教室", description: "Learn piano with 练习 every day.", category: "education" },
      { name: "Café Crème", description: "Coffee recipes.", category: "health" },
      { name: "Hidden Photon", description: "Edit pictures too.", status: "pending" },
    ]);
    ["photon", "sheet", "notesZh", "inkwell", "piano", "cafe", "pending"].forEach((key, i) => (ids[key] = rows[i]!.id));
  });

  it("finds by a word of the name, in any case", async () => {
    expect(await found("photon")).toStrictEqual([ids.photon]);
    expect(await found("PHOTON EDITOR")).toStrictEqual([ids.photon]);
  });

  it("matches the last word as a prefix (search as you type)", async () => {
    expect(await found("phot")).toStrictEqual([ids.photon]);
    expect(await found("photon edi")).toStrictEqual([ids.photon]);
    expect(await found("spreadsh")).toStrictEqual([ids.sheet]);
  });

  it("matches a last word of one or two letters whole (a prefix starts at three)", async () => {
    expect(await found("ph")).toStrictEqual([]);
    expect(await found("pho")).toStrictEqual([ids.photon]);
  });

  // As typed (exact=1): the forgiving search that follows a short answer is catalog-search-forgiving.test.ts.
  it("matches earlier words whole, not as prefixes", async () => {
    expect(await found("phot editor", { exact: 1 })).toStrictEqual([]);
  });

  it("requires every word", async () => {
    expect(await found("photon columns", { exact: 1 })).toStrictEqual([]);
  });

  it("finds by tag and by developer", async () => {
    expect(await found("raster")).toStrictEqual([ids.photon]);
    expect(await found("gridwright")).toStrictEqual([ids.sheet]);
    expect(await found("lumen works")).toStrictEqual([ids.photon]);
  });

  it("folds diacritics", async () => {
    expect(await found("cafe creme")).toStrictEqual([ids.cafe]);
    expect(await found("Café")).toStrictEqual([ids.cafe]);
  });

  it("never finds an unpublished app", async () => {
    expect(await found("hidden")).toStrictEqual([]);
  });

  it("finds a Chinese name by any substring of two or more characters", async () => {
    for (const q of ["笔记", "记大师", "大师", "笔记大师", "笔"]) expect(await found(q), q).toContain(ids.notesZh);
    expect(await found("记大师")).toStrictEqual([ids.notesZh]);
  });

  it("finds one and two characters anywhere in a run, and only neighbours as a pair", async () => {
    // 笔记大师: first, middle and last characters alone; each neighbouring pair.
    for (const q of ["笔", "记", "大", "师", "记大", "大师"]) expect(await found(q), q).toContain(ids.notesZh);
    // Characters of the name that are not neighbours are not a substring.
    expect(await found("笔师")).toStrictEqual([]);
    expect(await found("师笔")).toStrictEqual([]);
    // Punctuation ends a run: 。 is never paired.
    expect(await found("用。")).toStrictEqual(await found("用"));
  });

  it("combines a short Chinese word with short Latin words (whole) and longer ones (substring)", async () => {
    const remote = await insertApp({ name: "TV 遥控", description: "A remote for the telly." });
    expect(await found("tv 遥控")).toStrictEqual([remote.id]);
    expect(await found("遥控 tv")).toStrictEqual([remote.id]);
    // Under three letters a Latin word is whole, not a prefix: "t" is no word of the app.
    expect(await found("t 遥控")).toStrictEqual([]);
    expect(await found("教室 pia")).toStrictEqual([ids.piano]);
    expect(await found("教室 zz")).toStrictEqual([]);
  });

  it("finds a Chinese description by substring", async () => {
    expect(await found("灵感")).toStrictEqual([ids.notesZh]);
    expect(await found("离线使用")).toStrictEqual([ids.notesZh]);
  });

  it("finds the Chinese text of translations.zh", async () => {
    expect(await found("墨水")).toStrictEqual([ids.inkwell]);
    expect(await found("云端笔记")).toStrictEqual([ids.inkwell]);
    // "笔记" is in two apps (a name and a translated name).
    expect((await found("笔记")).sort()).toStrictEqual([ids.notesZh, ids.inkwell].sort());
  });

  it("shows the Chinese name to a Chinese reader", async () => {
    const { body } = await listing({ q: "墨水" }, { "Accept-Language": "zh" });
    expect(body.data.items[0]).toMatchObject({ name: "墨水笔记本", description: "用 Markdown 书写的云端笔记。" });
  });

  it("mixes Latin and Chinese words in one query", async () => {
    expect(await found("piano 教室")).toStrictEqual([ids.piano]);
    expect(await found("教室 piano")).toStrictEqual([ids.piano]);
    expect(await found("练习 piano")).toStrictEqual([ids.piano]);
    expect(await found("piano 笔记")).toStrictEqual([]);
  });

  it("combines a search with the category filter", async () => {
    expect(await found("笔记", { category: "productivity" })).toStrictEqual([ids.notesZh]);
    expect(await found("photon", { category: "business" })).toStrictEqual([]);
  });
});

describe("translations in every catalogue language are searched", () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    await resetCatalog();
    const rows = await insertApps([
      {
        name: "Pocket Scribe",
        description: "Quick jottings.",
        translations: { es: { name: "Notas de bolsillo", description: "Apuntes rápidos sin conexión." } },
      },
      {
        name: "Sky Watch",
        description: "Hourly forecasts.",
        translations: { fr: { name: "Météo du ciel", description: "Prévisions heure par heure." } },
      },
      {
        name: "Quick Ledger",
        description: "Track spending.",
        translations: { de: { name: "Haushaltsbuch", description: "Ausgaben überblicken." } },
      },
      {
        name: "Memo Pad",
        description: "Handwritten pages.",
        translations: { ja: { name: "メモ帳", description: "手書きのノートを整理します。" } },
      },
      {
        name: "星空日记",
        description: "记录每一个夜晚。",
        translations: { en: { name: "Starry Diary", description: "A night journal." } },
      },
      // The same kind of words, in an app nobody may see.
      {
        name: "Secret Scribe",
        description: "Hidden jottings.",
        status: "pending",
        translations: {
          es: { name: "Notas secretas" },
          fr: { name: "Météo cachée" },
          de: { name: "Geheimbuch" },
          ja: { name: "秘密のメモ帳" },
        },
      },
    ]);
    ["es", "fr", "de", "ja", "en", "pending"].forEach((key, i) => (ids[key] = rows[i]!.id));
  });

  it("finds an app by a word of its Spanish translation only", async () => {
    expect(await found("notas")).toStrictEqual([ids.es]);
    expect(await found("apuntes rapidos")).toStrictEqual([ids.es]);
    expect(await found("bolsi")).toStrictEqual([ids.es]);
  });

  it("finds an app by a word of its French translation only, accents folded", async () => {
    expect(await found("météo")).toStrictEqual([ids.fr]);
    expect(await found("meteo ciel")).toStrictEqual([ids.fr]);
    expect(await found("previsions")).toStrictEqual([ids.fr]);
  });

  it("finds an app by a word of its German translation only", async () => {
    expect(await found("haushaltsbuch")).toStrictEqual([ids.de]);
    expect(await found("Haushalt")).toStrictEqual([ids.de]);
    expect(await found("ausgaben überblicken")).toStrictEqual([ids.de]);
  });

  it("finds an app by its Japanese translation: kana, one and two characters, and longer words", async () => {
    // Two kana (the bigram index), one kanji (a prefix of a pair), three characters (trigrams).
    expect(await found("メモ")).toStrictEqual([ids.ja]);
    expect(await found("帳")).toStrictEqual([ids.ja]);
    expect(await found("メモ帳")).toStrictEqual([ids.ja]);
    expect(await found("ノート")).toStrictEqual([ids.ja]);
    expect(await found("整理")).toStrictEqual([ids.ja]);
    expect(await found("手書き")).toStrictEqual([ids.ja]);
    // Characters that are not neighbours in the translation are no word of it.
    expect(await found("メ帳")).toStrictEqual([]);
  });

  it("still finds an app by its English translation", async () => {
    expect(await found("starry")).toStrictEqual([ids.en]);
    expect(await found("journal")).toStrictEqual([ids.en]);
  });

  it("never finds an unpublished app by its translations", async () => {
    for (const q of ["secretas", "cachée", "geheimbuch", "秘密", "秘密のメモ帳"]) expect(await found(q), q).toStrictEqual([]);
  });

  it("shows the found app in the reader's language", async () => {
    const { body } = await listing({ q: "notas" }, { "Accept-Language": "es" });
    expect(body.data.items[0]).toMatchObject({ name: "Notas de bolsillo", description: "Apuntes rápidos sin conexión." });
  });
});

describe("odd queries are text, never errors", () => {
  let quoted: string;

  beforeAll(async () => {
    await resetCatalog();
    quoted = (await insertApp({ name: "Near And Not Or", description: "Words that FTS5 treats as operators: foo bar a b x." })).id;
    await insertApp({ name: "Unrelated Thing", description: "Something else entirely." });
  });

  const oddQueries = [
    '"',
    '""',
    "*",
    "-",
    "--",
    "NEAR",
    "NEAR(",
    "AND",
    "OR",
    "NOT",
    "near/3",
    '"unbalanced',
    'unbalanced"',
    'foo"bar',
    "a:b",
    "name:foo",
    "(x",
    "x)",
    "^foo",
    "foo*bar",
    "{name}: x",
    "-foo",
    "'; DROP TABLE apps; --",
    "%",
    "_",
    "100%",
    "\\",
    "🎉",
    "notes 📝",
    "👨‍👩‍👧",
    "\u0000",
    "\u200b",
    "x".repeat(200),
    "near ".repeat(40),
    "a b c d e f g h i j k l m n o p",
    "\u0301",
    "\u0301\u0301\u0301",
    "a\u0301",
    "笔\u0301",
    "ｆｏｏ　ｂａｒ",
    "٣٤٥",
    "笔 记 大 师 云 端 墨 水 灯",
    "笔".repeat(200),
    "x 笔".repeat(66),
  ];

  it.each(oddQueries)("q=%j answers 200 with a listing", async (q) => {
    const { response, body } = await listing({ q });
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.success).toBe(true);
    expect(Array.isArray(body.data.items)).toBe(true);
    expect(body.data.total).toBe(body.data.items.length);
  });

  it.each(["NEAR", "near", "and", "NOT", "or", '"near', 'not"', "(near", "near:", "-near"])(
    "the operator word %j is searched as a word",
    async (q) => {
      expect(await found(q)).toStrictEqual([quoted]);
    },
  );

  it.each(['foo"bar', "a:b", "(x", "foo*bar"])("%j splits into words that must all match", async (q) => {
    expect(await found(q)).toStrictEqual([quoted]);
  });

  it.each(['"', "*", "-", "()", "!!!", "%", "_", "...", "🎉", "💥💥"])("only punctuation or symbols (%j) finds nothing", async (q) => {
    const { response, body } = await listing({ q });
    expect(response.status).toBe(200);
    expect(body.data).toMatchObject({ items: [], total: 0 });
  });

  it("a query of 200 characters is accepted; 201 is refused in both languages", async () => {
    expect((await listing({ q: "quasar ".repeat(28).slice(0, 200) })).response.status).toBe(200);
    const english = await listing({ q: "q".repeat(201) });
    expect(english.response.status).toBe(400);
    expect(english.body).toStrictEqual({
      success: false,
      code: "validation_failed",
      message: EN.validation,
      errors: [{ field: "q", message: "The search text is too long." }],
    });
    const chinese = await listing({ q: "笔".repeat(201) }, { "Accept-Language": "zh" });
    expect(chinese.response.status).toBe(400);
    expect(chinese.body).toStrictEqual({
      success: false,
      code: "validation_failed",
      message: ZH.validation,
      errors: [{ field: "q", message: "搜索内容过长。" }],
    });
  });

  it("a query of spaces is no query: the whole catalog", async () => {
    const { body } = await listing({ q: "   " });
    expect(body.data.total).toBe(2);
  });
});

describe("the index follows the apps table", () => {
  beforeAll(resetCatalog);

  it("a renamed app is found by its new name only", async () => {
    const app = await insertApp({ name: "Marmot Mail" });
    expect(await found("marmot")).toStrictEqual([app.id]);
    await updateApp(app.id, { name: "Walrus Mail" });
    expect(await found("marmot")).toStrictEqual([]);
    expect(await found("walrus")).toStrictEqual([app.id]);
  });

  it("a new description, tags and developer are searched at once", async () => {
    const app = await insertApp({ name: "Heron", description: "Old words.", tags: ["oldtag"], developerName: "Old Dev" });
    await updateApp(app.id, { description: "Fresh sentences.", tags: ["newtag"], developerName: "Kestrel Studio" });
    expect(await found("old")).toStrictEqual([]);
    expect(await found("oldtag")).toStrictEqual([]);
    expect(await found("fresh")).toStrictEqual([app.id]);
    expect(await found("newtag")).toStrictEqual([app.id]);
    expect(await found("kestrel")).toStrictEqual([app.id]);
  });

  it("a Chinese name change moves the substring index too", async () => {
    const app = await insertApp({ name: "天气预报" });
    expect(await found("天气")).toStrictEqual([app.id]);
    await updateApp(app.id, { name: "空气质量", translations: { zh: { description: "实时空气指数" } } });
    expect(await found("天气")).toStrictEqual([]);
    expect(await found("气质")).toStrictEqual([app.id]);
    expect(await found("空气指数")).toStrictEqual([app.id]);
    // The pair and single-character index moved too.
    expect(await found("预")).toStrictEqual([]);
    expect(await found("指数")).toStrictEqual([app.id]);
    expect(await found("质")).toStrictEqual([app.id]);
  });

  it("a translation added, changed or removed in any language moves every index", async () => {
    const app = await insertApp({ name: "Tern Timer" });
    expect(await found("temporizador")).toStrictEqual([]);
    await updateApp(app.id, {
      translations: { es: { name: "Temporizador" }, ja: { name: "タイマー", description: "料理の時間" } },
    });
    expect(await found("temporizador")).toStrictEqual([app.id]);
    expect(await found("タイマー")).toStrictEqual([app.id]);
    expect(await found("料理")).toStrictEqual([app.id]);
    expect(await found("料")).toStrictEqual([app.id]);
    await updateApp(app.id, { translations: { de: { name: "Zeitmesser" } } });
    for (const q of ["temporizador", "タイマー", "料理", "料"]) expect(await found(q), q).toStrictEqual([]);
    expect(await found("zeitmesser")).toStrictEqual([app.id]);
  });

  it("a change that does not touch text keeps the app findable", async () => {
    const app = await insertApp({ name: "Puffin Radio" });
    await updateApp(app.id, { opens: 77, featured: true });
    expect(await found("puffin")).toStrictEqual([app.id]);
  });

  it("a deleted app disappears from results, and an unpublished one too", async () => {
    const gone = await insertApp({ name: "Ibis Reader" });
    const hidden = await insertApp({ name: "Ibis Writer" });
    expect((await found("ibis")).sort()).toStrictEqual([gone.id, hidden.id].sort());
    await deleteApp(gone.id);
    await updateApp(hidden.id, { status: "unpublished" });
    expect(await found("ibis")).toStrictEqual([]);
  });
});

describe("broad searches (more matches than the ranking threshold)", () => {
  // The threshold is 5,000 matches in production; these tests lower it to 3 so a handful of apps
  // make a search broad, and compare with the same search answered as a narrow one.
  const db = () => createDb(env.DB);
  const broad = (query: Parameters<typeof listApps>[1]) => listApps(db(), query, "en", Date.now(), 3);
  const narrow = (query: Parameters<typeof listApps>[1]) => listApps(db(), query, "en", Date.now(), 1_000_000);
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    await resetCatalog();
    const rows = await insertApps([
      { name: "Otter Notes", opens: 50, category: "productivity" },
      { name: "Beaver Notes", opens: 900, category: "productivity" },
      { name: "Notes Notes Notes", opens: 10, category: "creative" },
      { name: "Heron Notes", opens: 400, category: "creative" },
      { name: "Draft Notes", opens: 5000, status: "pending" },
      { name: "Unrelated Thing", opens: 99999 },
      { name: "Kestrel Pad", description: "Keeps your notes.", opens: 3000, category: "business" },
    ]);
    ["otter", "beaver", "triple", "heron", "pending", "other", "kestrel"].forEach((key, i) => (ids[key] = rows[i]!.id));
  });

  it("orders by popularity instead of text relevance, and counts exactly", async () => {
    const listingBroad = await broad({ q: "notes", page: 1, pageSize: 24 });
    expect(listingBroad.items.map((app) => app.id)).toStrictEqual([ids.kestrel, ids.beaver, ids.heron, ids.otter, ids.triple]);
    expect(listingBroad.total).toBe(5);
    // The narrow path ranks by text first: a description-only match comes after every name match.
    const listingNarrow = await narrow({ q: "notes", page: 1, pageSize: 24 });
    expect(listingNarrow.items.at(-1)!.id).toBe(ids.kestrel);
    expect(new Set(listingNarrow.items.map((app) => app.id))).toStrictEqual(new Set(listingBroad.items.map((app) => app.id)));
    expect(listingNarrow.total).toBe(5);
  });

  it("pages, filters by category and honours an explicit sort like a narrow search", async () => {
    const page2 = await broad({ q: "notes", page: 2, pageSize: 3 });
    expect(page2.items.map((app) => app.id)).toStrictEqual([ids.otter, ids.triple]);
    expect(page2.total).toBe(5);
    const creative = await broad({ q: "notes", category: "creative", page: 1, pageSize: 24 });
    expect(creative.items.map((app) => app.id)).toStrictEqual([ids.heron, ids.triple]);
    expect(creative.total).toBe(2);
    for (const sort of ["name", "new", "rating", "popular", "trending"] as const) {
      const a = await broad({ q: "notes", sort, page: 1, pageSize: 24 });
      const b = await narrow({ q: "notes", sort, page: 1, pageSize: 24 });
      expect(
        a.items.map((app) => app.id),
        sort,
      ).toStrictEqual(b.items.map((app) => app.id));
      expect(a.total, sort).toBe(b.total);
    }
  });

  it("counts a narrow search with a filter on every page, past the end and for every sort", async () => {
    // Filtered narrow searches count in the page statement (count(*) OVER ()); a page past the
    // end has no row to carry the total and counts on its own.
    for (const sort of ["relevance", "name", "new", "rating", "popular", "trending"] as const) {
      const pages = [];
      for (const page of [1, 2, 3, 9]) pages.push(await narrow({ q: "notes", category: "productivity", sort, page, pageSize: 1 }));
      expect(
        pages.map((listing) => listing.total),
        sort,
      ).toStrictEqual([2, 2, 2, 2]);
      expect(
        pages.map((listing) => listing.items.length),
        sort,
      ).toStrictEqual([1, 1, 0, 0]);
      const bothPages = pages.flatMap((listing) => listing.items.map((app) => app.id));
      expect(new Set(bothPages), sort).toStrictEqual(new Set([ids.otter, ids.beaver]));
    }
    const none = await narrow({ q: "notes", category: "education", page: 1, pageSize: 24 });
    expect(none).toMatchObject({ items: [], total: 0 });
    const noneLater = await narrow({ q: "notes", category: "education", page: 4, pageSize: 24 });
    expect(noneLater).toMatchObject({ items: [], total: 0 });
  });

  it("answers the same in one round trip once the search is known broad, and a stale hint costs a trip, not a wrong answer", async () => {
    // listApps counts D1 batches here: a search seen broad sends its broad page with the count.
    let trips = 0;
    const counted = new Proxy(env.DB, {
      get(target, prop) {
        const value = Reflect.get(target, prop) as unknown;
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          if (prop === "batch") trips += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const search = async (query: Parameters<typeof listApps>[1]) => {
      trips = 0;
      const listing = await listApps(createDb(counted), query, "en", Date.now(), 3);
      return { listing, trips };
    };
    const puffins = await insertApps(
      // The third names the word three times: text relevance puts it first, popularity third.
      [40, 30, 20, 10].map((opens, i) => ({
        name: i === 2 ? "Puffin Puffin Puffin" : `Puffin Atlas ${i}`,
        opens,
        category: i < 2 ? "business" : "education",
      })),
    );
    const byOpens = puffins.map((app) => app.id);
    const first = await search({ q: "puffin", page: 1, pageSize: 24 });
    expect(first.trips).toBe(2);
    expect(first.listing.items.map((app) => app.id)).toStrictEqual(byOpens);
    expect(first.listing.total).toBe(4);
    const again = await search({ q: "puffin", page: 1, pageSize: 24 });
    expect(again.trips).toBe(1);
    expect(again.listing).toStrictEqual(first.listing);
    const business = await search({ q: "puffin", category: "business", page: 1, pageSize: 24 });
    expect(business.trips).toBe(1);
    expect(business.listing.items.map((app) => app.id)).toStrictEqual(byOpens.slice(0, 2));
    expect(business.listing.total).toBe(2);

    // Two unpublished: the search is narrow again. The hint still says broad, the count corrects it.
    await updateApp(puffins[1]!.id, { status: "unpublished" });
    await updateApp(puffins[3]!.id, { status: "unpublished" });
    const stale = await search({ q: "puffin", page: 1, pageSize: 24 });
    expect(stale.trips).toBe(2);
    const expected = await narrow({ q: "puffin", page: 1, pageSize: 24 });
    expect(stale.listing).toStrictEqual(expected);
    expect(stale.listing.items.map((app) => app.id)).toStrictEqual([byOpens[2], byOpens[0]]);
    expect(stale.listing.total).toBe(2);
    const settled = await search({ q: "puffin", page: 1, pageSize: 24 });
    expect(settled.trips).toBe(1);
    expect(settled.listing).toStrictEqual(expected);
    for (const app of puffins) await deleteApp(app.id);
  });

  it("keeps unpublished apps out: the index holds published apps only", async () => {
    const listingBroad = await broad({ q: "notes", page: 1, pageSize: 24 });
    expect(listingBroad.items.map((app) => app.id)).not.toContain(ids.pending);
    await updateApp(ids.pending!, { status: "published" });
    expect((await broad({ q: "notes", page: 1, pageSize: 24 })).items[0]!.id).toBe(ids.pending);
    await updateApp(ids.pending!, { status: "unpublished" });
    expect((await broad({ q: "notes", page: 1, pageSize: 24 })).total).toBe(5);
  });
});
