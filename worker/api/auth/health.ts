import { Hono } from "hono";
import { m } from "#app/paraglide/messages.js";
import { checkDatabase } from "../../services/health.ts";
import { failure } from "../errors.ts";
import type { ApiEnv } from "../types.ts";

/** GET /api/client/auth/health: liveness plus a real D1 round trip. */
export const healthRoutes = new Hono<ApiEnv>().get("/", async (c) => {
  c.header("Cache-Control", "no-store");
  if (await checkDatabase(c.get("db"))) {
    return c.json({ success: true as const, data: { status: "ok", db: "ok" } });
  }
  return failure(c, 503, "unavailable", m.api_server_error, { data: { status: "degraded", db: "error" } });
});
