/**
 * Build-only Vite plugin for the Worker's `react-dom/server`: React DOM's edge renderer alone,
 * writing its text as whole documents instead of thousands of little byte arrays.
 *
 * - **The renderer alone.** The package's `workerd` entry (react-dom/server.edge.js) is CommonJS
 *   that also requires the legacy string renderer for `renderToString`/`renderToStaticMarkup`,
 *   which nothing here calls (app/entry.server.tsx streams with `renderToReadableStream`) and no
 *   bundler can drop from CommonJS: ~30 KB of the compressed Worker.
 * - **Text encoded once per flush** (`batchTextEncoding`). The edge renderer turns every piece of
 *   markup into bytes as it writes it (`stringToChunk` → `TextEncoder.encode`: each attribute
 *   value, each text node, each tag fragment) and copies them into 4 KB views: a `/store` of 24
 *   cards makes thousands of encoder calls, each a call from the Worker's JavaScript into the
 *   runtime. Here the pieces stay strings, are joined, and the joined text is encoded once when
 *   React flushes (or every 16 K characters). The bytes sent are the same (UTF-8 of the same text;
 *   tests/unit/react-dom-server-edge.test.ts renders both ways and compares); a rendered `/store`
 *   took ~15 % less time in this Worker (docs/performance.md, "Text encoded once").
 *   React sizes its Suspense boundaries from its chunks to decide which to send ahead
 *   (`byteSize`); with strings that is a count of UTF-16 units instead of bytes, which only moves
 *   that threshold for non-ASCII text, and pages are sent whole anyway (app/entry.server.tsx).
 *
 * The transform replaces exact passages of the pinned React DOM build and fails the build when one
 * is not found, so an upgrade of react-dom that changes them is noticed here rather than shipped
 * half-patched. Development keeps the package's own entry.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

export const EDGE_RENDERER = join(
  dirname(createRequire(import.meta.url).resolve("react-dom/package.json")),
  "cjs/react-dom-server.edge.production.js",
);

/** React DOM's byte writer and text encoding (react-dom 19.3.1, cjs/react-dom-server.edge.production.js). */
const BYTE_WRITER = `function writeChunk(destination, chunk) {
  if (0 === chunk.byteLength) {
    if (supportsArrayBufferDetached && chunk.buffer.detached)
      throw Error(
        "Cannot transport a detached buffer. This usually happens when trying to transport multiple buffer-spanning views on the same underyling buffer. Either reuse the exact same view by identity or copy the underlying buffer manually via \`view.slice()\`."
      );
  } else if (4096 < chunk.byteLength)
    0 < writtenBytes &&
      (destination.enqueue(new Uint8Array(currentView.buffer, 0, writtenBytes)),
      (currentView = new Uint8Array(4096)),
      (writtenBytes = 0)),
      destination.enqueue(chunk);
  else {
    var allowableBytes = currentView.length - writtenBytes;
    allowableBytes < chunk.byteLength &&
      (0 === allowableBytes
        ? destination.enqueue(currentView)
        : (currentView.set(chunk.subarray(0, allowableBytes), writtenBytes),
          destination.enqueue(currentView),
          (chunk = chunk.subarray(allowableBytes))),
      (currentView = new Uint8Array(4096)),
      (writtenBytes = 0));
    currentView.set(chunk, writtenBytes);
    writtenBytes += chunk.byteLength;
  }
}
function writeChunkAndReturn(destination, chunk) {
  writeChunk(destination, chunk);
  return !0;
}
function completeWriting(destination) {
  currentView &&
    0 < writtenBytes &&
    (destination.enqueue(new Uint8Array(currentView.buffer, 0, writtenBytes)),
    (currentView = null),
    (writtenBytes = 0));
}
var textEncoder = new TextEncoder();
function stringToChunk(content) {
  return textEncoder.encode(content);
}
function stringToPrecomputedChunk(content) {
  return textEncoder.encode(content);
}
function byteLengthOfChunk(chunk) {
  return chunk.byteLength;
}`;

/** The same functions over strings: chunks are text, joined and encoded once per flush. */
const TEXT_WRITER = `var pendingText = "";
function writeChunk(destination, chunk) {
  pendingText += chunk;
  16384 < pendingText.length &&
    (destination.enqueue(textEncoder.encode(pendingText)), (pendingText = ""));
}
function writeChunkAndReturn(destination, chunk) {
  writeChunk(destination, chunk);
  return !0;
}
function completeWriting(destination) {
  0 < pendingText.length &&
    (destination.enqueue(textEncoder.encode(pendingText)), (pendingText = ""));
}
var textEncoder = new TextEncoder();
function stringToChunk(content) {
  return content;
}
function stringToPrecomputedChunk(content) {
  return content;
}
function byteLengthOfChunk(chunk) {
  return chunk.length;
}`;

/** Where a finished segment's size is summed from its chunks' byte lengths. */
const SEGMENT_SIZE = "segmentByteSize += segment[i].byteLength;";

/** The edge renderer's source with text encoded once per flush; throws if a passage is missing. */
export function batchTextEncoding(source: string): string {
  for (const passage of [BYTE_WRITER, SEGMENT_SIZE]) {
    const count = source.split(passage).length - 1;
    if (count !== 1) {
      throw new Error(
        `scripts/upstream-patches/react-dom-server-edge.ts: expected one copy of React DOM's passage starting "${passage.slice(0, 40)}…" in ${EDGE_RENDERER}, found ${count}; react-dom changed: update or drop batchTextEncoding`,
      );
    }
  }
  return source.replace(BYTE_WRITER, TEXT_WRITER).replace(SEGMENT_SIZE, "segmentByteSize += segment[i].length;");
}

export function reactDomServerEdge(): Plugin {
  return {
    name: "pwa-store:react-dom-server-edge",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr",
    resolveId: (source) => (source === "react-dom/server" ? EDGE_RENDERER : null),
    transform: (code, id) => (id === EDGE_RENDERER ? { code: batchTextEncoding(code), map: null } : null),
  };
}
