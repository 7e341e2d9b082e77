/**
 * How the client build groups modules into chunks (docs/decisions/0042-client-chunks.md): Rollup's
 * `output.manualChunks`, used with `onlyExplicitManualChunks` (vite.config.ts).
 *
 * Every route module is an entry of the client build, so on its own Rollup cuts the code shared by
 * routes into one chunk per set of routes that share it: a first visit to `/` loaded 16 files,
 * some of them a few hundred bytes, and merging small chunks by size (`experimentalMinChunkSize`)
 * put other pages' modules, even other routes' entry chunks, into the ones `/` loads. So a few
 * groups are made by rule, and the rest is left to Rollup:
 *
 *   - `framework`: React, React DOM, the scheduler and React Router (and the two packages React
 *     Router imports). Every page needs all of it, and it changes only with a dependency update, so
 *     it keeps its hash (and its cache) across deploys of the store's own code.
 *   - `shell`: the always-loaded app shell, found in the module graph rather than listed: every
 *     module `app/entry.client.tsx` and `app/root.tsx` import statically, directly or not (header,
 *     footer, session, API client, toasts, the paraglide runtime…), with the messages those
 *     modules call (`m.key(…)`), and Vite's preload helper. The root route module itself stays an
 *     entry of its own (React Router loads it by name); `entry.client.tsx` has no exports and
 *     becomes the shell chunk's entry (so its file is named `entry.client-<hash>.js`).
 *   - one chunk per key page (PAGE_GROUPS): what that page's route imports statically, outside
 *     the chunks above, and shares with at least one other route, with the messages it calls.
 *     `catalog` for the home page (the index route, the first visit's page: app cards,
 *     favourites, ratings, the category grid, the pages' SEO tags), `listing` for /store (the
 *     listing page, filters, pagination, shared with the category, new and trending pages),
 *     `detail` for /app/:id (the dialogs, links and helpers it shares with the signed-in and admin
 *     pages: ADR 0048). A first visit to `/` then loads five files (framework, shell, catalog,
 *     the root and home route modules) and no module of another page.
 *
 * A module in the shell is downloaded by every page, whole: keep shell modules small and free of
 * what only some pages need (split such a helper into its own module, or load it with `import()`).
 * Everything else (a route's own code, what other routes share, messages no group calls) is
 * chunked by Rollup as usual, by the set of routes that use it.
 */
import type { ManualChunkMeta } from "rollup";

/** Packages every page needs before it can hydrate (entry.client.tsx: react-dom/client, react-router/dom). */
export const FRAMEWORK_PACKAGES = ["react", "react-dom", "scheduler", "react-router", "cookie", "set-cookie-parser"] as const;

export const FRAMEWORK_CHUNK = "framework";
export const SHELL_CHUNK = "shell";

/** The key pages whose shared modules get a chunk of their own, in this order (earlier groups win). */
export const PAGE_GROUPS = [
  { chunk: "catalog", route: /\/app\/routes\/home\.tsx$/ },
  { chunk: "listing", route: /\/app\/routes\/store\.tsx$/ },
  { chunk: "detail", route: /\/app\/routes\/app-detail\.tsx$/ },
] as const;

/** The modules the shell starts from (paths relative to the project, without a query). */
const SHELL_ROOTS = [/\/app\/entry\.client\.tsx$/, /\/app\/root\.tsx$/];
/** The root route module (as React Router's client build names it: with a query). */
const ROOT_ROUTE = /\/app\/root\.tsx$/;
/** Route modules of the client build (React Router adds this query to each one it builds). */
const ROUTE_MODULE_QUERY = "?__react-router-build-client-route";
/** Paraglide's messages: the barrel (`messages.js`, `messages/_index.js`) and one module per message. */
const PARAGLIDE_MESSAGES = /\/app\/paraglide\/messages(?:\.js$|\/)/;
const MESSAGE_MODULE = /\/app\/paraglide\/messages\/(?!_index\.js$)([\w$]+)\.js$/;
/** A message called in a module's code: `m.home_title(` (every module imports the messages as `m`). */
const MESSAGE_CALL = /\bm\.([A-Za-z_$][\w$]*)\b/g;
/**
 * Comments, which name messages too (paraglide's runtime documents `m.welcome_title()`, which put
 * that message in every page's shell): block comments, and line comments not inside an address.
 */
const COMMENT = /\/\*[\s\S]*?\*\/|(?<![:"'`\\])\/\/[^\n]*/g;
/** Vite's helper for `import()` with preloading: every page that loads anything lazily needs it. */
const PRELOAD_HELPER = /^vite\/preload-helper/;
/** The CommonJS interop helpers the converted React packages import (nothing else of ours is CommonJS). */
const COMMONJS_HELPERS = /^commonjsHelpers\.js$/;
/** Stylesheets (their chunk decides the CSS file's name; they are left where they are). */
const STYLESHEET = /\.(?:css|scss|sass|less)$/;

/** A module id without Rollup's `\0` prefix, its query, and with forward slashes. */
export function modulePath(id: string): string {
  const bare = id.startsWith("\0") ? id.slice(1) : id;
  const query = bare.indexOf("?");
  return (query === -1 ? bare : bare.slice(0, query)).replaceAll("\\", "/");
}

/** The package a module belongs to (`react-dom`, `@scope/name`), or null outside node_modules. */
export function packageOf(id: string): string | null {
  const path = modulePath(id);
  const at = path.lastIndexOf("/node_modules/");
  if (at === -1) return null;
  const [first = "", second = ""] = path.slice(at + "/node_modules/".length).split("/");
  return first.startsWith("@") ? `${first}/${second}` : first;
}

const isFramework = (id: string) =>
  (FRAMEWORK_PACKAGES as readonly string[]).includes(packageOf(id) ?? "") || COMMONJS_HELPERS.test(modulePath(id));

/** One of the app's own modules of code (not a package, a virtual module, a stylesheet or a message). */
const isAppCode = (id: string) =>
  packageOf(id) === null && !id.startsWith("\0") && !STYLESHEET.test(modulePath(id)) && !PARAGLIDE_MESSAGES.test(modulePath(id));

type Graph = Pick<ManualChunkMeta, "getModuleIds" | "getModuleInfo">;

/** The message modules of the build by key (`home_title` → its module id). */
function messageModules(ids: readonly string[]): Map<string, string> {
  const messages = new Map<string, string>();
  for (const id of ids) {
    const key = MESSAGE_MODULE.exec(modulePath(id))?.[1];
    if (key) messages.set(key, id);
  }
  return messages;
}

/**
 * `starts` and the app's own modules they import statically, directly or not: not followed into
 * packages, stylesheets, virtual modules, paraglide's message barrel or `stop`.
 */
function staticClosure(graph: Graph, starts: readonly string[], stop: ReadonlySet<string> = new Set()): Set<string> {
  const found = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (found.has(id) || stop.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info || info.isExternal) continue;
    found.add(id);
    for (const imported of info.importedIds) if (isAppCode(imported)) queue.push(imported);
  }
  return found;
}

/** The message modules the code of `modules` calls (`m.key(`). */
function calledMessages(graph: Graph, modules: Iterable<string>, messages: ReadonlyMap<string, string>): Set<string> {
  const called = new Set<string>();
  for (const id of modules) {
    for (const call of (graph.getModuleInfo(id)?.code ?? "").replace(COMMENT, "").matchAll(MESSAGE_CALL)) {
      const message = messages.get(call[1]!);
      if (message) called.add(message);
    }
  }
  return called;
}

/** The module ids (message modules included) of each manual chunk but the framework, by chunk name. */
export type ChunkGroups = Map<string, Set<string>>;

/** The shell and the page groups of a build (see the top of this file). */
export function chunkGroups(graph: Graph): ChunkGroups {
  const ids = [...graph.getModuleIds()];
  const messages = messageModules(ids);
  const routes = ids.filter((id) => id.includes(ROUTE_MODULE_QUERY) && !ROOT_ROUTE.test(modulePath(id)));
  const groups: ChunkGroups = new Map();

  // The shell: the entry's and the root route's static imports; the root route keeps its own chunk.
  const shellCode = staticClosure(
    graph,
    ids.filter((id) => SHELL_ROOTS.some((root) => root.test(modulePath(id)))),
  );
  const shell = new Set([...shellCode, ...calledMessages(graph, shellCode, messages)]);
  for (const id of shell) if (ROOT_ROUTE.test(modulePath(id))) shell.delete(id);
  for (const id of ids) if (PRELOAD_HELPER.test(modulePath(id))) shell.add(id);
  groups.set(SHELL_CHUNK, shell);

  const taken = new Set(shell);
  for (const { chunk, route } of PAGE_GROUPS) {
    const pageRoutes = routes.filter((id) => route.test(modulePath(id)));
    if (pageRoutes.length === 0) continue;
    // The page's static imports, outside the chunks made so far, that another route uses too.
    const page = staticClosure(graph, pageRoutes, taken);
    const shared = new Set<string>();
    for (const other of routes) {
      if (pageRoutes.includes(other)) continue;
      for (const id of staticClosure(graph, [other], taken)) if (page.has(id)) shared.add(id);
    }
    // Its messages: those the shared modules call, and those the page's own modules call that some
    // other module calls too (the ones only this page calls stay with its route's chunk).
    const calledElsewhere = calledMessages(
      graph,
      ids.filter((id) => isAppCode(id) && !page.has(id) && !taken.has(id)),
      messages,
    );
    const group = new Set(shared);
    for (const message of calledMessages(graph, shared, messages)) group.add(message);
    for (const message of calledMessages(graph, page, messages)) if (calledElsewhere.has(message)) group.add(message);
    for (const id of taken) group.delete(id);
    for (const id of group) taken.add(id);
    groups.set(chunk, group);
  }
  return groups;
}

/** The groups of each build, worked out on the first call of that build. */
const groupsByBuild = new WeakMap<ManualChunkMeta["getModuleInfo"], ChunkGroups>();

/**
 * `output.manualChunks` of the client build: `framework`, `shell` and the page groups as above;
 * anything else is left to Rollup (undefined).
 */
export function clientChunks(id: string, meta: ManualChunkMeta): string | undefined {
  if (isFramework(id)) return FRAMEWORK_CHUNK;
  let groups = groupsByBuild.get(meta.getModuleInfo);
  if (!groups) {
    groups = chunkGroups(meta);
    groupsByBuild.set(meta.getModuleInfo, groups);
  }
  for (const [chunk, modules] of groups) if (modules.has(id)) return chunk;
  return undefined;
}
