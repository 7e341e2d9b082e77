/**
 * The Worker build's React DOM edge renderer with text encoded once per flush
 * (scripts/upstream-patches/react-dom-server-edge.ts): the installed renderer and the transformed one render the
 * same trees to the same bytes — attributes and text that need escaping, non-ASCII text (CJK,
 * an emoji's surrogate pair), a page longer than one flush, a Suspense boundary that resolves
 * after the shell — and the transform refuses a renderer whose passages it does not find.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { runInThisContext } from "node:vm";
import type * as React from "react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { batchTextEncoding, EDGE_RENDERER } from "../../scripts/upstream-patches/react-dom-server-edge.ts";

type RenderToReadableStream = (
  node: ReactNode,
  options?: { nonce?: string },
) => Promise<ReadableStream<Uint8Array> & { allReady: Promise<void> }>;

// React's production build, as in the Worker: the renderer is a production build and needs the
// same React (Node's own require, whose cache is not the test's module graph).
const requireBeside = createRequire(EDGE_RENDERER);
const environment = process.env.NODE_ENV;
process.env.NODE_ENV = "production";
const { createElement: h, Suspense, use } = requireBeside("react") as typeof React;
requireBeside("react-dom");
process.env.NODE_ENV = environment;

/** Evaluates a CommonJS build of the renderer (its `require` resolves beside the real file). */
function loadRenderer(source: string): RenderToReadableStream {
  const module = { exports: {} as { renderToReadableStream: RenderToReadableStream } };
  const wrapper = runInThisContext(`(function (exports, require, module) {${source}\n})`, { filename: EDGE_RENDERER });
  wrapper(module.exports, requireBeside, module);
  return module.exports.renderToReadableStream;
}

const original = readFileSync(EDGE_RENDERER, "utf8");
const installed = loadRenderer(original);
const batched = loadRenderer(batchTextEncoding(original));

/** Renders `node` whole (as app/entry.server.tsx does) and returns the bytes and the chunk count. */
async function render(renderer: RenderToReadableStream, node: () => ReactNode) {
  const stream = await renderer(node(), { nonce: "n0nce" });
  await stream.allReady;
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  return { bytes: Buffer.concat(chunks), chunks: chunks.length };
}

function Card({ index }: { index: number }) {
  return h(
    "li",
    { className: "app-card", "data-index": index },
    h("a", { href: `/app/app-${index}?ref="x"&y=<z>`, title: "Notes & 笔记 🎉" }, h("h3", null, `App ${index} — 应用 ${index}`)),
    h("p", null, "Écrire, 書く, <b>not bold</b> & \u{1F600} ", index),
    h("span", { style: { color: "red", marginTop: 4 } }, index % 2 ? "odd" : null),
  );
}

function Page({ cards, later }: { cards: number; later?: Promise<string> }) {
  return h(
    "html",
    { lang: "zh" },
    h("head", null, h("meta", { charSet: "utf-8" }), h("title", null, "商店 | PWA Store")),
    h(
      "body",
      null,
      h(
        "ul",
        null,
        Array.from({ length: cards }, (_, index) => h(Card, { key: index, index })),
      ),
      later ? h(Suspense, { fallback: h("p", null, "Loading…") }, h(Later, { text: later })) : null,
    ),
  );
}

function Later({ text }: { text: Promise<string> }) {
  return h("p", { "data-later": "" }, use(text));
}

describe("React DOM's edge renderer, text encoded once per flush", () => {
  it("renders a page to the same bytes as the installed renderer", async () => {
    const page = () => h(Page, { cards: 24 });
    const [before, after] = [await render(installed, page), await render(batched, page)];
    expect(after.bytes.toString("utf8")).toContain("Notes &amp; 笔记 🎉");
    expect(after.bytes.equals(before.bytes)).toBe(true);
  });

  it("renders a page longer than one flush to the same bytes, in 16 K pieces instead of 4 KB views", async () => {
    const page = () => h(Page, { cards: 400 });
    const [before, after] = [await render(installed, page), await render(batched, page)];
    expect(after.bytes.length).toBeGreaterThan(100_000);
    expect(after.bytes.equals(before.bytes)).toBe(true);
    expect(after.chunks).toBeGreaterThan(1);
    expect(after.chunks).toBeLessThan(before.chunks / 3);
  });

  it("renders a Suspense boundary that resolves after the shell to the same bytes", async () => {
    const page = () => h(Page, { cards: 3, later: new Promise<string>((resolve) => setTimeout(() => resolve("后来 & later"), 5)) });
    const [before, after] = [await render(installed, page), await render(batched, page)];
    expect(after.bytes.toString("utf8")).toContain("后来 &amp; later");
    expect(after.bytes.equals(before.bytes)).toBe(true);
  });

  it("refuses a renderer whose passages are not there (a react-dom that changed)", () => {
    expect(() => batchTextEncoding(original.replace("function byteLengthOfChunk(chunk) {", "function byteLength(chunk) {"))).toThrow(
      /react-dom changed/,
    );
    expect(() => batchTextEncoding(`${original}\n${original}`)).toThrow(/found 2/);
  });
});
