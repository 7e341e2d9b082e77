/**
 * Builds the OpenAPI 3.1 document of /api from the code: Hono's route table gives every method and
 * path and the middleware in front of each handler; the validators made by validate()/jsonBody()
 * (worker/api/validation.ts) give the request schemas; requireAuth/optionalAuth/requireAdmin give
 * the security; the per-area tables (ROUTE_DOCS) give summaries and response schemas. zod turns
 * every schema into JSON Schema 2020-12. How to document a new route: docs/decisions/0025.
 */
import type { RouterRoute } from "hono/types";
import { z } from "zod";
import type { FailureCode } from "#contract/failure-codes.ts";
import type { RefusalCode } from "#contract/refusal-codes.ts";
import { failureSchema } from "#contract/responses/envelope.ts";
import { acceptedTokenScope, optionalAuth, requireAdmin, requireAuth } from "../auth/authenticate.ts";
import { isRateLimit } from "../rate-limit.ts";
import { isRefusedWhileReadOnly } from "../read-only.ts";
import { REFUSAL_ANSWERS } from "../refusals.ts";
import { validatorDoc, type ValidatorDoc } from "../validation.ts";
import { ROUTE_DOCS } from "./index.ts";
import type { RouteDoc, RouteDocs } from "./route-doc.ts";

/** Paths left out of the reference: development-only routes, a 404 in production. */
const UNDOCUMENTED_PREFIXES = ["/api/dev/"];

/** One method and path of the route table with every handler that runs for it, in order. */
export interface ApiOperation {
  method: string;
  path: string;
  handlers: readonly unknown[];
}

type JsonSchema = Record<string, unknown>;

/** `METHOD path`, the key of the documentation tables. */
export const operationKey = (operation: { method: string; path: string }) => `${operation.method} ${operation.path}`;

/** Whether a `use()` registration at `pattern` runs for requests to `path`. */
function covers(pattern: string, path: string): boolean {
  if (pattern === path || pattern === "*" || pattern === "/*") return true;
  if (!pattern.endsWith("/*")) return false;
  const base = pattern.slice(0, -2);
  return path === base || path.startsWith(`${base}/`);
}

/**
 * The routes of the table as operations (method + path), each with its own handlers and the
 * middleware registered with `use()` that covers its path. Paths under UNDOCUMENTED_PREFIXES are
 * left out.
 */
export function apiOperations(routes: readonly RouterRoute[]): ApiOperation[] {
  const operations = new Map<string, { method: string; path: string; handlers: unknown[] }>();
  for (const route of routes) {
    if (route.method === "ALL") continue;
    if (UNDOCUMENTED_PREFIXES.some((prefix) => route.path.startsWith(prefix))) continue;
    const key = operationKey(route);
    const operation = operations.get(key) ?? { method: route.method, path: route.path, handlers: [] };
    operation.handlers.push(route.handler);
    operations.set(key, operation);
  }
  for (const operation of operations.values()) {
    const middleware = routes.filter((route) => route.method === "ALL" && covers(route.path, operation.path));
    operation.handlers.unshift(...middleware.map((route) => route.handler));
  }
  return [...operations.values()];
}

/** The validators in front of an operation, by target (json, query, param, ...). */
export function operationValidators(operation: ApiOperation): ValidatorDoc[] {
  return operation.handlers.map(validatorDoc).filter((found): found is ValidatorDoc => found !== undefined);
}

/**
 * Routes of the table that the documentation tables do not describe (no entry, no summary, or no
 * success answer with a schema), named `METHOD path`. Empty when the reference is complete.
 */
export function undocumentedRoutes(routes: readonly RouterRoute[], docs: RouteDocs = ROUTE_DOCS): string[] {
  return apiOperations(routes)
    .map(operationKey)
    .filter((key) => {
      const doc = docs[key];
      if (!doc?.summary) return true;
      return !Object.entries(doc.responses).some(([status, answer]) => Number(status) < 400 && answer.schema);
    });
}

/** Each schema converted once. */
const jsonSchemas = new WeakMap<z.ZodType, JsonSchema>();

/**
 * Schemas written once under `components.schemas` and referred to (`$ref`) wherever they answer:
 * the failure envelope answers on every operation, several times, with its enum of every code.
 */
const NAMED_SCHEMAS = new Map<z.ZodType, string>([[failureSchema, "Failure"]]);

/**
 * JSON Schema 2020-12 of a zod schema, as zod reads input: for requests that is what a client may
 * send (defaults optional, before transforms); for answers it leaves a z.object open ("at least
 * these keys"), which is what the response schemas in contract/responses/ promise.
 */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const name = NAMED_SCHEMAS.get(schema);
  if (name) return { $ref: `#/components/schemas/${name}` };
  return converted(schema);
}

function converted(schema: z.ZodType): JsonSchema {
  const known = jsonSchemas.get(schema);
  if (known) return known;
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io: "input",
    unrepresentable: "any",
  }) as JsonSchema;
  jsonSchemas.set(schema, json);
  return json;
}

/** `/api/client/apps/:id` → `/api/client/apps/{id}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, "{$1}");

function parameters(operation: ApiOperation, validators: ValidatorDoc[]) {
  const list: JsonSchema[] = [];
  const param = validators.find((v) => v.target === "param");
  const paramProperties = (param ? jsonSchemaOf(param.schema).properties : undefined) as Record<string, JsonSchema> | undefined;
  for (const match of operation.path.matchAll(/:([A-Za-z0-9_]+)/g)) {
    const name = match[1]!;
    list.push({ name, in: "path", required: true, schema: paramProperties?.[name] ?? { type: "string" } });
  }
  const query = validators.find((v) => v.target === "query");
  if (query) {
    const schema = jsonSchemaOf(query.schema);
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
      const { description, ...rest } = property;
      list.push({ name, in: "query", required: required.has(name), schema: rest, ...(description ? { description } : {}) });
    }
  }
  return list;
}

function requestBody(doc: RouteDoc | undefined, validators: ValidatorDoc[]) {
  const json = validators.find((v) => v.target === "json");
  if (json) {
    return { required: !json.optional, content: { "application/json": { schema: jsonSchemaOf(json.schema) } } };
  }
  if (doc?.requestBody) {
    const { contentType, schema, description } = doc.requestBody;
    return { required: true, ...(description ? { description } : {}), content: { [contentType]: { schema: jsonSchemaOf(schema) } } };
  }
  return undefined;
}

/** A failure answer: the envelope, its `code` one of `codes` when they are known. */
function failure(description: string, codes: readonly FailureCode[] = []) {
  const envelope = jsonSchemaOf(failureSchema);
  const schema = codes.length ? { allOf: [envelope, { properties: { code: { enum: [...new Set(codes)] } } }] } : envelope;
  return { description, content: { "application/json": { schema } } };
}

/** A refusal's sentence in English, for the reference (a sentence that needs details may read oddly: the code is what counts). */
function refusalSentence(code: RefusalCode): string {
  try {
    return REFUSAL_ANSWERS[code].message({}, "en");
  } catch {
    return "";
  }
}

/** The status each refusal of `codes` answers with (worker/api/refusals.ts), and the codes of each. */
function refusalsByStatus(codes: readonly RefusalCode[]): Map<number, RefusalCode[]> {
  const byStatus = new Map<number, RefusalCode[]>();
  for (const code of codes) {
    const status = REFUSAL_ANSWERS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return byStatus;
}

/**
 * The failures an operation may answer besides its own documented ones: what its middleware shows
 * (validators, sign-in, admin, rate limits, read-only mode) and a server error, each with its code.
 */
function commonFailures(operation: ApiOperation, validators: ValidatorDoc[]): Array<[number, FailureCode[], string]> {
  const has = (middleware: unknown) => operation.handlers.includes(middleware);
  const json = validators.some((v) => v.target === "json");
  const list: Array<[number, boolean, FailureCode[], string]> = [
    [
      400,
      validators.length > 0,
      json ? ["validation_failed", "malformed_json"] : ["validation_failed"],
      "Invalid fields: `errors` names each one.",
    ],
    [401, has(requireAuth), ["unauthorized"], "No valid access token."],
    [403, has(requireAdmin), ["forbidden"], "The caller is not an administrator."],
    [415, json, ["unsupported_media_type"], "The body is not JSON."],
    [429, operation.handlers.some(isRateLimit), ["rate_limited"], "Too many requests from this address or account (`Retry-After`)."],
    [
      503,
      isRefusedWhileReadOnly(operation.method, operation.path),
      ["read_only"],
      "The store is read-only for maintenance (`Retry-After`).",
    ],
    [500, true, ["server_error"], "A server error (logged with the request id)."],
  ];
  return list.filter(([, applies]) => applies).map(([status, , codes, description]) => [status, codes, description]);
}

function operationObject(operation: ApiOperation, doc: RouteDoc | undefined) {
  const validators = operationValidators(operation);
  const has = (middleware: unknown) => operation.handlers.includes(middleware);
  const responses: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(doc?.responses ?? {})) {
    responses[status] = { description: answer.description, content: { "application/json": { schema: jsonSchemaOf(answer.schema) } } };
  }
  // Refusals, from worker/api/refusals.ts: their status, code and sentence; a route's own words
  // about the same status (the extra keys it carries) come first.
  const common = commonFailures(operation, validators);
  for (const [status, codes] of refusalsByStatus(doc?.refuses ?? [])) {
    const own = doc?.responses[status]?.description;
    const alsoCommon = common.filter(([commonStatus]) => commonStatus === status);
    const lines = [
      ...(own ? [own] : []),
      ...alsoCommon.map(([, , description]) => description),
      ...codes.map((code) => `\`${code}\`${refusalSentence(code) ? `: ${refusalSentence(code)}` : ""}`),
    ];
    responses[status] = failure(lines.join("\n\n"), [...alsoCommon.flatMap(([, commonCodes]) => commonCodes), ...codes]);
  }
  for (const [status, codes, description] of common) {
    if (!responses[status]) responses[status] = failure(description, codes);
  }
  // A route behind acceptApiToken also takes a personal API token (ADR 0032).
  const tokenScopes = operation.handlers.map(acceptedTokenScope).filter((scope) => scope !== undefined);
  const security = has(requireAuth)
    ? [{ bearerAuth: [] }, ...tokenScopes.map((scope) => ({ apiToken: [scope] }))]
    : has(optionalAuth)
      ? [{}, { bearerAuth: [] }]
      : undefined;
  const body = requestBody(doc, validators);
  const notes = [doc?.description, has(requireAdmin) ? "Administrators only." : undefined].filter(Boolean).join(" ");
  return {
    operationId: `${operation.method.toLowerCase()}${operation.path.replace(/[^A-Za-z0-9]+(.)?/g, (_all, next: string | undefined) => (next ?? "").toUpperCase())}`,
    summary: doc?.summary ?? "",
    ...(notes ? { description: notes } : {}),
    tags: [doc?.tag ?? "Other"],
    parameters: parameters(operation, validators),
    ...(body ? { requestBody: body } : {}),
    responses,
    ...(security ? { security } : {}),
  };
}

/** The OpenAPI 3.1 document of every documented route in `routes` (Hono's `app.routes`). */
export function buildOpenApiDocument(routes: readonly RouterRoute[], docs: RouteDocs = ROUTE_DOCS) {
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  for (const operation of apiOperations(routes)) {
    const doc = docs[operationKey(operation)];
    if (doc?.tag) tags.add(doc.tag);
    const path = openApiPath(operation.path);
    paths[path] = { ...paths[path], [operation.method.toLowerCase()]: operationObject(operation, doc) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "PWA Store API",
      version: "1",
      description:
        "Every answer is JSON: `{ success: true, ... }` or `{ success: false, code, message, errors? }` (`code`: why, " +
        "stable, one of the Failure schema's; `message`: in the caller's language, cookie `locale`, then " +
        "Accept-Language). Generated from the code; prose in docs/api.md.",
    },
    tags: [...tags].map((name) => ({ name })),
    paths,
    components: {
      schemas: Object.fromEntries([...NAMED_SCHEMAS].map(([schema, name]) => [name, converted(schema)])),
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        apiToken: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "pwas_…",
          description: "A personal API token, created on the profile page; taken only where an operation lists it.",
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
