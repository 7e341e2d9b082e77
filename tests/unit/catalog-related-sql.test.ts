/**
 * The related-apps statement (worker/services/catalog/detail.ts, ADRs 0036 and 0057): every
 * placeholder it uses is bound and nothing else (D1 refuses a statement whose bindings do not
 * match), the app is looked up by its key inside the statement, its tags are read from its own
 * row only (never a candidate's `tags` JSON), and there is one UNION.
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
  it("uses ?1…?3, reads json_each of the subject's tags only, and has one UNION (D1 limits compound SELECTs)", () => {
    expect(placeholders(RELATED_APPS_SQL)).toStrictEqual([1, 2, 3]);
    expect([...RELATED_APPS_SQL.matchAll(/json_each\(([^)]*)\)/g)].map((match) => match[1])).toStrictEqual(["subject.tags"]);
    expect(RELATED_APPS_SQL.match(/\bUNION\b/g)).toHaveLength(1);
    expect(RELATED_APPS_SQL).toMatch(/FROM app_tags WHERE tag = s\.tag ORDER BY opens DESC LIMIT \?3/);
    expect(RELATED_APPS_SQL).toMatch(/FROM apps a WHERE \(a\.id = \?1 OR a\.slug = \?1\) AND a\.status = 'published' LIMIT 1/);
  });
});

describe("listRelatedApps", () => {
  it("binds the app's key, the limit and the candidates per list, in one statement", async () => {
    const { db, sent } = recorder();
    expect(await listRelatedApps(db, "google-keep", "en")).toStrictEqual([]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.params).toStrictEqual(["google-keep", 6, RELATED_CANDIDATES_PER_LIST]);
  });

  it("binds a smaller limit", async () => {
    const { db, sent } = recorder();
    await listRelatedApps(db, "app-2", "en", 3);
    expect(sent[0]!.params).toStrictEqual(["app-2", 3, RELATED_CANDIDATES_PER_LIST]);
  });
});
