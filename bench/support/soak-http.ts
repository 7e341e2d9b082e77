/**
 * The soak's HTTP side (bench/soak.ts): one request, timed from send to the last byte of the body,
 * sorted into what it answered (2xx, an expected 4xx, an unexpected 4xx, 5xx, a network error, a
 * timeout, or a 2xx whose body is not what the route must send) and recorded per request kind.
 */
import { percentile } from "./report.ts";

/** Seconds before a request counts as timed out (the server is local: anything near this is broken). */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The answer `wrangler dev`'s ProxyWorker (the process on the public port, in front of the Worker)
 * gives a non-GET request when its pooled connection to the Worker's process is lost, worded as if
 * the Worker had restarted. No Worker route answers this (the Worker's 5xx are JSON envelopes or
 * its error page). Cause: the two kj HTTP keep-alive timeouts of that hop are both 5 s, so a
 * request written onto a connection idle for ~5 s can meet the other side closing it; the Worker
 * never sees the request (cloudflare/workers-sdk issues #14641 and #5095, pull request #15252).
 * GET and HEAD are retried by the proxy itself; the soak retries the others, as the answer says,
 * counts each drop, and fails when the server log shows that the Worker really was reloaded.
 */
export const DEV_PROXY_DROP = "Your worker restarted mid-request.";
/** Attempts per request when the dev proxy drops it (the last drop is then a 5xx). */
const MAX_ATTEMPTS = 3;

/** What happened to the requests of one kind. */
export class KindStats {
  readonly latencies: number[] = [];
  ok = 0;
  /** 4xx answers the workload asked for (e.g. the 409 of a second review of the same app). */
  expected4xx = 0;
  unexpected4xx = 0;
  status5xx = 0;
  /** Network failures (connection refused or reset, a body cut short). */
  errors = 0;
  timeouts = 0;
  /** 2xx answers whose body is not what the route must send. */
  invalid = 0;
  /** Other statuses (1xx/3xx): none of the soak's routes answers them. */
  other = 0;
  /** Attempts dropped by wrangler dev's proxy and sent again (DEV_PROXY_DROP); not in `total`. */
  proxyDrops = 0;

  constructor(readonly name: string) {}

  get total(): number {
    return this.ok + this.expected4xx + this.unexpected4xx + this.status5xx + this.errors + this.timeouts + this.invalid + this.other;
  }

  /** Everything that fails the run. */
  get failures(): number {
    return this.unexpected4xx + this.status5xx + this.errors + this.timeouts + this.invalid + this.other;
  }
}

/** A few examples of each failure, to show why a run failed. */
export interface FailureSample {
  kind: string;
  what: string;
  detail: string;
}

export class SoakStats {
  readonly kinds = new Map<string, KindStats>();
  readonly samples: FailureSample[] = [];

  kind(name: string): KindStats {
    let stats = this.kinds.get(name);
    if (!stats) {
      stats = new KindStats(name);
      this.kinds.set(name, stats);
    }
    return stats;
  }

  sample(kind: string, what: string, detail: string): void {
    if (this.samples.filter((sample) => sample.kind === kind && sample.what === what).length < 3) {
      this.samples.push({ kind, what, detail: detail.replace(/\s+/g, " ").slice(0, 300) });
    }
  }

  /** All kinds together. */
  totals(): KindStats {
    const all = new KindStats("all");
    for (const stats of this.kinds.values()) {
      all.ok += stats.ok;
      all.expected4xx += stats.expected4xx;
      all.unexpected4xx += stats.unexpected4xx;
      all.status5xx += stats.status5xx;
      all.errors += stats.errors;
      all.timeouts += stats.timeouts;
      all.invalid += stats.invalid;
      all.other += stats.other;
      all.proxyDrops += stats.proxyDrops;
      for (const latency of stats.latencies) all.latencies.push(latency);
    }
    return all;
  }
}

export interface SoakRequest {
  /** The kind it is counted under (a row of the report). */
  kind: string;
  method?: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  /** The simulated client's address (CF-Connecting-IP: what per-address rate limits count). */
  address: string;
  token?: string;
  body?: unknown;
  /** Extra headers (the SQL route's token). */
  headers?: Record<string, string>;
  /** Statuses that are the right answer (default: any 2xx). */
  expect?: readonly number[];
  /** Checks a right answer's body; returns what is wrong with it, or null. */
  check?: (body: string, contentType: string) => string | null;
}

export interface SoakAnswer {
  /** Whether the answer is one the workload wanted (an expected status with a valid body). */
  ok: boolean;
  status: number;
  body: string;
}

/**
 * Sends one request and records it. Never throws: a failure is counted (and sampled) and answered
 * with `ok: false`, so a workload loop keeps going and the report shows every failure.
 */
export async function send(origin: string, stats: SoakStats, request: SoakRequest): Promise<SoakAnswer> {
  const counts = stats.kind(request.kind);
  const headers: Record<string, string> = { "accept-language": "en", "cf-connecting-ip": request.address, ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.body !== undefined) headers["content-type"] = "application/json";
  // From the first attempt: a retried request took the time of both.
  const started = performance.now();
  let status = 0;
  let body = "";
  let contentType = "";
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(`${origin}${request.path}`, {
        method: request.method ?? "GET",
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      status = response.status;
      contentType = response.headers.get("content-type") ?? "";
      body = await response.text();
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      if (timedOut) counts.timeouts++;
      else counts.errors++;
      stats.sample(request.kind, timedOut ? "timeout" : "error", `${request.method ?? "GET"} ${request.path}: ${errorText(error)}`);
      return { ok: false, status: 0, body: "" };
    }
    if (status !== 503 || !body.startsWith(DEV_PROXY_DROP) || attempt === MAX_ATTEMPTS) break;
    counts.proxyDrops++;
    stats.sample(request.kind, "dropped by wrangler dev's proxy, sent again", `${request.method ?? "GET"} ${request.path} → 503: ${body}`);
  }
  const latency = performance.now() - started;
  counts.latencies.push(latency);
  const expected = request.expect ? request.expect.includes(status) : status >= 200 && status < 300;
  const where = `${request.method ?? "GET"} ${request.path} → ${status}`;
  if (status >= 500) {
    counts.status5xx++;
    stats.sample(request.kind, "5xx", `${where}: ${body}`);
    return { ok: false, status, body };
  }
  if (!expected) {
    if (status >= 400) counts.unexpected4xx++;
    else if (status >= 200 && status < 300) counts.invalid++;
    else counts.other++;
    stats.sample(request.kind, `unexpected ${status}`, `${where}: ${body}`);
    return { ok: false, status, body };
  }
  let problem: string | null;
  try {
    problem = request.check?.(body, contentType) ?? null;
  } catch (error) {
    problem = `unreadable: ${errorText(error)}`;
  }
  if (problem) {
    counts.invalid++;
    stats.sample(request.kind, "invalid answer", `${where}: ${problem}`);
    return { ok: false, status, body };
  }
  if (status >= 400) counts.expected4xx++;
  else counts.ok++;
  return { ok: true, status, body };
}

function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
}

/** Checks a JSON envelope `{ success: true, data }` and returns `data`'s problem, if any. */
export function jsonCheck(check: (data: unknown) => string | null = () => null) {
  return (body: string, contentType: string): string | null => {
    if (!contentType.includes("application/json")) return `content-type ${contentType || "(none)"}`;
    let parsed: { success?: unknown; data?: unknown };
    try {
      parsed = JSON.parse(body) as typeof parsed;
    } catch {
      return "not JSON";
    }
    if (parsed.success !== true) return `success is ${String(parsed.success)}`;
    return check(parsed.data);
  };
}

/** Latency summary of a list of milliseconds: nearest-rank percentiles over every request. */
export function latencySummary(latencies: readonly number[]): { p50: number; p99: number; max: number } {
  if (latencies.length === 0) return { p50: Number.NaN, p99: Number.NaN, max: Number.NaN };
  let max = 0;
  for (const latency of latencies) max = Math.max(max, latency);
  return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), max };
}

/**
 * Runs `connections` loops that each repeat `step` (one request, or a few in sequence) until
 * `durationMs` has passed, then waits for the requests in flight. Answers the elapsed time from
 * the start to the last answer, so req/s = requests ÷ elapsed counts every request sent.
 */
export async function closedLoops(connections: number, durationMs: number, step: (loop: number) => Promise<void>): Promise<number> {
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: connections }, async (_, loop) => {
      while (performance.now() < deadline) await step(loop);
    }),
  );
  return (performance.now() - started) / 1000;
}
