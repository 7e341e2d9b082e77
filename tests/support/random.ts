/**
 * The project's one seeded pseudo-random generator (mulberry32; Math.random cannot be seeded): the
 * same seed gives the same sequence, so a run can be replayed. The fuzz suite
 * (tests/support/fuzz/cases.ts, bench/fuzz.ts) draws its requests from it, the fault test
 * (bench/fault.ts) its workload and kill moments, the search benchmark
 * (bench/support/search-corpus.ts) its catalog. Those depend on the sequences staying as they are:
 * changing the algorithm changes the search corpus and every recorded `--seed`.
 */

/** The bare generator: each call returns the next float in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
}

/** The generator with the helpers the fuzz cases use. */
export function seededRandom(seed: number): Random {
  const next = mulberry32(seed);
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => {
      if (list.length === 0) throw new Error("pick from an empty list");
      return list[Math.floor(next() * list.length)]!;
    },
    chance: (p) => next() < p,
  };
}
