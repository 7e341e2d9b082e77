/**
 * Publishing as both sides see it: the actions of an app's lifecycle (the transition table is
 * worker/services/publishing/lifecycle.ts, written out in docs/publishing.md) and an app as its
 * owner sees it on /my-pwas and in the answers of the owner's endpoints
 * (worker/services/publishing/my-apps.ts builds it).
 */
import type { AppStatus } from "#db/schema.ts";
import type { InspectCheck } from "./schemas/publishing.ts";
import type { HostingReport } from "./hosting-report.ts";

/** What an app's owner may ask for. */
export type OwnerAction = "publish" | "unpublish" | "edit" | "delete";
/**
 * What the admin area decides about an app's status: approve a submission, reject it (or take a
 * listed app down) with a reason, list an unpublished app again (`relist`, the admin's "Publish")
 * or take a listed one out of the store without a reason (`unlist`, the admin's "Unpublish").
 * Deleting is the owner's `delete`, the same move.
 */
export type AdminAction = "approve" | "reject" | "relist" | "unlist";
export type AppAction = OwnerAction | AdminAction;

export const OWNER_ACTIONS: readonly OwnerAction[] = ["publish", "unpublish", "edit", "delete"];
export const ADMIN_ACTIONS: readonly AdminAction[] = ["approve", "reject", "relist", "unlist"];

/**
 * What an admin may do to an app now (`AdminAppItem.actions`, worker/services/admin/apps.ts
 * `adminActionsFor`): the table's moves, featuring a listed app, unfeaturing, deleting.
 */
export type AdminAppAction = AdminAction | "feature" | "unfeature" | "delete";

/** The latest health check of a URL-listed app, as the owner sees it. */
export interface AppHealth {
  /** When the latest check ran (epoch ms), null before the first. */
  checkedAt: number | null;
  /** Since when the app has been failing its checks; null when healthy. */
  brokenSince: number | null;
  /** Withdrawn from the store by the checks (comes back when fixed). */
  withdrawn: boolean;
  /** Chromium's verdict in the latest inspection, and why it failed (in the inspection's language). */
  installable: boolean | null;
  reasons: string[];
  /** The latest inspection's checks (for the owner to see what to fix). */
  checks: InspectCheck[];
}

/** An app as its owner sees it on /my-pwas and in the answers of the owner's endpoints. */
export interface MyAppView {
  id: string;
  slug: string;
  name: string;
  description: string;
  longDescription: string;
  icon: string;
  category: string;
  categoryName: string;
  tags: string[];
  websiteUrl: string | null;
  supportUrl: string | null;
  privacyPolicyUrl: string | null;
  termsUrl: string | null;
  startUrl: string;
  source: "url" | "hosted";
  status: AppStatus;
  /** An admin's reason when rejected; null otherwise. */
  rejectionReason: string | null;
  opens: number;
  rating: number;
  ratingCount: number;
  verified: boolean;
  verifiedAt: number | null;
  /** The token to serve at /.well-known/pwa-store-verification.txt, once requested. */
  verificationToken: string | null;
  health: AppHealth;
  /**
   * A hosted app's hosting report for the version its origin serves (contract/hosting-report.ts);
   * null for apps added by URL and for versions uploaded before the report existed.
   */
  hosting: HostingReport | null;
  /** What the owner may do now (the transition table, docs/publishing.md). */
  actions: OwnerAction[];
  currentVersionId: string | null;
  createdAt: number;
  updatedAt: number;
  publishedAt: number | null;
}
