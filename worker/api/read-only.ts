import type { MiddlewareHandler } from "hono";
import { Refusal } from "#worker/lib/refusal.ts";
import { readSettingsOrDefaults } from "../services/settings/read.ts";
import type { ApiEnv } from "./types.ts";

/** The methods that change something; GET, HEAD and OPTIONS always pass. */
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Writes that stay open while the store is read-only, so an administrator can get in and switch
 * it off, and nobody is signed out by it:
 * - signing in with a password, the second factor, refreshing (both paths) and signing out: they
 *   write only the caller's own session. They stay open for everyone (the role is known only once
 *   the password is checked, and without refresh every session would end within 15 minutes).
 *   Registration, verification, social sign-in (which may create an account) and password resets
 *   are refused.
 * - the admin settings (`/api/admin/settings` and below; admins only, checked by the admin router),
 *   read-only mode's own switch among them.
 * - the development tools under /api/dev (404 outside development), which the test suites use.
 */
const OPEN_WRITES: readonly RegExp[] = [
  /^\/api\/client\/auth\/(login|login\/two-factor|refresh-token|logout)\/?$/,
  /^\/api\/auth\/refresh-token\/?$/,
  /^\/api\/admin\/settings(\/|$)/,
  /^\/api\/dev\//,
];

/** Whether a request is refused while the store is read-only. */
export function isRefusedWhileReadOnly(method: string, path: string): boolean {
  return WRITE_METHODS.has(method.toUpperCase()) && !OPEN_WRITES.some((open) => open.test(path));
}

/**
 * Maintenance's read-only mode (Settings → Maintenance, `maintenance.readOnly`): every write under
 * /api answers 503 `{ success: false, code: "read_only", message, reason: "read_only" }` with `Retry-After: 300`, in
 * the caller's language (worker/api/refusals.ts), before any route runs; reads work as usual. The
 * settings are read through the per-isolate cache (worker/services/settings/read.ts), so a switch
 * takes effect at once in the isolate that saved it and within SETTINGS_CACHE_MS elsewhere.
 */
export const readOnlyGuard: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (isRefusedWhileReadOnly(c.req.method, c.req.path)) {
    const settings = await readSettingsOrDefaults(c.get("db"));
    if (settings.maintenance.readOnly) throw new Refusal("read_only");
  }
  await next();
};
