/**
 * Reads a multipart/form-data upload within a byte limit (ADR 0019). The body is read once, into
 * one buffer, counting as it arrives: past the limit the read stops and the upload is refused,
 * whatever Content-Length claimed. The parts are then views into that buffer, so a 50 MB ZIP
 * costs 50 MB of memory, not the two or three copies `Request.formData()` and `File.arrayBuffer()`
 * would make (a Worker has 128 MB).
 */

export interface MultipartFile {
  /** The filename parameter as sent (display only). */
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, MultipartFile>;
}

export type MultipartProblem = "too_large" | "malformed" | "not_multipart";

export class MultipartError extends Error {
  override name = "MultipartError";
  constructor(
    readonly problem: MultipartProblem,
    detail: string,
  ) {
    super(detail);
  }
}

/** Text fields are short (name, category, description, tags, label): anything longer is refused. */
const MAX_FIELD_BYTES = 16 * 1024;
const MAX_PARTS = 20;
const MAX_PART_HEADER_BYTES = 8 * 1024;

/** The boundary of a multipart/form-data Content-Type (RFC 2046: 1–70 characters), or null. */
export function multipartBoundary(contentType: string | null | undefined): string | null {
  if (!contentType) return null;
  const [essence, ...params] = contentType.split(";");
  if (essence!.trim().toLowerCase() !== "multipart/form-data") return null;
  for (const param of params) {
    const match = /^\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*$/i.exec(param);
    if (match) return match[1] ?? match[2]!;
  }
  return null;
}

/**
 * The whole body, refusing it as soon as more than `maxBytes` arrive. A declared Content-Length
 * over the limit is refused before anything is read.
 */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw new MultipartError("too_large", "Content-Length over the limit");
  if (!request.body) return new Uint8Array(0);
  let buffer = new Uint8Array(Number.isFinite(declared) && declared > 0 ? declared : 1024 * 1024);
  let length = 0;
  const reader = request.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (length + value.byteLength > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new MultipartError("too_large", "body over the limit");
      }
      if (length + value.byteLength > buffer.length) {
        const grown = new Uint8Array(Math.min(maxBytes, Math.max(buffer.length * 2, length + value.byteLength)));
        grown.set(buffer.subarray(0, length));
        buffer = grown;
      }
      buffer.set(value, length);
      length += value.byteLength;
    }
  } catch (error) {
    if (error instanceof MultipartError) throw error;
    throw new MultipartError("malformed", "the body could not be read");
  } finally {
    reader.releaseLock();
  }
  return buffer.subarray(0, length);
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The first occurrence of `needle` in `haystack` at or after `from`, or -1. */
function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0]!;
  for (let at = haystack.indexOf(first, from); at !== -1 && at + needle.length <= haystack.length; at = haystack.indexOf(first, at + 1)) {
    let matched = true;
    for (let index = 1; index < needle.length; index += 1) {
      if (haystack[at + index] !== needle[index]) {
        matched = false;
        break;
      }
    }
    if (matched) return at;
  }
  return -1;
}

/** A Content-Disposition parameter (`name="file"`, `filename="a.zip"`), unquoted. */
function dispositionParam(header: string, param: string): string | null {
  const match = new RegExp(`;\\s*${param}\\s*=\\s*(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]*))`, "i").exec(header);
  if (!match) return null;
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, "$1") : match[2]!;
}

/**
 * Splits a multipart/form-data body (RFC 7578) into text fields and files. The files are views
 * into `body`. Throws MultipartError("malformed") for anything that is not well-formed.
 *
 * @example
 * const form = parseMultipart(await readBodyWithin(request, limit), boundary);
 * form.files.file?.bytes; form.fields.name;
 */
export function parseMultipart(body: Uint8Array, boundary: string): MultipartForm {
  const form: MultipartForm = { fields: Object.create(null), files: Object.create(null) };
  const delimiter = encoder.encode(`--${boundary}`);
  const nextDelimiter = encoder.encode(`\r\n--${boundary}`);
  const headerEnd = encoder.encode("\r\n\r\n");

  let at = indexOf(body, delimiter, 0);
  if (at === -1) throw new MultipartError("malformed", "no boundary");
  at += delimiter.length;
  for (let parts = 0; ; parts += 1) {
    // After a delimiter: "--" ends the body, CRLF starts a part.
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return form;
    if (body[at] !== 0x0d || body[at + 1] !== 0x0a) throw new MultipartError("malformed", "bad delimiter line");
    if (parts >= MAX_PARTS) throw new MultipartError("malformed", "too many parts");
    const headersStart = at + 2;
    const headersEnd = indexOf(body, headerEnd, headersStart);
    if (headersEnd === -1 || headersEnd - headersStart > MAX_PART_HEADER_BYTES) throw new MultipartError("malformed", "part headers");
    const headers = new Map<string, string>();
    for (const line of decoder.decode(body.subarray(headersStart, headersEnd)).split("\r\n")) {
      const colon = line.indexOf(":");
      if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    const contentStart = headersEnd + headerEnd.length;
    const contentEnd = indexOf(body, nextDelimiter, contentStart);
    if (contentEnd === -1) throw new MultipartError("malformed", "unterminated part");
    const disposition = headers.get("content-disposition") ?? "";
    const name = dispositionParam(disposition, "name");
    if (!/^form-data\b/i.test(disposition) || name === null) throw new MultipartError("malformed", "part without a name");
    const filename = dispositionParam(disposition, "filename");
    const content = body.subarray(contentStart, contentEnd);
    if (filename !== null) {
      if (form.files[name]) throw new MultipartError("malformed", `two files named ${name}`);
      form.files[name] = { filename, contentType: headers.get("content-type") ?? "application/octet-stream", bytes: content };
    } else {
      if (content.length > MAX_FIELD_BYTES) throw new MultipartError("malformed", `field ${name} too long`);
      if (name in form.fields) throw new MultipartError("malformed", `field ${name} sent twice`);
      form.fields[name] = decoder.decode(content);
    }
    at = contentEnd + nextDelimiter.length;
  }
}
