import { Hono } from "hono";
import { inspectRequestSchema } from "#contract/schemas/publishing.ts";
import type { RateLimitRule } from "../lib/rate-limit.ts";
import { findDuplicateApp } from "../services/publishing/duplicates.ts";
import { inspectionRefusal } from "../services/publishing/add-by-url.ts";
import { inspectApp } from "../services/publishing/inspect.ts";
import { raise } from "../services/refusal.ts";
import { requireAuth } from "./auth/authenticate.ts";
import { enforceRateLimit, rateLimitByAddress } from "./rate-limit.ts";
import { myPwaRoutes } from "./my-pwas.ts";
import { jsonBody } from "./validation.ts";
import type { ApiEnv } from "./types.ts";

/**
 * An inspection costs up to ~45 subrequests to someone else's site: per account it is plenty for
 * a person trying their app again and again, and per address it stops one client from using the
 * store to hammer a site (×50 in development, as every per-address limit).
 */
export const INSPECT_LIMITS = {
  account: { name: "inspect-account", limit: 30, windowSeconds: 600 },
  address: { name: "inspect-ip", limit: 60, windowSeconds: 600 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Publishing (API.md "Store, publishing"): POST /inspect → the report card of an app's address.
 * 400 for an address the schema refuses, 422 when the page itself cannot be loaded (the reason is
 * in `reason` and `errors[0]`), otherwise 200 with the report, failed checks included.
 */
export const publishingRoutes = new Hono<ApiEnv>()
  .post(
    "/inspect",
    rateLimitByAddress(INSPECT_LIMITS.address),
    requireAuth,
    async (c, next) => {
      await enforceRateLimit(c, INSPECT_LIMITS.account, c.get("auth")!.user.id, "account");
      await next();
    },
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
      return c.json({ success: true as const, data: outcome.report });
    },
  )
  // Add by URL, the owner's apps, lifecycle and verification (worker/api/my-pwas.ts).
  .route("/", myPwaRoutes);
