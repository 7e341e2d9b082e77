import { cloudflare } from "@cloudflare/vite-plugin";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import UnoCSS from "unocss/vite";
import { defineConfig } from "vite";
import inlang from "./project.inlang/settings.json" with { type: "json" };
import { clientChunks } from "./scripts/client-chunks.ts";
import { commonPasswords } from "./scripts/common-passwords-plugin.ts";
import { demoArt } from "./scripts/generate-demo-art.ts";
import { localeTexts } from "./scripts/locale-texts-plugin.ts";
import { oneModuleMessages } from "./scripts/one-module-messages.ts";
import { openApiDocument } from "./scripts/openapi-document-plugin.ts";
import { paraglideOptions } from "./scripts/paraglide-options.ts";
import { localeAssets } from "./scripts/upstream-patches/per-locale-chunks.ts";
import { reactDomServerEdge } from "./scripts/upstream-patches/react-dom-server-edge.ts";

export default defineConfig({
  // A production build (CLOUDFLARE_ENV=production) leaves out the /api/dev endpoints (worker/api/app.ts).
  define: { __DEV_TOOLS__: JSON.stringify(process.env.CLOUDFLARE_ENV !== "production") },
  plugins: [
    // The demo catalog's icons and screenshots as files under public/demo-art/ (not in production).
    demoArt(),
    // The Worker's common-passwords list, reduced to the entries that can match, as a static file.
    commonPasswords(),
    // The OpenAPI document of /api made at build time, read by the Worker as a static file.
    openApiDocument(),
    // The Worker's React DOM renderer without the legacy string renderer it never calls.
    reactDomServerEdge(),
    paraglideVitePlugin(paraglideOptions),
    // `npm run dev` serves paraglide's ~2,300 message modules as one: a page hydrates in about a
    // second instead of 13–15 s of module requests (scripts/one-module-messages.ts).
    { ...oneModuleMessages(), apply: "serve" },
    // One copy of the client chunks per language, each with English and that language only.
    localeAssets({ locales: inlang.locales, baseLocale: inlang.baseLocale }),
    // The Worker carries no message: it loads every language's texts as data (ADR 0046).
    localeTexts({ locales: inlang.locales, baseLocale: inlang.baseLocale, messagesDir: "messages" }),
    UnoCSS(),
    // The Worker (worker/index.ts, from wrangler.toml) is the SSR environment: pages, /api and
    // hosted apps all run in workerd with the local D1/R2/KV state under .wrangler/state.
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    reactRouter(),
  ],
  environments: {
    // The framework, the always-loaded app shell and what the home and store pages share with
    // others in chunks of their own; the rest chunked by Rollup per set of routes
    // (scripts/client-chunks.ts, ADR 0042): a first visit to `/` makes five requests and loads no
    // other page's modules (docs/performance.md, "Page weight"). Chunks Rollup makes under 3 KB (a
    // few messages, a small helper) merge into a neighbour: fewer requests on the signed-in and
    // admin pages; larger values merged other routes' modules into the listing pages' chunks.
    client: {
      build: {
        rollupOptions: {
          output: { manualChunks: clientChunks, onlyExplicitManualChunks: true, experimentalMinChunkSize: 3_000 },
        },
      },
    },
    // The Worker bundle (build/server): minified like the client, so less to upload and parse.
    ssr: { build: { minify: true } },
  },
  server: {
    port: 5173,
    strictPort: true,
    // Local D1/R2/KV writes land in .wrangler/state; watching them would rebuild on every write.
    watch: { ignored: ["**/.wrangler/**", "**/build/**", "**/test-results/**"] },
  },
  optimizeDeps: {
    // A cold cache otherwise re-optimises these on the first visit and reloads the page.
    include: ["react", "react-dom", "react-dom/client", "react-router", "react-router/dom", "sonner", "zod"],
  },
});
