/**
 * The related-apps statement (worker/services/catalog/detail.ts, ADR 0034) is built per number of
 * tags: every placeholder it uses must be bound, and nothing else (D1 refuses a statement whose
 * bindings do not match), one candidate list per distinct tag plus the category's.
 */
import { describe, expect, it } from "vitest";
import type { Database } from "#db/client.ts";
import { listRelatedApps, RELATED_CANDIDATES_PER_LIST, relatedAppsSql } from "#worker/services/catalog/detail.ts";

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

describe("relatedAppsSql", () => {
  it.each([0, 1, 3, 10])("uses ?1…?%s+4 and one candidate list per tag plus the category's", (tags) => {
    const sql = relatedAppsSql(tags);
    expect(placeholders(sql)).toStrictEqual(Array.from({ length: 4 + tags }, (_, i) => i + 1));
    expect(sql.match(/FROM app_tags WHERE tag = /g)?.length ?? 0).toBe(tags);
    expect(sql.match(/category_id = \?2 ORDER BY opens DESC LIMIT \?4/g)).toHaveLength(1);
    // Never a walk over every app's tags.
    expect(sql).not.toMatch(/json_each/);
  });
});

describe("listRelatedApps", () => {
  it("binds the app, its category, the limit, the bound and each distinct tag once", async () => {
    const { db, sent } = recorder();
    await listRelatedApps(db, { id: "app-1", category: "creative", tags: ["svg", "vector", "svg"] }, "en");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.params).toStrictEqual(["app-1", "creative", 6, RELATED_CANDIDATES_PER_LIST, "svg", "vector"]);
    expect(placeholders(sent[0]!.sql)).toHaveLength(sent[0]!.params.length);
  });

  it("finds candidates by category alone for an app without tags", async () => {
    const { db, sent } = recorder();
    await listRelatedApps(db, { id: "app-2", category: "health", tags: [] }, "en", 3);
    expect(sent[0]!.params).toStrictEqual(["app-2", "health", 3, RELATED_CANDIDATES_PER_LIST]);
    expect(placeholders(sent[0]!.sql)).toStrictEqual([1, 2, 3, 4]);
  });
});
