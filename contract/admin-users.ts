/**
 * The admin area's Users section as both sides see it: the list of accounts and one account's
 * detail (GET /api/admin/users, /users/:id), built by worker/services/admin/users.ts. No secret
 * ever appears here: no password hash, TOTP secret, recovery code or token of any kind.
 */
import type { AppStatus, ReportReason, ReportStatus, ReviewStatus } from "#db/schema.ts";
import type { Page } from "./page.ts";
import type { ProfilePreferences } from "./preferences.ts";
import type { Locale } from "./locales.ts";

/** An account as the admin list shows it. */
export interface AdminUserItem {
  id: string;
  email: string;
  name: string;
  username: string;
  role: "user" | "admin";
  status: "active" | "banned";
  /** When the address was verified (epoch ms); null when it is not. */
  emailVerifiedAt: number | null;
  createdAt: number;
  /** The latest use of any of the account's sessions (sign-in or refresh); null if never signed in. */
  lastActiveAt: number | null;
  counts: {
    /** Apps the account owns (any status but deleted). */
    apps: number;
    /** Reviews the account wrote (any status). */
    reviews: number;
  };
}

export type AdminUserPage = Page<AdminUserItem>;

/** A live session of the account: when, from what, for how long. Never a token or its hash. */
export interface AdminUserSession {
  createdAt: number;
  lastUsedAt: number;
  expiresAt: number;
  rememberMe: boolean;
  userAgent: string | null;
  ipAddress: string | null;
}

/** One entry of the audit log about the account. */
export interface AdminUserAuditEntry {
  id: number;
  action: string;
  /** The administrator who acted (their address at the time; the id is null once they are deleted). */
  actor: { id: string | null; email: string };
  /** What changed: `{ field: { from, to } }`. */
  changes: Record<string, { from: unknown; to: unknown }>;
  createdAt: number;
}

/** The account's detail: profile (no secrets), settings, sessions, content and audit trail. */
export interface AdminUserDetail extends AdminUserItem {
  avatar: string | null;
  bio: string | null;
  updatedAt: number;
  twoFactorEnabled: boolean;
  /** False for an account made by social sign-in that never set one. */
  hasPassword: boolean;
  /** The social providers linked to the account. */
  socialProviders: ("google" | "apple")[];
  /** Locked out of password sign-in until then (too many failures); null when not locked. */
  loginLockedUntil: number | null;
  preferences: ProfilePreferences & { locale: Locale | null; theme: "light" | "dark" | "system" | null };
  /** Live sessions, most recently used first. */
  sessions: AdminUserSession[];
  /** Apps the account owns (any status but deleted), newest first (at most 100). */
  apps: { id: string; name: string; slug: string; status: AppStatus }[];
  /** Reviews the account wrote, newest first (at most 50). */
  reviews: {
    id: string;
    rating: number;
    title: string | null;
    body: string;
    status: ReviewStatus;
    createdAt: number;
    app: { id: string; slug: string; name: string; status: AppStatus };
  }[];
  /** Reports the account filed, newest first (at most 50). */
  reports: {
    id: string;
    targetType: "app" | "review";
    reason: ReportReason;
    details: string;
    status: ReportStatus;
    createdAt: number;
    app: { id: string; slug: string; name: string };
  }[];
  /** The audit log's entries about this account, newest first (the last 50). */
  audit: AdminUserAuditEntry[];
  /**
   * How many administrators are active now: the page disables what the last-admin guard would
   * refuse (the API refuses it anyway).
   */
  activeAdmins: number;
}
