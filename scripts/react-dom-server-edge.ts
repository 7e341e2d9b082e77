/**
 * Build-only Vite plugin: the Worker build's `react-dom/server` is React DOM's edge renderer alone.
 * The package's `workerd` entry (react-dom/server.edge.js) is CommonJS that also requires the
 * legacy string renderer for `renderToString`/`renderToStaticMarkup`, which nothing here calls
 * (app/entry.server.tsx streams with `renderToReadableStream`) and no bundler can drop from
 * CommonJS: ~30 KB of the compressed Worker. Development keeps the package's own entry.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const EDGE_RENDERER = join(
  dirname(createRequire(import.meta.url).resolve("react-dom/package.json")),
  "cjs/react-dom-server.edge.production.js",
);

export function reactDomServerEdge(): Plugin {
  return {
    name: "pwa-store:react-dom-server-edge",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr",
    resolveId: (source) => (source === "react-dom/server" ? EDGE_RENDERER : null),
  };
}
