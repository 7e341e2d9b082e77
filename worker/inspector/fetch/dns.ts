/**
 * DNS for the inspector. Workers have no resolver API, so a name's A and AAAA records are asked
 * of a DNS-over-HTTPS service (Cloudflare's JSON API by default) before the store fetches from
 * that name; tests point the resolver at a stub (ADR 0018). The answers only decide whether the
 * store may fetch: the fetch itself resolves the name again (see the ADR on DNS rebinding).
 */
import { RETRY_DELAY_MS } from "./safe-fetch.ts";

/** https://developers.cloudflare.com/1.1.1.1/encryption/dns-over-https/make-api-requests/dns-json/ */
export const DEFAULT_DOH_URL = "https://cloudflare-dns.com/dns-query";

/** A DoH answer is small; anything larger is not one. */
const MAX_DOH_BYTES = 64 * 1024;

export type ResolveResult =
  | { ok: true; addresses: string[] }
  /** NXDOMAIN, or no A/AAAA record at all. */
  | { ok: false; reason: "not_found" }
  /** The resolver could not answer (network, timeout, SERVFAIL, malformed answer). */
  | { ok: false; reason: "failed" }
  /** The inspection's subrequests were spent before the lookup could be made. */
  | { ok: false; reason: "budget" };

/** What `spend` throws when the inspection's subrequest budget is spent. */
export class BudgetSpent extends Error {
  constructor() {
    super("subrequest budget spent");
  }
}

export interface Resolver {
  resolve(hostname: string, signal?: AbortSignal): Promise<ResolveResult>;
}

export interface DohResolverOptions {
  url?: string;
  fetch?: typeof fetch;
  /** Counts one subrequest per lookup (and per retry); throws BudgetSpent when the inspection's budget is spent. */
  spend?: () => void;
  /** The wait before asking again after a failed connection (RETRY_DELAY_MS unless given; tests pass 0). */
  retryDelayMs?: number;
}

interface DohJson {
  Status?: number;
  Answer?: Array<{ type?: number; data?: string }>;
}

const RECORD_TYPES = { A: 1, AAAA: 28 } as const;

/**
 * A resolver over DNS-over-HTTPS (JSON flavour): A and AAAA in parallel; both lookups must
 * succeed, since the fetch may connect over either family.
 *
 * @example
 * const resolver = createDohResolver({ url: config.inspect.dohUrl });
 * const result = await resolver.resolve("example.com"); // { ok: true, addresses: ["93.184.215.14", ...] }
 */
export function createDohResolver(options: DohResolverOptions = {}): Resolver {
  const endpoint = options.url ?? DEFAULT_DOH_URL;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  /**
   * One DoH GET, asked once more when the connection fails before any answer (as the fetches of
   * safe-fetch.ts are); each try is a subrequest. Throws what the last try threw.
   */
  async function askWithRetry(url: string, signal?: AbortSignal): Promise<Response> {
    options.spend?.();
    for (let attempt = 1; ; attempt += 1) {
      try {
        // Workers have no redirect: "error"; a resolver that redirects is simply not answering.
        return await doFetch(url, { headers: { accept: "application/dns-json" }, signal, redirect: "manual" });
      } catch (error) {
        if (attempt > 1 || signal?.aborted) throw error;
        const delay = options.retryDelayMs ?? RETRY_DELAY_MS;
        if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
        try {
          options.spend?.();
        } catch {
          throw error; // no subrequest left for the retry: the lookup failed as it did
        }
      }
    }
  }

  async function lookup(
    name: string,
    type: keyof typeof RECORD_TYPES,
    signal?: AbortSignal,
  ): Promise<string[] | "nxdomain" | "failed" | "budget"> {
    try {
      const url = new URL(endpoint);
      url.searchParams.set("name", name);
      url.searchParams.set("type", type);
      const response = await askWithRetry(url.toString(), signal);
      if (response.status !== 200) {
        await response.body?.cancel();
        return "failed";
      }
      const text = await response.text();
      if (text.length > MAX_DOH_BYTES) return "failed";
      const json = JSON.parse(text) as DohJson;
      if (json.Status === 3) return "nxdomain";
      if (json.Status !== 0) return "failed";
      // CNAME chains come with the final records in Answer; only the asked type counts.
      return (json.Answer ?? [])
        .filter((record) => record.type === RECORD_TYPES[type] && typeof record.data === "string")
        .map((record) => record.data!);
    } catch (error) {
      return error instanceof BudgetSpent ? "budget" : "failed";
    }
  }

  return {
    async resolve(hostname, signal) {
      const name = hostname.replace(/\.$/, "");
      const [a, aaaa] = await Promise.all([lookup(name, "A", signal), lookup(name, "AAAA", signal)]);
      if (a === "budget" || aaaa === "budget") return { ok: false, reason: "budget" };
      if (a === "failed" || aaaa === "failed") return { ok: false, reason: "failed" };
      const addresses = [...(Array.isArray(a) ? a : []), ...(Array.isArray(aaaa) ? aaaa : [])];
      return addresses.length > 0 ? { ok: true, addresses } : { ok: false, reason: "not_found" };
    },
  };
}

/** Remembers answers for the length of one inspection (the page, manifest and icons share hosts). */
export function cachingResolver(inner: Resolver): Resolver {
  const cache = new Map<string, Promise<ResolveResult>>();
  return {
    resolve(hostname, signal) {
      const key = hostname.toLowerCase().replace(/\.$/, "");
      let answer = cache.get(key);
      if (!answer) {
        answer = inner.resolve(key, signal);
        cache.set(key, answer);
      }
      return answer;
    },
  };
}
