/**
 * The inspector's only way out to the network (worker/inspector/fetch/safe-fetch.ts), with a
 * stubbed fetch and resolver: what is refused before any request, how redirects are followed and
 * re-checked, and how bodies, timeouts and the subrequest budget are bounded.
 */
import { describe, expect, it, vi } from "vitest";
import type { Resolver, ResolveResult } from "#worker/inspector/fetch/dns.ts";
import { MAX_REDIRECTS, checkUrlSyntax, safeFetch, type SafeFetchContext } from "#worker/inspector/fetch/safe-fetch.ts";

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function stubResolver(answers: Record<string, ResolveResult>): Resolver & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async resolve(hostname) {
      calls.push(hostname);
      return answers[hostname] ?? { ok: false, reason: "not_found" };
    },
  };
}

function context(handler: Handler, overrides: Partial<SafeFetchContext> = {}) {
  const requested: string[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requested.push(String(input));
    return handler(String(input), init ?? {});
  });
  const ctx: SafeFetchContext = {
    policy: { allowLoopback: false },
    resolver: stubResolver({ "app.example": { ok: true, addresses: ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"] } }),
    fetch: fetchStub as unknown as typeof fetch,
    requestTimeoutMs: 2000,
    deadline: Date.now() + 10_000,
    budget: { remaining: 40 },
    userAgent: "test-inspector",
    ...overrides,
  };
  return { ctx, requested, fetchStub };
}

const OPTIONS = { maxBytes: 1024, accept: "text/html" };
const redirect = (location: string, status = 302) => new Response(null, { status, headers: { location } });

describe("checkUrlSyntax", () => {
  it.each([
    ["ftp://app.example/", "scheme"],
    ["file:///etc/passwd", "scheme"],
    ["javascript:alert(1)", "scheme"],
    ["https://user:pass@app.example/", "credentials"],
    ["https://user@app.example/", "credentials"],
    [`https://app.example/${"a".repeat(2030)}`, "too_long"],
    ["not a url", "invalid_url"],
    ["http://app.example:25/", "blocked_port"], // SMTP
    ["https://app.example:6667/", "blocked_port"], // IRC
    ["http://app.example:22/", "blocked_port"], // SSH
  ])("refuses %s (%s)", (input, reason) => {
    const result = checkUrlSyntax(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.failure.reason).toBe(reason);
  });

  it("accepts ordinary custom ports", () => {
    for (const url of ["http://app.example:8080/", "https://app.example:8443/", "http://127.0.0.1:5173/"])
      expect(checkUrlSyntax(url).ok).toBe(true);
  });

  it("accepts exactly 2,048 characters", () => {
    const url = `https://app.example/${"a".repeat(2048 - "https://app.example/".length)}`;
    expect(url.length).toBe(2048);
    expect(checkUrlSyntax(url).ok).toBe(true);
  });
});

describe("host checks before any request", () => {
  it.each([
    ["http://127.0.0.1/", "loopback"],
    ["http://2130706433/", "loopback"],
    ["http://0x7f.1/", "loopback"],
    ["http://[::1]/", "loopback"],
    ["http://[::ffff:127.0.0.1]/", "loopback"],
    ["http://localhost./", "loopback"],
    ["http://app.localhost/", "loopback"],
    ["http://10.0.0.1/", "private"],
    ["http://169.254.169.254/latest/meta-data/", "link-local"],
    ["http://100.64.0.1/", "shared"],
    ["http://[fd00::1]/", "unique-local"],
    ["http://[fe80::1]/", "link-local"],
    ["http://0.0.0.0/", "unspecified"],
    ["http://[::]/", "unspecified"],
    ["http://224.0.0.1/", "multicast"],
    ["http://255.255.255.255/", "broadcast"],
  ])("refuses %s without fetching", async (url, addressClass) => {
    const { ctx, fetchStub } = context(() => new Response("never"));
    const result = await safeFetch(ctx, url, OPTIONS);
    expect(result).toMatchObject({ ok: false, failure: { reason: "forbidden_address", addressClass, redirects: [] } });
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it("lets loopback through only with the development setting, and nothing else with it", async () => {
    const { ctx } = context(() => new Response("<html>"), { policy: { allowLoopback: true } });
    expect((await safeFetch(ctx, "http://127.0.0.1:8080/", OPTIONS)).ok).toBe(true);
    expect((await safeFetch(ctx, "http://localhost:8080/", OPTIONS)).ok).toBe(true);
    expect(await safeFetch(ctx, "http://192.168.1.1/", OPTIONS)).toMatchObject({
      ok: false,
      failure: { reason: "forbidden_address", addressClass: "private" },
    });
    expect(await safeFetch(ctx, "http://169.254.169.254/", OPTIONS)).toMatchObject({ ok: false, failure: { reason: "forbidden_address" } });
  });

  it("refuses local network names without asking DNS", async () => {
    const { ctx, fetchStub } = context(() => new Response("never"));
    for (const url of ["http://db.internal/", "http://printer.local/", "http://router/", "http://nas.home.arpa/"]) {
      expect(await safeFetch(ctx, url, OPTIONS)).toMatchObject({ ok: false, failure: { reason: "local_name" } });
    }
    expect((ctx.resolver as ReturnType<typeof stubResolver>).calls).toEqual([]);
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it("refuses a name if any of its addresses is not public (A or AAAA)", async () => {
    const resolver = stubResolver({
      "rebind.example": { ok: true, addresses: ["93.184.215.14", "127.0.0.1"] },
      "v6.example": { ok: true, addresses: ["2606:4700::1", "fd00::5"] },
      "mapped.example": { ok: true, addresses: ["::ffff:10.0.0.8"] },
      "garbage.example": { ok: true, addresses: ["not-an-address"] },
    });
    const { ctx, fetchStub } = context(() => new Response("never"), { resolver });
    expect(await safeFetch(ctx, "https://rebind.example/", OPTIONS)).toMatchObject({
      ok: false,
      failure: { reason: "forbidden_address", address: "127.0.0.1", host: "rebind.example" },
    });
    expect(await safeFetch(ctx, "https://v6.example/", OPTIONS)).toMatchObject({
      ok: false,
      failure: { address: "fd00::5", addressClass: "unique-local" },
    });
    expect(await safeFetch(ctx, "https://mapped.example/", OPTIONS)).toMatchObject({ ok: false, failure: { addressClass: "private" } });
    expect(await safeFetch(ctx, "https://garbage.example/", OPTIONS)).toMatchObject({ ok: false, failure: { addressClass: "reserved" } });
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it("tells a name that does not exist from a DNS failure", async () => {
    const resolver = stubResolver({ "down.example": { ok: false, reason: "failed" } });
    const { ctx } = context(() => new Response("never"), { resolver });
    expect(await safeFetch(ctx, "https://missing.example/", OPTIONS)).toMatchObject({
      ok: false,
      failure: { reason: "not_resolved", host: "missing.example" },
    });
    expect(await safeFetch(ctx, "https://down.example/", OPTIONS)).toMatchObject({
      ok: false,
      failure: { reason: "dns_failed", host: "down.example" },
    });
  });
});

describe("redirects", () => {
  it("follows up to 5 redirects, resolving relative locations and recording every hop", async () => {
    const { ctx, requested } = context((url) => {
      const step = Number(new URL(url).searchParams.get("step") ?? "0");
      return step < MAX_REDIRECTS
        ? redirect(`/next?step=${step + 1}`, step % 2 ? 301 : 308)
        : new Response("<html>done</html>", { headers: { "content-type": "text/html" } });
    });
    const result = await safeFetch(ctx, "https://app.example/start", OPTIONS);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.resource.url).toBe("https://app.example/next?step=5");
    expect(result.resource.redirects).toHaveLength(5);
    expect(result.resource.redirects[0]).toStrictEqual({
      from: "https://app.example/start",
      to: "https://app.example/next?step=1",
      status: 308,
    });
    expect(requested).toHaveLength(6);
  });

  it("refuses the 6th redirect without following it", async () => {
    const { ctx, requested } = context((url) => redirect(`/hop${Number(new URL(url).pathname.slice(4) || 0) + 1}`));
    const result = await safeFetch(ctx, "https://app.example/hop0", OPTIONS);
    expect(result).toMatchObject({ ok: false, failure: { reason: "too_many_redirects", url: "https://app.example/hop6" } });
    if (!result.ok) expect(result.failure.redirects).toHaveLength(6);
    expect(requested).toHaveLength(6);
    expect(requested).not.toContain("https://app.example/hop6");
  });

  it("re-checks every hop: a public site redirecting to a private address is refused before the request", async () => {
    for (const target of [
      "http://10.0.0.1/admin",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::1]:8080/",
      "http://2130706433/",
      "http://db.internal/",
    ]) {
      const { ctx, requested } = context(() => redirect(target));
      const result = await safeFetch(ctx, "https://app.example/", OPTIONS);
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(["forbidden_address", "local_name"]).toContain(result.failure.reason);
      expect(result.failure.redirects).toStrictEqual([{ from: "https://app.example/", to: new URL(target).href, status: 302 }]);
      expect(requested).toEqual(["https://app.example/"]);
    }
  });

  it("re-checks DNS on a redirect to another name", async () => {
    const resolver = stubResolver({
      "app.example": { ok: true, addresses: ["93.184.215.14"] },
      "internal.example": { ok: true, addresses: ["192.168.0.10"] },
    });
    const { ctx } = context(() => redirect("https://internal.example/"), { resolver });
    expect(await safeFetch(ctx, "https://app.example/", OPTIONS)).toMatchObject({
      ok: false,
      failure: { reason: "forbidden_address", host: "internal.example", address: "192.168.0.10" },
    });
  });

  it("refuses redirects to other schemes and to addresses with credentials", async () => {
    for (const [target, reason] of [
      ["ftp://app.example/file", "scheme"],
      ["https://admin:secret@app.example/", "credentials"],
      ["data:text/html,hi", "scheme"],
      ["http://app.example:25/", "blocked_port"],
    ] as const) {
      const { ctx } = context(() => redirect(target));
      expect(await safeFetch(ctx, "https://app.example/", OPTIONS)).toMatchObject({ ok: false, failure: { reason } });
    }
  });

  it("treats a 3xx without Location as the final answer", async () => {
    const { ctx } = context(() => new Response("moved?", { status: 302 }));
    expect(await safeFetch(ctx, "https://app.example/", OPTIONS)).toMatchObject({ ok: true, resource: { status: 302 } });
  });
});

describe("requests and bodies", () => {
  it("sends Accept and its User-Agent, manual redirects, no fragment", async () => {
    const { ctx, fetchStub } = context(() => new Response("ok"));
    await safeFetch(ctx, "https://app.example/page#section", { maxBytes: 10, accept: "text/html" });
    const [input, init] = fetchStub.mock.calls[0]!;
    expect(String(input)).toBe("https://app.example/page");
    expect(init).toMatchObject({ method: "GET", redirect: "manual", headers: { accept: "text/html", "user-agent": "test-inspector" } });
  });

  it("stops reading a body past its cap and cancels the stream", async () => {
    let pulls = 0;
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(new Uint8Array(400));
      },
      cancel() {
        cancelled = true;
      },
    });
    const { ctx } = context(() => new Response(stream));
    expect(await safeFetch(ctx, "https://app.example/", OPTIONS)).toMatchObject({
      ok: false,
      failure: { reason: "too_large", limit: 1024 },
    });
    expect(cancelled).toBe(true);
    expect(pulls).toBeLessThanOrEqual(5); // an endless stream: read just past 1,024 bytes, then cancelled
  });

  it("refuses by Content-Length before reading", async () => {
    let pulled = false;
    // highWaterMark 0: the stream is only pulled when someone reads it.
    const stream = new ReadableStream<Uint8Array>({ pull: () => void (pulled = true) }, { highWaterMark: 0 });
    const { ctx } = context(() => new Response(stream, { headers: { "content-length": "999999" } }));
    expect(await safeFetch(ctx, "https://app.example/", OPTIONS)).toMatchObject({ ok: false, failure: { reason: "too_large" } });
    expect(pulled).toBe(false);
  });

  it("keeps the first bytes of a long body when truncation is asked for", async () => {
    const { ctx } = context(() => new Response("x".repeat(5000), { headers: { "content-length": "5000" } }));
    const result = await safeFetch(ctx, "https://app.example/app.js", { ...OPTIONS, truncate: true });
    expect(result).toMatchObject({ ok: true, resource: { truncated: true } });
    if (result.ok) expect(result.resource.body.byteLength).toBe(1024);
  });

  it("times out a request that does not answer", async () => {
    const { ctx } = context(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => init.signal!.addEventListener("abort", () => reject(init.signal!.reason))),
      {
        requestTimeoutMs: 50,
      },
    );
    const started = Date.now();
    expect(await safeFetch(ctx, "https://app.example/", OPTIONS)).toMatchObject({ ok: false, failure: { reason: "timeout" } });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("times out a body that stalls after the headers", async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(10));
      },
      pull: () => new Promise(() => {}),
    });
    const { ctx } = context(() => new Response(stream), { requestTimeoutMs: 50 });
    expect(await safeFetch(ctx, "https://app.example/", OPTIONS)).toMatchObject({ ok: false, failure: { reason: "timeout" } });
  });

  it("does not start once the inspection's deadline has passed", async () => {
    const { ctx, fetchStub } = context(() => new Response("ok"), { deadline: Date.now() - 1 });
    expect(await safeFetch(ctx, "https://app.example/", OPTIONS)).toMatchObject({ ok: false, failure: { reason: "timeout" } });
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it("reports a connection failure as network", async () => {
    const { ctx } = context(() => Promise.reject(new TypeError("connection refused")));
    expect(await safeFetch(ctx, "https://app.example/", OPTIONS)).toMatchObject({
      ok: false,
      failure: { reason: "network", url: "https://app.example/" },
    });
  });

  it("spends one subrequest per request and stops when the budget is spent", async () => {
    const { ctx, fetchStub } = context((url) => (url.endsWith("/a") ? redirect("/b") : new Response("ok")), { budget: { remaining: 1 } });
    expect(await safeFetch(ctx, "https://app.example/a", OPTIONS)).toMatchObject({
      ok: false,
      failure: { reason: "budget", url: "https://app.example/b" },
    });
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(ctx.budget.remaining).toBe(0);
  });
});
