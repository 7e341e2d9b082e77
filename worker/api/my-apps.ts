import { Hono, type Context } from "hono";
import { z } from "zod";
import { ID_PATTERN } from "#contract/ids.ts";
import type { MyAppView } from "#contract/publishing.ts";
import { addByUrlSchema, appMetadataSchema } from "#contract/schemas/app-metadata.ts";
import { appStatsQuerySchema } from "#contract/schemas/publishing.ts";
import { m } from "#app/paraglide/messages.js";
import { addAppByUrl } from "../services/publishing/add-by-url.ts";
import { getAppPreview } from "../services/catalog/detail.ts";
import { appStatsFor } from "../services/publishing/app-stats.ts";
import { ownerTransition } from "../services/publishing/lifecycle.ts";
import { deleteMyApp, getMyApp, listMyApps, updateMyApp } from "../services/publishing/my-apps.ts";
import { checkVerification, issueVerificationToken } from "../services/publishing/verification.ts";
import { autoApproves } from "../services/settings/site.ts";
import { raise, Refusal, unwrap } from "#worker/lib/refusal.ts";
import { requireAuth } from "./auth/authenticate.ts";
import { mailAdmins } from "./lib/mail.ts";
import { rateLimit } from "./rate-limit.ts";
import { jsonBody, validate } from "./validation.ts";
import type { ApiEnv } from "./types.ts";

/**
 * Row ids as the store makes them (contract/ids.ts; slugs have the same shape, which the preview
 * accepts too): anything else names nothing (404 without a lookup).
 */
function appId(c: Context<ApiEnv>): string {
  const id = c.req.param("id") ?? "";
  if (!ID_PATTERN.test(id)) throw new Refusal("publish_app_not_found");
  return id;
}

const mineQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .default(50)
    .transform((size) => Math.min(size, 100)),
});

const userId = (c: Context<ApiEnv>) => c.get("auth")!.user.id;
/** Whether an owner's app goes live without an admin (AUTO_APPROVE_APPS or the General setting). */
const autoApprove = async (c: Context<ApiEnv>) => ({ autoApprove: await autoApproves(c.get("db"), c.get("config")) });

async function ownView(c: Context<ApiEnv>, id: string): Promise<MyAppView> {
  const view = await getMyApp(c.get("db"), userId(c), id, c.get("locale"), await autoApprove(c));
  if (!view) throw new Refusal("publish_app_not_found");
  return view;
}

/**
 * The owner's publishing endpoints under /api/client/pwas (docs/api.md, docs/publishing.md; reference
 * in docs/api.md "Publishing", rules in docs/publishing.md). Every one requires sign-in; another
 * user's app answers 404 like an unknown id.
 */
export const myAppRoutes = new Hono<ApiEnv>()
  .post("/", requireAuth, rateLimit("pwaAdd"), ...jsonBody(addByUrlSchema), async (c) => {
    const user = c.get("auth")!.user;
    const locale = c.get("locale");
    const outcome = await addAppByUrl({ db: c.get("db"), config: c.get("config"), locale, user, input: c.req.valid("json") });
    if (!outcome.ok) raise(outcome);
    mailAdmins(c, { event: "appSubmitted", appId: outcome.id });
    return c.json({ success: true as const, message: m.publish_added(), data: await ownView(c, outcome.id) }, 201);
  })
  .get("/mine", requireAuth, validate("query", mineQuerySchema), async (c) => {
    const { page, pageSize } = c.req.valid("query");
    const all = await listMyApps(c.get("db"), userId(c), c.get("locale"), await autoApprove(c));
    const items = all.slice((page - 1) * pageSize, page * pageSize);
    return c.json({ success: true as const, data: { items, total: all.length, page, pageSize } });
  })
  .get("/:id", requireAuth, async (c) => {
    return c.json({ success: true as const, data: await ownView(c, appId(c)) });
  })
  // The owner's statistics (an admin may read them too): docs/publishing.md#statistics.
  .get("/:id/stats", requireAuth, validate("query", appStatsQuerySchema), async (c) => {
    const user = c.get("auth")!.user;
    const viewer = { id: user.id, isAdmin: user.role === "admin" };
    const stats = await appStatsFor(c.get("db").$client, appId(c), viewer, c.req.valid("query").days);
    if (!stats) throw new Refusal("publish_app_not_found");
    return c.json({ success: true as const, data: stats });
  })
  // The detail page as it will look (or looked), for the owner and admins: docs/publishing.md#preview.
  .get("/:id/preview", requireAuth, async (c) => {
    const user = c.get("auth")!.user;
    const viewer = { id: user.id, isAdmin: user.role === "admin" };
    const preview = await getAppPreview(c.get("db").$client, appId(c), viewer, c.get("locale"));
    if (!preview) throw new Refusal("publish_app_not_found");
    return c.json({ success: true as const, data: preview });
  })
  .put("/:id", requireAuth, rateLimit("pwaWrite"), ...jsonBody(appMetadataSchema), async (c) => {
    const id = appId(c);
    unwrap(await updateMyApp(c.get("db"), userId(c), id, c.req.valid("json")));
    return c.json({ success: true as const, message: m.publish_updated(), data: await ownView(c, id) });
  })
  .delete("/:id", requireAuth, rateLimit("pwaWrite"), async (c) => {
    const id = appId(c);
    const { filesRemoved } = unwrap(await deleteMyApp(c.get("db"), c.env.BUCKET, userId(c), id));
    return c.json({ success: true as const, message: m.publish_deleted(), data: { id, filesRemoved } });
  })
  .post("/:id/publish", requireAuth, rateLimit("pwaWrite"), async (c) => {
    const id = appId(c);
    const outcome = await ownerTransition(c.get("db"), { appId: id, userId: userId(c), action: "publish" }, await autoApprove(c));
    if (!outcome.ok) raise(outcome);
    mailAdmins(c, { event: "appSubmitted", appId: id });
    const message = outcome.status === "pending" ? m.publish_submitted() : m.publish_published();
    return c.json({ success: true as const, message, data: await ownView(c, id) });
  })
  .post("/:id/unpublish", requireAuth, rateLimit("pwaWrite"), async (c) => {
    const id = appId(c);
    const outcome = await ownerTransition(c.get("db"), { appId: id, userId: userId(c), action: "unpublish" }, await autoApprove(c));
    if (!outcome.ok) raise(outcome);
    const message = outcome.status === "draft" ? m.publish_withdrawn() : m.publish_unpublished();
    return c.json({ success: true as const, message, data: await ownView(c, id) });
  })
  .post("/:id/verification", requireAuth, rateLimit("pwaVerify"), async (c) => {
    return c.json({ success: true as const, data: unwrap(await issueVerificationToken(c.get("db"), userId(c), appId(c))) });
  })
  .post("/:id/verification/check", requireAuth, rateLimit("pwaVerify"), async (c) => {
    const locale = c.get("locale");
    const outcome = await checkVerification({
      db: c.get("db"),
      config: c.get("config"),
      locale,
      userId: userId(c),
      appId: appId(c),
      messages: {
        status: (status, url) => m.publish_verification_status({ status: String(status), url }, { locale }),
        otherOrigin: (url) => m.publish_verification_other_origin({ url }, { locale }),
        content: (url) => m.publish_verification_content({ url }, { locale }),
      },
    });
    return c.json({ success: true as const, message: m.publish_verified(), data: unwrap(outcome) });
  });
