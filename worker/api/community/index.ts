import { Hono } from "hono";
import type { ApiEnv } from "../types.ts";
import { favoriteRoutes } from "./favorites.ts";
import { historyRoutes } from "./history.ts";
import { messageRoutes } from "./messages.ts";
import { notificationRoutes } from "./notifications.ts";
import { reportRoutes } from "./reports.ts";
import { reviewRoutes } from "./reviews.ts";

/**
 * The community API under /api/client: reviews and ratings, reports, favourites,
 * history, notifications, messages. Reference in docs/api.md ("Community"), reasons in ADR 0016.
 */
export const communityRoutes = new Hono<ApiEnv>()
  .route("/", reviewRoutes)
  .route("/", reportRoutes)
  .route("/", favoriteRoutes)
  .route("/", historyRoutes)
  .route("/", notificationRoutes)
  .route("/", messageRoutes);
