/**
 * Node-side HTTP for the harness and tests. Node does not resolve `*.localhost` names, so
 * requests go to 127.0.0.1 and carry the wanted `Host` header (which is what the Worker routes on).
 */
import { request, type IncomingHttpHeaders } from "node:http";

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RawRequestOptions {
  /** Host header, e.g. "demo.localhost:8787"; defaults to "localhost:<port>" (the store's origin). */
  host?: string;
  method?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export function requestVia127(port: number, path: string, options: RawRequestOptions = {}): Promise<RawResponse> {
  const { host = `localhost:${port}`, method = "GET", headers = {}, timeoutMs = 10_000 } = options;
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers: { ...headers, Host: host }, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("timeout", () => req.destroy(new Error(`${method} http://${host}${path} timed out after ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end();
  });
}
