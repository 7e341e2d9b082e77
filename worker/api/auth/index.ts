import { Hono } from "hono";
import type { ApiEnv } from "../types.ts";
import { healthRoutes } from "./health.ts";
import { profileRoutes } from "./profile.ts";
import { registrationRoutes } from "./registration.ts";
import { refreshRoutes, signInRoutes } from "./sign-in.ts";

/** Everything under /api/client/auth (API.md "Auth"). */
export const clientAuthRoutes = new Hono<ApiEnv>()
  .route("/health", healthRoutes)
  .route("/", registrationRoutes)
  .route("/", signInRoutes)
  .route("/", refreshRoutes)
  .route("/", profileRoutes);

/** /api/auth: the spec's older refresh path, kept for existing clients. */
export const legacyAuthRoutes = new Hono<ApiEnv>().route("/", refreshRoutes);
