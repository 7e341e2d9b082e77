/**
 * db/batch-read.ts (ADR 0057): reads sent together reach D1 as one batch, in order, and each read
 * gets exactly its own statements' results; one statement goes alone, none sends nothing.
 */
import { describe, expect, it } from "vitest";
import { readAlone, readTogether, type BatchRead, type BatchResult } from "#db/batch-read.ts";

/** A D1 stand-in: statements are their names; every answer names the statement it answers. */
function fakeD1() {
  const calls: string[][] = [];
  const statement = (name: string) =>
    ({
      name,
      all: async () => {
        calls.push([name]);
        return { results: [{ of: name }] };
      },
    }) as unknown as D1PreparedStatement;
  const d1 = {
    batch: async (statements: { name: string }[]) => {
      calls.push(statements.map((s) => s.name));
      return statements.map((s) => ({ results: [{ of: s.name }] }));
    },
  } as unknown as D1Database;
  return { d1, calls, statement };
}

/** A read of the named statements whose value lists what each of its results answers. */
const namesOf = (results: BatchResult[]): (string | undefined)[] =>
  results.map((result) => (result.results?.[0] as { of: string } | undefined)?.of);

describe("readTogether", () => {
  it("sends every read's statements in one batch and gives each read its own results", async () => {
    const { d1, calls, statement } = fakeD1();
    const first: BatchRead<(string | undefined)[]> = { statements: [statement("a1")], read: namesOf };
    const second: BatchRead<(string | undefined)[]> = { statements: [statement("b1"), statement("b2"), statement("b3")], read: namesOf };
    const third: BatchRead<number> = { statements: [statement("c1"), statement("c2")], read: (results) => results.length };
    const [a, b, c] = await readTogether(d1, first, second, third);
    expect(calls).toStrictEqual([["a1", "b1", "b2", "b3", "c1", "c2"]]);
    expect(a).toStrictEqual(["a1"]);
    expect(b).toStrictEqual(["b1", "b2", "b3"]);
    expect(c).toBe(2);
  });

  it("answers a read without statements from nothing, between others", async () => {
    const { d1, calls, statement } = fakeD1();
    const empty: BatchRead<string> = { statements: [], read: (results) => `nothing (${results.length})` };
    const [x, y, z] = await readTogether(d1, { statements: [statement("x")], read: namesOf }, empty, {
      statements: [statement("z")],
      read: namesOf,
    });
    expect(calls).toStrictEqual([["x", "z"]]);
    expect([x, y, z]).toStrictEqual([["x"], "nothing (0)", ["z"]]);
  });

  it("runs a single statement on its own, and sends nothing for none", async () => {
    const { d1, calls, statement } = fakeD1();
    expect(await readAlone(d1, { statements: [statement("only")], read: namesOf })).toStrictEqual(["only"]);
    expect(calls).toStrictEqual([["only"]]);
    expect(await readTogether(d1, { statements: [], read: () => "none" })).toStrictEqual(["none"]);
    expect(calls).toHaveLength(1);
  });
});
