import { type Context, Hono } from "hono";
import { rowIdParamSchema } from "#contract/schemas/admin.ts";
import { adminUsersQuerySchema, banUserSchema, userBulkSchema } from "#contract/schemas/admin-users.ts";
import { m } from "#app/paraglide/messages.js";
import { Refusal, unwrap } from "#worker/lib/refusal.ts";
import { runInLocale } from "../../lib/locale-scope.ts";
import {
  type AdminUserAction,
  applyUserAction,
  bulkUserAction,
  deleteUserAsAdmin,
  getAdminUser,
  listAdminUsers,
  type UserActionOutcome,
} from "../../services/admin/users.ts";
import { createMailer } from "../../services/mail/mailer.ts";
import { accountBannedMail, accountRestoredMail } from "../../services/mail/templates.ts";
import { afterResponse, storeOrigin } from "../lib/after-response.ts";
import { pathParams } from "../lib/path-params.ts";
import type { ApiEnv } from "../types.ts";
import { jsonBody, optionalJsonBody, validate } from "../validation.ts";

const userId = (c: Context<ApiEnv>) => pathParams(c, rowIdParamSchema, "user_not_found").id;

const actor = (c: Context<ApiEnv>) => {
  const { id, email } = c.get("auth")!.user;
  return { id, email };
};

/**
 * Tells a banned or restored user by mail, in the language they chose, after the answer has
 * left: an account notice, sent whatever their notification settings; a failure is only logged.
 */
function mailAccountNotice(c: Context<ApiEnv>, kind: "banned" | "restored", outcome: UserActionOutcome): void {
  const config = c.get("config");
  const db = c.get("db");
  const origin = storeOrigin(c);
  const { recipient } = outcome;
  afterResponse(c, `account ${kind} mail`, async () => {
    const mail = runInLocale(recipient.locale, origin, () => {
      const to = { to: recipient.to, name: recipient.name, product: config.productName };
      return kind === "banned" ? accountBannedMail(to, outcome.reason, `${origin}/contact`) : accountRestoredMail(to, `${origin}/login`);
    });
    await createMailer(config, db).send(mail);
  });
}

/** One action on an account: the outcome, then the account as the detail shows it now. */
async function act(c: Context<ApiEnv>, action: AdminUserAction, ban: { reason: string | null; unlistApps: boolean } | null = null) {
  const id = userId(c);
  const outcome = unwrap(await applyUserAction(c.get("db"), { actor: actor(c), userId: id, action, ...ban }));
  if (action === "ban") mailAccountNotice(c, "banned", outcome);
  if (action === "unban") mailAccountNotice(c, "restored", outcome);
  const data = await getAdminUser(c.get("db"), id, c.get("locale"));
  if (!data) throw new Refusal("user_not_found");
  const message =
    action !== "ban"
      ? m.publish_updated()
      : ban?.unlistApps
        ? m.admin_users_banned_apps({ count: String(outcome.unlistedApps) })
        : m.admin_users_banned();
  return c.json({ success: true as const, message, data });
}

/**
 * The Users section (docs/product.md#users): the list with search, filters and sorts, one
 * account's detail, and the actions on it. Every action is one D1 batch with its audit entry
 * (services/admin/users.ts, where the guards live: not on oneself, never the last active admin).
 */
export const adminUserRoutes = new Hono<ApiEnv>()
  .get("/users", validate("query", adminUsersQuerySchema), async (c) => {
    return c.json({ success: true as const, data: await listAdminUsers(c.get("db"), c.req.valid("query")) });
  })
  // The list's selection: one action, each account as alone (guards, audit entry, mail) (issue 41).
  .post("/users/bulk", ...jsonBody(userBulkSchema), async (c) => {
    const { ids, action, reason, unlistApps } = c.req.valid("json");
    const { outcomes, ...result } = await bulkUserAction(c.get("db"), { actor: actor(c), userIds: ids, action, reason, unlistApps });
    for (const outcome of outcomes) {
      if (action === "ban") mailAccountNotice(c, "banned", outcome);
      if (action === "unban") mailAccountNotice(c, "restored", outcome);
    }
    return c.json({ success: true as const, message: m.publish_updated(), data: result });
  })
  .get("/users/:id", async (c) => {
    const data = await getAdminUser(c.get("db"), userId(c), c.get("locale"));
    if (!data) throw new Refusal("user_not_found");
    return c.json({ success: true as const, data });
  })
  .post("/users/:id/verify", (c) => act(c, "verify"))
  .post("/users/:id/unverify", (c) => act(c, "unverify"))
  .post("/users/:id/promote", (c) => act(c, "promote"))
  .post("/users/:id/demote", (c) => act(c, "demote"))
  .post("/users/:id/ban", ...optionalJsonBody(banUserSchema), (c) => act(c, "ban", c.req.valid("json")))
  .post("/users/:id/unban", (c) => act(c, "unban"))
  .delete("/users/:id", async (c) => {
    const deleted = unwrap(await deleteUserAsAdmin(c.get("db"), { actor: actor(c), userId: userId(c) }));
    return c.json({ success: true as const, message: m.publish_deleted(), data: { id: deleted.id } });
  });
