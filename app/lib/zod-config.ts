/**
 * zod probes `new Function` (eval) as soon as an object schema is *created*, unless told not to;
 * the page CSP forbids eval, so the probe would be reported as a violation. This module is the
 * first import of app/root.tsx, the first route module the browser evaluates, so the setting is
 * in place before any module creates a schema (the Worker's zod never evals either).
 *
 * It writes zod's global configuration object directly (`z.config()` stores into
 * `globalThis.__zod_globalConfig`, which zod creates only when absent, node_modules/zod/v4/core/core.js)
 * instead of importing zod: the pages that need no schema do not download zod at all.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
