/**
 * HTTP for the fault test (bench/fault.ts): JSON calls to the API as a given client address and
 * account, a multipart ZIP upload whose body is sent in timed chunks (so the server can be killed
 * while it is still arriving), and SQL through the server's POST /api/dev/sql (worker/api/dev/sql.ts).
 */
import { Agent, request, type IncomingMessage } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";

export interface Answer {
  status: number;
  text: string;
  /** The parsed JSON body, or null when it is not JSON. */
  json: unknown;
}

export interface CallOptions {
  /** A bearer token (an account's access token). */
  token?: string;
  /** The client address the rate limits count per (worker/lib/rate-limits/client-address.ts). */
  address?: string;
  /** A JSON body. */
  body?: unknown;
  /** Host header; the store's own origin by default (a hosted app's is `{slug}.localhost:{port}`). */
  host?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

function readAnswer(response: IncomingMessage): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on("data", (chunk: Buffer) => chunks.push(chunk));
    response.on("error", reject);
    // A body cut off by the kill is not an answer: the request counts as unanswered.
    response.on("aborted", () => reject(new Error("answer cut off")));
    response.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        // not JSON (a page, an empty body)
      }
      resolve({ status: response.statusCode ?? 0, text, json });
    });
  });
}

/** One running server's port; keep-alive connections, dropped by `close`. */
export class Http {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 64 });

  constructor(readonly port: number) {}

  private headers(options: CallOptions, extra: Record<string, string>): Record<string, string> {
    return {
      Host: options.host ?? `localhost:${this.port}`,
      "Accept-Language": "en",
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.address ? { "CF-Connecting-IP": options.address } : {}),
      ...extra,
      ...options.headers,
    };
  }

  /** One request; rejects when no complete answer arrives (refused connection, reset, timeout). */
  call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
    const extra: Record<string, string> = payload ? { "Content-Type": "application/json", "Content-Length": String(payload.length) } : {};
    const timeoutMs = options.timeoutMs ?? 30_000;
    return new Promise((resolve, reject) => {
      const req = request(
        { host: "127.0.0.1", port: this.port, method, path, agent: this.agent, headers: this.headers(options, extra), timeout: timeoutMs },
        (response) => readAnswer(response).then(resolve, reject),
      );
      req.on("timeout", () => req.destroy(new Error(`${method} ${path} timed out after ${timeoutMs} ms`)));
      req.on("error", reject);
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** How far a streamed upload has come. */
export interface UploadProgress {
  sent: number;
  total: number;
  /** The last byte has been handed to the kernel (the server may now be processing it). */
  bodyDone: boolean;
}

export interface StreamedUpload {
  /** Text fields of the form, then the ZIP as `file`. */
  fields: Record<string, string>;
  zip: Uint8Array;
  /** Bytes per write and the pause after each (0: as fast as the socket takes them). */
  chunkBytes: number;
  pauseMs: number;
  onProgress?: (progress: UploadProgress) => void;
}

/** A multipart/form-data body, as a browser's FormData would send it. */
function multipartBody(fields: Record<string, string>, zip: Uint8Array): { body: Buffer; boundary: string } {
  const boundary = `----pwa-store-fault-${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="app.zip"\r\nContent-Type: application/zip\r\n\r\n`,
    ),
    Buffer.from(zip),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), boundary };
}

/**
 * POSTs a ZIP upload on a connection of its own, its body written `chunkBytes` at a time with a
 * pause after each, reporting progress after every write. Rejects when no complete answer arrives.
 */
export function streamUpload(http: Http, path: string, options: CallOptions, upload: StreamedUpload): Promise<Answer> {
  const { body, boundary } = multipartBody(upload.fields, upload.zip);
  const progress: UploadProgress = { sent: 0, total: body.length, bodyDone: false };
  const headers: Record<string, string> = {
    Host: `localhost:${http.port}`,
    "Accept-Language": "en",
    "Content-Type": `multipart/form-data; boundary=${boundary}`,
    "Content-Length": String(body.length),
    ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    ...(options.address ? { "CF-Connecting-IP": options.address } : {}),
  };
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: http.port, method: "POST", path, agent: false, headers, timeout: 60_000 }, (response) =>
      readAnswer(response).then(resolve, reject),
    );
    req.on("timeout", () => req.destroy(new Error(`upload to ${path} timed out`)));
    req.on("error", reject);
    const write = (chunk: Buffer) => new Promise<void>((done) => req.write(chunk, () => done()));
    void (async () => {
      for (let at = 0; at < body.length; at += upload.chunkBytes) {
        if (req.destroyed) return;
        const chunk = body.subarray(at, at + upload.chunkBytes);
        await write(chunk);
        progress.sent += chunk.length;
        upload.onProgress?.({ ...progress });
        if (upload.pauseMs > 0 && progress.sent < body.length) await sleep(upload.pauseMs);
      }
      if (req.destroyed) return;
      req.end(() => {
        progress.bodyDone = true;
        upload.onProgress?.({ ...progress });
      });
    })();
  });
}

/** SQL through the running server: statements run as one D1 batch; answers each statement's rows. */
export class Sql {
  constructor(
    private readonly http: Http,
    private readonly token: string,
  ) {}

  async run(statements: { sql: string; params?: (string | number | null)[] }[]): Promise<Record<string, unknown>[][]> {
    const results: Record<string, unknown>[][] = [];
    // The route takes at most 50 statements a call.
    for (let from = 0; from < statements.length; from += 50) {
      const answer = await this.http.call("POST", "/api/dev/sql", {
        body: { statements: statements.slice(from, from + 50) },
        headers: { "X-E2E-SQL-Token": this.token },
      });
      const data = (answer.json as { data?: Record<string, unknown>[][] } | null)?.data;
      if (answer.status !== 200 || !data) throw new Error(`POST /api/dev/sql: HTTP ${answer.status} ${answer.text.slice(0, 300)}`);
      results.push(...data);
    }
    return results;
  }

  async rows<Row = Record<string, unknown>>(sql: string, params: (string | number | null)[] = []): Promise<Row[]> {
    const [rows] = await this.run([{ sql, params }]);
    return rows as Row[];
  }
}
