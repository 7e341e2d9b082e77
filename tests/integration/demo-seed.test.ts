/**
 * The development seed against a real D1 (db/seed/seed-sql.ts): idempotent, keeps a developer's
 * edits, and moves demo databases seeded before the generated art became files (data: URLs) to the
 * /demo-art/ URLs, while a developer's own pictures stay.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { developmentSeedStatements } from "#db/seed/seed-sql.ts";

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
});
