/**
 * POST /api/client/pwas/inspect: who may call it, what it refuses, and how. Addresses the schema
 * refuses are 400 with `errors[{ field: "url" }]`; a page the store will not or cannot load
 * (private or local addresses — typed, redirected to or resolved to — DNS failures, too many
 * redirects, timeouts, oversize pages, HTTP errors, not a web page) is 422 with `reason`; never a
 * 500, and the Worker keeps answering afterwards. Host names are resolved through the fixture
 * server's stub DNS-over-HTTPS endpoint: nothing here touches the internet.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Env } from "#worker/env.ts";
import { call, jsonEnvelope } from "../support/http.ts";
import { FIXTURE_NAMES, type FixtureStats } from "../support/inspect-fixtures.ts";
import { inspectRequest, inspectionOf, signedInInspector, type InspectAnswer } from "../support/inspect.ts";

const fixtures = inject("inspectFixtures");
const port = new URL(fixtures.baseUrl).port;
/** Bindings for the stub resolver; loopback stays as wrangler.toml sets it (allowed). */
const WITH_DNS: Partial<Env> = { INSPECT_DOH_URL: fixtures.dohUrl };
/** The development setting off: what production does with loopback. */
const NO_LOOPBACK: Partial<Env> = { INSPECT_ALLOW_LOOPBACK: "", INSPECT_DOH_URL: fixtures.dohUrl };

let inspector: Awaited<ReturnType<typeof signedInInspector>>;

beforeAll(async () => {
  inspector = await signedInInspector(env, 3);
});

const stats = async () => (await (await fetch(fixtures.statsUrl)).json()) as FixtureStats;

function expectRefused(answer: InspectAnswer, reason: string, message?: string | RegExp) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect(answer.body.success).toBe(false);
  expect(answer.body.reason).toBe(reason);
  const detail = answer.body.errors?.[0];
  expect(detail?.field).toBe("url");
  expect(answer.body.message).toBe(`The page could not be inspected: ${detail?.message}`);
  if (typeof message === "string") expect(detail?.message).toBe(message);
  else if (message) expect(detail?.message).toMatch(message);
}

describe("access", () => {
  it("answers 401 without a token, and with a bad one", async () => {
    // A path of its own: the fixture server's counts are shared by every file, which may run first.
    for (const token of [null, "not-a-jwt"]) {
      const answer = await inspectRequest(`${fixtures.baseUrl}/unauthorized-probe/`, { token });
      expect(answer.status).toBe(401);
      expect(answer.body).toStrictEqual({ success: false, code: "unauthorized", message: "Unauthorized access" });
      expect(answer.headers.get("WWW-Authenticate")).toBe('Bearer realm="api"');
    }
    expect((await stats()).hits["/unauthorized-probe/"] ?? 0).toBe(0);
  });

  it("limits inspections per account (30 per 10 minutes) with Retry-After", async () => {
    const [user] = (await signedInInspector(env, 1)).users;
    const statuses: number[] = [];
    // Invalid bodies: counted like any attempt, without fetching anything.
    for (let attempt = 0; attempt < 31; attempt += 1)
      statuses.push((await inspectRequest(null, { token: user!.accessToken, body: {} })).status);
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    const limited = await inspectRequest(`${fixtures.baseUrl}/good/`, { token: user!.accessToken });
    expect(limited.status).toBe(429);
    expect(limited.body).toStrictEqual({ success: false, code: "rate_limited", message: "Too many requests. Please try again later." });
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});

describe("the request body (400, shared schema)", () => {
  it.each([
    [{}, "Enter the address of the app's page."],
    [{ url: "" }, "Enter the address of the app's page."],
    [{ url: 5 }, "Enter the address of the app's page."],
    [{ url: "ftp://files.example/app" }, "Only http and https addresses can be inspected, not ftp."],
    [{ url: "javascript:alert(document.cookie)" }, "Only http and https addresses can be inspected, not javascript."],
    [{ url: "file:///etc/passwd" }, "Only http and https addresses can be inspected, not file."],
    [{ url: `http://admin:hunter2@127.0.0.1:${port}/good/` }, "The address must not contain a user name or password."],
    [{ url: "https://exa mple.com/" }, "This is not a valid web address."],
  ])("refuses %j", async (body, message) => {
    const answer = await inspector.inspect(null, { body });
    expect(answer.status).toBe(400);
    expect(answer.body).toStrictEqual({
      success: false,
      code: "validation_failed",
      message: "Validation error",
      errors: [{ field: "url", message }],
    });
  });

  it("refuses a 2,049-character address and accepts 2,048", async () => {
    const prefix = `${fixtures.baseUrl}/`;
    const tooLong = await inspector.inspect(prefix + "a".repeat(2049 - prefix.length));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual([{ field: "url", message: "The address must be at most 2048 characters." }]);
    // 2,048 passes validation; the fixture server answers 404 for it.
    expectRefused(await inspector.inspect(prefix + "a".repeat(2048 - prefix.length)), "http_status");
  });

  it("answers validation errors in Chinese", async () => {
    const answer = await inspector.inspect(null, { body: { url: "ftp://x.example/" }, headers: { "Accept-Language": "zh" } });
    expect(answer.body).toStrictEqual({
      success: false,
      code: "validation_failed",
      message: "验证错误",
      errors: [{ field: "url", message: "只能检查 http 和 https 网址，不支持 ftp。" }],
    });
  });

  it("answers 415 for a body that is not JSON and 400 for malformed JSON", async () => {
    expect((await inspector.inspect(null, { headers: { "Content-Type": "text/plain" }, body: "url=x" })).status).toBe(415);
    const malformed = await inspector.inspect(null, { body: '{"url":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("The request body is not valid JSON.");
  });
});

describe("addresses the store does not fetch (422)", () => {
  it.each([
    ["http://10.0.0.1/", "10.0.0.1", "private network"],
    ["http://192.168.0.1/", "192.168.0.1", "private network"],
    ["http://172.20.1.1/", "172.20.1.1", "private network"],
    ["http://100.100.100.200/", "100.100.100.200", "carrier-grade NAT"],
    ["http://169.254.169.254/latest/meta-data/", "169.254.169.254", "link-local"],
    ["http://[fd00::1]/", "fd00::1", "unique local"],
    ["http://[fe80::1]/", "fe80::1", "link-local"],
    ["http://[::ffff:10.0.0.1]/", "::ffff:a00:1", "private network"],
    [`http://0.0.0.0:${port}/good/`, "0.0.0.0", "unspecified"],
    [`http://[::]:${port}/good/`, "::", "unspecified"],
    ["http://224.0.0.251/", "224.0.0.251", "multicast"],
    ["http://255.255.255.255/", "255.255.255.255", "broadcast"],
  ])("refuses %s even in development", async (url, address, kind) => {
    const answer = await inspector.inspect(url);
    expectRefused(answer, "forbidden_address", new RegExp(`is or resolves to ${address.replaceAll(".", "\\.")}, a ${kind} address`));
  });

  it.each([
    `http://127.0.0.1:${port}/good/`,
    `http://2130706433:${port}/good/`,
    `http://0177.0.0.1:${port}/good/`,
    `http://0x7f.1:${port}/good/`,
    `http://127.1:${port}/good/`,
    `http://[::1]:${port}/good/`,
    `http://[::ffff:127.0.0.1]:${port}/good/`,
    `http://localhost.:${port}/good/`,
    `http://fixture.localhost:${port}/good/`,
  ])("refuses loopback %s when the development setting is off (as in production)", async (url) => {
    const answer = await inspector.inspect(url, { env: NO_LOOPBACK });
    expectRefused(answer, "forbidden_address", /a loopback address; the store only fetches public sites\.$/);
  });

  it("allows loopback in development (the setting the fixture sites rely on)", async () => {
    expect(inspectionOf(await inspector.inspect(`http://2130706433:${port}/good/`)).finalUrl).toBe(`http://127.0.0.1:${port}/good/`);
  });

  it("refuses local network names without asking DNS", async () => {
    const before = await stats();
    for (const url of [
      "http://metadata.google.internal/computeMetadata/v1/",
      "http://printer.local/",
      "http://router/",
      "http://nas.home.arpa/",
    ]) {
      expectRefused(
        await inspector.inspect(url, { env: WITH_DNS }),
        "local_name",
        /is a local network name; the store only fetches public sites\.$/,
      );
    }
    expect((await stats()).doh).toStrictEqual(before.doh);
  });

  it.each([
    [FIXTURE_NAMES.private, "192.168.1.10", "private network"],
    [FIXTURE_NAMES.metadata, "169.254.169.254", "link-local"],
    [FIXTURE_NAMES.mixed, "fd00::53", "unique local"],
    [FIXTURE_NAMES.cname, "10.20.30.40", "private network"],
  ])("refuses %s, which resolves to %s", async (name, address, kind) => {
    const before = (await stats()).doh[name] ?? 0;
    const answer = await inspector.inspect(`http://${name}/`, { env: WITH_DNS });
    expectRefused(
      answer,
      "forbidden_address",
      `${name} is or resolves to ${address}, a ${kind} address; the store only fetches public sites.`,
    );
    // Both families were asked of the stub resolver.
    expect((await stats()).doh[name]).toBe(before + 2);
  });

  it("refuses a name that resolves to loopback written as IPv4-mapped IPv6", async () => {
    expectRefused(
      await inspector.inspect(`http://${FIXTURE_NAMES.mapped}/`, { env: NO_LOOPBACK }),
      "forbidden_address",
      /::ffff:127\.0\.0\.1, a loopback address/,
    );
  });

  it("tells a missing name from a DNS failure", async () => {
    expectRefused(
      await inspector.inspect(`http://${FIXTURE_NAMES.missing}/`, { env: WITH_DNS }),
      "not_resolved",
      `${FIXTURE_NAMES.missing} does not resolve to any address (no DNS record).`,
    );
    expectRefused(
      await inspector.inspect(`http://${FIXTURE_NAMES.broken}/`, { env: WITH_DNS }),
      "dns_failed",
      `The DNS lookup for ${FIXTURE_NAMES.broken} failed; try again later.`,
    );
  });
});

describe("redirects", () => {
  it("refuses a 6th redirect, with every hop reported", async () => {
    const answer = await inspector.inspect(`${fixtures.baseUrl}/hop/5`);
    expectRefused(answer, "too_many_redirects", `${fixtures.baseUrl}/hop/5 redirects more than 5 times.`);
    expect(answer.body.redirects).toHaveLength(6);
    expect(answer.body.redirects![5]).toStrictEqual({ from: `${fixtures.baseUrl}/hop/0`, to: `${fixtures.baseUrl}/good/`, status: 302 });
  });

  it("refuses a redirect to a private address before following it", async () => {
    const answer = await inspector.inspect(`${fixtures.baseUrl}/to-private/`);
    expectRefused(
      answer,
      "forbidden_address",
      `10.0.0.1 is or resolves to 10.0.0.1, a private network address; the store only fetches public sites. (Reached after 1 redirect(s) from ${fixtures.baseUrl}/to-private/.)`,
    );
    expect(answer.body.redirects).toStrictEqual([{ from: `${fixtures.baseUrl}/to-private/`, to: "http://10.0.0.1/admin", status: 302 }]);
  });

  it("refuses a redirect to the cloud metadata address", async () => {
    const answer = await inspector.inspect(`${fixtures.baseUrl}/to-metadata/`);
    expectRefused(answer, "forbidden_address", /169\.254\.169\.254, a link-local address/);
    expect(answer.body.redirects).toStrictEqual([
      { from: `${fixtures.baseUrl}/to-metadata/`, to: "http://169.254.169.254/latest/meta-data/", status: 301 },
    ]);
  });

  it("refuses a redirect to a name that resolves privately", async () => {
    const answer = await inspector.inspect(`${fixtures.baseUrl}/to-private-name/`, { env: WITH_DNS });
    expectRefused(answer, "forbidden_address", /^private\.pwa-fixture\.example is or resolves to 192\.168\.1\.10/);
    expect(answer.body.redirects).toStrictEqual([
      { from: `${fixtures.baseUrl}/to-private-name/`, to: `http://${FIXTURE_NAMES.private}/`, status: 307 },
    ]);
  });

  it("refuses a port browsers never load pages from", async () => {
    expectRefused(
      await inspector.inspect("http://127.0.0.1:25/"),
      "blocked_port",
      "http://127.0.0.1:25/ uses port 25, which browsers never load web pages from.",
    );
  });

  it("refuses a redirect to another scheme", async () => {
    expectRefused(
      await inspector.inspect(`${fixtures.baseUrl}/to-ftp/`),
      "scheme",
      /^ftp:\/\/files\.example\/app does not use http or https\./,
    );
  });
});

describe("pages the store cannot inspect", () => {
  it("an HTML page over 2 MB: refused, and the store stopped reading", async () => {
    const answer = await inspector.inspect(`${fixtures.baseUrl}/huge/`);
    expectRefused(answer, "too_large", `${fixtures.baseUrl}/huge/ is larger than 2 MB.`);
    // The server had 10 MB to send; the connection was closed long before.
    await expect.poll(async () => (await stats()).huge.closedEarly).toBe(true);
    expect((await stats()).huge.written).toBeLessThan(8 * 1024 * 1024);
  });

  it("a server too slow to answer: refused after the timeout", async () => {
    const started = Date.now();
    const answer = await inspector.inspect(`${fixtures.baseUrl}/slow/`, { env: { INSPECT_TIMEOUT_MS: "400" } });
    expectRefused(answer, "timeout", `${fixtures.baseUrl}/slow/ did not answer in time.`);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it("a page that answers 500", async () => {
    expectRefused(
      await inspector.inspect(`${fixtures.baseUrl}/page-500/`),
      "http_status",
      `${fixtures.baseUrl}/page-500/ answered HTTP 500; the page must answer 200.`,
    );
  });

  it("an address that is not a web page (a manifest pasted instead of the page)", async () => {
    expectRefused(
      await inspector.inspect(`${fixtures.baseUrl}/not-html/`),
      "not_html",
      `${fixtures.baseUrl}/not-html/ is not a web page (it is served as application/json). Enter the address of the app's page, not of its manifest or an image.`,
    );
  });

  it("refusals are translated", async () => {
    const answer = await inspector.inspect(`${fixtures.baseUrl}/to-private/`, { headers: { "Accept-Language": "zh" } });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/^无法检查该页面：10\.0\.0\.1 是或解析到 10\.0\.0\.1，属于私有网络地址；商店只访问公开网站。/);
  });

  it("leaves the Worker healthy", async () => {
    const response = await call("/api/client/auth/health");
    expect(response.status).toBe(200);
    expect(await jsonEnvelope(response)).toStrictEqual({ success: true, data: { status: "ok", db: "ok" } });
  });
});
