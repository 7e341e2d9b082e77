/**
 * Publishing as both sides see it: the actions of an app's lifecycle (the transition table is
 * worker/services/publishing/lifecycle.ts, written out in docs/publishing.md) and an app as its
 * owner sees it on /my-pwas and in the answers of the owner's endpoints
 * (worker/services/publishing/my-apps.ts builds it; its shape is `z.infer` of the response schema
 * in contract/responses/publishing.ts).
 */
import type { z } from "zod";
import type { appHealthSchema, appPreviewSchema, appStatsSchema, myAppSchema } from "./responses/publishing.ts";

/** What an app's owner may ask for. */
export const OWNER_ACTIONS = ["publish", "unpublish", "edit", "delete"] as const;
export type OwnerAction = (typeof OWNER_ACTIONS)[number];
/**
 * What the admin area decides about an app's status: approve a submission, reject it (or take a
 * listed app down) with a reason, list an unpublished app again (`relist`, the admin's "Publish")
 * or take a listed one out of the store without a reason (`unlist`, the admin's "Unpublish").
 * Deleting is the owner's `delete`, the same move.
 */
export const ADMIN_ACTIONS = ["approve", "reject", "relist", "unlist"] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];
export type AppAction = OwnerAction | AdminAction;

/**
 * What an admin may do to an app now (`AdminAppItem.actions`, worker/services/admin/apps.ts
 * `adminActionsFor`): the table's moves, featuring a listed app, unfeaturing, deleting.
 */
export const ADMIN_APP_ACTIONS = [...ADMIN_ACTIONS, "feature", "unfeature", "delete"] as const;
export type AdminAppAction = (typeof ADMIN_APP_ACTIONS)[number];

/** The latest health check of a URL-listed app, as the owner sees it. */
export type AppHealth = z.infer<typeof appHealthSchema>;

/** An app as its owner sees it on /my-pwas and in the answers of the owner's endpoints. */
export type MyAppView = z.infer<typeof myAppSchema>;

/** An app's statistics for its owner (GET /api/client/pwas/:id/stats). */
export type AppStats = z.infer<typeof appStatsSchema>;
/** An app's detail page as its owner previews it (GET /api/client/pwas/:id/preview). */
export type AppPreview = z.infer<typeof appPreviewSchema>;
export type AppStatCounts = AppStats["totals"];

/** The periods the statistics cover, in days. */
export const STATS_PERIODS = [7, 30, 90] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
