/**
 * The admin area's Users section (docs/product.md#users): the list of accounts with search,
 * filters and sorts, one account's detail, and the actions on it — verify, unverify, promote,
 * demote, ban, unban, delete. Each action is one D1 batch with its audit entry.
 *
 * The guards live in the SQL, so two administrators acting at once cannot get past them:
 * - an administrator never demotes, bans, unverifies or deletes their own account (checked first);
 * - the last active administrator is never demoted, banned or deleted: the change's UPDATE holds
 *   `(SELECT count(*) of active admins) > 1` in its WHERE, and the audit entry, placed just before
 *   it, holds the same condition, so both happen or neither does. Two admins demoting each other
 *   at the same moment run one after the other in D1: the second finds one admin left and changes
 *   nothing.
 * Banning reuses the account's own rule that a ban ends every session (users.ts), and deleting is
 * the user's own account deletion (account.ts), so those rules stay in one place.
 */
import type { AdminUserAuditEntry, AdminUserDetail, AdminUserItem, AdminUserPage, AdminUserSession } from "#contract/admin-users.ts";
import { readPreferences } from "#contract/preferences.ts";
import { LOCALES, type Locale } from "#contract/locales.ts";
import { ADMIN_USER_ACTIVE_DAYS, type AdminUserAction, type AdminUserSort, type AdminUsersQuery } from "#contract/schemas/admin-users.ts";
import type { Database } from "#db/client.ts";
import type { AppStatus, ReportReason, ReportStatus, ReviewStatus, UserPreferences } from "#db/schema.ts";
import { refuse, type Result, succeed } from "#worker/lib/refusal.ts";
import { accountDeletionStatements } from "../account.ts";
import { localizedAppName, offsetOf } from "../community/shared.ts";
import { endBannedUserSessionsStatement } from "../users.ts";
import { type AuditActor, auditStatement, type SqlCondition } from "./audit.ts";
import { likePattern } from "./shared.ts";
import { recipientLocale } from "../mail/recipient-locale.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Administrators who can act now: the last-admin guard counts these. */
const ACTIVE_ADMINS = "(SELECT count(*) FROM users WHERE role = 'admin' AND status = 'active')";

/**
 * Over the target row (columns unqualified, or prefixed with `t.`): taking the admin role or the
 * active status away from it still leaves an active administrator.
 */
const keepsAnAdmin = (t: string) => `(${t}role <> 'admin' OR ${t}status <> 'active' OR ${ACTIVE_ADMINS} > 1)`;

interface ListRow {
  id: string;
  email: string;
  name: string;
  username: string;
  role: "user" | "admin";
  status: "active" | "banned";
  email_verified_at: number | null;
  created_at: number;
  last_active_at: number | null;
  apps: number;
  reviews: number;
}

const LIST_COLUMNS = `u.id, u.email, u.name, u.username, u.role, u.status, u.email_verified_at, u.created_at,
  (SELECT max(s.last_used_at) FROM sessions s WHERE s.user_id = u.id) AS last_active_at,
  (SELECT count(*) FROM apps a WHERE a.developer_id = u.id AND a.status <> 'deleted') AS apps,
  (SELECT count(*) FROM reviews r WHERE r.user_id = u.id) AS reviews`;

const ORDER: Record<AdminUserSort, string> = {
  newest: "u.created_at DESC, u.id DESC",
  oldest: "u.created_at ASC, u.id ASC",
  // The name the store shows: the display name, else the username.
  name: "CASE WHEN u.name = '' THEN u.username ELSE u.name END COLLATE NOCASE ASC, u.id ASC",
  email: "u.email ASC, u.id ASC",
  // Never signed in last.
  last_active: "last_active_at IS NULL, last_active_at DESC, u.created_at DESC, u.id DESC",
};

function toItem(row: ListRow): AdminUserItem {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    username: row.username,
    role: row.role,
    status: row.status,
    emailVerifiedAt: row.email_verified_at,
    createdAt: row.created_at,
    lastActiveAt: row.last_active_at,
    counts: { apps: row.apps, reviews: row.reviews },
  };
}

/** The WHERE of the list: every filter the query sets, with its bound values in order. */
function listFilter(query: AdminUsersQuery, now: number): SqlCondition {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    clauses.push("(u.email LIKE ? ESCAPE '\\' OR u.name LIKE ? ESCAPE '\\' OR u.username LIKE ? ESCAPE '\\')");
    params.push(pattern, pattern, pattern);
  }
  if (query.verified) clauses.push(query.verified === "yes" ? "u.email_verified_at IS NOT NULL" : "u.email_verified_at IS NULL");
  if (query.role) {
    clauses.push("u.role = ?");
    params.push(query.role);
  }
  if (query.status) {
    clauses.push("u.status = ?");
    params.push(query.status);
  }
  if (query.activity) {
    const recent = "EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = u.id AND s.last_used_at >= ?)";
    clauses.push(query.activity === "active" ? recent : `NOT ${recent}`);
    params.push(now - ADMIN_USER_ACTIVE_DAYS * DAY_MS);
  }
  return { sql: clauses.length ? clauses.join(" AND ") : "1", params };
}

/** One page of accounts matching the query's search and filters, in its order. */
export async function listAdminUsers(db: Database, query: AdminUsersQuery, now = Date.now()): Promise<AdminUserPage> {
  const d1 = db.$client;
  const where = listFilter(query, now);
  const [items, total] = await d1.batch([
    d1
      .prepare(`SELECT ${LIST_COLUMNS} FROM users u WHERE ${where.sql} ORDER BY ${ORDER[query.sort]} LIMIT ? OFFSET ?`)
      .bind(...where.params, query.pageSize, offsetOf(query)),
    d1.prepare(`SELECT count(*) AS n FROM users u WHERE ${where.sql}`).bind(...where.params),
  ]);
  return {
    items: (items!.results as ListRow[]).map(toItem),
    total: (total!.results[0] as { n: number }).n,
    page: query.page,
    pageSize: query.pageSize,
  };
}

interface DetailRow extends ListRow {
  avatar: string | null;
  bio: string | null;
  updated_at: number;
  two_factor: number;
  has_password: number;
  login_locked_until: number | null;
  preferences: string;
}

/** Picked by name: the password hash, the TOTP secret and its counters are never read here. */
const DETAIL_COLUMNS = `${LIST_COLUMNS}, u.avatar, u.bio, u.updated_at, u.login_locked_until, u.preferences,
  u.totp_enabled_at IS NOT NULL AS two_factor, u.password_hash IS NOT NULL AS has_password`;

function parsePreferences(text: string): UserPreferences {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" ? (value as UserPreferences) : {};
  } catch {
    return {};
  }
}

const THEMES = ["light", "dark", "system"] as const;
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null => (values.includes(value as T) ? (value as T) : null);

/**
 * One account as the admin detail shows it, or null: profile without secrets, preferences, live
 * sessions (no token material), owned apps, reviews written, reports filed and the audit log's
 * last 50 entries about it.
 */
export async function getAdminUser(db: Database, userId: string, locale: string, now = Date.now()): Promise<AdminUserDetail | null> {
  const d1 = db.$client;
  const [user, sessions, social, apps, reviews, reports, audit, admins] = await d1.batch([
    d1.prepare(`SELECT ${DETAIL_COLUMNS} FROM users u WHERE u.id = ?`).bind(userId),
    d1
      .prepare(
        `SELECT created_at, last_used_at, expires_at, remember_me, user_agent, ip_address FROM sessions
         WHERE user_id = ?1 AND revoked_at IS NULL AND expires_at > ?2 AND last_used_at + idle_timeout_ms > ?2
         ORDER BY last_used_at DESC, created_at DESC`,
      )
      .bind(userId, now),
    d1.prepare("SELECT provider FROM social_accounts WHERE user_id = ? ORDER BY created_at").bind(userId),
    d1
      .prepare(
        "SELECT id, name, slug, status, translations FROM apps WHERE developer_id = ? AND status <> 'deleted' ORDER BY created_at DESC, id LIMIT 100",
      )
      .bind(userId),
    d1
      .prepare(
        `SELECT r.id, r.rating, r.title, r.body, r.status, r.created_at, a.id AS app_id, a.slug AS app_slug, a.name AS app_name,
           a.translations AS app_translations, a.status AS app_status
         FROM reviews r JOIN apps a ON a.id = r.app_id WHERE r.user_id = ? ORDER BY r.created_at DESC, r.id LIMIT 50`,
      )
      .bind(userId),
    d1
      .prepare(
        `SELECT p.id, p.review_id, p.reason, p.details, p.status, p.created_at, a.id AS app_id, a.slug AS app_slug, a.name AS app_name,
           a.translations AS app_translations
         FROM reports p JOIN apps a ON a.id = p.app_id WHERE p.reporter_id = ? ORDER BY p.created_at DESC, p.id LIMIT 50`,
      )
      .bind(userId),
    d1
      .prepare(
        `SELECT id, actor_id, actor_email, action, changes, created_at FROM audit_log
         WHERE target_type = 'user' AND target_id = ? ORDER BY created_at DESC, id DESC LIMIT 50`,
      )
      .bind(userId),
    d1.prepare(`SELECT ${ACTIVE_ADMINS} AS n`),
  ]);
  const row = user!.results[0] as DetailRow | undefined;
  if (!row) return null;
  const preferences = parsePreferences(row.preferences);
  return {
    ...toItem(row),
    avatar: row.avatar,
    bio: row.bio,
    updatedAt: row.updated_at,
    twoFactorEnabled: row.two_factor === 1,
    hasPassword: row.has_password === 1,
    socialProviders: (social!.results as { provider: "google" | "apple" }[]).map((entry) => entry.provider),
    loginLockedUntil: row.login_locked_until !== null && row.login_locked_until > now ? row.login_locked_until : null,
    preferences: {
      ...readPreferences({ preferences }),
      locale: oneOf(LOCALES, preferences.locale),
      theme: oneOf(THEMES, preferences.theme),
    },
    sessions: (
      sessions!.results as {
        created_at: number;
        last_used_at: number;
        expires_at: number;
        remember_me: number;
        user_agent: string | null;
        ip_address: string | null;
      }[]
    ).map(
      (session): AdminUserSession => ({
        createdAt: session.created_at,
        lastUsedAt: session.last_used_at,
        expiresAt: session.expires_at,
        rememberMe: session.remember_me === 1,
        userAgent: session.user_agent,
        ipAddress: session.ip_address,
      }),
    ),
    apps: (apps!.results as { id: string; name: string; slug: string; status: AppStatus; translations: string | null }[]).map((app) => ({
      id: app.id,
      name: localizedAppName(app.name, app.translations, locale),
      slug: app.slug,
      status: app.status,
    })),
    reviews: (
      reviews!.results as {
        id: string;
        rating: number;
        title: string | null;
        body: string;
        status: ReviewStatus;
        created_at: number;
        app_id: string;
        app_slug: string;
        app_name: string;
        app_translations: string | null;
        app_status: AppStatus;
      }[]
    ).map((review) => ({
      id: review.id,
      rating: review.rating,
      title: review.title,
      body: review.body,
      status: review.status,
      createdAt: review.created_at,
      app: {
        id: review.app_id,
        slug: review.app_slug,
        name: localizedAppName(review.app_name, review.app_translations, locale),
        status: review.app_status,
      },
    })),
    reports: (
      reports!.results as {
        id: string;
        review_id: string | null;
        reason: ReportReason;
        details: string;
        status: ReportStatus;
        created_at: number;
        app_id: string;
        app_slug: string;
        app_name: string;
        app_translations: string | null;
      }[]
    ).map((report) => ({
      id: report.id,
      targetType: report.review_id ? ("review" as const) : ("app" as const),
      reason: report.reason,
      details: report.details,
      status: report.status,
      createdAt: report.created_at,
      app: { id: report.app_id, slug: report.app_slug, name: localizedAppName(report.app_name, report.app_translations, locale) },
    })),
    audit: (
      audit!.results as { id: number; actor_id: string | null; actor_email: string; action: string; changes: string; created_at: number }[]
    ).map(
      (entry): AdminUserAuditEntry => ({
        id: entry.id,
        action: entry.action,
        actor: { id: entry.actor_id, email: entry.actor_email },
        changes: parseChanges(entry.changes),
        createdAt: entry.created_at,
      }),
    ),
    activeAdmins: (admins!.results[0] as { n: number }).n,
  };
}

function parseChanges(text: string): AdminUserAuditEntry["changes"] {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" ? (value as AdminUserAuditEntry["changes"]) : {};
  } catch {
    return {};
  }
}

// ---------------------------------------------------------------------------------------------
// Actions

export type { AdminUserAction };

/** The state an action leaves the account in (a 409 names it when the account is already there). */
type UserState = "verified" | "unverified" | "admin" | "user" | "banned" | "active";

/** What an action changes, as the audit entry records it. */
type Snapshot = Record<string, unknown>;

interface TargetRow {
  id: string;
  email: string;
  name: string;
  username: string;
  role: "user" | "admin";
  status: "active" | "banned";
  email_verified_at: number | null;
  preferences: string;
}

interface ActionRule {
  /** The account is already in the state the action leaves it in (SQL over the row, prefix `t.` or none). */
  done: (t: string) => string;
  /** Also refused when it would leave no active administrator. */
  guardsLastAdmin: boolean;
  /** Refused on one's own account. */
  notOnSelf: boolean;
  state: UserState;
  /** `SET` of the UPDATE (`?1` is the time). */
  set: string;
  /** The audit entry's view of the row before and after. */
  snapshot(row: TargetRow, after: boolean): Snapshot;
}

const verifiedSnapshot = (row: TargetRow, after: boolean, to: boolean) => ({ emailVerified: after ? to : row.email_verified_at !== null });

const RULES: Record<AdminUserAction, ActionRule> = {
  verify: {
    done: (t) => `${t}email_verified_at IS NOT NULL`,
    guardsLastAdmin: false,
    notOnSelf: false,
    state: "verified",
    set: "email_verified_at = ?1",
    snapshot: (row, after) => verifiedSnapshot(row, after, true),
  },
  unverify: {
    done: (t) => `${t}email_verified_at IS NULL`,
    guardsLastAdmin: false,
    notOnSelf: true,
    state: "unverified",
    set: "email_verified_at = NULL",
    snapshot: (row, after) => verifiedSnapshot(row, after, false),
  },
  promote: {
    done: (t) => `${t}role = 'admin'`,
    guardsLastAdmin: false,
    notOnSelf: false,
    state: "admin",
    set: "role = 'admin'",
    snapshot: (row, after) => ({ role: after ? "admin" : row.role }),
  },
  demote: {
    done: (t) => `${t}role <> 'admin'`,
    guardsLastAdmin: true,
    notOnSelf: true,
    state: "user",
    set: "role = 'user'",
    snapshot: (row, after) => ({ role: after ? "user" : row.role }),
  },
  ban: {
    done: (t) => `${t}status = 'banned'`,
    guardsLastAdmin: true,
    notOnSelf: true,
    state: "banned",
    set: "status = 'banned'",
    snapshot: (row, after) => ({ status: after ? "banned" : row.status }),
  },
  unban: {
    done: (t) => `${t}status <> 'banned'`,
    guardsLastAdmin: false,
    notOnSelf: false,
    state: "active",
    set: "status = 'active'",
    snapshot: (row, after) => ({ status: after ? "active" : row.status }),
  },
};

/** Who an account mail goes to, in the language the user chose (else English). */
export interface AccountMailRecipient {
  to: string;
  name: string;
  locale: Locale;
}

export interface UserActionOutcome {
  /** For ban and unban: whom to tell, after the answer. */
  recipient: AccountMailRecipient;
  /** The reason given for a ban, if any (mailed to the user and kept in the audit entry). */
  reason: string | null;
  /** For a ban asked to unlist the account's apps: how many listed apps left the store. */
  unlistedApps: number;
}

/** Accounts' rows, in no particular order (those gone are absent). */
async function readTargets(d1: D1Database, userIds: readonly string[]): Promise<TargetRow[]> {
  const { results } = await d1
    .prepare(
      `SELECT id, email, name, username, role, status, email_verified_at, preferences FROM users WHERE id IN (${userIds.map(() => "?").join(", ")})`,
    )
    .bind(...userIds)
    .all<TargetRow>();
  return results;
}

async function readTarget(d1: D1Database, userId: string): Promise<TargetRow | null> {
  return (await readTargets(d1, [userId]))[0] ?? null;
}

function recipientOf(row: TargetRow): AccountMailRecipient {
  return { to: row.email, name: row.name || row.username, locale: recipientLocale(row.preferences) };
}

/**
 * Why a guarded change did not happen, read again after the batch: gone (404), already done
 * (409 naming the state), or it would have removed the last active administrator (409).
 */
async function explainUnchanged(d1: D1Database, userId: string, rule: ActionRule) {
  const row = await d1
    .prepare(`SELECT ${rule.done("")} AS done FROM users WHERE id = ?`)
    .bind(userId)
    .first<{ done: number }>();
  if (!row) return refuse("user_not_found");
  // Already done (perhaps by another admin a moment ago); only a guarded action has another reason.
  if (row.done === 1 || !rule.guardsLastAdmin) return refuse("admin_user_unchanged", { state: rule.state });
  return refuse("admin_user_last_admin");
}

/**
 * Applies one action to an account, in one batch: the audit entry and the guarded UPDATE share
 * their condition (not already done; not the last active admin where that matters); a ban also
 * ends every session of the account (users.ts), an unverification too (its next sign-in asks for
 * a new code, as for any unverified account). Refusals: `user_not_found`, `admin_user_self`,
 * `admin_user_unchanged` (with the state), `admin_user_last_admin`.
 */
export async function applyUserAction(
  db: Database,
  input: { actor: AuditActor; userId: string; action: AdminUserAction; reason?: string | null; unlistApps?: boolean },
  now = Date.now(),
): Promise<Result<UserActionOutcome>> {
  const d1 = db.$client;
  const rule = RULES[input.action];
  const [row] = await readTargets(d1, [input.userId]);
  if (!row) return refuse("user_not_found");
  if (rule.notOnSelf && row.id === input.actor.id) return refuse("admin_user_self");
  const plan = userActionStatements(d1, row, input, now);
  const results = await d1.batch(plan.statements);
  return planOutcome(d1, row, input, plan, results);
}

type UserActionInput = { actor: AuditActor; action: AdminUserAction; reason?: string | null; unlistApps?: boolean };

/**
 * One action on one account as statements for a batch: the audit entry and the guarded UPDATE
 * (at `update`) share their condition (not already done; not the last active admin where that
 * matters); a ban also ends the account's sessions (and unlists its apps when asked: the audit
 * INSERT of those at `unlisted`), an unverification its sessions too.
 */
function userActionStatements(d1: D1Database, row: TargetRow, input: UserActionInput, now: number) {
  const rule = RULES[input.action];
  const reason = input.action === "ban" ? (input.reason ?? null) : null;
  const condition = (t: string) => `NOT (${rule.done(t)})${rule.guardsLastAdmin ? ` AND ${keepsAnAdmin(t)}` : ""}`;
  const audit = auditStatement(
    d1,
    {
      actor: input.actor,
      action: `user.${input.action}`,
      target: { type: "user", id: row.id, label: row.email },
      before: rule.snapshot(row, false),
      after: { ...rule.snapshot(row, true), ...(reason ? { banReason: reason } : {}) },
    },
    { sql: `EXISTS (SELECT 1 FROM users t WHERE t.id = ? AND ${condition("t.")})`, params: [row.id] },
  );
  const update = d1.prepare(`UPDATE users SET ${rule.set}, updated_at = ?1 WHERE id = ?2 AND ${condition("")}`).bind(now, row.id);
  const unlisting = input.action === "ban" && input.unlistApps ? unlistBannedOwnersApps(d1, input.actor, row.id, now) : [];
  const after =
    input.action === "ban"
      ? [endBannedUserSessionsStatement(d1, row.id, now), ...unlisting]
      : input.action === "unverify"
        ? [
            d1
              .prepare(
                `UPDATE sessions SET revoked_at = ?1, revoked_reason = 'unverified'
                 WHERE user_id = ?2 AND revoked_at IS NULL AND (SELECT email_verified_at FROM users WHERE id = ?2) IS NULL`,
              )
              .bind(now, row.id),
          ]
        : [];
  return { statements: [audit, update, ...after], update: 1, unlisted: unlisting.length > 0 ? 3 : null, reason };
}

/** What one account's statements did, from the batch's answers (at `offset`): the outcome, or why nothing changed. */
async function planOutcome(
  d1: D1Database,
  row: TargetRow,
  input: UserActionInput,
  plan: ReturnType<typeof userActionStatements>,
  results: D1Result[],
  offset = 0,
): Promise<Result<UserActionOutcome>> {
  if (results[offset + plan.update]!.meta.changes === 0) return explainUnchanged(d1, row.id, RULES[input.action]);
  // One audit entry per app unlisted (the UPDATE's own count also holds its triggers' rows).
  const unlistedApps = plan.unlisted === null ? 0 : (results[offset + plan.unlisted]?.meta.changes ?? 0);
  return succeed({ recipient: recipientOf(row), reason: plan.reason, unlistedApps });
}

/**
 * One action on many accounts (the list's selection, issue 41): each as one at a time would be
 * (its guards, its audit entry, a ban's sessions and apps), all in one D1 batch, in the order
 * given, so the last active administrator stays one however the selection is made. An account
 * gone, one's own where the action is refused on oneself, or left unchanged (already so, or the
 * last administrator) is skipped with that refusal's code. Mail the outcomes of bans and unbans.
 */
export async function bulkUserAction(
  db: Database,
  input: UserActionInput & { userIds: readonly string[] },
  now = Date.now(),
): Promise<{ done: string[]; skipped: { id: string; code: UserBulkSkip }[]; outcomes: UserActionOutcome[] }> {
  const d1 = db.$client;
  const rule = RULES[input.action];
  const rows = new Map((await readTargets(d1, input.userIds)).map((row) => [row.id, row]));
  const skipped: { id: string; code: UserBulkSkip }[] = [];
  const planned: { row: TargetRow; offset: number; plan: ReturnType<typeof userActionStatements> }[] = [];
  const statements: D1PreparedStatement[] = [];
  for (const id of input.userIds) {
    const row = rows.get(id);
    if (!row) skipped.push({ id, code: "user_not_found" });
    else if (rule.notOnSelf && row.id === input.actor.id) skipped.push({ id, code: "admin_user_self" });
    else {
      const plan = userActionStatements(d1, row, input, now);
      planned.push({ row, offset: statements.length, plan });
      statements.push(...plan.statements);
    }
  }
  const results = planned.length > 0 ? await d1.batch(statements) : [];
  const done: string[] = [];
  const outcomes: UserActionOutcome[] = [];
  for (const { row, offset, plan } of planned) {
    const outcome = await planOutcome(d1, row, input, plan, results, offset);
    if (outcome.ok) {
      done.push(row.id);
      outcomes.push(outcome.value);
    } else skipped.push({ id: row.id, code: outcome.failure as UserBulkSkip });
  }
  return { done, skipped, outcomes };
}

/** Why a bulk action leaves an account as it is: the refusals of one action. */
export type UserBulkSkip = "user_not_found" | "admin_user_self" | "admin_user_unchanged" | "admin_user_last_admin";

/**
 * For a ban's batch, after the account's UPDATE: its listed apps leave the store (`unpublished`,
 * as an admin's unlist: its owner may not list them again while banned, and an admin may relist
 * them), each with its own audit entry. Both statements hold only if this batch banned the
 * account (not when it already was). The audit INSERT's `changes` is the number of apps unlisted.
 */
function unlistBannedOwnersApps(d1: D1Database, actor: AuditActor, userId: string, now: number): D1PreparedStatement[] {
  // Banned by this batch: its UPDATE stamped the account with this batch's `now`.
  const banned = "EXISTS (SELECT 1 FROM users WHERE id = ? AND status = 'banned' AND updated_at = ?)";
  const changes = JSON.stringify({ status: { from: "published", to: "unpublished" } });
  return [
    d1
      .prepare(
        `INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id, target_label, changes)
         SELECT ?, ?, 'app.unpublish', 'app', id, name, ? FROM apps WHERE developer_id = ? AND status = 'published' AND ${banned}`,
      )
      .bind(actor.id, actor.email, changes, userId, userId, now),
    d1
      .prepare(
        `UPDATE apps SET status = 'unpublished', status_reason = NULL, updated_at = ? WHERE developer_id = ? AND status = 'published' AND ${banned}`,
      )
      .bind(now, userId, userId, now),
  ];
}

/**
 * Deletes an account with the user's own deletion (account.ts: the community rules, then the row,
 * whose foreign keys do the rest), in one batch with the audit entry. Refused on oneself and for
 * the last active administrator.
 *
 * The deletion's first statements (the ratings recomputed without the user's reviews) cannot carry
 * the guard, so the batch opens with one that fails when the guard does not hold: it sets the
 * target's role to NULL, which the column refuses (NOT NULL), and D1 rolls the whole batch back.
 */
export async function deleteUserAsAdmin(
  db: Database,
  input: { actor: AuditActor; userId: string },
): Promise<Result<{ id: string; email: string }>> {
  const d1 = db.$client;
  const row = await readTarget(d1, input.userId);
  if (!row) return refuse("user_not_found");
  if (row.id === input.actor.id) return refuse("admin_user_self");

  const gate = d1.prepare(`UPDATE users SET role = NULL WHERE id = ? AND NOT ${keepsAnAdmin("")}`).bind(row.id);
  const audit = auditStatement(
    d1,
    {
      actor: input.actor,
      action: "user.delete",
      target: { type: "user", id: row.id, label: row.email },
      before: {
        email: row.email,
        username: row.username,
        name: row.name,
        role: row.role,
        status: row.status,
        emailVerified: row.email_verified_at !== null,
      },
      after: {},
    },
    { sql: "EXISTS (SELECT 1 FROM users WHERE id = ?)", params: [row.id] },
  );
  let results: D1Result[];
  try {
    results = await d1.batch([gate, audit, ...accountDeletionStatements(d1, row.id)]);
  } catch (error) {
    if (!(await keepsAdminNow(d1, row.id))) return refuse("admin_user_last_admin");
    throw error;
  }
  if (results.at(-1)!.meta.changes === 0) return refuse("user_not_found");
  return succeed({ id: row.id, email: row.email });
}

/** The guard alone, read now: removing this account would still leave an active administrator (true when it is gone). */
async function keepsAdminNow(d1: D1Database, userId: string): Promise<boolean> {
  const row = await d1
    .prepare(`SELECT ${keepsAnAdmin("")} AS ok FROM users WHERE id = ?`)
    .bind(userId)
    .first<{ ok: number }>();
  return !row || row.ok === 1;
}
