/**
 * The fuzz suite's requests, generated from the API's own route table: the OpenAPI document the
 * Worker builds from it (GET /api/openapi.json) names every method and path, the path, query and
 * body schemas, and which routes take a token. For each operation the generator cycles through
 * the kinds of bad input below, so the first `operations × kinds` cases cover every pair; later
 * rounds draw new values. The same seed gives the same cases, in a Node script over HTTP
 * (bench/fuzz.ts) and inside workerd (tests/integration/fuzz.test.ts).
 */
import type { Random } from "../random.ts";
import {
  deeplyNested,
  HOSTILE_AUTHORIZATION,
  HOSTILE_QUERIES,
  HOSTILE_SEGMENTS,
  HOSTILE_STRINGS,
  INVALID_JSON,
  INVALID_UTF8_BODIES,
  type JsonSchema,
  leafPaths,
  replaceAt,
  stringLeafPaths,
  validValue,
  WRONG_TYPES,
} from "./values.ts";

/** The parts of an OpenAPI 3.1 document the generator reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

interface OpenApiOperation {
  parameters?: { name: string; in: "path" | "query" | "header"; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, unknown>[];
}

/** Every kind of input the suite sends; each operation gets each kind. */
export const FUZZ_KINDS = [
  "valid",
  "wrong-type",
  "hostile-string",
  "extra-keys",
  "huge-field",
  "deep-nesting",
  "invalid-json",
  "not-an-object",
  "content-type",
  "invalid-utf8",
  "multipart",
  "path-segment",
  "query",
  "authorization",
  "method",
  "unread-body",
] as const;
export type FuzzKind = (typeof FUZZ_KINDS)[number];

export interface FuzzRequest {
  method: string;
  /** Path and query, percent-encoded as they go on the wire. */
  target: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

export interface FuzzCase {
  index: number;
  kind: FuzzKind;
  /** `METHOD /api/path/{param}` of the route table. */
  operation: string;
  request: FuzzRequest;
  /** Strings the case sent: an answer may echo them (a search term) without leaking anything. */
  sent: string[];
}

/** Who the requests are sent as: tokens of a member and of an administrator made for the run. */
export interface FuzzIdentity {
  userToken: string;
  adminToken: string;
  /** Real ids for path parameters by name (`id`, `appId`, ...), so some cases reach real rows. */
  knownIds: Record<string, string[]>;
}

/** 2 MiB: past the API's 1 MiB JSON body limit. */
const HUGE = 2 * 1024 * 1024;

/**
 * Operations that would end the run's own sessions or change what every later request sees (the
 * store's settings, a backup import, the caller's account): they are fuzzed without a token, or
 * with a hostile one, never as the member or the administrator.
 */
const DISRUPTIVE = [
  /\/logout/,
  /\/auth\/sessions/,
  /\/auth\/account/,
  /\/auth\/password/,
  /\/auth\/two-factor/,
  /\/auth\/email/,
  /\/admin\/settings/,
  /\/admin\/backup/,
  /\/admin\/users\//,
];

/** Operations of the document, in a stable order: `[method, path, operation]`. */
export function operationsOf(document: OpenApiDocument): [string, string, OpenApiOperation][] {
  const list: [string, string, OpenApiOperation][] = [];
  for (const path of Object.keys(document.paths).sort()) {
    for (const method of Object.keys(document.paths[path]!).sort()) {
      list.push([method.toUpperCase(), path, document.paths[path]![method]!]);
    }
  }
  return list;
}

const encoder = new TextEncoder();

/**
 * encodeURIComponent that does not throw on a lone surrogate: it goes on the wire as the three
 * bytes a careless encoder (CESU-8) would write, which are not valid UTF-8 — as an attacker sends it.
 */
export function encodeComponent(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const pair = code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    if (pair) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join("");
    } else out += encodeURIComponent(text[i]!);
  }
  return out;
}

function multipartBody(boundary: string, parts: { name: string; filename?: string; type?: string; content: string }[], end = true): string {
  const lines: string[] = [];
  for (const part of parts) {
    lines.push(`--${boundary}`);
    lines.push(`Content-Disposition: form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ""}`);
    if (part.type) lines.push(`Content-Type: ${part.type}`);
    lines.push("", part.content);
  }
  if (end) lines.push(`--${boundary}--`, "");
  return lines.join("\r\n");
}

/** Malformed or hostile multipart bodies, each with its Content-Type. */
function hostileMultipart(random: Random): { contentType: string; body: string } {
  const boundary = `fuzz${random.int(1000, 9999)}`;
  const variants: (() => { contentType: string; body: string })[] = [
    () => ({ contentType: "multipart/form-data", body: multipartBody(boundary, [{ name: "file", filename: "a.zip", content: "PK" }]) }),
    () => ({
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: multipartBody("other", [{ name: "file", filename: "a.zip", content: "PK" }]),
    }),
    () => ({
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: multipartBody(boundary, [{ name: "file", filename: "../../etc/passwd", type: "application/zip", content: "not a zip" }]),
    }),
    () => ({
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: multipartBody(boundary, [{ name: "file", filename: "a.zip", content: "PK\u0003\u0004 truncated" }], false),
    }),
    () => ({ contentType: `multipart/form-data; boundary=${boundary}`, body: multipartBody(boundary, [{ name: "other", content: "x" }]) }),
    () => ({
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: multipartBody(boundary, [{ name: random.pick(HOSTILE_STRINGS).slice(0, 100), content: random.pick(HOSTILE_STRINGS) }]),
    }),
    () => ({ contentType: `multipart/form-data; boundary=${boundary}`, body: "" }),
  ];
  return random.pick(variants)();
}

/** The path with each `{param}` filled: a known id when there is one, else a hostile segment. */
function fillPath(path: string, identity: FuzzIdentity, random: Random, hostile: boolean): string {
  return path.replace(/\{([^}]+)\}/g, (_all, name: string) => {
    const known = identity.knownIds[name];
    if (!hostile && known?.length && random.chance(0.8)) return encodeComponent(random.pick(known));
    if (!hostile) return random.pick(["1", "nope", "00000000000000000000000000"]);
    return random.pick(HOSTILE_SEGMENTS);
  });
}

/** A query string whose documented parameters get valid values. */
function validQuery(operation: OpenApiOperation, random: Random, counter: () => number): string {
  const pairs: string[] = [];
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in !== "query") continue;
    if (!parameter.required && random.chance(0.5)) continue;
    const value = validValue(parameter.schema, random, counter);
    if (value === null || typeof value === "object") continue;
    pairs.push(`${encodeComponent(parameter.name)}=${encodeComponent(String(value))}`);
  }
  return pairs.length ? `?${pairs.join("&")}` : "";
}

/** A query string where documented (or common) parameters get hostile values. */
function hostileQuery(operation: OpenApiOperation, random: Random): { query: string; sent: string[] } {
  const names = (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
  if (names.length === 0 || random.chance(0.3)) return { query: `?${random.pick(HOSTILE_QUERIES)}`, sent: [] };
  const name = random.pick(names);
  const value = random.chance(0.5) ? random.pick(HOSTILE_STRINGS) : JSON.stringify(random.pick(WRONG_TYPES));
  return { query: `?${encodeComponent(name)}=${encodeComponent(value)}&${encodeComponent(name)}=2`, sent: [value] };
}

function jsonSchemaOf(operation: OpenApiOperation): JsonSchema | undefined {
  return operation.requestBody?.content["application/json"]?.schema;
}

const takesMultipart = (operation: OpenApiOperation) =>
  Object.keys(operation.requestBody?.content ?? {}).some((type) => type.startsWith("multipart/"));

/**
 * Cases without end, round-robin over the operations: case `i` is operation `i mod n` with kind
 * `(i div n + operation index) mod kinds` — so each operation meets every kind in the first
 * `n × kinds` cases.
 */
export function* fuzzCases(document: OpenApiDocument, identity: FuzzIdentity, random: Random): Generator<FuzzCase> {
  const operations = operationsOf(document);
  let serial = 0;
  const counter = () => ++serial;
  for (let index = 0; ; index += 1) {
    const operationIndex = index % operations.length;
    const round = Math.floor(index / operations.length);
    const kind = FUZZ_KINDS[(round + operationIndex) % FUZZ_KINDS.length]!;
    const [method, path, operation] = operations[operationIndex]!;
    yield buildCase({ index, kind, method, path, operation, identity, random, counter });
  }
}

interface CaseInput {
  index: number;
  kind: FuzzKind;
  method: string;
  path: string;
  operation: OpenApiOperation;
  identity: FuzzIdentity;
  random: Random;
  counter: () => number;
}

function buildCase(input: CaseInput): FuzzCase {
  const { index, kind, method, path, operation, identity, random, counter } = input;
  const needsToken = Boolean(operation.security?.some((requirement) => "bearerAuth" in requirement));
  const admin = path.startsWith("/api/admin");
  const disruptive = method !== "GET" && DISRUPTIVE.some((pattern) => pattern.test(path));
  const headers: Record<string, string> = {
    // Spread over many client addresses, as real traffic is, so per-address limits leave most
    // requests to reach the code behind them (429 answers still count as answers).
    "CF-Connecting-IP": `198.51.100.${(index % 250) + 1}`,
    "Accept-Language": random.pick(["en", "zh", "en-US,en;q=0.9", "zh-CN", "fr", "*", ";;;"]),
  };
  if (!disruptive && (needsToken || random.chance(0.3)) && kind !== "authorization") {
    const as = admin ? random.pick(["admin", "admin", "user", "none"]) : random.pick(["user", "user", "admin", "none"]);
    if (as === "admin") headers.Authorization = `Bearer ${identity.adminToken}`;
    if (as === "user") headers.Authorization = `Bearer ${identity.userToken}`;
  }
  const sent: string[] = [];
  const schema = jsonSchemaOf(operation);
  const multipart = takesMultipart(operation);
  const bodyAllowed = method !== "GET" && method !== "HEAD";
  const valid = () => validValue(schema, random, counter);
  const json = (value: unknown) => {
    headers["Content-Type"] = "application/json";
    return JSON.stringify(value);
  };
  let target = fillPath(path, identity, random, false) + validQuery(operation, random, counter);
  let requestMethod = method;
  let body: string | Uint8Array<ArrayBuffer> | undefined;

  switch (kind) {
    case "valid":
      if (multipart) {
        const built = multipartBody(`fuzz${index}`, [
          { name: "file", filename: "app.zip", type: "application/zip", content: "PK not really" },
        ]);
        headers["Content-Type"] = `multipart/form-data; boundary=fuzz${index}`;
        body = built;
      } else if (bodyAllowed && schema) body = json(valid());
      break;
    case "wrong-type": {
      if (!bodyAllowed) {
        target = fillPath(path, identity, random, false) + hostileQuery(operation, random).query;
        break;
      }
      const base = valid();
      const paths = leafPaths(base);
      body = json(replaceAt(base, random.pick(paths), random.pick(WRONG_TYPES)));
      break;
    }
    case "hostile-string": {
      const hostile = random.pick(HOSTILE_STRINGS);
      sent.push(hostile);
      if (!bodyAllowed) {
        const names = (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
        target = `${fillPath(path, identity, random, false)}?${encodeComponent(names.length ? random.pick(names) : "q")}=${encodeComponent(hostile)}`;
        break;
      }
      const base = valid();
      const strings = stringLeafPaths(base);
      body = json(strings.length ? replaceAt(base, random.pick(strings), hostile) : { value: hostile });
      break;
    }
    case "extra-keys": {
      const base = valid();
      const object = base && typeof base === "object" && !Array.isArray(base) ? base : {};
      // JSON text, so `__proto__` arrives as an own key, as an attacker would send it.
      const extra = random.pick([
        '"__proto__":{"role":"admin","isAdmin":true}',
        '"constructor":{"prototype":{"polluted":true}}',
        '"role":"admin","emailVerified":true,"status":"active"',
        '"id":"forged","userId":"forged","ownerId":"forged"',
        `"${"k".repeat(1000)}":1`,
      ]);
      const inner = JSON.stringify(object).slice(1, -1);
      if (bodyAllowed) {
        headers["Content-Type"] = "application/json";
        body = `{${inner}${inner ? "," : ""}${extra}}`;
      } else target += `${target.includes("?") ? "&" : "?"}__proto__[role]=admin&constructor[prototype][x]=1`;
      break;
    }
    case "huge-field": {
      const huge = "x".repeat(HUGE);
      if (!bodyAllowed) {
        // A long URL instead (a body cannot go with GET): 8 KB of query.
        target += `${target.includes("?") ? "&" : "?"}q=${"a".repeat(8 * 1024)}`;
        break;
      }
      const base = valid();
      const strings = stringLeafPaths(base);
      body = json(strings.length ? replaceAt(base, random.pick(strings), huge) : { value: huge });
      break;
    }
    case "deep-nesting":
      if (!bodyAllowed) {
        target += `${target.includes("?") ? "&" : "?"}${"a[".repeat(200)}=1`;
        break;
      }
      headers["Content-Type"] = "application/json";
      body = deeplyNested(random.pick([1_000, 50_000, 100_000]), random.chance(0.5) ? "array" : "object");
      break;
    case "invalid-json":
      if (!bodyAllowed) {
        target += `${target.includes("?") ? "&" : "?"}filter=${encodeComponent(random.pick(INVALID_JSON))}`;
        break;
      }
      headers["Content-Type"] = "application/json";
      body = random.pick(INVALID_JSON);
      break;
    case "not-an-object":
      if (!bodyAllowed) {
        requestMethod = "POST";
        body = json(random.pick(WRONG_TYPES));
        break;
      }
      body = json(random.pick([[], [valid()], "string", 42, null, true, [null, null]]));
      break;
    case "content-type": {
      const text = JSON.stringify(valid() ?? {});
      const variant = random.pick([
        undefined,
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/json; charset=utf-16",
        "application/json;;;",
        "APPLICATION/JSON",
        "application/jsonx",
        "application/xml",
        "*/*",
      ]);
      if (!bodyAllowed) {
        if (variant) headers["Content-Type"] = variant;
        break;
      }
      if (variant) headers["Content-Type"] = variant;
      body = variant === "application/x-www-form-urlencoded" ? "a=1&b=%00&c[]=x" : text;
      break;
    }
    case "invalid-utf8":
      if (!bodyAllowed) {
        target += `${target.includes("?") ? "&" : "?"}q=%FF%FE%ED%A0%80`;
        break;
      }
      headers["Content-Type"] = "application/json";
      body = random.pick(INVALID_UTF8_BODIES);
      break;
    case "multipart": {
      const built = hostileMultipart(random);
      if (!bodyAllowed) {
        requestMethod = "POST";
      }
      headers["Content-Type"] = built.contentType;
      body = built.body;
      break;
    }
    case "path-segment":
      target = fillPath(path, identity, random, true) + (path.includes("{") ? "" : `/${random.pick(HOSTILE_SEGMENTS)}`);
      if (bodyAllowed && schema) body = json(valid());
      break;
    case "query": {
      const hostile = hostileQuery(operation, random);
      target = fillPath(path, identity, random, false) + hostile.query;
      sent.push(...hostile.sent);
      if (bodyAllowed && schema) body = json(valid());
      break;
    }
    case "authorization":
      headers.Authorization = random.pick(HOSTILE_AUTHORIZATION);
      if (bodyAllowed && schema) body = json(valid());
      break;
    case "method":
      requestMethod = random.pick(["PATCH", "PUT", "DELETE", "POST", "OPTIONS", "HEAD", "GET"].filter((m) => m !== method));
      if (requestMethod !== "GET" && requestMethod !== "HEAD" && random.chance(0.5)) body = json(valid() ?? {});
      break;
    case "unread-body": {
      // A body the route will not read: a refusal before validation (no token, a 404, 405...).
      // The next request on the same connection must be answered normally.
      requestMethod = bodyAllowed ? method : "POST";
      delete headers.Authorization;
      headers["Content-Type"] = random.pick(["application/json", "application/octet-stream", "text/plain"]);
      body = encoder.encode(`{"pad":"${"p".repeat(random.pick([10, 64 * 1024, 900 * 1024, HUGE]))}"}`);
      break;
    }
  }
  return {
    index,
    kind,
    operation: `${method} ${path}`,
    request: {
      method: requestMethod,
      target,
      headers,
      ...(body !== undefined && requestMethod !== "GET" && requestMethod !== "HEAD" ? { body } : {}),
    },
    sent,
  };
}
