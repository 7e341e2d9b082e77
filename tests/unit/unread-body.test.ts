/**
 * worker/api/lib/unread-body.ts: an answer never leaves a request body unread. Bodies are streams
 * that record what was pulled from them, so the tests see whether the middleware read them to the
 * end, stopped at its bound, or left a body the route had read alone.
 */
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { discardUnreadBody, drainBody } from "#worker/api/lib/unread-body.ts";

/** A request whose body is `chunks` chunks of `size` bytes, with a record of what happened to it. */
function trackedRequest(path: string, chunks: number, size = 1024) {
  const record = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (record.pulled === chunks) {
          controller.close();
          return;
        }
        record.pulled += 1;
        controller.enqueue(new Uint8Array(size));
      },
      cancel() {
        record.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request(`http://store.test${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
    duplex: "half",
  } as RequestInit);
  return { request, record };
}

/** A tiny app: `/refuse` answers 401 without reading, `/read` reads the body first. */
function app(maxBytes: number) {
  return new Hono()
    .use(discardUnreadBody(maxBytes))
    .post("/api/refuse", (c) => c.json({ success: false, message: "Unauthorized access" }, 401))
    .post("/api/read", async (c) => c.json({ success: true, length: (await c.req.arrayBuffer()).byteLength }))
    .post("/api/throw", () => {
      throw new Error("boom");
    })
    .onError((_error, c) => c.json({ success: false, message: "A server error occurred. Please try again later." }, 500));
}

describe("discardUnreadBody", () => {
  it("reads a refused request's body to its end before answering", async () => {
    const { request, record } = trackedRequest("/api/refuse", 8);
    const response = await app(1024 * 1024).request(request);
    expect(response.status).toBe(401);
    expect(record.pulled).toBe(8);
    expect(record.cancelled).toBe(false);
    expect(request.bodyUsed).toBe(true);
  });

  it("drains the body of an answer that came from the error handler too", async () => {
    const { request, record } = trackedRequest("/api/throw", 3);
    const response = await app(1024 * 1024).request(request);
    expect(response.status).toBe(500);
    expect(record.pulled).toBe(3);
  });

  it("stops at its bound and cancels the rest of a huge body", async () => {
    const { request, record } = trackedRequest("/api/refuse", 1000);
    const response = await app(4 * 1024).request(request);
    expect(response.status).toBe(401);
    expect(record.pulled).toBeLessThanOrEqual(6);
    expect(record.cancelled).toBe(true);
  });

  it("leaves a body the route read alone", async () => {
    const { request, record } = trackedRequest("/api/read", 4);
    const response = await app(1024 * 1024).request(request);
    expect(await response.json()).toEqual({ success: true, length: 4 * 1024 });
    expect(record.pulled).toBe(4);
    expect(record.cancelled).toBe(false);
  });
});

describe("drainBody", () => {
  it("does nothing for a request without a body", async () => {
    await expect(drainBody(new Request("http://store.test/"), 10)).resolves.toBeUndefined();
  });

  it("does nothing for a body already read", async () => {
    const request = new Request("http://store.test/", { method: "POST", body: "{}" });
    await request.text();
    await expect(drainBody(request, 10)).resolves.toBeUndefined();
  });
});
