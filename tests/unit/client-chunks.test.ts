/**
 * The client build's chunk rule (scripts/client-chunks.ts, docs/decisions/0042-client-chunks.md):
 * module ids as Vite's client build names them, in a small graph shaped like the store's, and the
 * chunk each one must land in.
 */
import type { ManualChunkMeta, ModuleInfo } from "rollup";
import { describe, expect, it } from "vitest";
import { chunkGroups, clientChunks, FRAMEWORK_CHUNK, modulePath, packageOf, SHELL_CHUNK } from "../../scripts/client-chunks.ts";
import { projectRoot } from "../../scripts/lib/tooling.ts";

const root = projectRoot.endsWith("/") ? projectRoot : `${projectRoot}/`;
const app = (path: string) => `${root}app/${path}`;
const pkg = (path: string) => `${root}node_modules/${path}`;
const ROUTE = "?__react-router-build-client-route";
const message = (key: string) => app(`paraglide/messages/${key}.js`);

/** id → what it imports statically (and dynamically), and its code (only message calls matter). */
interface Node {
  imports?: string[];
  dynamic?: string[];
  code?: string;
}

const GRAPH: Record<string, Node> = {
  [app("entry.client.tsx")]: {
    imports: [
      `${root}contract/locales.ts`,
      pkg("react/index.js"),
      pkg("react-dom/client.js"),
      pkg("react-router/dist/production/dom-export.mjs"),
      app("lib/nonce.tsx"),
      app("lib/preload-errors.ts"),
    ],
  },
  [`${root}contract/locales.ts`]: { imports: [app("paraglide/runtime.js")] },
  // Paraglide's runtime names a message in its documentation: a comment calls nothing.
  [app("paraglide/runtime.js")]: {
    code: '/**\n * <PageTitle title={m.home_title()} />\n */\nexport let getLocale = () => "en"; // m.admin_title()',
  },
  [app("lib/nonce.tsx")]: { imports: [pkg("react/index.js")] },
  [app("lib/preload-errors.ts")]: {},
  [app(`root.tsx${ROUTE}`)]: {
    imports: [
      app("lib/zod-config.ts"),
      `${root}contract/locales.ts`,
      pkg("@unocss/reset/tailwind.css"),
      "/__uno.css",
      app("paraglide/messages.js"),
      app("components/site-header.tsx"),
      app("components/site-footer.tsx"),
      app("lib/session/auth-context.tsx"),
      pkg("react-router/dist/production/index.mjs"),
    ],
    code: 'function NavigationProgress() { return jsx("div", { "aria-label": m.loading() }); }',
  },
  [app("lib/zod-config.ts")]: {},
  [pkg("@unocss/reset/tailwind.css")]: {},
  "/__uno.css": {},
  [app("paraglide/messages.js")]: { imports: [app("paraglide/messages/_index.js")] },
  [app("paraglide/messages/_index.js")]: {
    imports: [
      "loading",
      "nav_store",
      "nav_login",
      "home_title",
      "home_browse_store",
      "favorite_add_failed",
      "feedback_title",
      "store_title",
      "store_empty",
      "admin_title",
      "confirm_cancel",
      "detail_related",
    ].map(message),
  },
  [message("loading")]: { imports: [app("paraglide/runtime.js")] },
  [message("nav_store")]: { imports: [app("paraglide/runtime.js")] },
  [message("nav_login")]: { imports: [app("paraglide/runtime.js")] },
  [message("home_title")]: { imports: [app("paraglide/runtime.js")] },
  [message("favorite_add_failed")]: { imports: [app("paraglide/runtime.js")] },
  [message("feedback_title")]: { imports: [app("paraglide/runtime.js")] },
  [message("home_browse_store")]: { imports: [app("paraglide/runtime.js")] },
  [message("store_title")]: { imports: [app("paraglide/runtime.js")] },
  [message("store_empty")]: { imports: [app("paraglide/runtime.js")] },
  [message("admin_title")]: { imports: [app("paraglide/runtime.js")] },
  [message("confirm_cancel")]: { imports: [app("paraglide/runtime.js")] },
  [message("detail_related")]: { imports: [app("paraglide/runtime.js")] },
  [app("components/site-header.tsx")]: {
    imports: [app("paraglide/messages.js"), app("components/user-menu.tsx")],
    code: 'const links = [{ to: "/store", label: m.nav_store() }];',
  },
  [app("components/user-menu.tsx")]: {
    imports: [app("lib/session/auth-context.tsx"), app("paraglide/messages.js"), "\0vite/preload-helper.js"],
    dynamic: [app("components/signed-in-header.tsx")],
    code: "jsx(Link, { children: m.nav_login() })",
  },
  [app("components/signed-in-header.tsx")]: { imports: [app("lib/unread-counts.ts")] },
  [app("lib/unread-counts.ts")]: {},
  [app("components/site-footer.tsx")]: { imports: [app("components/feedback/feedback-button.tsx")] },
  [app("components/feedback/feedback-button.tsx")]: { dynamic: [app("components/feedback/feedback-dialog.tsx")] },
  [app("components/feedback/feedback-dialog.tsx")]: {
    imports: [app("components/modal-dialog.tsx")],
    code: "jsx(ModalDialog, { title: m.feedback_title() })",
  },
  [app("components/modal-dialog.tsx")]: {},
  [app("lib/session/auth-context.tsx")]: { imports: [app("lib/api/client.ts"), app("lib/toast.ts")] },
  [app("lib/api/client.ts")]: {},
  [app("lib/toast.ts")]: { dynamic: [pkg("sonner/dist/index.mjs")] },
  [pkg("sonner/dist/index.mjs")]: { imports: [pkg("react/index.js")] },
  [app(`routes/home.tsx${ROUTE}`)]: {
    imports: [
      app("components/catalog/app-grid.tsx"),
      app("components/catalog/hero-stats.tsx"),
      app("paraglide/messages.js"),
      app("lib/seo.ts"),
    ],
    dynamic: [app("components/register-modal.tsx")],
    code: 'return seoMeta(matches, { title: m.home_title() }); jsx(Link, { to: "/store", children: m.home_browse_store() })',
  },
  [app("components/catalog/hero-stats.tsx")]: {},
  [app("components/register-modal.tsx")]: { imports: [app("lib/api/client.ts")] },
  [app(`routes/store.tsx${ROUTE}`)]: {
    imports: [app("components/catalog/listing-page.tsx"), app("lib/seo.ts"), app("paraglide/messages.js")],
    code: "return seoMeta(matches, { title: m.store_title() });",
  },
  [app("components/catalog/listing-page.tsx")]: {
    imports: [app("components/catalog/app-grid.tsx"), app("components/catalog/pagination.tsx")],
    code: "jsx(EmptyState, { title: m.store_empty() })",
  },
  [app("components/catalog/pagination.tsx")]: {},
  [app(`routes/category.tsx${ROUTE}`)]: {
    imports: [app("components/catalog/listing-page.tsx"), app("lib/seo.ts"), app("paraglide/messages.js")],
    code: "jsx(Link, { children: m.home_browse_store() })",
  },
  [app(`routes/app-detail.tsx${ROUTE}`)]: {
    imports: [app("components/catalog/app-grid.tsx"), app("components/confirm-dialog.tsx"), app("paraglide/messages.js")],
    code: "jsx(Section, { title: m.detail_related() })",
  },
  [app("components/confirm-dialog.tsx")]: { code: "jsx(Button, { children: m.confirm_cancel() })" },
  [app(`routes/admin/dashboard.tsx${ROUTE}`)]: {
    imports: [app("components/admin/chart.tsx"), app("components/confirm-dialog.tsx"), app("paraglide/messages.js")],
    code: "m.admin_title()",
  },
  [app("components/admin/chart.tsx")]: {},
  [app("components/catalog/app-grid.tsx")]: { imports: [app("lib/favorites/use-favorite.ts")] },
  [app("lib/favorites/use-favorite.ts")]: {
    imports: [app("lib/favorites/favorites-store.ts"), app("lib/api/client.ts")],
    code: "toast.error(m.favorite_add_failed());",
  },
  [app("lib/favorites/favorites-store.ts")]: {},
  [app("lib/seo.ts")]: { imports: [`${root}contract/locales.ts`] },
  [pkg("react/index.js")]: { imports: ["\0commonjsHelpers.js"] },
  [`\0${pkg("react/index.js")}?commonjs-module`]: {},
  [pkg("react-dom/client.js")]: { imports: [pkg("scheduler/index.js")] },
  [pkg("scheduler/index.js")]: {},
  [pkg("react-router/dist/production/dom-export.mjs")]: { imports: [pkg("react-router/dist/production/index.mjs")] },
  [pkg("react-router/dist/production/index.mjs")]: { imports: [pkg("cookie/dist/index.js"), pkg("set-cookie-parser/lib/set-cookie.js")] },
  [pkg("cookie/dist/index.js")]: {},
  [pkg("set-cookie-parser/lib/set-cookie.js")]: {},
  "\0commonjsHelpers.js": {},
  "\0vite/preload-helper.js": {},
};

/** Rollup's view of GRAPH, as manualChunks receives it. */
function metaOf(graph: Record<string, Node>): ManualChunkMeta {
  const getModuleInfo = (id: string): ModuleInfo | null => {
    const node = graph[id];
    if (!node) return null;
    return {
      id,
      code: node.code ?? "",
      importedIds: node.imports ?? [],
      dynamicallyImportedIds: node.dynamic ?? [],
      isExternal: false,
    } as unknown as ModuleInfo;
  };
  return { getModuleIds: () => Object.keys(graph)[Symbol.iterator](), getModuleInfo };
}

function chunksOf(graph: Record<string, Node>): Record<string, string | undefined> {
  const meta = metaOf(graph);
  return Object.fromEntries(Object.keys(graph).map((id) => [id, clientChunks(id, meta)]));
}

describe("modulePath and packageOf", () => {
  it("read the file and the package whatever Rollup's prefix and query", () => {
    expect(modulePath(`\0${pkg("react/index.js")}?commonjs-module`)).toBe(pkg("react/index.js"));
    expect(modulePath(app(`root.tsx${ROUTE}`))).toBe(app("root.tsx"));
    expect(packageOf(`\0${pkg("react/index.js")}?commonjs-module`)).toBe("react");
    expect(packageOf(pkg("@unocss/reset/tailwind.css"))).toBe("@unocss/reset");
    expect(packageOf(pkg("react-dom/node_modules/scheduler/index.js"))).toBe("scheduler");
    expect(packageOf(app("root.tsx"))).toBeNull();
  });
});

describe("clientChunks", () => {
  const chunks = chunksOf(GRAPH);

  it("puts React, React DOM, the scheduler, React Router and their helpers in the framework chunk", () => {
    for (const id of [
      pkg("react/index.js"),
      `\0${pkg("react/index.js")}?commonjs-module`,
      pkg("react-dom/client.js"),
      pkg("scheduler/index.js"),
      pkg("react-router/dist/production/dom-export.mjs"),
      pkg("react-router/dist/production/index.mjs"),
      pkg("cookie/dist/index.js"),
      pkg("set-cookie-parser/lib/set-cookie.js"),
      "\0commonjsHelpers.js",
    ]) {
      expect(chunks[id], id).toBe(FRAMEWORK_CHUNK);
    }
  });

  it("puts what the client entry and the root route import statically in the shell, with Vite's preload helper", () => {
    for (const id of [
      app("entry.client.tsx"),
      `${root}contract/locales.ts`,
      app("paraglide/runtime.js"),
      app("lib/nonce.tsx"),
      app("lib/preload-errors.ts"),
      app("lib/zod-config.ts"),
      app("components/site-header.tsx"),
      app("components/user-menu.tsx"),
      app("components/site-footer.tsx"),
      app("components/feedback/feedback-button.tsx"),
      app("lib/session/auth-context.tsx"),
      app("lib/api/client.ts"),
      app("lib/toast.ts"),
      "\0vite/preload-helper.js",
    ]) {
      expect(chunks[id], id).toBe(SHELL_CHUNK);
    }
  });

  it("puts the messages the shell calls in the shell, and no other", () => {
    expect(chunks[message("loading")]).toBe(SHELL_CHUNK);
    expect(chunks[message("nav_store")]).toBe(SHELL_CHUNK);
    expect(chunks[message("nav_login")]).toBe(SHELL_CHUNK);
    for (const key of ["home_title", "favorite_add_failed", "feedback_title", "store_title"])
      expect(chunks[message(key)], key).not.toBe(SHELL_CHUNK);
    // The barrel imports every message; it is not followed.
    expect(chunks[app("paraglide/messages.js")]).toBeUndefined();
    expect(chunks[app("paraglide/messages/_index.js")]).toBeUndefined();
  });

  it("puts what the home page shares with other pages in the catalog chunk, with the messages they call", () => {
    for (const id of [
      app("components/catalog/app-grid.tsx"),
      app("lib/favorites/use-favorite.ts"),
      app("lib/favorites/favorites-store.ts"),
      app("lib/seo.ts"),
      // Called by the use-favorite module, and by the home route and the category route.
      message("favorite_add_failed"),
      message("home_browse_store"),
    ]) {
      expect(chunks[id], id).toBe("catalog");
    }
  });

  it("puts what /store shares with other pages, outside the catalog, in the listing chunk", () => {
    expect(chunks[app("components/catalog/listing-page.tsx")]).toBe("listing");
    expect(chunks[app("components/catalog/pagination.tsx")]).toBe("listing");
    expect(chunks[message("store_empty")]).toBe("listing");
    // Only the store route calls it: it stays with that route's chunk.
    expect(chunks[message("store_title")]).toBeUndefined();
  });

  it("puts what the app detail page shares with other pages, outside the catalog, in the detail chunk", () => {
    expect(chunks[app("components/confirm-dialog.tsx")]).toBe("detail");
    expect(chunks[message("confirm_cancel")]).toBe("detail");
    // Shared with the home page, which comes first: it stays in the catalog chunk.
    expect(chunks[app("components/catalog/app-grid.tsx")]).toBe("catalog");
    // Only the detail route calls it: it stays with that route's chunk.
    expect(chunks[message("detail_related")]).toBeUndefined();
  });

  it("leaves route modules, what only one page uses and what is imported with import() to Rollup", () => {
    for (const id of [
      app(`root.tsx${ROUTE}`),
      app(`routes/home.tsx${ROUTE}`),
      app(`routes/store.tsx${ROUTE}`),
      app(`routes/app-detail.tsx${ROUTE}`),
      app(`routes/admin/dashboard.tsx${ROUTE}`),
      app("components/catalog/hero-stats.tsx"),
      app("components/admin/chart.tsx"),
      app("components/register-modal.tsx"),
      app("components/signed-in-header.tsx"),
      app("lib/unread-counts.ts"),
      app("components/feedback/feedback-dialog.tsx"),
      app("components/modal-dialog.tsx"),
      message("home_title"),
      message("admin_title"),
      message("feedback_title"),
      pkg("sonner/dist/index.mjs"),
      pkg("@unocss/reset/tailwind.css"),
      "/__uno.css",
    ]) {
      expect(chunks[id], id).toBeUndefined();
    }
  });

  it("follows the graph: a module the shell starts importing statically joins it", () => {
    const graph = structuredClone(GRAPH);
    graph[app("components/site-header.tsx")]!.imports!.push(app("components/signed-in-header.tsx"));
    const moved = chunksOf(graph);
    expect(moved[app("components/signed-in-header.tsx")]).toBe(SHELL_CHUNK);
    expect(moved[app("lib/unread-counts.ts")]).toBe(SHELL_CHUNK);
    expect(chunks[app("components/signed-in-header.tsx")]).toBeUndefined();
  });

  it("works out the shell once per build", () => {
    const meta = metaOf(GRAPH);
    let reads = 0;
    const counting: ManualChunkMeta = {
      getModuleIds: () => {
        reads += 1;
        return meta.getModuleIds();
      },
      getModuleInfo: meta.getModuleInfo,
    };
    for (const id of Object.keys(GRAPH)) clientChunks(id, counting);
    expect(reads).toBe(1);
    expect(chunkGroups(meta).get(SHELL_CHUNK)?.size).toBe(Object.values(chunks).filter((chunk) => chunk === SHELL_CHUNK).length);
  });
});
