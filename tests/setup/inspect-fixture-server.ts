/**
 * vitest globalSetup of the integration tests (runs in Node, not in workerd): serves fixture web
 * apps (tests/fixtures/inspect-sites.ts) on two loopback origins for POST /api/client/pwas/inspect, which the Worker fetches over
 * real HTTP (the development setting INSPECT_ALLOW_LOOPBACK lets it reach 127.0.0.1), plus a stub
 * DNS-over-HTTPS endpoint. Each site under /<name>/ is a small app written for these tests: good,
 * or broken in one way the inspector must report (tests/integration/inspect-*.test.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { listenHttp10, type Http10Server } from "./http10-server.ts";
import type { TestProject } from "vitest/node";
import { FIXTURE_NAMES, type FixtureStats, type InspectFixtures } from "../support/inspect-fixtures.ts";
import { GOOD_FILES, LINK, REGISTER, SITES, goodManifest, json, page, type Send } from "../fixtures/inspect-sites.ts";

export default async function setup(project: TestProject) {
  const stats: FixtureStats = { hits: {}, huge: { written: 0, closedEarly: false }, doh: {} };
  const origins = { base: "", alt: "" };

  const handler = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const path = url.pathname;
    stats.hits[path] = (stats.hits[path] ?? 0) + 1;
    const send: Send = (status, type, body, headers = {}) => {
      response.writeHead(status, { ...(type ? { "Content-Type": type } : {}), "Cache-Control": "no-store", ...headers });
      response.end(body);
    };

    if (path === "/stats") return send(200, "application/json", JSON.stringify(stats));
    if (path === "/dns-query") return answerDns(url, send, stats);
    // Closes the connection without an answer (what a failed connection looks like to the client).
    const hangUp = () => void request.socket.destroy();
    // Publishing tests (tests/integration/publishing-*.test.ts): switchable state, see serveControlled.
    if (path.startsWith("/__control/") || path.startsWith("/.well-known/") || path.startsWith("/gen/")) {
      return serveControlled(url, request.socket.localPort ?? 0, send, { hits: stats.hits[path]!, hangUp });
    }

    // Redirect chains: /hop/N redirects N more times through /hop/, then once to /good/.
    const hop = /^\/hop\/(\d+)$/.exec(path);
    if (hop) return send(302, null, "", { Location: Number(hop[1]) > 0 ? `/hop/${Number(hop[1]) - 1}` : "/good/" });
    if (path === "/to-private/") return send(302, null, "", { Location: "http://10.0.0.1/admin" });
    if (path === "/to-metadata/") return send(301, null, "", { Location: "http://169.254.169.254/latest/meta-data/" });
    if (path === "/to-private-name/") return send(307, null, "", { Location: `http://${FIXTURE_NAMES.private}/` });
    if (path === "/to-ftp/") return send(302, null, "", { Location: "ftp://files.example/app" });
    if (path === "/not-html/") return send(200, "application/json", json(goodManifest()));
    if (path === "/page-500/") return send(500, "text/html", page("", "<h1>Internal error</h1>"));
    if (path === "/slow/") {
      const timer = setTimeout(() => send(200, "text/html", page(LINK)), 5000);
      response.on("close", () => clearTimeout(timer));
      return;
    }
    if (path === "/huge/") return streamHuge(response, stats);

    // Connection failures (tests/integration/inspect-network.test.ts): any site under a prefix,
    // the connection closed unanswered for every odd request of each of its files (/flaky/: the
    // retry gets it), or every time for its manifest (/unreachable-manifest/), its PNG images
    // (/unreachable-icons/) or its page (/unreachable-page/).
    const network = /^\/(flaky|unreachable-manifest|unreachable-icons|unreachable-page)(\/[a-z0-9-]+\/.*)$/.exec(path);
    if (network) {
      const [, mode, rest] = network as unknown as [string, string, string];
      const file = !rest.endsWith("/");
      const drop =
        mode === "flaky"
          ? file && stats.hits[path]! % 2 === 1
          : mode === "unreachable-manifest"
            ? rest.endsWith(".webmanifest")
            : mode === "unreachable-icons"
              ? rest.endsWith(".png")
              : !file;
      if (drop) return hangUp();
    }
    const sitePath = network ? network[2]! : path;

    const match = /^\/([a-z0-9-]+)\/(.*)$/.exec(sitePath);
    const site = match ? SITES[match[1]!] : undefined;
    if (site && match) {
      const rest = match[2]!;
      if (rest === "" && site.page)
        return send(200, "text/html; charset=utf-8", typeof site.page === "function" ? site.page(origins) : site.page);
      const file = site.files?.[rest];
      if (file) return file(send, origins);
    }
    return send(404, "text/plain", "Not Found");
  };

  const listen = async () => {
    const server: Server = createServer(handler);
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, "127.0.0.1", resolve);
    });
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  };
  const [main, other] = await Promise.all([listen(), listen()]);
  origins.base = main.url;
  origins.alt = other.url;
  const http10 = await listenHttp10Sites(stats);

  const fixtures: InspectFixtures = {
    baseUrl: main.url,
    altUrl: other.url,
    http10Url: http10.url,
    dohUrl: `${main.url}/dns-query`,
    statsUrl: `${main.url}/stats`,
  };
  project.provide("inspectFixtures", fixtures);

  return async () => {
    for (const { server } of [main, other]) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    await http10.close();
  };
}

/** What a fixture site answers for `path` (its page or one of its files), as status, headers and body. */
function siteAnswer(path: string, origins: { base: string; alt: string }) {
  let answer = { status: 404, headers: { "Content-Type": "text/plain" } as Record<string, string>, body: Buffer.from("Not Found") };
  const send: Send = (status, type, body, headers = {}) => {
    answer = { status, headers: { ...(type ? { "Content-Type": type } : {}), ...headers }, body: Buffer.from(body) };
  };
  const match = /^\/([a-z0-9-]+)\/(.*)$/.exec(path);
  const site = match ? SITES[match[1]!] : undefined;
  if (site && match) {
    if (match[2] === "" && site.page)
      send(200, "text/html; charset=utf-8", typeof site.page === "function" ? site.page(origins) : site.page);
    else site.files?.[match[2]!]?.(send, origins);
  }
  return answer;
}

/**
 * The fixture sites over a bare HTTP/1.0 server (tests/support/http10-server.ts); under /once/ it
 * closes the connection without an answer on every odd request of a path — the first time
 * anything is asked, the page included — and answers the retry.
 */
function listenHttp10Sites(stats: FixtureStats): Promise<Http10Server> {
  let url = "";
  const started = listenHttp10((requested) => {
    let path = requested;
    const key = `http10:${path}`;
    stats.hits[key] = (stats.hits[key] ?? 0) + 1;
    if (path.startsWith("/once/")) {
      path = path.slice("/once".length);
      if (stats.hits[key] % 2 === 1) return null;
    }
    return siteAnswer(path, { base: `${url}/once`, alt: `${url}/once` });
  });
  return started.then((server) => {
    url = server.url;
    return server;
  });
}

type GenState = "ok" | "broken" | "changed" | "flaky" | "unreachable";
const GEN_STATES: readonly GenState[] = ["ok", "broken", "changed", "flaky", "unreachable"];

/** Per server (by local port): the verification file each origin serves; per name: the /gen/ apps' state. */
const controlled = {
  verification: new Map<number, { body?: string; redirect?: string }>(),
  gen: new Map<string, GenState>(),
};

/**
 * What the publishing tests switch at run time:
 *   /__control/verification?body=TEXT | ?redirect=URL | ?clear=1  → this origin's
 *     /.well-known/pwa-store-verification.txt (404 until set)
 *   /__control/gen?name=N&state=ok|broken|changed|flaky|unreachable → /gen/N/, a good app
 *     (manifest id /gen/N/) whose manifest answers 404 while broken, and has another description
 *     while changed; while flaky the connection for its manifest and icons is closed unanswered
 *     on every odd request (the retry gets them), while unreachable always for its manifest.
 */
function serveControlled(url: URL, port: number, send: Send, connection: { hits: number; hangUp: () => void }) {
  const path = url.pathname;
  if (path === "/__control/verification") {
    if (url.searchParams.has("clear")) controlled.verification.delete(port);
    else
      controlled.verification.set(port, {
        body: url.searchParams.get("body") ?? undefined,
        redirect: url.searchParams.get("redirect") ?? undefined,
      });
    return send(204, null, "");
  }
  if (path === "/__control/gen") {
    const state = url.searchParams.get("state") as GenState;
    controlled.gen.set(url.searchParams.get("name") ?? "", GEN_STATES.includes(state) ? state : "ok");
    return send(204, null, "");
  }
  if (path === "/.well-known/pwa-store-verification.txt") {
    const file = controlled.verification.get(port);
    if (file?.redirect) return send(302, null, "", { Location: file.redirect });
    return file?.body !== undefined ? send(200, "text/plain; charset=utf-8", file.body) : send(404, "text/plain", "Not Found");
  }
  const match = /^\/gen\/([a-z0-9-]+)\/(.*)$/.exec(path);
  if (match) {
    const [, name, rest] = match as unknown as [string, string, string];
    const state = controlled.gen.get(name) ?? "ok";
    const hangsUp =
      (state === "unreachable" && rest === "manifest.webmanifest") ||
      (state === "flaky" && ["manifest.webmanifest", "icon-512.png", "icon-192.png"].includes(rest) && connection.hits % 2 === 1);
    if (hangsUp) return connection.hangUp();
    if (rest === "") return send(200, "text/html; charset=utf-8", page(`${LINK}\n${REGISTER}`));
    if (rest === "manifest.webmanifest") {
      if (state === "broken") return send(404, "text/plain", "Not Found");
      const description = state === "changed" ? `Fixture ${name}, new version.` : `Fixture ${name}, a generated app.`;
      return send(
        200,
        "application/manifest+json",
        json(goodManifest({ name: `Fixture ${name}`, short_name: name, description, id: `/gen/${name}/` })),
      );
    }
    const file = GOOD_FILES?.[rest];
    if (file) return file(send, { base: "", alt: "" });
  }
  return send(404, "text/plain", "Not Found");
}

/** 10 MB of HTML in 64 KB chunks; records how much was written before the client hung up. */
function streamHuge(response: ServerResponse, stats: FixtureStats) {
  stats.huge = { written: 0, closedEarly: false };
  const chunk = Buffer.from(`<p>${"x".repeat(64 * 1024 - 8)}</p>\n`);
  const total = 10 * 1024 * 1024;
  response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
  response.write("<!DOCTYPE html><html><head><title>Huge</title></head><body>");
  response.on("close", () => {
    if (stats.huge.written < total) stats.huge.closedEarly = true;
  });
  const pump = () => {
    while (stats.huge.written < total) {
      stats.huge.written += chunk.length;
      if (!response.write(chunk)) return void response.once("drain", pump);
    }
    response.end("</body></html>");
  };
  pump();
}

/** The DoH JSON API for FIXTURE_NAMES (type 1 = A, 28 = AAAA, 5 = CNAME). */
function answerDns(url: URL, send: Send, stats: FixtureStats) {
  const name = (url.searchParams.get("name") ?? "").toLowerCase();
  const type = url.searchParams.get("type");
  stats.doh[name] = (stats.doh[name] ?? 0) + 1;
  const records: Record<string, { A?: string[]; AAAA?: string[]; cname?: string }> = {
    [FIXTURE_NAMES.private]: { A: ["192.168.1.10"] },
    [FIXTURE_NAMES.metadata]: { A: ["169.254.169.254"] },
    [FIXTURE_NAMES.mixed]: { A: ["93.184.215.14"], AAAA: ["fd00::53"] },
    [FIXTURE_NAMES.cname]: { A: ["10.20.30.40"], cname: "internal.pwa-fixture.example." },
    [FIXTURE_NAMES.mapped]: { AAAA: ["::ffff:127.0.0.1"] },
  };
  const reply = (status: number, answers: Array<{ type: number; data: string }> = []) =>
    send(200, "application/dns-json", JSON.stringify({ Status: status, Answer: answers.map((answer) => ({ name, TTL: 60, ...answer })) }));
  if (name === FIXTURE_NAMES.broken) return reply(2);
  const record = records[name];
  if (!record) return reply(3);
  const answers: Array<{ type: number; data: string }> = record.cname ? [{ type: 5, data: record.cname }] : [];
  if (type === "A") answers.push(...(record.A ?? []).map((data) => ({ type: 1, data })));
  if (type === "AAAA") answers.push(...(record.AAAA ?? []).map((data) => ({ type: 28, data })));
  return reply(0, answers);
}
