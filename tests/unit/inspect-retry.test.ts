/**
 * A failed connection is tried once more, never an HTTP answer
 * (docs/decisions/0033-network-failures-are-not-verdicts.md): the inspector's fetch
 * (worker/inspector/fetch/safe-fetch.ts) and its DNS-over-HTTPS lookups, with stubbed fetches,
 * then against a real bare HTTP/1.0 server in Node that closes every connection and drops the
 * first request of each path.
 */
import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BudgetSpent, createDohResolver, type Resolver } from "#worker/inspector/fetch/dns.ts";
import { CONNECTION_RETRIES, isNetworkFailure, safeFetch, type SafeFetchContext } from "#worker/inspector/fetch/safe-fetch.ts";
import { fetchFailureMessage } from "#worker/inspector/inspection/messages.ts";
import { messageForStatus } from "#app/lib/api/client.ts";

const resolver: Resolver = { resolve: async () => ({ ok: true, addresses: ["93.184.215.14"] }) };
const OPTIONS = { maxBytes: 64 * 1024, accept: "*/*" };

function context(responses: Array<() => Response | Promise<Response>>, overrides: Partial<SafeFetchContext> = {}) {
  let call = 0;
  const fetchStub = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const next = responses[Math.min(call, responses.length - 1)]!;
    call += 1;
    return next();
  });
  const ctx: SafeFetchContext = {
    policy: { allowLoopback: true },
    resolver,
    fetch: fetchStub as unknown as typeof fetch,
    requestTimeoutMs: 2000,
    deadline: Date.now() + 10_000,
    budget: { remaining: 10 },
    userAgent: "test",
    retryDelayMs: 0,
    ...overrides,
  };
  return { ctx, fetchStub };
}

const refused = () => Promise.reject(new TypeError("fetch failed: connection refused"));
const ok = () => new Response("hello", { headers: { "content-type": "text/plain" } });

describe("safeFetch: one retry after a connection-level failure", () => {
  it("retries once", () => {
    expect(CONNECTION_RETRIES).toBe(1);
  });

  it("answers what the second try got, and spends a subrequest per try", async () => {
    const { ctx, fetchStub } = context([refused, ok]);
    const result = await safeFetch(ctx, "https://app.example/manifest.json", OPTIONS);
    expect(result).toMatchObject({ ok: true, resource: { status: 200 } });
    if (result.ok) expect(new TextDecoder().decode(result.resource.body)).toBe("hello");
    expect(fetchStub).toHaveBeenCalledTimes(2);
    expect(ctx.budget.remaining).toBe(8);
  });

  it("gives up after the second failure, saying both tries failed", async () => {
    const { ctx, fetchStub } = context([refused]);
    const result = await safeFetch(ctx, "https://app.example/icon.png", OPTIONS);
    expect(result).toStrictEqual({
      ok: false,
      failure: { reason: "network", url: "https://app.example/icon.png", attempts: 2, redirects: [] },
    });
    expect(fetchStub).toHaveBeenCalledTimes(2);
    if (!result.ok) {
      expect(isNetworkFailure(result.failure)).toBe(true);
      expect(fetchFailureMessage(result.failure, "en")).toBe(
        "https://app.example/icon.png could not be reached: the connection failed, and again when tried a second time.",
      );
      expect(fetchFailureMessage(result.failure, "zh")).toBe("无法连接到 https://app.example/icon.png：连接失败，重试一次后仍然失败。");
    }
  });

  it.each([200, 404, 500, 503])("never retries an HTTP answer (%i)", async (status) => {
    const { ctx, fetchStub } = context([() => new Response("x", { status }), ok]);
    expect(await safeFetch(ctx, "https://app.example/", OPTIONS)).toMatchObject({ ok: true, resource: { status } });
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it("never retries a timeout", async () => {
    const { ctx, fetchStub } = context(
      [
        () =>
          new Promise<Response>((_resolve, reject) => {
            const signal = fetchStub.mock.calls.at(-1)![1]!.signal!;
            signal.addEventListener("abort", () => reject(signal.reason));
          }),
      ],
      { requestTimeoutMs: 50 },
    );
    expect(await safeFetch(ctx, "https://app.example/", OPTIONS)).toMatchObject({ ok: false, failure: { reason: "timeout" } });
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it("does not retry without a subrequest left", async () => {
    const { ctx, fetchStub } = context([refused, ok], { budget: { remaining: 1 } });
    expect(await safeFetch(ctx, "https://app.example/", OPTIONS)).toMatchObject({
      ok: false,
      failure: { reason: "network", attempts: 1 },
    });
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it("does not retry when the inspection's deadline leaves no time for the wait", async () => {
    const { ctx, fetchStub } = context([refused, ok], { retryDelayMs: 500, deadline: Date.now() + 300 });
    expect(await safeFetch(ctx, "https://app.example/", OPTIONS)).toMatchObject({ ok: false, failure: { reason: "network", attempts: 1 } });
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it("waits before the retry", async () => {
    const { ctx } = context([refused, ok], { retryDelayMs: 120 });
    const started = Date.now();
    expect(await safeFetch(ctx, "https://app.example/", OPTIONS)).toMatchObject({ ok: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it("retries each hop of a redirect chain on its own", async () => {
    const { ctx, fetchStub } = context([refused, () => new Response(null, { status: 302, headers: { location: "/next" } }), refused, ok]);
    const result = await safeFetch(ctx, "https://app.example/start", OPTIONS);
    expect(result).toMatchObject({ ok: true, resource: { url: "https://app.example/next" } });
    expect(fetchStub.mock.calls.map(([input]) => String(input))).toEqual([
      "https://app.example/start",
      "https://app.example/start",
      "https://app.example/next",
      "https://app.example/next",
    ]);
  });

  it("does not count a failure the site answered as the network's", () => {
    for (const reason of ["network", "timeout", "dns_failed"] as const) expect(isNetworkFailure({ reason })).toBe(true);
    for (const reason of ["not_resolved", "forbidden_address", "too_large", "too_many_redirects", "budget"] as const) {
      expect(isNetworkFailure({ reason })).toBe(false);
    }
  });
});

describe("DNS over HTTPS: one retry, and a spent budget named as such", () => {
  const answer = () => new Response(JSON.stringify({ Status: 0, Answer: [{ type: 1, data: "1.2.3.4" }] }));

  it("asks again once when the resolver's connection fails", async () => {
    let calls = 0;
    const resolver = createDohResolver({
      retryDelayMs: 0,
      fetch: (async () => {
        calls += 1;
        if (calls <= 2) throw new TypeError("connection reset");
        return answer();
      }) as unknown as typeof fetch,
    });
    expect(await resolver.resolve("app.example")).toMatchObject({ ok: true, addresses: ["1.2.3.4"] });
    expect(calls).toBe(4);
  });

  it("fails after two failed connections, and never asks again after an answer", async () => {
    const failing = vi.fn(async () => {
      throw new TypeError("connection reset");
    });
    expect(await createDohResolver({ retryDelayMs: 0, fetch: failing as unknown as typeof fetch }).resolve("a.example")).toStrictEqual({
      ok: false,
      reason: "failed",
    });
    expect(failing).toHaveBeenCalledTimes(4);
    const servfail = vi.fn(async () => new Response(JSON.stringify({ Status: 2 })));
    await createDohResolver({ retryDelayMs: 0, fetch: servfail as unknown as typeof fetch }).resolve("a.example");
    expect(servfail).toHaveBeenCalledTimes(2);
  });

  it("answers budget when the inspection's subrequests are spent", async () => {
    const resolver = createDohResolver({
      fetch: (async () => answer()) as unknown as typeof fetch,
      spend: () => {
        throw new BudgetSpent();
      },
    });
    expect(await resolver.resolve("a.example")).toStrictEqual({ ok: false, reason: "budget" });
  });
});

/**
 * A static server speaking HTTP/1.0 as the simplest ones do: one request per connection, the
 * body ended by closing the connection (no Content-Length). The first request of each path is
 * dropped: the connection closed without an answer.
 */
describe("against a real HTTP/1.0 server that closes every connection", () => {
  let server: Server;
  let origin = "";
  const sockets = new Set<Socket>();
  const seen = new Map<string, number>();

  beforeAll(async () => {
    server = createServer((socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {});
      let head = "";
      socket.on("data", (chunk) => {
        head += chunk.toString("latin1");
        if (!head.includes("\r\n\r\n")) return;
        const path = head.split(" ")[1] ?? "/";
        const count = (seen.get(path) ?? 0) + 1;
        seen.set(path, count);
        if (path.startsWith("/always-drop") || (path.startsWith("/drop-once") && count === 1)) return void socket.destroy();
        socket.end(`HTTP/1.0 200 OK\r\nContent-Type: application/manifest+json\r\nConnection: close\r\n\r\n{"name":"Closed ${path}"}`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const realContext = (): SafeFetchContext => ({
    policy: { allowLoopback: true },
    resolver,
    fetch: (input, init) => fetch(input, init),
    requestTimeoutMs: 3000,
    deadline: Date.now() + 10_000,
    budget: { remaining: 10 },
    userAgent: "test",
    retryDelayMs: 10,
  });

  it("reads answers whose end is the connection's, one after another", async () => {
    for (let run = 0; run < 8; run += 1) {
      const result = await safeFetch(realContext(), `${origin}/manifest-${run}.json`, OPTIONS);
      expect(result.ok, `run ${run + 1}`).toBe(true);
      if (result.ok) expect(new TextDecoder().decode(result.resource.body)).toBe(`{"name":"Closed /manifest-${run}.json"}`);
    }
  });

  it("gets a resource whose first connection closed unanswered on the second try", async () => {
    const result = await safeFetch(realContext(), `${origin}/drop-once/manifest.json`, OPTIONS);
    expect(result).toMatchObject({ ok: true, resource: { status: 200 } });
    expect(seen.get("/drop-once/manifest.json")).toBe(2);
  });

  it("reports the network after two connections closed unanswered", async () => {
    const ctx = realContext();
    const result = await safeFetch(ctx, `${origin}/always-drop/icon.png`, OPTIONS);
    expect(result).toMatchObject({ ok: false, failure: { reason: "network", attempts: 2 } });
    expect(seen.get("/always-drop/icon.png")).toBe(2);
    expect(ctx.budget.remaining).toBe(8);
  });
});

describe("the client and an inconclusive inspection's 503", () => {
  it("shows the server's own sentence (what happened, try again), not the generic server error", () => {
    const message = "This app could not be judged yet: part of it could not be reached over the network. Try again in a moment.";
    expect(messageForStatus(503, message, "publish_inspection_inconclusive")).toBe(message);
    expect(messageForStatus(503, message, "something_else")).toBe("A server error occurred. Please try again later.");
  });
});
