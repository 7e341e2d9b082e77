/**
 * The generated API reference (worker/api/openapi/, docs/decisions/0025): GET /api/openapi.json is
 * an OpenAPI 3.1 document that covers every route of Hono's table with a summary and a response
 * schema, each JSON body is documented with the schema its validator applies, and GET /api/docs is
 * a self-contained HTML page under its own strict policy. A new route without documentation fails
 * here, by name.
 */
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import type { RouterRoute } from "hono/types";
import { describe, expect, it } from "vitest";
import { createApiApp } from "#worker/api/app.ts";
import { optionalAuth, requireAdmin, requireAuth } from "#worker/api/auth/authenticate.ts";
import { onApiError } from "#worker/api/errors.ts";
import { apiOperations, jsonSchemaOf, operationKey, operationValidators, undocumentedRoutes } from "#worker/api/openapi/document.ts";
import { ROUTE_DOCS } from "#worker/api/openapi/index.ts";
import { openApiRoutes } from "#worker/api/openapi/routes.ts";
import type { ApiEnv } from "#worker/api/types.ts";
import { bearer, createVerifiedUser } from "../support/accounts.ts";
import { insertApps } from "../support/catalog.ts";
import { checkDocumentedRefusal } from "../support/refusal-docs.ts";
import { call, jsonEnvelope } from "../support/http.ts";

interface Operation {
  summary: string;
  parameters: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

const routes = createApiApp().routes;
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

async function fetchDocument() {
  const response = await call("/api/openapi.json");
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  return (await response.json()) as { openapi: string; info: { title: string; version: string }; paths: Paths };
}

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document with info and paths", async () => {
    const document = await fetchDocument();
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBeTruthy();
    expect(document.info.version).toBeTruthy();
    expect(Object.keys(document.paths).length).toBeGreaterThan(50);
  });

  it("documents every route of the table with a summary and a response schema", async () => {
    expect(undocumentedRoutes(routes), "routes without an entry in worker/api/openapi/").toStrictEqual([]);
    const { paths } = await fetchDocument();
    const operations = apiOperations(routes);
    expect(operations.length).toBeGreaterThan(50);
    for (const operation of operations) {
      const key = operationKey(operation);
      const documented = paths[openApiPath(operation.path)]?.[operation.method.toLowerCase()];
      expect(documented, `${key} is missing from the document`).toBeDefined();
      expect(documented!.summary, `${key} has no summary`).toBeTruthy();
      const schemas = Object.values(documented!.responses).filter((answer) => answer.content?.["application/json"]?.schema);
      expect(schemas.length, `${key} has no response with a schema`).toBeGreaterThan(0);
      for (const match of operation.path.matchAll(/:([A-Za-z0-9_]+)/g)) {
        expect(
          documented!.parameters.some((p) => p.in === "path" && p.name === match[1]),
          `${key}: path parameter ${match[1]}`,
        ).toBe(true);
      }
    }
  });

  it("documents each JSON body with the schema its validator applies", async () => {
    const { paths } = await fetchDocument();
    let bodies = 0;
    for (const operation of apiOperations(routes)) {
      const validator = operationValidators(operation).find((found) => found.target === "json");
      if (!validator) continue;
      bodies += 1;
      const documented = paths[openApiPath(operation.path)]![operation.method.toLowerCase()]!;
      expect(documented.requestBody?.content["application/json"]?.schema, operationKey(operation)).toStrictEqual(
        jsonSchemaOf(validator.schema),
      );
    }
    expect(bodies).toBeGreaterThan(30);
  });

  it("leaves the development-only routes out", async () => {
    const { paths } = await fetchDocument();
    expect(Object.keys(paths).filter((path) => path.startsWith("/api/dev/"))).toStrictEqual([]);
    expect(routes.some((route) => route.path.startsWith("/api/dev/"))).toBe(true);
  });

  it("has no documentation for a route that does not exist", () => {
    const live = new Set(apiOperations(routes).map(operationKey));
    expect(
      Object.keys(ROUTE_DOCS).filter((key) => !live.has(key)),
      "stale entries in worker/api/openapi/",
    ).toStrictEqual([]);
  });
});

describe("GET /api/openapi.json in a production build (the document read from the static files)", () => {
  const BUILT = "/assets/openapi-0123456789ab.json";
  /** The reference's routes behind the API's error answer, reading the document from `assets`. */
  function builtApp(assets: { fetch: (url: URL) => Promise<Response> }) {
    const app = new Hono<ApiEnv>().onError(onApiError).route(
      "/api",
      openApiRoutes(() => routes, BUILT),
    );
    return (path: string) => app.request(path, {}, { ...env, ASSETS: assets });
  }

  it("answers the build's file as it is, read once per isolate", async () => {
    const asked: string[] = [];
    const text = JSON.stringify({ openapi: "3.1.0", info: { title: "PWA Store API", version: "1" }, paths: {} });
    const request = builtApp({
      fetch: async (url) => {
        asked.push(url.pathname);
        return new Response(text);
      },
    });
    for (let i = 0; i < 2; i++) {
      const response = await request("/api/openapi.json");
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
      expect(await response.text()).toBe(text);
    }
    expect(asked).toStrictEqual([BUILT]);
  });

  it("answers 503 in the envelope while the file cannot be read, and reads it again next time", async () => {
    let available = false;
    const request = builtApp({
      fetch: async () => (available ? Response.json({ openapi: "3.1.0" }) : new Response("gone", { status: 404 })),
    });
    const refused = await request("/api/openapi.json");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("Retry-After")).toBe("5");
    expect(await jsonEnvelope(refused)).toStrictEqual({
      success: false,
      code: "unavailable",
      message: "A server error occurred. Please try again later.",
    });
    available = true;
    const answered = await request("/api/openapi.json");
    expect(answered.status).toBe(200);
    expect(await answered.json()).toStrictEqual({ openapi: "3.1.0" });
  });
});

describe("the documented answers", () => {
  it("are what the public GET routes really send", async () => {
    const publicReads = apiOperations(routes).filter(
      (operation) =>
        operation.method === "GET" &&
        !operation.path.includes(":") &&
        !operation.handlers.includes(requireAuth) &&
        !operation.handlers.includes(optionalAuth) &&
        !operationValidators(operation).some((found) => found.target === "query" && !found.schema.safeParse({}).success) &&
        operation.path !== "/api/docs",
    );
    expect(publicReads.map(operationKey)).toEqual(expect.arrayContaining(["GET /api/client/apps", "GET /api/client/stats"]));
    for (const operation of publicReads) {
      const key = operationKey(operation);
      const response = await call(operation.path);
      expect(response.status, key).toBe(200);
      const parsed = ROUTE_DOCS[key]!.responses[200]!.schema.safeParse(await response.json());
      expect(parsed.error?.issues ?? [], key).toStrictEqual([]);
    }
  });

  // The response types of both sides are `z.infer` of these schemas (contract/responses/), so what
  // the compiler checks is only as true as the schemas: every signed-in and admin read is parsed
  // here against its documented answer, from an account with something in each list.
  it("are what the signed-in and admin GET routes really send", async () => {
    const admin = await createVerifiedUser(env);
    await env.DB.prepare("UPDATE users SET role = 'admin' WHERE email = ?").bind(admin.email).run();
    const headers = bearer(admin.accessToken);
    const [app] = await insertApps([{ category: "productivity" }, { category: "productivity" }, { status: "pending" }]);
    const appId = app!.id;
    expect((await call(`/api/client/favorites/${appId}`, { method: "PUT", headers })).status).toBe(200);
    expect((await call(`/api/client/apps/${appId}/open`, { method: "POST", headers })).status).toBe(200);
    const review = await call(`/api/client/apps/${appId}/reviews`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify({ rating: 4, title: "Solid", body: "Does what it says, quickly and offline." }),
    });
    expect(review.status).toBe(201);

    /** Routes with path parameters, filled with what exists now. */
    const filled: Record<string, string> = {
      "GET /api/client/apps/:id": `/api/client/apps/${appId}`,
      "GET /api/client/apps/:id/related": `/api/client/apps/${appId}/related`,
      "GET /api/client/apps/:id/reviews": `/api/client/apps/${appId}/reviews`,
      "GET /api/client/favorites/:appId": `/api/client/favorites/${appId}`,
      "GET /api/admin/pwas/:id": `/api/admin/pwas/${appId}`,
      "GET /api/admin/users/:id": `/api/admin/users/${admin.user.id}`,
      "GET /api/admin/tables/:name": "/api/admin/tables/apps",
    };
    const reads = apiOperations(routes).filter(
      (operation) =>
        operation.method === "GET" &&
        (filled[operationKey(operation)] !== undefined ||
          (!operation.path.includes(":") && (operation.handlers.includes(requireAuth) || operation.handlers.includes(optionalAuth)))) &&
        !operationValidators(operation).some((found) => found.target === "query" && !found.schema.safeParse({}).success),
    );
    const keys = reads.map(operationKey);
    expect(keys).toEqual(
      expect.arrayContaining([...Object.keys(filled), "GET /api/client/auth/profile", "GET /api/admin/dashboard/stats"]),
    );
    expect(reads.filter((operation) => operation.handlers.includes(requireAdmin)).length).toBeGreaterThan(10);
    for (const operation of reads) {
      const key = operationKey(operation);
      const response = await call(filled[key] ?? operation.path, { headers });
      expect(response.status, key).toBe(200);
      const parsed = ROUTE_DOCS[key]!.responses[200]!.schema.safeParse(await response.json());
      expect(parsed.error?.issues ?? [], key).toStrictEqual([]);
    }
  });
});

describe("the refusals each route names", () => {
  it("fail the test that meets a refusal its route does not name, and pass a named one", async () => {
    const open = new Request("http://localhost:5173/api/client/apps/some-app/open", { method: "POST" });
    const refused = (code: string, status: number) => Response.json({ success: false, code, message: "…" }, { status });
    await expect(checkDocumentedRefusal(open, refused("review_duplicate", 409))).rejects.toThrow(
      /^POST \/api\/client\/apps\/:id\/open answered the refusal "review_duplicate" \(409\)/,
    );
    await expect(checkDocumentedRefusal(open, refused("app_not_found", 404))).resolves.toBeUndefined();
    // Not a refusal (the request's own failures), or not /api: not checked here.
    await expect(checkDocumentedRefusal(open, refused("rate_limited", 429))).resolves.toBeUndefined();
  });

  it("are listed in the reference with their status and sentence, from the refusals' table", async () => {
    const { paths } = await fetchDocument();
    const review = paths["/api/client/apps/{id}/reviews"]!.post!;
    const conflict = JSON.stringify(review.responses["409"]);
    expect(conflict).toContain("review_duplicate");
    expect(conflict).toContain("You have already reviewed this app");
    const notFound = JSON.stringify(review.responses["404"]);
    expect(notFound).toContain("app_not_found");
    // Read-only mode refuses every write but the admin's way in; a rate-limited write says 429.
    expect(JSON.stringify(review.responses["503"])).toContain("read_only");
    expect(review.responses["429"]).toBeDefined();
    expect(paths["/api/client/auth/login"]!.post!.responses["503"]).toBeUndefined();
  });
});

describe("the completeness check", () => {
  it("names a route that has no documentation", () => {
    const fake: RouterRoute = { basePath: "/api", path: "/api/client/not-documented", method: "PATCH", handler: () => undefined };
    expect(undocumentedRoutes([...routes, fake])).toStrictEqual(["PATCH /api/client/not-documented"]);
  });

  it("names a route documented without a response schema", () => {
    const key = "GET /api/client/stats";
    const docs = { ...ROUTE_DOCS, [key]: { summary: "Stats", responses: {} } };
    expect(undocumentedRoutes(routes, docs)).toStrictEqual([key]);
  });
});

describe("GET /api/docs", () => {
  it("answers a self-contained HTML page under its own nonce policy", async () => {
    const response = await call("/api/docs");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain("/api/openapi.json");
    const policy = response.headers.get("Content-Security-Policy") ?? "";
    const nonce = /script-src 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    // Its script and style are this origin's static files (public/), under the nonce.
    expect(html).toContain(`<script nonce="${nonce}" src="/api-reference.js" defer></script>`);
    expect(html).toContain(`<link rel="stylesheet" nonce="${nonce}" href="/api-reference.css">`);
    // Nothing from elsewhere: no script, style or font of another origin, no inline script.
    expect(html).not.toMatch(/https?:\/\/(?!localhost)|<script(?![^>]*\ssrc="\/)[^>]*>/);
  });

  it("gets a new nonce on every request", async () => {
    const first = (await call("/api/docs")).headers.get("Content-Security-Policy");
    const second = (await call("/api/docs")).headers.get("Content-Security-Policy");
    expect(first).not.toBe(second);
  });
});
