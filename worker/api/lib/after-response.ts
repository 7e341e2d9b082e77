/** Work a route starts for after its answer, and what such work needs to know of the request. */
import type { Context } from "hono";
import type { ApiEnv } from "../types.ts";

/**
 * The store's own origin, for links in mails: STORE_ORIGIN (required in production), never the
 * request's Host header, which the client chooses (`Host: evil.example` must not put a live reset
 * token in a link to evil.example). Only a development server without it names itself.
 */
export const storeOrigin = (c: Context<ApiEnv>) => c.get("config").storeOrigin ?? new URL(c.req.url).origin;

/**
 * Runs `task` after the answer has left (waitUntil), so the answer takes the same time whatever
 * the task does; failures are logged. Without an execution context the task still runs, unawaited.
 */
export function afterResponse(c: Context<ApiEnv>, label: string, task: () => Promise<void>): void {
  const running = task().catch((error: unknown) => console.error(`[api] ${label} failed (request ${c.get("requestId") ?? "-"}):`, error));
  try {
    c.executionCtx.waitUntil(running);
  } catch {
    // No ExecutionContext (the app called directly): nothing to extend.
  }
}
