/**
 * The Worker's single entry: one request, one of four doors (docs/architecture.md).
 *
 *   Host is an app origin ({slug}.<APPS_DOMAIN>)  → hosted-app server (R2 files, strict headers)
 *   Host is the store's, path /api/*              → Hono API (JSON envelope for every answer)
 *   Host is the store's, any other path           → static files, else React Router server rendering
 *   any other Host                                → 404 (worker/lib/unknown-host.ts)
 */
import { createApiApp } from "./api/app.ts";
import type { Env } from "./env.ts";
import { hostedAppServer } from "./hosting/hosted-app-server.ts";
import { appsDomainOf, storeOriginOf } from "./lib/config.ts";
import { resolveDoor, storeHostnames } from "./lib/doors.ts";
import { loadLocaleTexts, textsUnavailable } from "./lib/locale-texts.ts";
import { unknownHost } from "./lib/unknown-host.ts";
import { pagesDoor } from "./pages/door.ts";
import { runScheduled } from "./scheduled.ts";

const api = createApiApp();

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    const appsDomain = appsDomainOf(env, request.url);
    const storeHosts = storeHostnames({ storeOrigin: storeOriginOf(env), appsDomain, development: env.ENVIRONMENT === "development" });
    const door = resolveDoor(request.headers.get("Host") ?? url.host, url.pathname, appsDomain, storeHosts);
    switch (door.kind) {
      case "hosted-app":
        return hostedAppServer(request, env, door.slug);
      case "api":
        // A production build reads its interface texts once per isolate (worker/lib/locale-texts.ts).
        if (!(await loadLocaleTexts(env.ASSETS))) return textsUnavailable("api");
        return api.fetch(request, env, ctx);
      case "pages":
        return pagesDoor(request, env, ctx);
      case "unknown-host":
        return unknownHost(request, env, door.api);
    }
  },
  scheduled: runScheduled,
} satisfies ExportedHandler<Env>;
