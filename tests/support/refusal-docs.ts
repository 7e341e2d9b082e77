/**
 * Every refusal the integration tests meet is one its route documents. `call()` (./http.ts) hands
 * each /api answer here: a failure whose `code` is a refusal (contract/refusal-codes.ts) must be
 * named in its route's `refuses` (worker/api/openapi/), where the API reference lists it from. A
 * route that starts refusing with a new code fails the test that meets it, naming the route, the
 * code and the table to add it to: the reference cannot fall behind what the routes answer.
 */
import type { RefusalCode } from "#contract/refusal-codes.ts";
import { REFUSAL_CODES } from "#contract/refusal-codes.ts";

const REFUSALS: ReadonlySet<string> = new Set(REFUSAL_CODES);

interface Documented {
  method: string;
  pattern: RegExp;
  /** Fewer parameters first: `/favorites/ids` before `/favorites/:appId`. */
  params: number;
  key: string;
  refuses: ReadonlySet<string>;
}

let documented: Promise<Documented[]> | undefined;

/** The documented operations, read once per test file (the route table and the documentation tables). */
function operations(): Promise<Documented[]> {
  documented ??= (async () => {
    const [{ createApiApp }, { apiOperations, operationKey }, { ROUTE_DOCS }] = await Promise.all([
      import("#worker/api/app.ts"),
      import("#worker/api/openapi/document.ts"),
      import("#worker/api/openapi/index.ts"),
    ]);
    return apiOperations(createApiApp().routes)
      .map((operation) => {
        const key = operationKey(operation);
        const source = operation.path
          .split("/")
          .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
          .join("/");
        return {
          method: operation.method,
          pattern: new RegExp(`^${source}/?$`),
          params: (operation.path.match(/:/g) ?? []).length,
          key,
          refuses: new Set<string>(ROUTE_DOCS[key]?.refuses ?? []),
        };
      })
      .sort((a, b) => a.params - b.params);
  })();
  return documented;
}

/** The refusal an /api answer carries, if it is one. */
async function refusalOf(response: Response): Promise<RefusalCode | null> {
  if (response.status < 400 || !response.headers.get("Content-Type")?.startsWith("application/json")) return null;
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    return typeof body.code === "string" && REFUSALS.has(body.code) ? (body.code as RefusalCode) : null;
  } catch {
    return null;
  }
}

/**
 * Throws when `response` (to `request`) is a refusal its route does not document. Requests outside
 * /api and routes outside the documentation (development tools) are not checked.
 */
export async function checkDocumentedRefusal(request: Request, response: Response): Promise<void> {
  const path = new URL(request.url).pathname;
  if (!path.startsWith("/api/")) return;
  const code = await refusalOf(response);
  if (!code) return;
  const operation = (await operations()).find((candidate) => candidate.method === request.method && candidate.pattern.test(path));
  if (!operation || operation.refuses.has(code)) return;
  throw new Error(
    `${operation.key} answered the refusal "${code}" (${response.status}), which its documentation does not name: ` +
      `add it to the route's \`refuses\` in worker/api/openapi/.`,
  );
}
