/**
 * Compile-time checks that the response schemas of the API reference (contract/responses/) fit
 * what the services really return: each service's return type must be assignable to `z.infer` of
 * the schema its route documents. `npm run typecheck` fails on a drift; the test itself only
 * shows the checks ran. A schema may leave out fields (a z.object is "at least these keys").
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import type {
  adminAppDetailSchema,
  adminAppPageSchema,
  adminContactPageSchema,
  adminCountsSchema,
  adminReportPageSchema,
  adminReportSchema,
  adminReviewPageSchema,
  adminReviewSchema,
  adminThreadDetailSchema,
  adminThreadPageSchema,
} from "#contract/responses/admin.ts";
import type { adminCategoryDeletedSchema, adminCategoryListSchema, adminCategorySchema } from "#contract/responses/admin-categories.ts";
import type { apiTokenCreatedSchema, apiTokenSummarySchema } from "#contract/responses/api-tokens.ts";
import type { accountExportSchema, publicUserSchema, sessionSummarySchema, tokenPairSchema } from "#contract/responses/auth.ts";
import type { appCardSchema, appDetailSchema, appListingSchema, categorySchema, storeStatsSchema } from "#contract/responses/catalog.ts";
import type {
  favoriteItemSchema,
  favoriteStateSchema,
  helpfulStateSchema,
  historyItemSchema,
  messageSentSchema,
  notificationSchema,
  reportSchema,
  reviewDeletedSchema,
  reviewListingSchema,
  reviewSchema,
  threadDetailSchema,
  threadSummarySchema,
  unreadCountsSchema,
} from "#contract/responses/community.ts";
import type { pageOf } from "#contract/responses/envelope.ts";
import type {
  appVersionListSchema,
  appVersionSchema,
  inspectionSchema,
  myAppSchema,
  verificationSchema,
} from "#contract/responses/publishing.ts";
import type { listAdminApps, getAdminApp } from "#worker/services/admin/apps.ts";
import type {
  createCategory,
  deleteCategory,
  listAdminCategories,
  reorderCategories,
  setCategoryActive,
  updateCategory,
} from "#worker/services/admin/categories.ts";
import type { listContactMessages } from "#worker/services/admin/contact-messages.ts";
import type { adminCounts } from "#worker/services/admin/dashboard.ts";
import type { getAdminThread, listAdminThreads } from "#worker/services/admin/messages.ts";
import type { getAdminReport, listAdminReports } from "#worker/services/admin/reports.ts";
import type { getAdminReview, listAdminReviews } from "#worker/services/admin/reviews.ts";
import type { exportAccountData, listLiveSessions } from "#worker/services/account.ts";
import type { createApiToken, listApiTokens, revokeApiToken } from "#worker/services/api-tokens.ts";
import type { getPublishedApp, listRelatedApps } from "#worker/services/catalog/detail.ts";
import type { listApps } from "#worker/services/catalog/listing.ts";
import type { getStoreStats } from "#worker/services/catalog/stats.ts";
import type { listActiveCategories } from "#worker/services/categories.ts";
import type { addFavorite, listFavorites } from "#worker/services/community/favorites.ts";
import type { listHistory } from "#worker/services/community/history.ts";
import type { getThread, listThreads, postUserMessage } from "#worker/services/community/messages.ts";
import type { listNotifications, markNotificationRead, unreadCounts } from "#worker/services/community/notifications.ts";
import type { createReport, listMyReports } from "#worker/services/community/reports.ts";
import type { createReview, deleteReview, listReviews, setHelpful } from "#worker/services/community/reviews.ts";
import type { inspectApp } from "#worker/inspector/inspect.ts";
import type { getMyApp } from "#worker/services/publishing/my-apps.ts";
import type { issueVerificationToken } from "#worker/services/publishing/verification.ts";
import type { activateVersion, listVersions } from "#worker/services/publishing/zip/hosted-apps.ts";
import type { rotateRefreshToken } from "#worker/services/sessions.ts";
import type { toPublicUser } from "#worker/services/users.ts";

type AnyFunction = (...args: any[]) => unknown;
/** What a service answers when it finds something (the routes turn null into a 404). */
type Found<F extends AnyFunction> = NonNullable<Awaited<ReturnType<F>>>;
/** The value of a service's successful outcome (`{ ok: true, value }`). */
type Succeeded<F extends AnyFunction> = Extract<Awaited<ReturnType<F>>, { ok: true; value: unknown }>["value"];

describe("response schemas fit the services' return types", () => {
  it("catalog", () => {
    expectTypeOf<Found<typeof listApps>>().toExtend<z.infer<typeof appListingSchema>>();
    expectTypeOf<Found<typeof getPublishedApp>>().toExtend<z.infer<typeof appDetailSchema>>();
    expectTypeOf<Found<typeof listRelatedApps>>().toExtend<z.infer<typeof appCardSchema>[]>();
    expectTypeOf<Found<typeof listActiveCategories>>().toExtend<z.infer<typeof categorySchema>[]>();
    expectTypeOf<Found<typeof getStoreStats>>().toExtend<z.infer<typeof storeStatsSchema>>();
  });

  it("account", () => {
    expectTypeOf<ReturnType<typeof toPublicUser>>().toExtend<z.infer<typeof publicUserSchema>>();
    expectTypeOf<Extract<Awaited<ReturnType<typeof rotateRefreshToken>>, { ok: true }>["tokens"]>().toExtend<
      z.infer<typeof tokenPairSchema>
    >();
    expectTypeOf<Found<typeof listLiveSessions>>().toExtend<z.infer<typeof sessionSummarySchema>[]>();
    expectTypeOf<Found<typeof exportAccountData>>().toExtend<z.infer<typeof accountExportSchema>>();
  });

  it("API tokens", () => {
    expectTypeOf<Found<typeof listApiTokens>>().toExtend<z.infer<typeof apiTokenSummarySchema>[]>();
    expectTypeOf<Succeeded<typeof createApiToken>>().toExtend<z.infer<typeof apiTokenCreatedSchema>>();
    expectTypeOf<Succeeded<typeof revokeApiToken>>().toExtend<z.infer<typeof apiTokenSummarySchema>>();
  });

  it("community", () => {
    expectTypeOf<Found<typeof listReviews>>().toExtend<z.infer<typeof reviewListingSchema>>();
    expectTypeOf<Succeeded<typeof createReview>>().toExtend<z.infer<typeof reviewSchema>>();
    expectTypeOf<Succeeded<typeof deleteReview>>().toExtend<z.infer<typeof reviewDeletedSchema>>();
    expectTypeOf<Succeeded<typeof setHelpful>>().toExtend<z.infer<typeof helpfulStateSchema>>();
    expectTypeOf<Succeeded<typeof createReport>>().toExtend<z.infer<typeof reportSchema>>();
    expectTypeOf<Found<typeof listMyReports>>().toExtend<z.infer<ReturnType<typeof pageOf<typeof reportSchema>>>>();
    expectTypeOf<Found<typeof addFavorite>>().toExtend<z.infer<typeof favoriteStateSchema>>();
    expectTypeOf<Found<typeof listFavorites>>().toExtend<z.infer<ReturnType<typeof pageOf<typeof favoriteItemSchema>>>>();
    expectTypeOf<Found<typeof listHistory>>().toExtend<z.infer<ReturnType<typeof pageOf<typeof historyItemSchema>>>>();
    expectTypeOf<Found<typeof listNotifications>>().toExtend<z.infer<ReturnType<typeof pageOf<typeof notificationSchema>>>>();
    expectTypeOf<Found<typeof markNotificationRead>>().toExtend<z.infer<typeof notificationSchema>>();
    expectTypeOf<Found<typeof unreadCounts>>().toExtend<z.infer<typeof unreadCountsSchema>>();
    expectTypeOf<Found<typeof listThreads>>().toExtend<z.infer<ReturnType<typeof pageOf<typeof threadSummarySchema>>>>();
    expectTypeOf<Found<typeof getThread>>().toExtend<z.infer<typeof threadDetailSchema>>();
    expectTypeOf<Succeeded<typeof postUserMessage>>().toExtend<z.infer<typeof messageSentSchema>>();
  });

  it("publishing", () => {
    expectTypeOf<Extract<Awaited<ReturnType<typeof inspectApp>>, { ok: true }>["inspection"]>().toExtend<
      z.infer<typeof inspectionSchema>
    >();
    expectTypeOf<Found<typeof getMyApp>>().toExtend<z.infer<typeof myAppSchema>>();
    expectTypeOf<Succeeded<typeof issueVerificationToken>>().toExtend<z.infer<typeof verificationSchema>>();
    expectTypeOf<Found<typeof listVersions>>().toExtend<z.infer<typeof appVersionListSchema>["items"]>();
    expectTypeOf<Found<typeof activateVersion>>().toExtend<z.infer<typeof appVersionSchema>>();
  });

  it("admin", () => {
    expectTypeOf<Found<typeof adminCounts>>().toExtend<z.infer<typeof adminCountsSchema>>();
    expectTypeOf<Found<typeof listAdminApps>>().toExtend<z.infer<typeof adminAppPageSchema>>();
    expectTypeOf<Found<typeof getAdminApp>>().toExtend<z.infer<typeof adminAppDetailSchema>>();
    expectTypeOf<Found<typeof listAdminReviews>>().toExtend<z.infer<typeof adminReviewPageSchema>>();
    expectTypeOf<Found<typeof getAdminReview>>().toExtend<z.infer<typeof adminReviewSchema>>();
    expectTypeOf<Found<typeof listAdminReports>>().toExtend<z.infer<typeof adminReportPageSchema>>();
    expectTypeOf<Found<typeof getAdminReport>>().toExtend<z.infer<typeof adminReportSchema>>();
    expectTypeOf<Found<typeof listAdminThreads>>().toExtend<z.infer<typeof adminThreadPageSchema>>();
    expectTypeOf<Found<typeof getAdminThread>>().toExtend<z.infer<typeof adminThreadDetailSchema>>();
    expectTypeOf<Found<typeof listContactMessages>>().toExtend<z.infer<typeof adminContactPageSchema>>();
    expect(true).toBe(true);
  });

  it("admin categories", () => {
    expectTypeOf<Found<typeof listAdminCategories>>().toExtend<z.infer<typeof adminCategoryListSchema>>();
    expectTypeOf<Succeeded<typeof createCategory>>().toExtend<z.infer<typeof adminCategorySchema>>();
    expectTypeOf<Succeeded<typeof updateCategory>>().toExtend<z.infer<typeof adminCategorySchema>>();
    expectTypeOf<Succeeded<typeof setCategoryActive>>().toExtend<z.infer<typeof adminCategorySchema>>();
    expectTypeOf<Succeeded<typeof reorderCategories>>().toExtend<z.infer<typeof adminCategoryListSchema>>();
    expectTypeOf<Succeeded<typeof deleteCategory>>().toExtend<z.infer<typeof adminCategoryDeletedSchema>>();
    expect(true).toBe(true);
  });
});
