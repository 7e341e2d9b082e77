import { Hono } from "hono";
import type { ApiEnv } from "../types.ts";

// Scaffold: the section's endpoints go here.
export const adminSettingsRoutes = new Hono<ApiEnv>();
