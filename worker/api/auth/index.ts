import { Hono } from "hono";
import type { ApiEnv } from "../types.ts";
import { accountRoutes } from "./account.ts";
import { apiTokenRoutes } from "./api-tokens.ts";
import { healthRoutes } from "./health.ts";
import { passwordRoutes } from "./password.ts";
import { profileRoutes } from "./profile.ts";
import { registrationRoutes } from "./registration.ts";
import { refreshRoutes, signInRoutes } from "./sign-in.ts";
import { socialRoutes } from "./social.ts";
import { twoFactorRoutes } from "./two-factor.ts";

/** Everything under /api/client/auth (docs/api.md "Accounts"). */
export const clientAuthRoutes = new Hono<ApiEnv>()
  .route("/health", healthRoutes)
  .route("/", registrationRoutes)
  .route("/", signInRoutes)
  .route("/", refreshRoutes)
  .route("/", socialRoutes)
  .route("/", twoFactorRoutes)
  .route("/", profileRoutes)
  .route("/", passwordRoutes)
  .route("/", accountRoutes)
  .route("/", apiTokenRoutes);

/** /api/auth: the older refresh path, kept for existing clients (docs/product.md#http-api). */
export const legacyAuthRoutes = new Hono<ApiEnv>().route("/", refreshRoutes);
