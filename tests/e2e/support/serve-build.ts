/**
 * Serves the production build (build/server, build/client) for the e2e tests without wrangler's
 * dev proxy: Miniflare runs the built Worker with the configuration the build wrote
 * (build/server/wrangler.json: bindings, variables, static assets, compatibility date and flags),
 * on the local state of `--persist-to` laid out as `wrangler dev --persist-to` lays it out (the
 * state scripts/seed.ts prepared), and a plain node:http server on `--port` hands every request to
 * it with `dispatchFetch`.
 *
 * Why not `wrangler dev`: its proxy in front of the Worker now and then answered a request that
 * came on a reused keep-alive connection with its own text/plain 503 (`Retry-After: 0`, "the
 * worker restarted mid-request") although nothing restarted and the Worker never saw the request,
 * which made e2e tests fail at random. Here each request reaches the Worker once, on its own
 * connection to workerd.
 *
 * The Worker sees what it saw behind `wrangler dev`: the URL `http://<Host header><path>`, the
 * browser's Host header (hosted apps are routed on it: `{slug}.localhost:<port>`), the request's
 * headers and body as sent; its answer goes back as it is (status, every header including each
 * Set-Cookie, streamed body; redirects are passed on, never followed). What fetch, under
 * dispatchFetch, does differently: a request without Accept, Accept-Language, User-Agent or
 * Sec-Fetch-Mode (a Node-side client; browsers send all four) reaches the Worker with fetch's
 * defaults (`*\/*`, `*`, `undici`, `cors`), and a body the Worker compressed comes back decoded.
 *
 * Cron triggers are not run (neither does `wrangler dev` without --test-scheduled).
 *
 * Run as a program (tests/e2e/support/server.ts starts it in its own process group):
 *   node --import tsx tests/e2e/support/serve-build.ts --port 8787 --persist-to DIR [--var NAME:VALUE]...
 */
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
import { join, relative, resolve } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { pathToFileURL } from "node:url";
import { parseArgs, parseEnv } from "node:util";
import { Headers, Log, LogLevel, Miniflare, type MiniflareOptions, type RequestInit, type Response, type WorkerOptions } from "miniflare";
import { offlineEnv, projectRoot } from "../../../scripts/lib/tooling.ts";

/** The part of build/server/wrangler.json this server reads. */
interface BuiltWorkerConfig {
  name: string;
  main: string;
  compatibility_date: string;
  compatibility_flags?: string[];
  rules?: { type: string; globs: string[] }[];
  vars?: Record<string, unknown>;
  assets?: { binding?: string; directory: string; run_worker_first?: boolean; html_handling?: string; not_found_handling?: string };
  d1_databases?: { binding: string; database_id?: string; preview_database_id?: string }[];
  kv_namespaces?: { binding: string; id?: string }[];
  r2_buckets?: { binding: string; bucket_name?: string }[];
}

type ModuleType = "ESModule" | "CommonJS" | "Text" | "Data" | "CompiledWasm";
const MODULE_TYPES = new Set<string>(["ESModule", "CommonJS", "Text", "Data", "CompiledWasm"]);

/** Every file of the built Worker a module rule takes (`**\/*.js` style globs), the entry first. */
function workerModules(serverDir: string, config: BuiltWorkerConfig) {
  const rules = (config.rules ?? [{ type: "ESModule", globs: ["**/*.js", "**/*.mjs"] }]).filter((rule) => MODULE_TYPES.has(rule.type));
  const typeOf = (file: string): ModuleType | undefined => {
    for (const rule of rules) {
      for (const glob of rule.globs) {
        const suffix = /^\*\*\/\*(\.[\w.]+)$/.exec(glob)?.[1];
        if (suffix && file.endsWith(suffix)) return rule.type as ModuleType;
      }
    }
    return undefined;
  };
  const entry = resolve(serverDir, config.main);
  const files = (readdirSync(serverDir, { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[])
    .filter((dirent) => dirent.isFile())
    .map((dirent) => join(dirent.parentPath, dirent.name))
    .filter((file) => file !== entry && typeOf(file) !== undefined)
    .sort();
  const entryType = typeOf(entry) ?? "ESModule";
  return [entry, ...files].map((path) => ({ type: (path === entry ? entryType : typeOf(path)) as ModuleType, path }));
}

/** `.dev.vars` beside the built configuration, as `wrangler dev` reads it (none in a fresh checkout). */
function devVars(serverDir: string): Record<string, string> {
  const file = join(serverDir, ".dev.vars");
  return existsSync(file) ? (parseEnv(readFileSync(file, "utf8")) as Record<string, string>) : {};
}

/** Miniflare's options for the built Worker, bindings as `wrangler dev` derives them from the same file. */
export function buildWorkerOptions(options: {
  serverDir: string;
  persistTo: string;
  proxySecret: string;
  vars?: Record<string, string>;
}): MiniflareOptions {
  const { serverDir } = options;
  const config = JSON.parse(readFileSync(join(serverDir, "wrangler.json"), "utf8")) as BuiltWorkerConfig;
  const worker: WorkerOptions = {
    name: config.name,
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags ?? [],
    modulesRoot: serverDir,
    modules: workerModules(serverDir, config),
    // wrangler.toml's [vars], then .dev.vars, then the caller's (as `wrangler dev --var`).
    bindings: { ...(config.vars ?? {}), ...devVars(serverDir), ...(options.vars ?? {}) },
    // The ids name the persisted databases, buckets and namespaces: the same as wrangler's, so the
    // state `wrangler d1 migrations apply --persist-to` wrote is the one the Worker reads.
    d1Databases: Object.fromEntries(
      (config.d1_databases ?? []).map((db) => [db.binding, db.preview_database_id ?? db.database_id ?? db.binding]),
    ),
    kvNamespaces: Object.fromEntries((config.kv_namespaces ?? []).map((kv) => [kv.binding, kv.id ?? kv.binding])),
    r2Buckets: Object.fromEntries((config.r2_buckets ?? []).map((r2) => [r2.binding, r2.bucket_name ?? r2.binding])),
  };
  if (config.assets) {
    // As wrangler's dev server configures the assets (the Worker first when run_worker_first:
    // the store serves its files itself, through the ASSETS binding).
    worker.assets = {
      directory: resolve(serverDir, config.assets.directory),
      binding: config.assets.binding,
      routerConfig: {
        has_user_worker: true,
        ...(typeof config.assets.run_worker_first === "boolean"
          ? { invoke_user_worker_ahead_of_assets: config.assets.run_worker_first }
          : {}),
      },
      assetConfig: {
        compatibility_date: config.compatibility_date,
        compatibility_flags: config.compatibility_flags ?? [],
        ...(config.assets.html_handling ? { html_handling: config.assets.html_handling as "auto-trailing-slash" } : {}),
        ...(config.assets.not_found_handling ? { not_found_handling: config.assets.not_found_handling as "none" } : {}),
      },
    };
  }
  return {
    host: "127.0.0.1",
    port: 0, // Miniflare's own socket: only this process talks to it
    log: new Log(LogLevel.INFO),
    logRequests: false, // createWorkerServer logs each request with its host
    // Requests carrying this secret get their Host header from the URL dispatchFetch was given.
    unsafeProxySharedSecret: options.proxySecret,
    // `wrangler dev --persist-to DIR` keeps D1, KV, R2 and the cache under DIR/v3.
    defaultPersistRoot: join(options.persistTo, "v3"),
    cf: false, // the fallback `request.cf`: nothing waits on the internet
    workers: [worker],
  };
}

/** Hop-by-hop headers: they describe one connection, not the request or answer. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "te",
  "trailer",
  "http2-settings",
]);

/**
 * The request's headers for `dispatchFetch`, plus two of Miniflare's own (its entry worker reads
 * and removes them): the shared secret that makes it set the Worker's Host header from the URL
 * (fetch itself always sends the runtime's address as Host), and the browser's Sec-Fetch-Mode
 * (fetch replaces it with its own mode; hosted apps tell navigations by it).
 */
export function requestHeaders(rawHeaders: readonly string[], proxySecret: string): Headers {
  const headers = new Headers();
  let secFetchMode: string | null = null;
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    const name = rawHeaders[index]!;
    const value = rawHeaders[index + 1]!;
    const lower = name.toLowerCase();
    if (HOP_BY_HOP.has(lower) || lower === "host" || lower.startsWith("mf-")) continue;
    if (lower === "sec-fetch-mode") secFetchMode = value;
    headers.append(name, value);
  }
  if (secFetchMode !== null) headers.set("MF-Sec-Fetch-Mode", secFetchMode);
  headers.set("MF-Proxy-Shared-Secret", proxySecret);
  return headers;
}

/**
 * The answer's headers for node:http: every header as the Worker sent it, each Set-Cookie on its
 * own. Miniflare's fetch has already decoded a compressed body (and moved Content-Encoding to
 * MF-Content-Encoding): the body goes out decoded, without the encoded length.
 */
export function responseHeaders(source: Headers): Record<string, string | string[]> {
  const decoded = source.has("MF-Content-Encoding");
  const headers: Record<string, string | string[]> = {};
  source.forEach((value, name) => {
    const lower = name.toLowerCase();
    if (lower === "set-cookie" || lower === "mf-content-encoding" || HOP_BY_HOP.has(lower)) return;
    if (decoded && lower === "content-length") return;
    headers[lower] = value;
  });
  const cookies = source.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  return headers;
}

async function sendResponse(response: Response, res: ServerResponse, method: string): Promise<void> {
  res.writeHead(response.status, response.statusText || undefined, responseHeaders(response.headers));
  if (!response.body || method === "HEAD") {
    await response.body?.cancel();
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res);
}

/**
 * How long an idle keep-alive connection stays open: longer than Chromium keeps one (5 minutes),
 * so during a run the client, not the server, closes it. A request sent on a connection the
 * server is closing at that very moment fails on the network; with Node's default of 5 s that
 * race is as frequent as it was behind wrangler dev, whose proxy closed idle connections after
 * 5 s and answered such a request with its 503.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 10 * 60 * 1000;

/** The node:http server that hands each request to the Worker. */
export function createWorkerServer(mf: Miniflare, port: number, proxySecret: string): Server {
  const server = createServer(async (req, res) => {
    const started = Date.now();
    const method = req.method ?? "GET";
    // The browser's Host, as the Worker saw it behind wrangler dev (its request URL is built from it).
    const host = req.headers.host ?? `localhost:${port}`;
    const aborted = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) aborted.abort();
    });
    try {
      const hasBody = method !== "GET" && method !== "HEAD";
      const response = await mf.dispatchFetch(`http://${host}${req.url ?? "/"}`, {
        method,
        headers: requestHeaders(req.rawHeaders, proxySecret),
        body: hasBody ? Readable.toWeb(req) : undefined,
        duplex: hasBody ? "half" : undefined,
        redirect: "manual",
        signal: aborted.signal,
      } satisfies RequestInit);
      await sendResponse(response, res, method);
      console.log(`${method} ${host}${req.url} ${response.status} (${Date.now() - started} ms)`);
    } catch (error) {
      if (aborted.signal.aborted) {
        console.log(`${method} ${host}${req.url} cancelled by the client (${Date.now() - started} ms)`);
        return;
      }
      // An exception the Worker did not catch (Miniflare rethrows it here), or a broken stream.
      console.error(`${method} ${host}${req.url} failed:`, error);
      if (!res.headersSent) {
        res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
        res.end(`Internal Server Error\n\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      } else {
        res.destroy(error instanceof Error ? error : undefined);
      }
    }
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  return server;
}

export interface ServedBuild {
  mf: Miniflare;
  server: Server;
  close(): Promise<void>;
}

/** Starts Miniflare on the build and the HTTP server on `127.0.0.1:<port>`. */
export async function serveBuild(options: {
  port: number;
  persistTo: string;
  vars?: Record<string, string>;
  serverDir?: string;
}): Promise<ServedBuild> {
  for (const [key, value] of Object.entries(offlineEnv)) process.env[key] ??= value;
  const serverDir = options.serverDir ?? join(projectRoot, "build", "server");
  const proxySecret = randomBytes(24).toString("base64url");
  const mf = new Miniflare(buildWorkerOptions({ serverDir, persistTo: options.persistTo, proxySecret, vars: options.vars }));
  await mf.ready;
  const server = createWorkerServer(mf, options.port, proxySecret);
  await new Promise<void>((resolveListen, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", () => resolveListen());
  });
  console.log(`Serving ${relative(projectRoot, serverDir)} with Miniflare at http://localhost:${options.port}`);
  return {
    mf,
    server,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolveClose) => server.close(() => resolveClose()));
      await mf.dispose();
    },
  };
}

function parseVars(values: string[] | undefined): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const value of values ?? []) {
    const colon = value.indexOf(":");
    if (colon <= 0) throw new Error(`--var expects NAME:VALUE, got ${JSON.stringify(value)}`);
    vars[value.slice(0, colon)] = value.slice(colon + 1);
  }
  return vars;
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: "string" },
      "persist-to": { type: "string" },
      var: { type: "string", multiple: true },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port <= 0 || !values["persist-to"]) {
    throw new Error("usage: serve-build.ts --port PORT --persist-to DIR [--var NAME:VALUE]...");
  }
  const served = await serveBuild({ port, persistTo: values["persist-to"], vars: parseVars(values.var) });
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    served.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
