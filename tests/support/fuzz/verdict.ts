/**
 * What every answer of the fuzz suite must be: below 500; JSON in the API's envelope
 * (`{ success: false, code, message }` for a refusal, its code one of contract/failure-codes.ts,
 * `{ success: true, ... }` for success); and free of
 * what only a crash shows — a stack frame, a source path, SQL or a database error — once the
 * strings the request itself sent are taken out (a search answer may echo its query), and
 * `echoes`: the fuzzer's own strings, which one request may store and a later one list (a token's
 * name).
 */
import { FAILURE_CODES } from "#contract/failure-codes.ts";
import type { FuzzCase } from "./cases.ts";

const KNOWN_CODES = new Set<string>(FAILURE_CODES);

export interface FuzzAnswer {
  status: number;
  contentType: string;
  text: string;
}

/** Text that appears in an answer only when internals leak. */
const LEAKS: readonly [string, RegExp][] = [
  ["stack frame", /\n\s+at [\w$.<>[\] ]+ \(|\bat (?:async )?[\w$.]+ \([^)]*:\d+:\d+\)/],
  ["source path", /[\w/-]+\.(?:ts|tsx|js|mjs):\d+/],
  ["module path", /node_modules\//],
  ["SQLite error", /SQLITE_[A-Z]+|D1_ERROR|no such (?:table|column)/],
  ["SQL text", /\b(?:SELECT\s[\s\S]{1,200}?\sFROM|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM)\b/i],
  ["JavaScript error", /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|InternalError)\b/],
  ["development error page", /<!DOCTYPE html>|vite-error-overlay|worker restarted mid-request/i],
];

/**
 * Successful answers that are not the envelope by design: the reference page and document, and
 * the admin's backup file (a download whose format is its own).
 */
const NOT_ENVELOPE: ReadonlyMap<string, "html" | "json"> = new Map([
  ["GET /api/docs", "html"],
  ["GET /api/openapi.json", "json"],
  ["GET /api/admin/backup", "json"],
]);

/** The problems of one answer (empty when it is fine). */
export function judge(kase: FuzzCase, answer: FuzzAnswer, echoes: ReadonlySet<string> = new Set()): string[] {
  const problems: string[] = [];
  const { status, contentType, text } = answer;
  if (status >= 500) problems.push(`answered ${status}`);
  if (status < 100) problems.push("no answer");
  const head = kase.request.method === "HEAD";
  const method = head ? "GET" : kase.request.method;
  const exempt = status < 300 ? NOT_ENVELOPE.get(`${method} ${kase.request.target.split("?")[0]}`) : undefined;
  if (exempt === "json" && !/^application\/json\b/i.test(contentType)) problems.push(`Content-Type is "${contentType}", not JSON`);
  if (exempt === undefined && status !== 204 && status !== 304) {
    if (!/^application\/json\b/i.test(contentType)) problems.push(`Content-Type is "${contentType}", not JSON`);
    else if (!head) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        problems.push("the body is not JSON");
      }
      if (parsed !== undefined) {
        const envelope = parsed as { success?: unknown; code?: unknown; message?: unknown };
        if (status >= 400) {
          if (envelope.success !== false) problems.push("a refusal without success: false");
          if (typeof envelope.code !== "string" || !KNOWN_CODES.has(envelope.code)) {
            problems.push(`a refusal without a known code (${JSON.stringify(envelope.code)})`);
          }
          if (typeof envelope.message !== "string" || envelope.message.trim() === "") problems.push("a refusal without a message");
        } else if (envelope.success !== true) problems.push("a success without success: true");
      }
    }
  }
  let scanned = text;
  for (const sent of [...kase.sent, ...echoes]) if (sent.length > 0) scanned = scanned.split(sent).join("");
  for (const [name, pattern] of LEAKS) {
    if (exempt === "html" && name === "development error page") continue;
    if (pattern.test(scanned)) problems.push(`the answer shows a ${name}: ${scanned.match(pattern)?.[0].slice(0, 120)}`);
  }
  return problems;
}

/** One line that says which case failed and how to replay it. */
export function describeFailure(kase: FuzzCase, answer: FuzzAnswer, problems: string[], seed: number): string {
  const body = kase.request.body;
  const size = body === undefined ? 0 : typeof body === "string" ? body.length : body.byteLength;
  const preview = typeof body === "string" ? JSON.stringify(body.slice(0, 80)) : body ? `<${size} bytes>` : "no body";
  return (
    `#${kase.index} [${kase.kind}] ${kase.request.method} ${kase.request.target.slice(0, 160)} (${kase.operation}; ` +
    `Content-Type ${kase.request.headers["Content-Type"] ?? "none"}; body ${preview}, ${size} bytes) → ${answer.status}: ` +
    `${problems.join("; ")} — ${answer.text.slice(0, 200)} (seed ${seed})`
  );
}
