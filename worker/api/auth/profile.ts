import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { profileUpdateSchema } from "#contract/schemas/auth.ts";
import { m } from "#app/paraglide/messages.js";
import { users } from "#db/schema.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { isUsernameTaken, toPublicUser } from "../../services/users.ts";
import type { ApiEnv } from "../types.ts";
import { jsonBody } from "../validation.ts";
import { requireAuth } from "./authenticate.ts";
import { fieldError } from "./respond.ts";

export const profileRoutes = new Hono<ApiEnv>()
  .use("/profile", requireAuth)
  .get("/profile", (c) => c.json({ success: true as const, user: toPublicUser(c.get("auth")!.user) }))
  /**
   * PUT /profile: only the fields of profileUpdateSchema (strict: role, status, email or
   * verification in the body are refused with 400, never applied). Preferences merge.
   */
  .put("/profile", ...jsonBody(profileUpdateSchema), async (c) => {
    const current = c.get("auth")!.user;
    const input = c.req.valid("json");
    const db = c.get("db");
    if (
      input.username &&
      input.username.toLowerCase() !== current.username.toLowerCase() &&
      (await isUsernameTaken(db, input.username, current.id))
    ) {
      throw fieldError(409, "username_taken", m.auth_username_taken(), "username");
    }
    const preferences = input.preferences
      ? {
          ...current.preferences,
          ...input.preferences,
          ...(input.preferences.notifications
            ? { notifications: { ...current.preferences.notifications, ...input.preferences.notifications } }
            : {}),
        }
      : undefined;
    let updated: typeof users.$inferSelect | undefined;
    try {
      updated = await db
        .update(users)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.username !== undefined ? { username: input.username } : {}),
          ...(input.avatar !== undefined ? { avatar: input.avatar } : {}),
          ...(input.bio !== undefined ? { bio: input.bio } : {}),
          ...(preferences ? { preferences } : {}),
          updatedAt: Date.now(),
        })
        .where(eq(users.id, current.id))
        .returning()
        .get();
    } catch (error) {
      // The username was taken between the check and the write.
      if (!isUniqueViolation(error)) throw error;
      throw fieldError(409, "username_taken", m.auth_username_taken(), "username");
    }
    return c.json({ success: true as const, message: m.auth_profile_updated(), user: toPublicUser(updated!) });
  });
