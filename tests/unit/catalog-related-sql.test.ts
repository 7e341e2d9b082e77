/**
 * The related-apps statement (worker/services/catalog/detail.ts, ADR 0036): every placeholder it
 * uses is bound and nothing else (D1 refuses a statement whose bindings do not match), the app's
 * tags go in once as a JSON array of distinct tags, and no app row's `tags` JSON is read.
 */
import { describe, expect, it } from "vitest";
import type { Database } from "#db/client.ts";
import { listRelatedApps, RELATED_APPS_SQL, RELATED_CANDIDATES_PER_LIST } from "#worker/services/catalog/detail.ts";

/** The numbered placeholders (?N) a statement uses, sorted. */
const placeholders = (sql: string) => [...new Set([...sql.matchAll(/\?(\d+)/g)].map((match) => Number(match[1])))].sort((a, b) => a - b);

function recorder() {
  const sent: { sql: string; params: unknown[] }[] = [];
  const client = {
    prepare: (sql: string) => ({
      bind: (...params: unknown[]) => ({
        all: async () => {
          sent.push({ sql, params });
          return { results: [] };
        },
      }),
    }),
  };
  return { db: { $client: client } as unknown as Database, sent };
}

describe("RELATED_APPS_SQL", () => {
  it("uses ?1…?5, reads json_each of the bound tags only, and has one UNION (D1 limits compound SELECTs)", () => {
    expect(placeholders(RELATED_APPS_SQL)).toStrictEqual([1, 2, 3, 4, 5]);
    expect([...RELATED_APPS_SQL.matchAll(/json_each\(([^)]*)\)/g)].map((match) => match[1])).toStrictEqual(["?5", "?5"]);
    expect(RELATED_APPS_SQL.match(/\bUNION\b/g)).toHaveLength(1);
    expect(RELATED_APPS_SQL).toMatch(/FROM app_tags WHERE tag = s\.value ORDER BY opens DESC LIMIT \?4/);
  });
});

describe("listRelatedApps", () => {
  it("binds the app, its category, the limit, the bound and its distinct tags", async () => {
    const { db, sent } = recorder();
    await listRelatedApps(db, { id: "app-1", category: "creative", tags: ["svg", "vector", "svg"] }, "en");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.params).toStrictEqual(["app-1", "creative", 6, RELATED_CANDIDATES_PER_LIST, '["svg","vector"]']);
  });

  it("binds an empty array for an app without tags (candidates by category alone)", async () => {
    const { db, sent } = recorder();
    await listRelatedApps(db, { id: "app-2", category: "health", tags: [] }, "en", 3);
    expect(sent[0]!.params).toStrictEqual(["app-2", "health", 3, RELATED_CANDIDATES_PER_LIST, "[]"]);
  });
});
