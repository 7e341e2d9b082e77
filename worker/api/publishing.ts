import { Hono } from "hono";
import { inspectRequestSchema } from "#contract/schemas/publishing.ts";
import { findDuplicateApp } from "../services/publishing/duplicates.ts";
import { inspectionRefusal } from "../services/publishing/add-by-url.ts";
import { inspectApp } from "../inspector/inspect.ts";
import { raise } from "#worker/lib/refusal.ts";
import { requireAuth } from "./auth/authenticate.ts";
import { rateLimit } from "./rate-limit.ts";
import { myAppRoutes } from "./my-apps.ts";
import { jsonBody } from "./validation.ts";
import type { ApiEnv } from "./types.ts";

/**
 * Publishing (docs/api.md, docs/publishing.md): POST /inspect → the inspection of an app's address.
 * 400 for an address the schema refuses, 422 when the page itself cannot be loaded (the reason is
 * in `reason` and `errors[0]`), otherwise 200 with the inspection, failed checks included.
 */
export const publishingRoutes = new Hono<ApiEnv>()
  .post(
    "/inspect",
    rateLimit("inspectByAddress"),
    requireAuth,
    rateLimit("inspectByAccount"),
    ...jsonBody(inspectRequestSchema),
    async (c) => {
      const { url } = c.req.valid("json");
      const config = c.get("config");
      const db = c.get("db");
      const locale = c.get("locale");
      const outcome = await inspectApp(url, {
        policy: { allowLoopback: config.inspect.allowLoopback },
        locale,
        requestTimeoutMs: config.inspect.requestTimeoutMs,
        deadlineMs: config.inspect.deadlineMs,
        dohUrl: config.inspect.dohUrl,
        findDuplicate: (identity) => findDuplicateApp(db, identity),
      });
      if (!outcome.ok) raise(inspectionRefusal(outcome));
      return c.json({ success: true as const, data: outcome.inspection });
    },
  )
  // Add by URL, the owner's apps, lifecycle and verification (worker/api/my-apps.ts).
  .route("/", myAppRoutes);
