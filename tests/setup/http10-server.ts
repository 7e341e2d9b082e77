/**
 * A bare HTTP/1.0 server, as simple static servers are: one request per connection, the answer
 * without Content-Length (its end is the connection's), then the connection closed. The caller
 * decides each answer, or `null` to close the connection without one (what a connection-level
 * failure looks like to the client). Used by the inspector's fixture sites
 * (inspect-fixture-server.ts) and the e2e "Add by URL" network spec.
 *
 * @example
 * const site = await listenHttp10((path) => (path === "/" ? { status: 200, headers: { "Content-Type": "text/html" }, body: "<h1>Hi</h1>" } : null));
 * await fetch(site.url); // "<h1>Hi</h1>"
 * await site.close();
 */
import { STATUS_CODES } from "node:http";
import { createServer, type AddressInfo, type Server, type Socket } from "node:net";

export interface Http10Answer {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array;
}

export interface Http10Server {
  server: Server;
  /** "http://127.0.0.1:PORT" (no trailing slash). */
  url: string;
  /** Destroys the open connections and stops listening. */
  close(): Promise<void>;
}

/** Listens on a free port of 127.0.0.1; `answer` gets the request's path (decoded by URL) and its request target as sent. */
export async function listenHttp10(answer: (path: string, target: string) => Http10Answer | null): Promise<Http10Server> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    let head = "";
    socket.on("data", (chunk) => {
      if (head.includes("\r\n\r\n")) return;
      head += chunk.toString("latin1");
      if (!head.includes("\r\n\r\n")) return;
      const target = head.split("\r\n")[0]!.split(" ")[1] ?? "/";
      const reply = answer(new URL(target, "http://127.0.0.1").pathname, target);
      if (!reply) return void socket.destroy();
      const lines = [`HTTP/1.0 ${reply.status} ${STATUS_CODES[reply.status] ?? ""}`, "Connection: close"];
      for (const [name, value] of Object.entries(reply.headers)) lines.push(`${name}: ${value}`);
      socket.end(Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1"), Buffer.from(reply.body)]));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
