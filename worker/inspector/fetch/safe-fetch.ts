/**
 * The only way the inspector fetches an address a user gave it (ADR 0018): http(s) only, no
 * credentials, at most 2,048 characters, every host checked (literal, name rules, DNS answers)
 * before any request, redirects followed by hand (at most 5, each hop checked again and
 * recorded), a timeout per request and a deadline for the whole inspection, bodies read as a
 * stream and abandoned past their cap, and a budget of subrequests per inspection.
 */
import { RETRYABLE_INSPECT_REFUSALS } from "#contract/schemas/publishing.ts";
import { classifyHost, isAllowedClass, parseIpAddress, classifyAddress, type AddressClass, type AddressPolicy } from "./address.ts";
import type { Resolver } from "./dns.ts";

/** Addresses longer than this are refused (docs/product.md#publishing-and-app-statuses). */
export const MAX_URL_LENGTH = 2048;
/** Redirects followed per fetch; the next one is refused. */
export const MAX_REDIRECTS = 5;
/**
 * A request whose connection failed (fetch threw: refused, reset, closed before any answer) is
 * tried once more after a short wait (docs/decisions/0033-network-failures-are-not-verdicts.md).
 * Never after an HTTP answer of any status, never after a timeout, and only within the
 * inspection's deadline and subrequest budget.
 */
export const CONNECTION_RETRIES = 1;
export const RETRY_DELAY_MS = 250;

/**
 * Whether a failure says nothing about the site's own answer: the network between the store and
 * the site failed (after the retry), the DNS service could not answer, or the request ran out of
 * time (contract RETRYABLE_INSPECT_REFUSALS). A resource lost this way leaves its checks
 * undecided rather than failed.
 */
export const isNetworkFailure = (failure: Pick<FetchFailure, "reason">): boolean => RETRYABLE_INSPECT_REFUSALS.has(failure.reason);

export interface Redirect {
  from: string;
  to: string;
  status: number;
}

export type FetchFailureReason =
  | "invalid_url"
  | "scheme"
  | "credentials"
  | "too_long"
  | "blocked_port"
  | "local_name"
  | "forbidden_address"
  | "not_resolved"
  | "dns_failed"
  | "too_many_redirects"
  | "timeout"
  | "network"
  | "too_large"
  | "budget";

export interface FetchFailure {
  reason: FetchFailureReason;
  /** The address that failed (the hop, after any redirects). */
  url: string;
  redirects: Redirect[];
  /** forbidden_address: the offending address and its class; local_name: the host. */
  host?: string;
  address?: string;
  addressClass?: AddressClass;
  /** too_large: the cap in bytes. */
  limit?: number;
  /** network: how many times the connection was tried (2 after the retry). */
  attempts?: number;
}

export interface FetchedResource {
  /** The address after redirects (the response's URL). */
  url: string;
  status: number;
  contentType: string | null;
  headers: Headers;
  body: Uint8Array<ArrayBuffer>;
  /** The body was cut at the cap (only with `truncate`). */
  truncated: boolean;
  redirects: Redirect[];
}

export type SafeFetchResult = { ok: true; resource: FetchedResource } | { ok: false; failure: FetchFailure };

/** Subrequests an inspection may still make (Workers cap subrequests per request). */
export interface Budget {
  remaining: number;
}

export interface SafeFetchContext {
  policy: AddressPolicy;
  resolver: Resolver;
  fetch: typeof fetch;
  /** Per request (each hop, body included). */
  requestTimeoutMs: number;
  /** Epoch ms after which nothing more is fetched. */
  deadline: number;
  budget: Budget;
  userAgent: string;
  now?: () => number;
  /** The wait before the retry of a failed connection (RETRY_DELAY_MS unless given; tests pass 0). */
  retryDelayMs?: number;
}

export interface SafeFetchOptions {
  maxBytes: number;
  accept: string;
  /** Keep the first `maxBytes` of a larger body (scripts scanned for a pattern) instead of failing. */
  truncate?: boolean;
}

type Check = { ok: true } | { ok: false; failure: Omit<FetchFailure, "redirects"> };

/**
 * The Fetch standard's "bad ports" (https://fetch.spec.whatwg.org/#bad-port): browsers never
 * load a page from them, and a request there is how a web form talks to SMTP, SSH or IRC.
 */
const BAD_PORTS = new Set([
  0, 1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117,
  119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636,
  989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/**
 * The syntactic rules for an address the inspector may fetch, without any network: parses,
 * http(s), no user name or password, at most 2,048 characters, not a port browsers block.
 */
export function checkUrlSyntax(input: string | URL): { ok: true; url: URL } | { ok: false; failure: Omit<FetchFailure, "redirects"> } {
  let url: URL;
  try {
    url = typeof input === "string" ? new URL(input) : input;
  } catch {
    return { ok: false, failure: { reason: "invalid_url", url: String(input) } };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, failure: { reason: "scheme", url: url.href } };
  if (url.username !== "" || url.password !== "") return { ok: false, failure: { reason: "credentials", url: url.href } };
  if (url.href.length > MAX_URL_LENGTH || (typeof input === "string" && input.length > MAX_URL_LENGTH)) {
    return { ok: false, failure: { reason: "too_long", url: url.href.slice(0, 200) } };
  }
  if (url.port !== "" && BAD_PORTS.has(Number(url.port))) return { ok: false, failure: { reason: "blocked_port", url: url.href } };
  return { ok: true, url };
}

/** Whether the store may connect to `url`'s host: name rules, then literal or DNS answers. */
export async function checkHost(url: URL, ctx: Pick<SafeFetchContext, "policy" | "resolver">, signal?: AbortSignal): Promise<Check> {
  const host = classifyHost(url.hostname);
  const refuse = (extra: Partial<FetchFailure>): Check => ({
    ok: false,
    failure: { reason: "forbidden_address", url: url.href, host: url.hostname, ...extra },
  });
  switch (host.kind) {
    case "ip":
      return isAllowedClass(host.class, ctx.policy) ? { ok: true } : refuse({ address: host.address, addressClass: host.class });
    case "loopback-name":
      return ctx.policy.allowLoopback ? { ok: true } : refuse({ address: host.name, addressClass: "loopback" });
    case "local-name":
      return { ok: false, failure: { reason: "local_name", url: url.href, host: host.name } };
    case "domain": {
      const answer = await ctx.resolver.resolve(host.name, signal);
      if (!answer.ok) {
        const reason = answer.reason === "not_found" ? "not_resolved" : answer.reason === "budget" ? "budget" : "dns_failed";
        return { ok: false, failure: { reason, url: url.href, host: host.name } };
      }
      // Every answer must be allowed: the fetch may connect to any of them.
      for (const text of answer.addresses) {
        const parsed = parseIpAddress(text);
        const addressClass = parsed ? classifyAddress(parsed) : "reserved";
        if (!isAllowedClass(addressClass, ctx.policy)) return refuse({ address: text, addressClass });
      }
      return { ok: true };
    }
  }
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Rejects when `signal` aborts, so a stalled body read ends with the request's timeout. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}

/**
 * Reads a body up to `maxBytes`; past the cap the stream is cancelled and null returned (or, with
 * `truncate`, the first `maxBytes` bytes).
 */
async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  signal: AbortSignal,
  truncate: boolean,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; truncated: boolean } | null> {
  if (!body) return { bytes: new Uint8Array(0), truncated: false };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let truncated = false;
  try {
    for (;;) {
      const { done, value } = await abortable(reader.read(), signal);
      if (done) break;
      if (total + value.byteLength > maxBytes) {
        await reader.cancel().catch(() => {});
        if (!truncate) return null;
        chunks.push(value.subarray(0, maxBytes - total));
        total = maxBytes;
        truncated = true;
        break;
      }
      total += value.byteLength;
      chunks.push(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => {});
    throw error;
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { bytes, truncated };
}

/** Resolves after `ms`, or at once for 0. */
const sleep = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/**
 * One GET of an address already checked, tried again once when the connection fails before any
 * answer. The first try ends at `firstEnd` (the hop's time, host check included), a retry has the
 * per-request limit again, cut to the deadline; each try counts against the budget, and the
 * answer's signal bounds reading its body.
 */
async function request(
  ctx: SafeFetchContext,
  url: URL,
  accept: string,
  firstEnd: number,
): Promise<{ ok: true; response: Response; signal: AbortSignal } | { ok: false; failure: Omit<FetchFailure, "redirects"> }> {
  const now = ctx.now ?? Date.now;
  const delay = ctx.retryDelayMs ?? RETRY_DELAY_MS;
  for (let attempt = 1; ; attempt += 1) {
    const remaining = attempt === 1 ? firstEnd - now() : Math.min(ctx.requestTimeoutMs, ctx.deadline - now());
    if (remaining <= 0) return { ok: false, failure: { reason: "timeout", url: url.href } };
    if (ctx.budget.remaining <= 0) return { ok: false, failure: { reason: "budget", url: url.href } };
    ctx.budget.remaining -= 1;
    const signal = AbortSignal.timeout(remaining);
    try {
      const response = await ctx.fetch(url.href, {
        method: "GET",
        redirect: "manual",
        signal,
        headers: { accept, "user-agent": ctx.userAgent },
      });
      return { ok: true, response, signal };
    } catch {
      if (signal.aborted) return { ok: false, failure: { reason: "timeout", url: url.href } };
      // A connection-level failure: no answer arrived, so asking again is safe (GET).
      const canRetry = attempt <= CONNECTION_RETRIES && ctx.budget.remaining > 0 && ctx.deadline - now() > delay;
      if (!canRetry) return { ok: false, failure: { reason: "network", url: url.href, attempts: attempt } };
      await sleep(delay);
    }
  }
}

/**
 * GETs `input` under every rule above and returns the final response with its body, or the
 * reason it was refused or failed. Never throws for anything the target site does.
 *
 * @example
 * const result = await safeFetch(ctx, "https://app.example/", { maxBytes: 2 * 1024 * 1024, accept: "text/html" });
 * if (!result.ok) console.log(result.failure.reason); // "forbidden_address", "timeout", ...
 */
export async function safeFetch(ctx: SafeFetchContext, input: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const now = ctx.now ?? Date.now;
  const redirects: Redirect[] = [];
  const fail = (failure: Omit<FetchFailure, "redirects">): SafeFetchResult => ({ ok: false, failure: { ...failure, redirects } });

  let current = input;
  for (;;) {
    const syntax = checkUrlSyntax(current);
    if (!syntax.ok) return fail(syntax.failure);
    const url = syntax.url;
    url.hash = "";

    // The host check and the first try share the request's time; a retry has its own.
    const hopEnd = Math.min(now() + ctx.requestTimeoutMs, ctx.deadline);
    if (hopEnd - now() <= 0) return fail({ reason: "timeout", url: url.href });
    if (ctx.budget.remaining <= 0) return fail({ reason: "budget", url: url.href });
    const host = await checkHost(url, ctx, AbortSignal.timeout(hopEnd - now())).catch(
      () => ({ ok: false, failure: { reason: "dns_failed", url: url.href, host: url.hostname } }) as const,
    );
    if (!host.ok) return fail(host.failure);

    const answer = await request(ctx, url, options.accept, hopEnd);
    if (!answer.ok) return fail(answer.failure);
    const { response, signal } = answer;

    const location = response.headers.get("location");
    if (REDIRECT_STATUSES.has(response.status) && location !== null) {
      await response.body?.cancel().catch(() => {});
      let target: string;
      try {
        target = new URL(location, url).href;
      } catch {
        return fail({ reason: "invalid_url", url: location });
      }
      redirects.push({ from: url.href, to: target, status: response.status });
      if (redirects.length > MAX_REDIRECTS) return fail({ reason: "too_many_redirects", url: target });
      current = target;
      continue;
    }

    const declaredLength = Number(response.headers.get("content-length") ?? "0");
    if (!options.truncate && Number.isFinite(declaredLength) && declaredLength > options.maxBytes) {
      await response.body?.cancel().catch(() => {});
      return fail({ reason: "too_large", url: url.href, limit: options.maxBytes });
    }
    let read: Awaited<ReturnType<typeof readCapped>>;
    try {
      read = await readCapped(response.body, options.maxBytes, signal, options.truncate ?? false);
    } catch {
      return fail({ reason: signal.aborted ? "timeout" : "network", url: url.href });
    }
    if (read === null) return fail({ reason: "too_large", url: url.href, limit: options.maxBytes });
    return {
      ok: true,
      resource: {
        url: url.href,
        status: response.status,
        contentType: response.headers.get("content-type"),
        headers: response.headers,
        body: read.bytes,
        truncated: read.truncated,
        redirects,
      },
    };
  }
}

/** The media type of a Content-Type header, lower-cased, without parameters ("" when absent). */
export function mediaType(contentType: string | null): string {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}

/** The charset parameter of a Content-Type header, if any. */
export function charsetOf(contentType: string | null): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? "");
  return match ? match[1]!.toLowerCase() : null;
}
