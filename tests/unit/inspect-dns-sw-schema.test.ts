/**
 * Smaller pieces of the URL inspector: the DNS-over-HTTPS resolver (stubbed: tests never touch
 * the internet), service worker detection in script text, and the request schema shared with the
 * "Add by URL" form.
 */
import { describe, expect, it, vi } from "vitest";
import { inspectRequestSchema, withDefaultScheme } from "#contract/schemas/publishing.ts";
import { cachingResolver, createDohResolver, DEFAULT_DOH_URL } from "#worker/inspector/fetch/dns.ts";
import { findServiceWorkerRegistration, isExecutableScriptType } from "#worker/inspector/parse/service-worker.ts";

const dohAnswer = (status: number, answers: Array<{ type: number; data: string }> = []) =>
  new Response(JSON.stringify({ Status: status, Answer: answers.map((answer) => ({ name: "x", TTL: 60, ...answer })) }), {
    headers: { "content-type": "application/dns-json" },
  });

describe("createDohResolver", () => {
  it("asks for A and AAAA with the JSON media type and merges the answers", async () => {
    const fetchStub = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
      const type = new URL(String(input)).searchParams.get("type");
      return type === "A"
        ? dohAnswer(0, [
            { type: 5, data: "edge.example." },
            { type: 1, data: "93.184.215.14" },
          ])
        : dohAnswer(0, [{ type: 28, data: "2606:2800:21f::1" }]);
    });
    const resolver = createDohResolver({ fetch: fetchStub as unknown as typeof fetch });
    expect(await resolver.resolve("app.example.")).toStrictEqual({ ok: true, addresses: ["93.184.215.14", "2606:2800:21f::1"] });
    const urls = fetchStub.mock.calls.map(([input]) => new URL(String(input)));
    expect(urls.map((url) => `${url.origin}${url.pathname}`)).toEqual([DEFAULT_DOH_URL, DEFAULT_DOH_URL]);
    expect(urls.map((url) => [url.searchParams.get("name"), url.searchParams.get("type")])).toEqual([
      ["app.example", "A"],
      ["app.example", "AAAA"],
    ]);
    // redirect "manual": workerd refuses "error" (a resolver that redirects counts as failing).
    expect(fetchStub.mock.calls[0]![1]).toMatchObject({ headers: { accept: "application/dns-json" }, redirect: "manual" });
  });

  it("says not_found for NXDOMAIN and for a name without addresses", async () => {
    const nx = createDohResolver({ fetch: (async () => dohAnswer(3)) as unknown as typeof fetch });
    expect(await nx.resolve("nope.example")).toStrictEqual({ ok: false, reason: "not_found" });
    const empty = createDohResolver({ fetch: (async () => dohAnswer(0)) as unknown as typeof fetch });
    expect(await empty.resolve("txt-only.example")).toStrictEqual({ ok: false, reason: "not_found" });
  });

  it("fails when either lookup fails (the fetch may use either family)", async () => {
    for (const broken of [
      () => dohAnswer(2),
      () => new Response("oops", { status: 503 }),
      () => new Response(null, { status: 302, headers: { location: "https://elsewhere.example/" } }),
      () => new Response("not json"),
      () => Promise.reject(new Error("down")),
    ]) {
      const resolver = createDohResolver({
        fetch: (async (input: RequestInfo | URL) =>
          new URL(String(input)).searchParams.get("type") === "A"
            ? dohAnswer(0, [{ type: 1, data: "1.2.3.4" }])
            : broken()) as unknown as typeof fetch,
      });
      expect(await resolver.resolve("half.example")).toStrictEqual({ ok: false, reason: "failed" });
    }
  });

  it("spends the inspection's budget per lookup and fails once it is spent", async () => {
    let remaining = 1;
    const resolver = createDohResolver({
      fetch: (async () => dohAnswer(0, [{ type: 1, data: "1.2.3.4" }])) as unknown as typeof fetch,
      spend: () => {
        if (remaining <= 0) throw new Error("spent");
        remaining -= 1;
      },
    });
    expect(await resolver.resolve("a.example")).toStrictEqual({ ok: false, reason: "failed" });
  });

  it("is asked once per host per inspection when cached", async () => {
    const inner = { resolve: vi.fn(async () => ({ ok: true as const, addresses: ["1.2.3.4"] })) };
    const resolver = cachingResolver(inner);
    await Promise.all([resolver.resolve("A.example"), resolver.resolve("a.example."), resolver.resolve("b.example")]);
    expect(inner.resolve).toHaveBeenCalledTimes(2);
  });
});

describe("findServiceWorkerRegistration", () => {
  it.each([
    ['navigator.serviceWorker.register("/sw.js")', "/sw.js"],
    [
      "if ('serviceWorker' in navigator) { navigator.serviceWorker.register('./service-worker.js', { scope: './' }) }",
      "./service-worker.js",
    ],
    ['"serviceWorker"in navigator&&n.serviceWorker.register(`/sw.js?v=3`)', "/sw.js?v=3"],
    ['navigator.serviceWorker\n  .register( "/worker.js" )', "/worker.js"],
    ['navigator.serviceWorker["register"]("/sw.js")', "/sw.js"],
    ["navigator.serviceWorker.register(swUrl)", null],
    ['const wb = new Workbox("/sw.js"); wb.register();', "/sw.js"],
  ])("finds %j", (source, script) => {
    expect(findServiceWorkerRegistration(source)).toStrictEqual({ script });
  });

  it.each(["navigator.serviceWorker.getRegistrations()", "// no worker here", "serviceWorkerRegister()", "navigator.serviceWorker.ready"])(
    "finds nothing in %j",
    (source) => {
      expect(findServiceWorkerRegistration(source)).toBeNull();
    },
  );

  it("knows which script types run", () => {
    expect(
      [null, "", "module", "text/javascript", "application/javascript; charset=utf-8", "TEXT/ECMASCRIPT"].every(isExecutableScriptType),
    ).toBe(true);
    expect(["application/json", "application/ld+json", "text/template", "importmap", "speculationrules"].some(isExecutableScriptType)).toBe(
      false,
    );
  });
});

describe("inspectRequestSchema", () => {
  const parse = (url: unknown) => inspectRequestSchema.safeParse({ url });
  const firstMessage = (url: unknown) => {
    const result = parse(url);
    return result.success ? null : result.error.issues[0]!.message;
  };

  it("normalises the address and adds https:// when no scheme is given", () => {
    expect(parse("  https://App.Example/path?q=1  ").data).toStrictEqual({ url: "https://app.example/path?q=1" });
    expect(parse("app.example/notes").data).toStrictEqual({ url: "https://app.example/notes" });
    expect(parse("http://127.0.0.1:8787/").data).toStrictEqual({ url: "http://127.0.0.1:8787/" });
    expect(withDefaultScheme("ftp://x")).toBe("ftp://x");
    expect(withDefaultScheme("javascript:alert(1)")).toBe("javascript:alert(1)");
  });

  it.each([
    [undefined, "Enter the address of the app's page."],
    ["   ", "Enter the address of the app's page."],
    [42, "Enter the address of the app's page."],
    ["https://exa mple.com", "This is not a valid web address."],
    ["ftp://files.example/app", "Only http and https addresses can be inspected, not ftp."],
    ["javascript:alert(1)", "Only http and https addresses can be inspected, not javascript."],
    ["file:///etc/passwd", "Only http and https addresses can be inspected, not file."],
    ["https://user:secret@app.example/", "The address must not contain a user name or password."],
    ["https://token@app.example/", "The address must not contain a user name or password."],
    [`https://app.example/${"a".repeat(2029)}`, "The address must be at most 2048 characters."],
  ])("refuses %j", (url, message) => {
    expect(firstMessage(url)).toBe(message);
  });

  it("accepts 2,048 characters and refuses 2,049", () => {
    const prefix = "https://app.example/";
    expect(parse(prefix + "a".repeat(2048 - prefix.length)).success).toBe(true);
    expect(parse(prefix + "a".repeat(2049 - prefix.length)).success).toBe(false);
  });

  it("refuses an address that only grows past 2,048 characters once normalised", () => {
    // Each space becomes %20 in the normalised URL.
    expect(firstMessage(`https://app.example/${" x".repeat(700)}`)).toBe("The address must be at most 2048 characters.");
  });
});
