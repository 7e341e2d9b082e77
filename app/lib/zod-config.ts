import { z } from "zod";

/**
 * zod probes `new Function` (eval) as soon as an object schema is *created*, unless told not to;
 * the page CSP forbids eval, so the probe would be reported as a violation. This module is the
 * first import of app/root.tsx, the first route module the browser evaluates, so the setting is
 * in place before any module creates a schema (the Worker's zod never evals either).
 */
z.config({ jitless: true });
