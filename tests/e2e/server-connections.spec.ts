/**
 * The e2e server (tests/e2e/support/serve-build.ts) answers every request with the Worker's own
 * answer, also on reused keep-alive connections: behind `wrangler dev` some POSTs sent on a reused
 * connection got the dev proxy's own text/plain 503 (`Retry-After: 0`) instead, which made tests
 * fail at random. Every answer here must carry the Worker's X-Request-Id.
 */
import { Agent, request } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, test } from "./fixtures.ts";

interface Answer {
  status: number;
  contentType: string | undefined;
  requestId: string | undefined;
  reusedSocket: boolean;
  body: string;
}

function post(agent: Agent, port: number, path: string, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: { Host: `localhost:${port}`, "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) },
        timeout: 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: res.headers["content-type"],
            requestId: res.headers["x-request-id"] as string | undefined,
            reusedSocket: req.reusedSocket,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    req.on("timeout", () => req.destroy(new Error(`POST ${path} timed out`)));
    req.on("error", reject);
    req.end(body);
  });
}

test.describe("the e2e server's connections", () => {
  test("POSTs sent one after another on one reused keep-alive connection all reach the Worker", async ({ server }) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const answers: Answer[] = [];
      for (let index = 0; index < 40; index += 1) {
        answers.push(await post(agent, server.port, "/api/e2e-no-such-route", JSON.stringify({ index, padding: "x".repeat(index * 50) })));
      }
      for (const [index, answer] of answers.entries()) {
        expect(answer.status, `request ${index}: ${answer.body.slice(0, 120)}`).toBe(404);
        expect(answer.contentType, `request ${index}`).toContain("application/json");
        expect(answer.requestId, `request ${index}`).toBeTruthy();
      }
      expect(answers.slice(1).every((answer) => answer.reusedSocket)).toBe(true);
    } finally {
      agent.destroy();
    }
  });

  test("a connection left idle longer than Node's default keep-alive (5 s) still carries the next POST", async ({ server }) => {
    test.setTimeout(30_000);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await post(agent, server.port, "/api/e2e-no-such-route", "{}");
      expect(first.requestId).toBeTruthy();
      await sleep(5_500);
      const second = await post(agent, server.port, "/api/e2e-no-such-route", "{}");
      expect(second.reusedSocket).toBe(true);
      expect([second.status, second.contentType?.includes("application/json"), Boolean(second.requestId)]).toEqual([404, true, true]);
    } finally {
      agent.destroy();
    }
  });
});
