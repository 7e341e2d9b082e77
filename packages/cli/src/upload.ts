/**
 * The upload of a new version: `POST /api/client/pwas/:app/versions` with the ZIP as the `file`
 * field of a multipart body and the personal API token as the bearer (docs/api.md). The body is
 * written in chunks, so the progress of the bytes sent can be shown.
 */
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";

export interface UploadAnswer {
  status: number;
  contentType: string;
  text: string;
  retryAfter: string | null;
}

/** A multipart/form-data body: the ZIP as `file`, the label when there is one. */
export function multipartBody(zip: Uint8Array, label: string | undefined, boundary: string): Buffer {
  const parts: Buffer[] = [];
  if (label) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="label"\r\n\r\n${label}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="app.zip"\r\nContent-Type: application/zip\r\n\r\n`,
    ),
    Buffer.from(zip),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return Buffer.concat(parts);
}

const CHUNK_BYTES = 64 * 1024;

/** Sends the body, calling `progress(sent, total)` as it goes; resolves with the answer, rejects on a network failure. */
export function upload(
  url: URL,
  token: string,
  zip: Uint8Array,
  label: string | undefined,
  progress: (sent: number, total: number) => void,
): Promise<UploadAnswer> {
  const boundary = `pwa-store-${crypto.randomUUID()}`;
  const body = multipartBody(zip, label, boundary);
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${token}`,
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "Content-Length": String(body.byteLength),
        Accept: "application/json",
        "Accept-Language": "en",
      },
    });
    request.on("error", reject);
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: String(response.headers["content-type"] ?? ""),
          text: Buffer.concat(chunks).toString("utf8"),
          retryAfter: response.headers["retry-after"] ? String(response.headers["retry-after"]) : null,
        }),
      );
    });
    let sent = 0;
    progress(0, body.byteLength);
    const writeNext = () => {
      while (sent < body.byteLength) {
        const chunk = body.subarray(sent, sent + CHUNK_BYTES);
        sent += chunk.byteLength;
        const more = request.write(chunk);
        progress(sent, body.byteLength);
        if (!more) {
          request.once("drain", writeNext);
          return;
        }
      }
      request.end();
    };
    writeNext();
  });
}
