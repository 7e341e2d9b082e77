/**
 * The Worker's stand-in for a module that only the browser loads: a component shown after a click
 * or once a session is known (the server renders neither), or a library the page uses on demand.
 * At the import site: `import.meta.env.SSR ? browserOnly() : import("./x.tsx")`. The Worker build
 * makes the condition `true`, Rollup drops the import, and the module's chunk (with whatever only
 * it imports) is not in the Worker bundle (docs/performance.md, "Page weight"). Rendered on the
 * server anyway, the component fails loudly at its error boundary rather than waiting forever.
 */
export function browserOnly(): Promise<never> {
  return Promise.reject(new Error("a module loaded only in the browser was asked for on the server"));
}
