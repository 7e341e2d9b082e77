/**
 * Writes the OpenAPI document of /api, as GET /api/openapi.json answers it under `npm run dev`, to
 * the file named by the first argument. Run by scripts/openapi-document-plugin.ts in a process of
 * its own (Node with tsx) while the Worker is built: the document is made from the same code and
 * route table the Worker assembles (worker/api/openapi/document.ts).
 */
import { writeFile } from "node:fs/promises";
import { compileMessages } from "./lib/compile-messages.ts";
import { messagesCompiled } from "./lib/messages-compiled.ts";

const output = process.argv[2];
if (!output) throw new Error("usage: print-openapi-document.ts <output file>");

// The API's modules import the compiled messages: compile them when they are missing or older
// than their sources (a build straight after a clone; `npm test` and `npm run dev` compile first).
if (!(await messagesCompiled())) await compileMessages();

// Named through variables, so that this script's type check does not take in the Worker's modules
// (they are checked with the Worker's own types, tsconfig.cloudflare.json).
const appModule: string = "#worker/api/app.ts";
const documentModule: string = "#worker/api/openapi/document.ts";
const { createApiApp } = (await import(appModule)) as { createApiApp: () => { routes: readonly unknown[] } };
const { buildOpenApiDocument } = (await import(documentModule)) as { buildOpenApiDocument: (routes: readonly unknown[]) => unknown };
await writeFile(output, JSON.stringify(buildOpenApiDocument(createApiApp().routes)));
// Ended here: after a compile, the inlang SDK's idle timers would keep Node up ~30 s more
// (scripts/lib/compile-messages.ts).
process.exit(0);
