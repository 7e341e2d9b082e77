/**
 * The Vite configuration `react-router typegen` reads (`npm run typegen`, scripts/typecheck.ts):
 * React Router's plugin alone. Route types come from react-router.config.ts and app/routes.ts;
 * resolving the app's whole configuration for them (vite.config.ts: the Cloudflare plugin, the
 * OpenAPI document the build makes while it is configured, the other build plugins) took 18 s of
 * the typecheck for the same 53 files that this takes 1.6 s to write (identical, 2026-12-07).
 */
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Run as `react-router typegen . --config <this file>`: without the `.` React Router takes this
// file's folder for the project's.
export default defineConfig({ plugins: [reactRouter()] });
