/**
 * The development seed against a real D1 (db/seed/seed-sql.ts): idempotent, keeps a developer's
 * edits, moves demo databases seeded before the generated art became files (data: URLs) to the
 * /demo-art/ URLs, while a developer's own pictures stay, gives each demo rating baseline its
 * star split, and completes the translations of demo apps an earlier seed wrote in Chinese only.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEMO_APPS } from "#db/seed/demo-apps.ts";
import { demoAppTranslations } from "#db/seed/demo-catalog.ts";
import { DEMO_LONG_DESCRIPTIONS } from "#db/seed/demo-long-descriptions/index.ts";
import { demoRatingDistribution } from "#db/seed/demo-rating-distribution.ts";
import { developmentSeedStatements } from "#db/seed/seed-sql.ts";
import { api } from "../support/community.ts";

const HEAVY_TEST_MS = 30_000;

const seed = () => env.DB.batch(developmentSeedStatements("scrypt$not-a-real-hash").map((statement) => env.DB.prepare(statement)));

interface ArtRow {
  id: string;
  icon: string;
  icons: string;
  screenshots: string;
  updated_at: number;
}

const art = async (id: string) =>
  (await env.DB.prepare("SELECT id, icon, icons, screenshots, updated_at FROM apps WHERE id = ?").bind(id).first<ArtRow>())!;

const OLD_ICON = "data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%3E%3C%2Fsvg%3E";

describe("the development seed", () => {
  it(
    "points every demo app at its generated files, and a second run changes nothing",
    async () => {
      await seed();
      const rows = (
        await env.DB.prepare("SELECT id, slug, icon, icons, screenshots FROM apps WHERE id LIKE 'demo-%'").all<ArtRow & { slug: string }>()
      ).results;
      expect(rows.length).toBeGreaterThanOrEqual(60);
      for (const row of rows) {
        expect(row.icon).toBe(`/demo-art/${row.slug}/icon.svg`);
        expect(JSON.parse(row.icons)).toStrictEqual([{ src: row.icon, sizes: "512x512", type: "image/svg+xml", purpose: "any" }]);
        for (const shot of JSON.parse(row.screenshots) as { src: string }[])
          expect(shot.src).toMatch(new RegExp(`^/demo-art/${row.slug}/screenshot-\\d\\.svg$`));
      }
      const results = await seed();
      // No INSERT or UPDATE of the demo rows wrote anything the second time.
      const appStatements = developmentSeedStatements("x")
        .map((sql, index) => ({ sql, index }))
        .filter(({ sql }) => /^(INSERT INTO|UPDATE) "apps"/.test(sql));
      expect(appStatements.length).toBeGreaterThan(rows.length);
      for (const { sql, index } of appStatements) expect(results[index]!.meta.changes, sql.slice(0, 80)).toBe(0);
    },
    HEAVY_TEST_MS,
  );

  it(
    "replaces the data: URLs an earlier seed stored, without touching the app's other fields",
    async () => {
      await seed();
      const id = "demo-notion";
      const current = await art(id);
      const oldShots = JSON.stringify(
        [1, 2, 3].map((n) => ({ src: `${OLD_ICON}${n}`, sizes: "1280x720", type: "image/svg+xml", label: "Home", formFactor: "wide" })),
      );
      await env.DB.prepare("UPDATE apps SET icon = ?, icons = ?, screenshots = ?, name = 'Notion (edited)' WHERE id = ?")
        .bind(OLD_ICON, JSON.stringify([{ src: OLD_ICON, sizes: "512x512", type: "image/svg+xml", purpose: "any" }]), oldShots, id)
        .run();

      await seed();
      const after = await art(id);
      expect(after).toStrictEqual(current);
      // The developer's edit of another column stays.
      expect(await env.DB.prepare("SELECT name FROM apps WHERE id = ?").bind(id).first("name")).toBe("Notion (edited)");
    },
    HEAVY_TEST_MS,
  );

  it(
    "keeps a developer's own icon and screenshots",
    async () => {
      await seed();
      const id = "demo-excalidraw";
      const ownIcon = "https://cdn.example/excalidraw.png";
      const ownShots = JSON.stringify([{ src: "https://cdn.example/shot.png" }, { src: "/demo-art/excalidraw/screenshot-1.svg" }]);
      const ownIcons = JSON.stringify([{ src: ownIcon, sizes: "192x192", type: "image/png" }]);
      await env.DB.prepare("UPDATE apps SET icon = ?, icons = ?, screenshots = ? WHERE id = ?").bind(ownIcon, ownIcons, ownShots, id).run();

      await seed();
      const after = await art(id);
      expect(after.icon).toBe(ownIcon);
      expect(after.icons).toBe(ownIcons);
      // A list mixing the developer's own picture with generated ones is theirs as a whole.
      expect(after.screenshots).toBe(ownShots);
    },
    HEAVY_TEST_MS,
  );
  it(
    "splits each demo baseline over the stars, writes nothing the second time, and leaves a changed baseline alone",
    async () => {
      await seed();
      type Baseline = { app_id: string; rating_count: number; rating_sum: number; s: string };
      const baselines = async () =>
        (
          await env.DB.prepare(
            `SELECT app_id, rating_count, rating_sum, stars_1 || ',' || stars_2 || ',' || stars_3 || ',' || stars_4 || ',' || stars_5 AS s
             FROM app_rating_baselines WHERE app_id LIKE 'demo-%' ORDER BY app_id`,
          ).all<Baseline>()
        ).results;
      const rows = await baselines();
      expect(rows.length).toBeGreaterThanOrEqual(60);
      for (const row of rows) {
        const counts = row.s.split(",").map(Number);
        expect(
          counts.reduce((a, b) => a + b, 0),
          row.app_id,
        ).toBe(row.rating_count);
        const average = row.rating_sum / row.rating_count;
        expect(counts).toEqual(demoRatingDistribution(row.rating_count, Math.round(average * 10) / 10, row.app_id));
      }

      const results = await seed();
      const splitStatements = developmentSeedStatements("x")
        .map((sql, index) => ({ sql, index }))
        .filter(({ sql }) => sql.startsWith('UPDATE "app_rating_baselines"'));
      expect(splitStatements.length).toBe(rows.length);
      for (const { sql, index } of splitStatements) expect(results[index]!.meta.changes, sql.slice(0, 90)).toBe(0);

      // A baseline a developer changed is theirs: its split is not rewritten.
      const id = rows[0]!.app_id;
      await env.DB.prepare(
        "UPDATE app_rating_baselines SET rating_count = 3, rating_sum = 15, stars_1 = 0, stars_2 = 0, stars_3 = 0, stars_4 = 0, stars_5 = 3 WHERE app_id = ?",
      )
        .bind(id)
        .run();
      await seed();
      expect((await baselines()).find((row) => row.app_id === id)).toEqual({ app_id: id, rating_count: 3, rating_sum: 15, s: "0,0,0,0,3" });
    },
    HEAVY_TEST_MS,
  );
  it(
    "gives the demo apps an earlier seed wrote in Chinese only every other language, unless a developer changed their text",
    async () => {
      await seed();
      const zhOnly = (slug: string) =>
        JSON.stringify(demoAppTranslations(DEMO_APPS.find((app) => app.slug === slug)!, ["zh"], { longDescriptions: false }));
      const translations = async (id: string) =>
        JSON.parse((await env.DB.prepare("SELECT translations FROM apps WHERE id = ?").bind(id).first<string>("translations"))!);
      // What the first seed left; then a developer rewrites one app's English description and
      // another's Chinese.
      for (const slug of ["todoist", "figma", "lichess"])
        await env.DB.prepare("UPDATE apps SET translations = ? WHERE id = ?").bind(zhOnly(slug), `demo-${slug}`).run();
      await env.DB.prepare("UPDATE apps SET description = 'My own words.' WHERE id = 'demo-figma'").run();
      await env.DB.prepare(`UPDATE apps SET translations = '{"zh":{"description":"我自己的话。"}}' WHERE id = 'demo-lichess'`).run();

      await seed();
      const todoist = DEMO_APPS.find((app) => app.slug === "todoist")!;
      expect(await translations("demo-todoist")).toStrictEqual(JSON.parse(JSON.stringify(demoAppTranslations(todoist))));
      expect((await translations("demo-todoist")).ja.features).toStrictEqual(todoist.ja.features);
      expect(await translations("demo-figma")).toStrictEqual(JSON.parse(zhOnly("figma")));
      expect(await translations("demo-lichess")).toStrictEqual({ zh: { description: "我自己的话。" } });

      // Every other demo app already held every language: nothing was rewritten.
      const rows = (
        await env.DB.prepare("SELECT id, translations FROM apps WHERE id LIKE 'demo-%' AND id NOT IN ('demo-figma', 'demo-lichess')").all<{
          id: string;
          translations: string;
        }>()
      ).results;
      expect(rows.length).toBe(DEMO_APPS.length - 2);
      for (const row of rows) expect(Object.keys(JSON.parse(row.translations)), row.id).toStrictEqual(["zh", "es", "fr", "de", "ja"]);
    },
    HEAVY_TEST_MS,
  );
  it(
    "gives the demo apps an earlier seed wrote in every language their long descriptions, unless a developer changed their text",
    async () => {
      await seed();
      const withoutLong = (slug: string) =>
        JSON.stringify(demoAppTranslations(DEMO_APPS.find((app) => app.slug === slug)!, undefined, { longDescriptions: false }));
      const translations = async (id: string) =>
        JSON.parse((await env.DB.prepare("SELECT translations FROM apps WHERE id = ?").bind(id).first<string>("translations"))!);
      for (const slug of ["excalidraw", "duolingo"])
        await env.DB.prepare("UPDATE apps SET translations = ? WHERE id = ?").bind(withoutLong(slug), `demo-${slug}`).run();
      // A developer's own French wording of one of them stays.
      const edited = JSON.parse(withoutLong("duolingo"));
      edited.fr.description = "Ma propre description.";
      await env.DB.prepare("UPDATE apps SET translations = ? WHERE id = 'demo-duolingo'").bind(JSON.stringify(edited)).run();

      await seed();
      const excalidraw = await translations("demo-excalidraw");
      for (const locale of ["zh", "es", "fr", "de", "ja"] as const)
        expect(excalidraw[locale].longDescription, locale).toBe(DEMO_LONG_DESCRIPTIONS[locale].excalidraw);
      expect(await translations("demo-duolingo")).toStrictEqual(edited);

      // The detail page in Japanese shows the Japanese text.
      const { response, body } = await api<{ longDescription: string }>("apps/excalidraw", { headers: { "Accept-Language": "ja" } });
      expect(response.status).toBe(200);
      expect(body.data.longDescription).toBe(DEMO_LONG_DESCRIPTIONS.ja.excalidraw);
    },
    HEAVY_TEST_MS,
  );
});
