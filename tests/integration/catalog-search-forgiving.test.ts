/**
 * Search that finds what a person meant (issue 39, ADR 0069): a search of words that finds less
 * than a page is asked again with misspelt words corrected to the catalog's words (names in every
 * language, short names, tags) and with any word enough. The relevance query set: typos of each
 * kind (insertion, deletion, substitution, transposition), the typo budget by length, a misspelt
 * start typed last, several words, accents, translations, and what must not change.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#db/client.ts";
import { listApps } from "#worker/services/catalog/listing.ts";
import { searchAliases } from "#worker/services/catalog/search-query.ts";
import { insertApps, listedIds, listing, resetCatalog, updateApp, type AppFixture } from "../support/catalog.ts";

const CATALOG: Record<string, AppFixture> = {
  spotify: {
    name: "Spotify",
    description: "Stream songs and podcasts.",
    tags: ["music", "audio"],
    category: "entertainment",
    opens: 80_000,
  },
  youtubeMusic: {
    name: "YouTube Music",
    description: "Albums, singles and live performances.",
    tags: ["music", "video"],
    category: "entertainment",
    opens: 50_000,
  },
  wikipedia: { name: "Wikipedia", description: "The free encyclopedia.", tags: ["reference"], category: "education", opens: 60_000 },
  pinterest: { name: "Pinterest", description: "Find ideas to try.", tags: ["inspiration"], category: "social", opens: 30_000 },
  calculator: {
    name: "Calculator",
    description: "Sums and percentages.",
    tags: ["math"],
    category: "utility",
    opens: 9_000,
    translations: { es: { name: "Calculadora" }, de: { name: "Taschenrechner" }, ja: { name: "電卓" } },
  },
  discord: { name: "Discord", description: "Talk with friends and communities.", tags: ["chat"], category: "social", opens: 40_000 },
  trello: { name: "Trello", description: "Boards for teams.", tags: ["kanban"], category: "productivity", opens: 20_000 },
  // A description misspells the board app's name: a word matched as typed ranks above a corrected one.
  boardTips: { name: "Board Tips", description: "Tips for trelo users.", category: "productivity", opens: 10 },
  mastodon: { name: "Mastodon", description: "Decentralised social network.", tags: ["fediverse"], category: "social", opens: 5_000 },
  excalidraw: {
    name: "Excalidraw",
    description: "Virtual whiteboard to draw diagrams by hand.",
    tags: ["whiteboard", "diagrams"],
    category: "creative",
    opens: 15_000,
  },
  tldraw: { name: "tldraw", description: "A tiny whiteboard: draw and share.", tags: ["whiteboard"], category: "creative", opens: 7_000 },
  photopea: {
    name: "Photopea",
    description: "Online photo editor for PSD files.",
    tags: ["photo", "editor"],
    category: "creative",
    opens: 25_000,
    translations: { fr: { name: "Éditeur Photopea" } },
  },
  // Named in Italian by its own manifest (name_localized), a language the store does not translate.
  memoPad: {
    name: "Memo Pad",
    description: "Quick notes.",
    category: "productivity",
    manifestLocalized: { name: { it: "Blocco Appunti" }, lang: "en" },
  },
  // "player" only as the start of a word of its description.
  gameHub: { name: "Game Hub", description: "Match players for quick games.", category: "entertainment", opens: 90_000 },
  slack: { name: "Slack", description: "Team messaging.", tags: ["chat"], category: "business", opens: 35_000 },
};
const ids: Record<string, string> = {};

beforeAll(async () => {
  await resetCatalog();
  const keys = Object.keys(CATALOG);
  const rows = await insertApps(keys.map((key) => CATALOG[key]!));
  keys.forEach((key, i) => (ids[key] = rows[i]!.id));
});

const search = async (q: string, extra: Record<string, string | number> = {}) => {
  const { response, body } = await listing({ q, ...extra });
  expect(response.status).toBe(200);
  return body.data;
};

describe("one typo, from five letters on", () => {
  it.each([
    ["spotfy", "spotify", "deletion"],
    ["pintrest", "pinterest", "deletion"],
    ["calculater", "calculator", "substitution"],
    ["discrod", "discord", "transposition"],
    ["wikipeida", "wikipedia", "transposition"],
    ["mastadon", "mastodon", "substitution"],
    ["trelllo", "trello", "insertion"],
  ])("%s finds %s (%s) and says which word it used", async (typed, meant) => {
    const data = await search(typed);
    expect(data.items[0]?.name.toLowerCase()).toBe(meant);
    expect(data.correctedQuery).toBe(meant);
    expect(data.partial).toBeUndefined();
  });

  it("forgives no typo below five letters", async () => {
    expect((await search("slak")).items).toStrictEqual([]);
    expect((await search("slak")).correctedQuery).toBeUndefined();
  });

  it("forgives one typo, not two, below nine letters", async () => {
    expect((await search("mstadn")).items).toStrictEqual([]);
  });

  it("forgives two typos from nine letters on", async () => {
    expect((await search("exclidrraw")).items.map((item) => item.id)).toStrictEqual([ids.excalidraw]);
    expect((await search("wikpideia")).items.map((item) => item.id)).toStrictEqual([ids.wikipedia]);
  });

  it("takes the first letter as typed", async () => {
    expect((await search("potify")).items).toStrictEqual([]);
  });

  it("corrects a misspelt start typed last (search as you type)", async () => {
    const data = await search("spotf");
    expect(data.items.map((item) => item.id)).toStrictEqual([ids.spotify]);
    expect(data.correctedQuery).toBe("spotify");
  });
});

describe("words as typed come first", () => {
  it("ranks an app matching the word as typed above the corrected ones", async () => {
    const data = await search("trelo");
    expect(data.items.map((item) => item.id)).toStrictEqual([ids.boardTips, ids.trello]);
    expect(data.correctedQuery).toBe("trello");
  });

  it("never corrects a word the catalog has", async () => {
    const data = await search("slack");
    expect(data.items.map((item) => item.id)).toStrictEqual([ids.slack]);
    expect(data.correctedQuery).toBeUndefined();
  });

  it("answers the words as typed with exact=1 (search instead for …)", async () => {
    expect(await listedIds({ q: "spotfy", exact: 1 })).toStrictEqual([]);
    expect(await listedIds({ q: "trelo", exact: 1 })).toStrictEqual([ids.boardTips]);
    expect((await listing({ q: "spotfy", exact: "yes" })).response.status).toBe(400);
  });
});

describe("several words: any word is enough when every word together finds too little", () => {
  it("music player finds the music apps, saying no app matches every word", async () => {
    const data = await search("music player");
    // One word each: the text score decides, and a word in the name weighs most, whatever the
    // popularity or the rarity of the word ("players" is in one description, "music" in two apps).
    const found = data.items.map((item) => item.id);
    expect(found[0]).toBe(ids.youtubeMusic);
    expect([...found].sort()).toStrictEqual([ids.youtubeMusic, ids.spotify, ids.gameHub].sort());
    expect(data.partial).toBe(true);
    expect(data.correctedQuery).toBeUndefined();
  });

  it("draw diagrams ranks the app matching both words first", async () => {
    expect(await listedIds({ q: "draw diagrams" })).toStrictEqual([ids.excalidraw, ids.tldraw]);
  });

  it("photo editor online finds Photopea, which matches every word", async () => {
    const data = await search("photo editor online");
    expect(data.items[0]?.id).toBe(ids.photopea);
    expect(data.partial).toBeUndefined();
  });

  it("a corrected word and a word as typed: every word matched beats a word matched alone", async () => {
    const data = await search("spotfy music");
    expect(data.items.map((item) => item.id)).toStrictEqual([ids.spotify, ids.youtubeMusic]);
    expect(data.correctedQuery).toBe("spotify music");
    expect(data.partial).toBeUndefined();
  });

  it("counts what it found, and keeps the category filter", async () => {
    const data = await search("music player", { pageSize: 1 });
    expect(data.total).toBe(3);
    expect(data.items).toHaveLength(1);
    expect(await listedIds({ q: "whiteboard diagrams", category: "productivity" })).toStrictEqual([]);
    expect(await listedIds({ q: "whiteboard diagrams", category: "creative" })).toStrictEqual([ids.excalidraw, ids.tldraw]);
  });

  it("a page past the end is empty and still counts the matches", async () => {
    const data = await search("music player", { page: 4, pageSize: 1 });
    expect(data.items).toStrictEqual([]);
    expect(data.total).toBe(3);
  });
});

describe("every catalogue language", () => {
  it("corrects a word of a translated name, accents folded", async () => {
    expect((await search("calculadra")).items.map((item) => item.id)).toStrictEqual([ids.calculator]);
    expect((await search("taschenrechnr")).items.map((item) => item.id)).toStrictEqual([ids.calculator]);
    expect((await search("editeru")).items.map((item) => item.id)).toStrictEqual([ids.photopea]);
    expect((await search("Édtieur")).items.map((item) => item.id)).toStrictEqual([ids.photopea]);
  });

  it("finds an app by the names its own manifest gives in other languages, forgiving typos there too", async () => {
    expect(await listedIds({ q: "blocco appunti" })).toStrictEqual([ids.memoPad]);
    const data = await search("apunti");
    expect(data.items.map((item) => item.id)).toStrictEqual([ids.memoPad]);
    expect(data.correctedQuery).toBe("appunti");
    // The index follows a new manifest.
    await updateApp(ids.memoPad!, { manifestLocalized: { name: { it: "Quaderno" } } });
    expect(await listedIds({ q: "quaderno" })).toStrictEqual([ids.memoPad]);
    expect(await listedIds({ q: "appunti", exact: 1 })).toStrictEqual([]);
  });

  it("leaves scripts written without spaces to substring matching", async () => {
    const data = await search("電卓");
    expect(data.items.map((item) => item.id)).toStrictEqual([ids.calculator]);
    expect(data.correctedQuery).toBeUndefined();
  });
});

describe("the admin's aliases (Settings → Search)", () => {
  const aliases = searchAliases("twitter, tweeter => x\nwhiteboards => draw diagrams");

  it("finds an app by what an alias says a word means, typo tolerance and every word rules kept", async () => {
    const x = (await insertApps([{ name: "X", description: "Posts and threads.", category: "social", opens: 70_000 }]))[0]!.id;
    const found = (q: string) => listApps(createDb(env.DB), { q, page: 1, pageSize: 24 }, "en", Date.now(), 5_000, aliases);
    expect((await found("twitter")).items.map((item) => item.id)).toStrictEqual([x]);
    expect((await found("Tweeter")).items.map((item) => item.id)).toStrictEqual([x]);
    // A phrase: the words in that order (Excalidraw's description says "draw diagrams").
    expect((await found("whiteboards")).items.map((item) => item.id)).toStrictEqual([ids.excalidraw]);
    // Without the alias, "twitter" finds nothing and corrects to nothing.
    expect((await listApps(createDb(env.DB), { q: "twitter", page: 1, pageSize: 24 }, "en")).items).toStrictEqual([]);
  });
});
