/**
 * GET /api/openapi.json (the generated OpenAPI 3.1 document) and GET /api/docs (the reference page).
 * Mounted last in createApiApp, which hands over its route table: the document describes the
 * application exactly as it is assembled.
 *
 * A production build makes the document when it is built (scripts/openapi-document-plugin.ts,
 * from the same route table) and defines its address among the static files as
 * `__OPENAPI_DOCUMENT_URL__`: the Worker reads it from the ASSETS binding and carries none of the
 * code that makes it. Under `npm run dev` and in the tests' Worker nothing is defined: the
 * document is made at the first request.
 */
import { Hono } from "hono";
import type { RouterRoute } from "hono/types";
import { m } from "#app/paraglide/messages.js";
import { createNonce } from "../../lib/page-security.ts";
import { readStaticFile } from "../../lib/static-file.ts";
import { ApiError } from "../errors.ts";
import type { ApiEnv } from "../types.ts";
import { referencePage, referencePagePolicy } from "./reference-page.ts";

declare const __OPENAPI_DOCUMENT_URL__: string | undefined;

/** The address of the build's document, or null when it is made here (dev, tests). */
const DOCUMENT_URL: string | null = typeof __OPENAPI_DOCUMENT_URL__ === "string" ? __OPENAPI_DOCUMENT_URL__ : null;

/** Seconds a client waits before asking again when the build's document could not be read. */
const RETRY_AFTER_SECONDS = 5;

/** The build's document as text; a failed read is logged, answered 503, and tried again next time. */
async function readBuiltDocument(assets: Fetcher, url: string): Promise<string> {
  try {
    return await (await readStaticFile(assets, url)).text();
  } catch (error) {
    console.error("the OpenAPI document could not be read", error);
    throw new ApiError(
      503,
      "unavailable",
      m.api_server_error,
      {},
      { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
    );
  }
}

/**
 * The reference's two routes; `routeTable` is read on the first request (the table is complete by
 * then) and the document is made (or read) once per isolate.
 */
export function openApiRoutes(routeTable: () => readonly RouterRoute[], documentUrl = DOCUMENT_URL) {
  let document: string | undefined;
  return new Hono<ApiEnv>()
    .get("/openapi.json", async (c) => {
      if (document === undefined) {
        document = documentUrl
          ? await readBuiltDocument(c.env.ASSETS, documentUrl)
          : JSON.stringify((await import("./document.ts")).buildOpenApiDocument(routeTable()));
      }
      return c.body(document, 200, { "Content-Type": "application/json" });
    })
    .get("/docs", (c) => {
      const nonce = createNonce();
      // The API's header middleware keeps a policy a route has set (secureHeaders overwrite: false).
      c.header("Content-Security-Policy", referencePagePolicy(nonce));
      return c.html(referencePage(nonce));
    });
}
