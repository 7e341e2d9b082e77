/**
 * The page door (docs/architecture.md): the store's static files, then React Router's server
 * rendering with the page's security and cache headers, the anonymous catalog pages answered from
 * the edge cache, and the site files (robots.txt, sitemaps, the web app manifest, the offline page).
 */
import { createRequestHandler, type AppLoadContext, type RequestHandler } from "react-router";
import { paraglideMiddleware } from "#app/paraglide/server.js";
import { registerLocaleStrategies, type Locale } from "#contract/locales.ts";
import type { Env } from "../env.ts";
import { ConfigError, loadConfig, socialSignInConfig } from "../lib/config.ts";
import { openRequestDb, withBookmark } from "../lib/d1-session.ts";
import { withPageCacheHeaders } from "../lib/cache-control.ts";
import { loadLocaleTexts, textsUnavailable } from "../lib/locale-texts.ts";
import { createNonce, withPageSecurityHeaders } from "../lib/page-security.ts";
import { mayBeStaticFile, withStaticAssetHeaders } from "../lib/static-asset-headers.ts";
import { recordSearch } from "../services/catalog/search-log.ts";
import { readSettingsOrDefaults } from "../services/settings/read.ts";
import { withSiteSettings } from "../services/settings/site.ts";
import { serveWithEdgeCache } from "./edge-cache.ts";
import { withFreshNonce } from "./fresh-nonce.ts";
import { localizeBuild, manifestLocale } from "./locale-build.ts";
import { signedOutRedirect } from "./protected-pages.ts";
import { serveSiteFile } from "./site-files.ts";
import { stylesheetLink, withStylesheetLink } from "./stylesheet-hint.ts";

// The `?lang=` and browser-language strategies the paraglide middleware below runs.
registerLocaleStrategies();

const loadBuild = () => import("virtual:react-router/server-build");
/** Under `npm run dev` the build changes with every edit, so React Router loads it per request. */
const renderDevPage = import.meta.env.DEV ? createRequestHandler(loadBuild, import.meta.env.MODE) : null;
const localeRenderers = new Map<Locale, RequestHandler>();
/**
 * The renderer of a locale's pages: a production build names that locale's copy of the client
 * chunks (worker/pages/locale-build.ts), made once per isolate; development has one copy.
 */
async function pageRenderer(locale: Locale): Promise<RequestHandler> {
  if (renderDevPage) return renderDevPage;
  let renderer = localeRenderers.get(locale);
  if (!renderer) {
    renderer = createRequestHandler(localizeBuild(await loadBuild(), locale), import.meta.env.MODE);
    localeRenderers.set(locale, renderer);
  }
  return renderer;
}
/** Under `npm run dev`: an id per evaluation of the server build, which Vite redoes after an edit. */
const devBuildIds = new WeakMap<object, string>();
/**
 * The server build's version: part of the edge cache's key (a page names its build's assets).
 * In development the manifest's version does not change with every edit, so a page edited under
 * `npm run dev` would be served from the cache for minutes: each new build module gets its own id.
 */
async function buildVersion(): Promise<string> {
  const build = await loadBuild();
  if (!import.meta.env.DEV) return build.assets.version;
  const known = devBuildIds.get(build);
  if (known) return known;
  const id = crypto.randomUUID();
  devBuildIds.set(build, id);
  return id;
}

async function servePage(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env, request.url);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error("[pages] configuration error:", error.message);
    return new Response("A server error occurred. Please try again later.\n", {
      status: 500,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  // A protected page asked for by a visitor without the sign-in hint: /login at once, from here.
  const redirect = signedOutRedirect(request);
  if (redirect) return redirect;
  // Anonymous catalog pages: answered from the edge cache when a copy of this generation exists.
  const answer = await serveWithEdgeCache(request, {
    kv: env.KV,
    ctx,
    build: buildVersion,
    refresh: (stored) => withFreshNonce(stored),
    render: () => renderFreshPage(request, env, ctx, config),
  });
  // A store search, rendered or from the edge cache alike, is counted (search-log.ts).
  const logged = storeSearch(request, answer);
  if (logged)
    ctx.waitUntil(
      recordSearch(env.DB, logged.q, logged.results).catch((error: unknown) => console.error("[search-log] not counted:", error)),
    );
  return answer;
}

/** The header a store page's render names its search's result count in; kept with a cached copy. */
const SEARCH_RESULTS_HEADER = "X-Search-Results";

/** The search a store page answer showed (its first page, with its result count), or null. */
function storeSearch(request: Request, answer: Response): { q: string; results: number } | null {
  const url = new URL(request.url);
  if (request.method !== "GET" || (url.pathname !== "/store" && url.pathname !== "/store.data")) return null;
  const q = url.searchParams.get("q");
  const results = answer.headers.get(SEARCH_RESULTS_HEADER);
  if (!q || results === null || answer.status !== 200) return null;
  return { q, results: Number(results) };
}

/** Renders a page (or a site file) with its final security and cache headers. */
async function renderFreshPage(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  baseConfig: ReturnType<typeof loadConfig>,
): Promise<Response> {
  let config = baseConfig;
  // One D1 session for the whole render (worker/lib/d1-session.ts): its bookmark goes back.
  const database = openRequestDb(env.DB, request);
  const db = database.db;
  // The admin's settings (cached per isolate): the site name replaces PRODUCT_NAME for every page
  // and site file; the root loader shows the rest (footer lines, maintenance banner, read-only).
  const settings = await readSettingsOrDefaults(db);
  config = withSiteSettings(config, settings);
  // robots.txt, sitemaps, the web app manifest, the offline page (worker/pages/site-files.ts).
  const siteFile = await serveSiteFile(request, { db, config });
  if (siteFile) return siteFile;
  const nonce = createNonce();
  const context: AppLoadContext = { cloudflare: { env, ctx }, config, db, nonce, settings, search: { results: null } };
  // paraglide resolves the locale (`?lang=`, cookie, Accept-Language: contract/locales.ts) and scopes it to this request;
  // a page's route discovery names the language the page was rendered in (`/__manifest/<locale>`).
  const pathLocale = manifestLocale(new URL(request.url).pathname);
  const response = await paraglideMiddleware(request, async ({ request: localized, locale }) =>
    (await pageRenderer(pathLocale ?? locale))(localized, context),
  );
  const secured = withPageSecurityHeaders(response, nonce, config.environment, socialSignInConfig(config));
  // The stylesheet the first paint waits for, named in a header (Early Hints where enabled).
  const hinted = withStylesheetLink(secured, stylesheetLink((await loadBuild()).assets));
  // Public catalog pages may be kept by shared caches; every other page answer is no-store.
  const answer = withBookmark(request, withPageCacheHeaders(request, hinted), database);
  if (context.search.results === null) return answer;
  const counted = new Response(answer.body, answer);
  counted.headers.set(SEARCH_RESULTS_HEADER, String(context.search.results));
  return counted;
}

/**
 * The store's static files (client build and public/). The Worker runs first for every request
 * (wrangler.toml), so only the store's own door reaches this.
 */
async function serveStaticAsset(request: Request, env: Env): Promise<Response | null> {
  if (!env.ASSETS || (request.method !== "GET" && request.method !== "HEAD")) return null;
  const pathname = new URL(request.url).pathname;
  if (!mayBeStaticFile(pathname, import.meta.env.DEV)) return null;
  const asset = await env.ASSETS.fetch(request);
  if (asset.status === 404) return null;
  return withStaticAssetHeaders(asset, pathname);
}

/** Everything that is not an app origin or /api: a static file, else a rendered page. */
export async function pagesDoor(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const asset = await serveStaticAsset(request, env);
  if (asset) return asset;
  if (!(await loadLocaleTexts(env.ASSETS))) return textsUnavailable("page");
  return servePage(request, env, ctx);
}
