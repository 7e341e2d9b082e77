import type { MiddlewareHandler } from "hono";

/**
 * Every answer of the API leaves the connection clean: a request body that no route read (a 401
 * before validation, a 404, a rate-limit refusal, ...) is read to its end and dropped before the
 * answer goes out, up to `maxBytes`, and cancelled past that. Without it, the local stack's proxy
 * (`wrangler dev`, `npm run preview`) can answer the next request on the same connection with a
 * 503 "Your worker restarted mid-request" or leave it hanging. One place, for every route: it is
 * the first middleware of `createApiApp` (worker/api/app.ts).
 *
 * @example
 * api.use(discardUnreadBody(UNREAD_BODY_DRAIN_BYTES));
 */
export function discardUnreadBody(maxBytes: number): MiddlewareHandler {
  return async (c, next) => {
    try {
      await next();
    } finally {
      await drainBody(c.req.raw, maxBytes);
    }
  };
}

/**
 * Reads what is left of `request`'s body and drops it (at most `maxBytes`, then cancels the
 * rest). A body already read, being read, or absent is left alone; a client that went away
 * meanwhile is not an error.
 */
export async function drainBody(request: Request, maxBytes: number): Promise<void> {
  const body = request.body;
  if (!body || request.bodyUsed || body.locked) return;
  const reader = body.getReader();
  let read = 0;
  try {
    while (read <= maxBytes) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value?.byteLength ?? 0;
    }
    await reader.cancel();
  } catch {
    // The client closed the connection: nothing is left to keep clean.
  } finally {
    reader.releaseLock();
  }
}
