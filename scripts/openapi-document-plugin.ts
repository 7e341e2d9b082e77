/**
 * Build-only Vite plugin: the Worker serves GET /api/openapi.json from its static files instead of
 * carrying the code that makes the document (worker/api/openapi/document.ts, its per-area tables
 * and zod's JSON Schema conversion: ~19 KB of the compressed Worker). The document is made while
 * the build is configured, by scripts/print-openapi-document.ts in a Node process of its own, from
 * the same route table the Worker assembles; it is written content-hashed among the client
 * build's static files and the Worker build learns its address as `__OPENAPI_DOCUMENT_URL__`
 * (worker/api/openapi/routes.ts reads it from the ASSETS binding). In the Worker build the
 * document's module is replaced by one that refuses, so none of that code is bundled. Under
 * `npm run dev` and in the tests' Worker the document is made at the first request, as before.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { Plugin } from "vite";
import { workerStaticFile } from "./worker-static-file.ts";

const DOCUMENT_MODULE = /[\\/]worker[\\/]api[\\/]openapi[\\/]document\.ts$/;

/** The document as GET /api/openapi.json answers it under `npm run dev`. */
export async function openApiDocumentText(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "openapi-"));
  try {
    const output = join(dir, "openapi.json");
    const script = fileURLToPath(new URL("./print-openapi-document.ts", import.meta.url));
    await promisify(execFile)(process.execPath, ["--import", "tsx", script, output], {
      cwd: fileURLToPath(new URL("..", import.meta.url)),
      maxBuffer: 16 * 1024 * 1024,
    });
    return await readFile(output, "utf8");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function openApiDocument(): Plugin {
  return {
    name: "pwa-store:openapi-document",
    apply: "build",
    enforce: "pre",
    ...workerStaticFile({
      prefix: "openapi",
      extension: "json",
      define: "__OPENAPI_DOCUMENT_URL__",
      contents: openApiDocumentText,
    }),
    applyToEnvironment: (environment) => environment.name === "ssr",
    load(id) {
      if (!DOCUMENT_MODULE.test(id)) return null;
      return 'export function buildOpenApiDocument() { throw new Error("the build serves the OpenAPI document from its static files"); }\n';
    },
  };
}
