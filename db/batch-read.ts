/**
 * Reads that share a D1 round trip (ADR 0057). A service describes a read as its statements and
 * a function of their results, instead of awaiting them itself; a page that needs several such
 * reads sends them all in one `batch` and waits for one round trip instead of one per read (or
 * per step of a read). Each read's statements are self-contained: a read keyed by an app's id or
 * slug looks the app up inside its own SQL, so it never waits for another read's answer.
 */

/** What D1 answers for one statement of a batch (only `results` is read here). */
export type BatchResult = { results?: unknown[] };

/** A read: its statements, in order, and what their results (same order) mean. */
export interface BatchRead<T> {
  statements: D1PreparedStatement[];
  read(results: BatchResult[]): T;
}

/** The values of a list of reads, position by position. */
export type ReadValues<R extends readonly BatchRead<unknown>[]> = { [K in keyof R]: R[K] extends BatchRead<infer T> ? T : never };

/**
 * Runs the reads in one D1 round trip and gives each read its own results: a batch for several
 * statements, the statement itself for one, nothing for none (a read without statements is
 * answered from nothing).
 */
export async function readTogether<const R extends readonly BatchRead<unknown>[]>(d1: D1Database, ...reads: R): Promise<ReadValues<R>> {
  const statements = reads.flatMap((read) => read.statements);
  const results: BatchResult[] =
    statements.length > 1 ? await d1.batch(statements) : statements.length === 1 ? [await statements[0]!.all()] : [];
  let next = 0;
  return reads.map((read) => {
    const own = results.slice(next, next + read.statements.length);
    next += read.statements.length;
    return read.read(own);
  }) as ReadValues<R>;
}

/** One read on its own: readTogether of one. */
export async function readAlone<T>(d1: D1Database, read: BatchRead<T>): Promise<T> {
  const [value] = await readTogether(d1, read);
  return value as T;
}

/** Two reads as one (their statements in order), answering both values; `second` may be absent. */
export function bothReads<A, B>(first: BatchRead<A> | null, second: BatchRead<B> | null): BatchRead<[A | null, B | null]> {
  const firstCount = first?.statements.length ?? 0;
  return {
    statements: [...(first?.statements ?? []), ...(second?.statements ?? [])],
    read: (results) => [first ? first.read(results.slice(0, firstCount)) : null, second ? second.read(results.slice(firstCount)) : null],
  };
}
