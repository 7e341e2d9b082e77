import { Hono, type Context } from "hono";
import { z } from "zod";
import { addByUrlSchema, appMetadataSchema } from "#contract/schemas/app-metadata.ts";
import { m } from "#app/paraglide/messages.js";
import type { RateLimitRule } from "../lib/rate-limit.ts";
import { addAppByUrl } from "../services/publishing/add-by-url.ts";
import { ownerTransition } from "../services/publishing/lifecycle.ts";
import { deleteMyApp, getMyApp, listMyApps, updateMyApp, type MyAppView } from "../services/publishing/my-apps.ts";
import { checkVerification, issueVerificationToken } from "../services/publishing/verification.ts";
import { raise, Refusal, unwrap } from "../services/refusal.ts";
import { requireAuth } from "./auth/authenticate.ts";
import { limitWrites } from "./community/limits.ts";
import { jsonBody, validate } from "./validation.ts";
import type { ApiEnv } from "./types.ts";

/**
 * Rate limits of the owner's publishing actions: per account (never relaxed) and per address
 * (×50 in development). Adding inspects someone's site (up to ~45 subrequests), so it is the
 * tightest; a verification check is one small fetch.
 */
export const PUBLISH_LIMITS = {
  add: {
    account: { name: "pwa-add", limit: 10, windowSeconds: 3600 },
    address: { name: "pwa-add-ip", limit: 30, windowSeconds: 3600 },
  },
  write: {
    account: { name: "pwa-write", limit: 60, windowSeconds: 3600 },
    address: { name: "pwa-write-ip", limit: 200, windowSeconds: 3600 },
  },
  verify: {
    account: { name: "pwa-verify", limit: 20, windowSeconds: 3600 },
    address: { name: "pwa-verify-ip", limit: 60, windowSeconds: 3600 },
  },
} satisfies Record<string, { account: RateLimitRule; address: RateLimitRule }>;

/** Row ids as the store makes them: anything else names nothing (404 without a lookup). */
const ID = /^[A-Za-z0-9_-]{1,100}$/;
function appId(c: Context<ApiEnv>): string {
  const id = c.req.param("id") ?? "";
  if (!ID.test(id)) throw new Refusal("publish_app_not_found");
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
const autoApprove = (c: Context<ApiEnv>) => ({ autoApprove: c.get("config").publishing.autoApprove });

async function ownView(c: Context<ApiEnv>, id: string): Promise<MyAppView> {
  const view = await getMyApp(c.get("db"), userId(c), id, c.get("locale"), autoApprove(c));
  if (!view) throw new Refusal("publish_app_not_found");
  return view;
}

/**
 * The owner's publishing endpoints under /api/client/pwas (API.md "Store, publishing"; reference
 * in docs/api.md "Publishing", rules in docs/publishing.md). Every one requires sign-in; another
 * user's app answers 404 like an unknown id.
 */
export const myPwaRoutes = new Hono<ApiEnv>()
  .post("/", requireAuth, limitWrites(PUBLISH_LIMITS.add), ...jsonBody(addByUrlSchema), async (c) => {
    const user = c.get("auth")!.user;
    const locale = c.get("locale");
    const outcome = await addAppByUrl({ db: c.get("db"), config: c.get("config"), locale, user, input: c.req.valid("json") });
    if (!outcome.ok) raise(outcome);
    return c.json({ success: true as const, message: m.publish_added(), data: await ownView(c, outcome.id) }, 201);
  })
  .get("/mine", requireAuth, validate("query", mineQuerySchema), async (c) => {
    const { page, pageSize } = c.req.valid("query");
    const all = await listMyApps(c.get("db"), userId(c), c.get("locale"), autoApprove(c));
    const items = all.slice((page - 1) * pageSize, page * pageSize);
    return c.json({ success: true as const, data: { items, total: all.length, page, pageSize } });
  })
  .get("/:id", requireAuth, async (c) => {
    return c.json({ success: true as const, data: await ownView(c, appId(c)) });
  })
  .put("/:id", requireAuth, limitWrites(PUBLISH_LIMITS.write), ...jsonBody(appMetadataSchema), async (c) => {
    const id = appId(c);
    unwrap(await updateMyApp(c.get("db"), userId(c), id, c.req.valid("json")));
    return c.json({ success: true as const, message: m.publish_updated(), data: await ownView(c, id) });
  })
  .delete("/:id", requireAuth, limitWrites(PUBLISH_LIMITS.write), async (c) => {
    const id = appId(c);
    const { filesRemoved } = unwrap(await deleteMyApp(c.get("db"), c.env.BUCKET, userId(c), id));
    return c.json({ success: true as const, message: m.publish_deleted(), data: { id, filesRemoved } });
  })
  .post("/:id/publish", requireAuth, limitWrites(PUBLISH_LIMITS.write), async (c) => {
    const id = appId(c);
    const outcome = await ownerTransition(c.get("db"), { appId: id, userId: userId(c), action: "publish" }, autoApprove(c));
    if (!outcome.ok) raise(outcome);
    const message = outcome.status === "pending" ? m.publish_submitted() : m.publish_published();
    return c.json({ success: true as const, message, data: await ownView(c, id) });
  })
  .post("/:id/unpublish", requireAuth, limitWrites(PUBLISH_LIMITS.write), async (c) => {
    const id = appId(c);
    const outcome = await ownerTransition(c.get("db"), { appId: id, userId: userId(c), action: "unpublish" }, autoApprove(c));
    if (!outcome.ok) raise(outcome);
    const message = outcome.status === "draft" ? m.publish_withdrawn() : m.publish_unpublished();
    return c.json({ success: true as const, message, data: await ownView(c, id) });
  })
  .post("/:id/verification", requireAuth, limitWrites(PUBLISH_LIMITS.verify), async (c) => {
    return c.json({ success: true as const, data: unwrap(await issueVerificationToken(c.get("db"), userId(c), appId(c))) });
  })
  .post("/:id/verification/check", requireAuth, limitWrites(PUBLISH_LIMITS.verify), async (c) => {
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
