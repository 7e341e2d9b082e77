/**
 * Unit tests run in Node and typecheck in the Node program (tsconfig.node.json), yet import Worker
 * modules whose signatures name Workers binding types (D1Database, KVNamespace, ...). These
 * aliases come from the importable (module) form of @cloudflare/workers-types, so the Workers
 * globals (Request, fetch, ...), which clash with DOM's and Node's, stay out of this program.
 */
import type * as Workers from "@cloudflare/workers-types/index.ts";

declare global {
  type D1Database = Workers.D1Database;
  type R2Bucket = Workers.R2Bucket;
  type KVNamespace<Key extends string = string> = Workers.KVNamespace<Key>;
  type Fetcher = Workers.Fetcher;
  type ExecutionContext = Workers.ExecutionContext;
  type D1PreparedStatement = Workers.D1PreparedStatement;
  type D1Result<T = unknown> = Workers.D1Result<T>;
}
