import { Hono } from "hono";
import { z } from "zod";
import { m } from "#app/paraglide/messages.js";
import { listOutbox } from "../../services/mail/outbox.ts";
import { ApiError } from "../errors.ts";
import type { ApiEnv } from "../types.ts";
import { validate } from "../validation.ts";

/**
 * GET /api/dev/outbox?to=EMAIL (docs/product.md#mail); 404 outside development. A function, so a
 * production build, which never calls it (worker/api/app.ts), leaves it out.
 */
export const devOutboxRoutes = () =>
  new Hono<ApiEnv>()
    .use(async (c, next) => {
      if (c.get("config").environment !== "development") throw new ApiError(404, "not_found", m.api_not_found);
      await next();
    })
    .get("/outbox", validate("query", z.object({ to: z.string().trim().max(254).optional() })), async (c) => {
      const { to } = c.req.valid("query");
      return c.json({
        success: true as const,
        data: await listOutbox(c.get("db"), to || undefined),
      });
    });
