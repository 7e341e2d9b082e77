import { describe, expect, it } from "vitest";
import { LOCALES } from "#contract/locales.ts";
import {
  SEARCH_LOCALES,
  newestSearchTriggersMigration,
  searchTriggers,
  searchTriggersMigration,
} from "../../scripts/search-triggers-sql.ts";

describe("search triggers migration (scripts/search-triggers-sql.ts)", () => {
  it("is what the script writes, so the triggers in force index every catalogue language", () => {
    const { file, sql } = newestSearchTriggersMigration();
    expect(file >= "0015_search_six_locales.sql").toBe(true);
    // On a new language or a change of the ranges this fails: generate a new migration with the
    // script (its comment says how).
    expect(sql).toBe(searchTriggersMigration());
  });

  it("indexes the row's text and every interface language's translation", () => {
    expect([...SEARCH_LOCALES].sort()).toStrictEqual([...LOCALES].sort());
    const [insert, , update] = searchTriggers();
    for (const trigger of [insert!, update!]) {
      for (const locale of LOCALES) {
        expect(trigger).toContain(`json_extract(new.translations, '$.${locale}.name')`);
        expect(trigger).toContain(`json_extract(new.translations, '$.${locale}.description')`);
      }
      // One statement per index, each fed by the published row only.
      for (const index of ["apps_fts", "apps_trigram", "apps_bigram", "apps_terms"]) {
        expect(trigger.match(new RegExp(`INSERT INTO ${index} `, "g"))).toHaveLength(1);
      }
      expect(trigger.match(/WHERE new\.status = 'published'\)/g)).toHaveLength(4);
      // The names the app's own manifest gives in other languages (name_localized…) are searched too.
      for (const field of ["name", "shortName", "description"])
        expect(trigger).toContain(`json_each(new.manifest_localized, '$.${field}')`);
      // The correction vocabulary holds names, short names and tags, not descriptions.
      expect(trigger).toContain("INSERT INTO apps_terms (rowid, name, short_name, tags) SELECT");
    }
  });

  it("indexes an app again when its manifest's localized texts change", () => {
    const [, , update] = searchTriggers();
    expect(update).toMatch(/AFTER UPDATE OF [^O]*\bmanifest_localized\b/);
  });

  it("refills the four indexes from the published apps", () => {
    const sql = searchTriggersMigration();
    for (const index of ["apps_fts", "apps_trigram", "apps_bigram", "apps_terms"]) {
      expect(sql).toContain(`DELETE FROM ${index};`);
    }
    expect(sql.match(/FROM apps a WHERE a\.search_key IS NOT NULL AND a\.status = 'published' LIMIT -1 OFFSET 0\) AS s;/g)).toHaveLength(4);
  });
});
