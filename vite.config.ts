import { cloudflare } from "@cloudflare/vite-plugin";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import UnoCSS from "unocss/vite";
import { defineConfig } from "vite";
import { demoArt } from "./scripts/generate-demo-art.ts";
import { paraglideOptions } from "./scripts/paraglide-options.ts";

export default defineConfig({
  plugins: [
    // The demo catalog's icons and screenshots as files under public/demo-art/ (not in production).
    demoArt(),
    paraglideVitePlugin(paraglideOptions),
    UnoCSS(),
    // The Worker (worker/index.ts, from wrangler.toml) is the SSR environment: pages, /api and
    // hosted apps all run in workerd with the local D1/R2/KV state under .wrangler/state.
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    reactRouter(),
  ],
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
