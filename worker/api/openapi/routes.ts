/**
 * GET /api/openapi.json (the generated OpenAPI 3.1 document) and GET /api/docs (the reference page).
 * Mounted last in createApiApp, which hands over its route table: the document describes the
 * application exactly as it is assembled.
 */
import { Hono } from "hono";
import type { RouterRoute } from "hono/types";
import { createNonce } from "../../lib/page-security.ts";
import type { ApiEnv } from "../types.ts";
import { buildOpenApiDocument, type OpenApiDocument } from "./document.ts";
import { referencePage, referencePagePolicy } from "./reference-page.ts";

/**
 * The reference's two routes; `routeTable` is read on the first request (the table is complete by
 * then) and the document is built once per isolate.
 */
export function openApiRoutes(routeTable: () => readonly RouterRoute[]) {
  let document: OpenApiDocument | undefined;
  return new Hono<ApiEnv>()
    .get("/openapi.json", (c) => {
      document ??= buildOpenApiDocument(routeTable());
      return c.json(document);
    })
    .get("/docs", (c) => {
      const nonce = createNonce();
      // The API's header middleware keeps a policy a route has set (secureHeaders overwrite: false).
      c.header("Content-Security-Policy", referencePagePolicy(nonce));
      return c.html(referencePage(nonce));
    });
}
