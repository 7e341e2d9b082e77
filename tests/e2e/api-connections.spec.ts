/**
 * Refusals leave the connection clean (worker/api/lib/unread-body.ts). On one kept-alive
 * connection to the built Worker, a request the API refuses without reading its body (a 401 before
 * validation) is followed by an ordinary request, again and again: every answer is the JSON
 * envelope, none is the local proxy's 503 "Your worker restarted mid-request", none hangs.
 */
import { Agent, request } from "node:http";
import { expect, test } from "./fixtures.ts";

interface Answer {
  status: number;
  body: string;
}

/** One request over `agent` (one socket, kept alive), to 127.0.0.1 with the store's Host header. */
function send(agent: Agent, port: number, path: string, method: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Host: `localhost:${port}` };
    if (body !== undefined) {
      headers["Content-Type"] = "application/json";
      headers["Content-Length"] = String(Buffer.byteLength(body));
    }
    const req = request({ host: "127.0.0.1", port, path, method, agent, headers, timeout: 15_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("timeout", () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** The JSON envelope of an answer (fails the test, naming the answer, when it is not JSON). */
function envelope(answer: Answer): { success: boolean; message?: string } {
  try {
    return JSON.parse(answer.body);
  } catch {
    throw new Error(`not the JSON envelope (status ${answer.status}): ${answer.body.slice(0, 200)}`);
  }
}

test("a refused request's unread body does not break the next request on the same connection", async ({ server }) => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let round = 0; round < 8; round += 1) {
      const refused = await send(agent, server.port, "/api/client/auth/two-factor/setup", "POST", JSON.stringify({ password: "x" }));
      expect(refused.status, refused.body).toBe(401);
      expect(envelope(refused)).toMatchObject({ success: false, message: "Unauthorized access" });

      const next = await send(agent, server.port, "/api/client/feedback", "POST", JSON.stringify({ message: `connection check ${round}` }));
      expect(next.status, next.body).toBeLessThan(300);
      expect(envelope(next).success).toBe(true);
    }
  } finally {
    agent.destroy();
  }
});

test("a body over the limit is answered with the JSON envelope, and the connection still serves the next request", async ({ server }) => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let round = 0; round < 3; round += 1) {
      const tooLarge = await send(
        agent,
        server.port,
        "/api/client/auth/refresh-token",
        "POST",
        JSON.stringify({ refreshToken: "x".repeat(2 * 1024 * 1024) }),
      );
      expect(tooLarge.status).toBe(413);
      expect(envelope(tooLarge)).toMatchObject({ success: false });
      const health = await send(agent, server.port, "/api/client/auth/health", "GET");
      expect(health.status, health.body).toBe(200);
      expect(envelope(health).success).toBe(true);
    }
  } finally {
    agent.destroy();
  }
});
