import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { Locale } from "#app/paraglide/runtime.js";
import type { CatalogLocale } from "./catalog-locales.ts";

export type { CatalogLocale } from "./catalog-locales.ts";

/** Per-locale overrides of a row's English text (db/catalog-locales.ts); English lives in the row's own columns. */
export type Translations = Partial<Record<CatalogLocale, { name?: string; description?: string }>>;

/** Timestamps are Unix epoch milliseconds, set by SQLite so every writer agrees. */
const createdAt = () => integer("created_at", { mode: "number" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);
const updatedAt = () => integer("updated_at", { mode: "number" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);

/**
 * App categories. `id` is a stable slug used in URLs and by apps (`productivity`, ...);
 * `colorClass` is one of the palette entries in db/category-palette.ts (the CSS is generated
 * for exactly those, so a free-form class would render unstyled).
 */
export const categories = sqliteTable(
  "categories",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    icon: text("icon").notNull(),
    colorClass: text("color_class").notNull(),
    translations: text("translations", { mode: "json" }).$type<Translations>().notNull().default(sql`'{}'`),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("categories_active_sort_idx").on(table.isActive, table.sortOrder)],
);

export type Category = typeof categories.$inferSelect;
export type NewCategory = typeof categories.$inferInsert;

/** Feedback sent from the footer form (POST /api/client/feedback); `userId` when signed in. */
export const feedback = sqliteTable(
  "feedback",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    message: text("message").notNull(),
    email: text("email"),
    rating: integer("rating"),
    page: text("page"),
    // Kept when the account is deleted: feedback is about the product, not the person.
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    locale: text("locale").notNull().default("en"),
    userAgent: text("user_agent"),
    status: text("status", { enum: ["new", "read", "archived"] })
      .notNull()
      .default("new"),
    createdAt: createdAt(),
  },
  (table) => [index("feedback_status_created_idx").on(table.status, table.createdAt)],
);

export type Feedback = typeof feedback.$inferSelect;

/**
 * Messages sent from the contact page (POST /api/client/contact and the /contact form);
 * `userId` when signed in. Kept when the account is deleted (the link is cleared): the message
 * is a correspondence the operator may still have to answer.
 */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    locale: text("locale").notNull().default("en"),
    status: text("status", { enum: ["new", "answered", "archived"] })
      .notNull()
      .default("new"),
    /**
     * The store team's answer and when it was given (admin area). An answer mailed to a sender
     * without an account exists nowhere else; one given in a conversation is also its message.
     */
    answer: text("answer"),
    answeredAt: integer("answered_at", { mode: "number" }),
    createdAt: createdAt(),
  },
  (table) => [
    // The admins' inbox: newest first within a status.
    index("contact_messages_status_created_idx").on(table.status, table.createdAt),
    // ON DELETE SET NULL and a user's own messages (export) look rows up by user.
    index("contact_messages_user_idx").on(table.userId),
  ],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;

/** What a user may choose about their own account (PUT /api/client/auth/profile). */
export interface UserPreferences {
  /** One of the interface languages (contract/locales.ts; project.inlang/settings.json). */
  locale?: Locale;
  theme?: "light" | "dark" | "system";
  notifications?: { email?: boolean; push?: boolean; marketing?: boolean };
  profilePublic?: boolean;
}

/**
 * Accounts. `email` is stored normalised (trimmed, lower-case); usernames are unique without
 * regard to case (expression index). `passwordHash` is null for accounts created by social login
 * and is self-describing ("scrypt$N$r$p$salt$hash") so parameters can be raised later.
 */
export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    username: text("username").notNull(),
    name: text("name").notNull().default(""),
    avatar: text("avatar"),
    bio: text("bio"),
    role: text("role", { enum: ["user", "admin"] })
      .notNull()
      .default("user"),
    status: text("status", { enum: ["active", "banned"] })
      .notNull()
      .default("active"),
    emailVerifiedAt: integer("email_verified_at", { mode: "number" }),
    passwordHash: text("password_hash"),
    passwordChangedAt: integer("password_changed_at", { mode: "number" }),
    preferences: text("preferences", { mode: "json" }).$type<UserPreferences>().notNull().default(sql`'{}'`),
    /** Consecutive failed logins, reset on success; updated with single atomic statements. */
    failedLoginCount: integer("failed_login_count").notNull().default(0),
    loginLockedUntil: integer("login_locked_until", { mode: "number" }),
    /** Base32 TOTP secret; `totpEnabledAt` set once the user confirmed a code. */
    totpSecret: text("totp_secret"),
    totpEnabledAt: integer("totp_enabled_at", { mode: "number" }),
    /** Last accepted TOTP time step: a code is never accepted twice. */
    totpLastStep: integer("totp_last_step"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("users_email_unique").on(table.email),
    uniqueIndex("users_username_lower_unique").on(sql`lower(${table.username})`),
    index("users_role_idx").on(table.role),
    // The admin dashboard's sign-ups per day (worker/services/admin/dashboard-stats.ts) read a range of this.
    index("users_created_idx").on(table.createdAt),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/**
 * A sign-in: the refresh-token family. It ends when revoked, after `idleTimeoutMs` unused (30
 * minutes, or 30 days with remember-me: the client's own inactivity rule) or at `expiresAt`.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rememberMe: integer("remember_me", { mode: "boolean" }).notNull().default(false),
    idleTimeoutMs: integer("idle_timeout_ms").notNull(),
    lastUsedAt: integer("last_used_at", { mode: "number" }).notNull(),
    expiresAt: integer("expires_at", { mode: "number" }).notNull(),
    revokedAt: integer("revoked_at", { mode: "number" }),
    revokedReason: text("revoked_reason"),
    userAgent: text("user_agent"),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (table) => [index("sessions_user_idx").on(table.userId, table.revokedAt)],
);

export type Session = typeof sessions.$inferSelect;

/**
 * Refresh tokens, stored as SHA-256 hashes. Each use marks the token used (one conditional
 * UPDATE) and issues a new one in the same family; a token presented again after the grace
 * window revokes the family (theft detection).
 */
export const refreshTokens = sqliteTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    usedAt: integer("used_at", { mode: "number" }),
    createdAt: createdAt(),
  },
  (table) => [index("refresh_tokens_session_idx").on(table.sessionId)],
);

/**
 * Email verification: a 4-digit code (HMAC at rest; 10 minutes; dead after 5 wrong tries) and a
 * long link token (SHA-256 at rest), both single use. `email` is the address being verified: the
 * account's own at registration, the new one for a change of address.
 */
export const emailVerifications = sqliteTable(
  "email_verifications",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    purpose: text("purpose", { enum: ["register", "change-email"] }).notNull(),
    codeHash: text("code_hash").notNull(),
    codeExpiresAt: integer("code_expires_at", { mode: "number" }).notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    tokenHash: text("token_hash").notNull(),
    tokenExpiresAt: integer("token_expires_at", { mode: "number" }).notNull(),
    consumedAt: integer("consumed_at", { mode: "number" }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("email_verifications_token_unique").on(table.tokenHash), index("email_verifications_email_idx").on(table.email)],
);

/** Password reset links: SHA-256 of the token at rest, one hour, single use. */
export const passwordResets = sqliteTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "number" }).notNull(),
    usedAt: integer("used_at", { mode: "number" }),
    createdAt: createdAt(),
  },
  (table) => [index("password_resets_user_idx").on(table.userId)],
);

/** Accounts linked to a social provider, by the provider's stable subject id. */
export const socialAccounts = sqliteTable(
  "social_accounts",
  {
    provider: text("provider", { enum: ["google", "apple"] }).notNull(),
    subject: text("subject").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email"),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.subject] }), index("social_accounts_user_idx").on(table.userId)],
);

/** Single-use two-factor recovery codes (SHA-256 at rest), ten per enrolment. */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    usedAt: integer("used_at", { mode: "number" }),
    createdAt: createdAt(),
  },
  (table) => [index("recovery_codes_user_idx").on(table.userId)],
);

/**
 * Development mail outbox (docs/product.md#mail): mails are stored here instead of sent,
 * listed at /api/dev/outbox and /dev/outbox. Unused in production.
 */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("mail_outbox_to_idx").on(table.to, table.createdAt)],
);

/** An icon the app declares (W3C manifest `icons` entry, src resolved to an absolute URL). */
export interface AppIcon {
  src: string;
  sizes?: string;
  type?: string;
  purpose?: string;
}

/** A screenshot (W3C manifest `screenshots` entry). */
export interface AppScreenshot {
  src: string;
  sizes?: string;
  type?: string;
  label?: string;
  formFactor?: "wide" | "narrow";
}

/**
 * The manifest's own translations of an app's text (its `name_localized`, `short_name_localized`
 * and `description_localized` members), each by canonical BCP 47 tag ("fr", "zh-CN"), and the
 * manifest's `lang`: the language its plain members (the row's defaults) are written in.
 */
export type AppManifestLocalized = Partial<Record<"name" | "shortName" | "description", Record<string, string>>> & { lang?: string };

/** Per-locale overrides of an app's text; English (or the submitter's language) lives in the row. */
export type AppTranslations = Partial<
  Record<CatalogLocale | "en", { name?: string; description?: string; longDescription?: string; features?: string[] }>
>;

export const APP_STATUSES = ["draft", "pending", "published", "rejected", "unpublished", "archived", "deleted"] as const;
export type AppStatus = (typeof APP_STATUSES)[number];

/**
 * A listed (or to-be-listed) progressive web app. Only `status = 'published'` rows are public;
 * "approved" in the product's words (docs/product.md#publishing-and-app-statuses) is `published`
 * here (approval publishes). Counters (opens, views, favourites, rating) are maintained by single
 * atomic statements or in the same D1 batch as the change that moves them, so they never drift.
 * `apps_fts` / `apps_trigram` (migration 0002) index the searchable text and are kept in sync by
 * triggers.
 */
export const apps = sqliteTable(
  "apps",
  {
    id: text("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    shortName: text("short_name").notNull().default(""),
    description: text("description").notNull().default(""),
    longDescription: text("long_description").notNull().default(""),
    features: text("features", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id, { onUpdate: "cascade" }),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    // The developer's account when the app was submitted by a user (null for store-curated rows
    // and once that account is deleted); `developerName` is what the store shows either way.
    developerId: text("developer_id").references(() => users.id, { onDelete: "set null" }),
    developerName: text("developer_name").notNull().default(""),
    version: text("version").notNull().default(""),
    sizeBytes: integer("size_bytes"),
    /** The icon cards show (absolute URL or data: URL); `icons` keeps every declared one. */
    icon: text("icon").notNull().default(""),
    icons: text("icons", { mode: "json" }).$type<AppIcon[]>().notNull().default(sql`'[]'`),
    screenshots: text("screenshots", { mode: "json" }).$type<AppScreenshot[]>().notNull().default(sql`'[]'`),
    requirements: text("requirements", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    permissions: text("permissions", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    privacyPolicyUrl: text("privacy_policy_url"),
    termsUrl: text("terms_url"),
    websiteUrl: text("website_url"),
    supportUrl: text("support_url"),
    startUrl: text("start_url").notNull(),
    scope: text("scope"),
    display: text("display").notNull().default("standalone"),
    themeColor: text("theme_color"),
    backgroundColor: text("background_color"),
    /** The manifest as fetched (JSON text) and its computed W3C `id`, used to refuse duplicates. */
    manifestJson: text("manifest_json"),
    manifestId: text("manifest_id"),
    /**
     * What the manifest says in other languages (AppManifestLocalized): listings show a visitor
     * the name and description in their language when the manifest has it
     * (worker/services/catalog/app-view.ts). Null when it has none.
     */
    manifestLocalized: text("manifest_localized", { mode: "json" }).$type<AppManifestLocalized>(),
    source: text("source", { enum: ["url", "hosted"] })
      .notNull()
      .default("url"),
    status: text("status", { enum: APP_STATUSES }).notNull().default("pending"),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    opens: integer("opens").notNull().default(0),
    views: integer("views").notNull().default(0),
    favoritesCount: integer("favorites_count").notNull().default(0),
    ratingAverage: real("rating_average").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    translations: text("translations", { mode: "json" }).$type<AppTranslations>().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishedAt: integer("published_at", { mode: "number" }),
    /**
     * The app's row number in the search indexes (`apps_fts.rowid`), assigned by the insert
     * trigger. An explicit column because the implicit rowid of a table with a text primary key
     * may be renumbered by VACUUM or an export and re-import; this one never changes.
     */
    searchKey: integer("search_key"),
    /** Why an admin rejected the app (shown to its owner); null otherwise. */
    statusReason: text("status_reason"),
    /**
     * Verified publisher (docs/publishing.md#verified-publisher): the token the owner serves at
     * /.well-known/pwa-store-verification.txt on the app's origin, and when that was last proved.
     */
    verificationToken: text("verification_token"),
    verifiedAt: integer("verified_at", { mode: "number" }),
    /** Hosted apps: the `app_versions` row served on the app's origin (no FK: see app_versions). */
    currentVersionId: text("current_version_id"),
    /**
     * Keeping listings honest (docs/publishing.md#re-inspection-keeping-listings-honest): the
     * latest report card (JSON), when it was taken, a hash of the manifest it saw, and since when
     * the app has been found broken (null when healthy).
     */
    lastReport: text("last_report", { mode: "json" }).$type<Record<string, unknown>>(),
    lastCheckedAt: integer("last_checked_at", { mode: "number" }),
    manifestHash: text("manifest_hash"),
    brokenSince: integer("broken_since", { mode: "number" }),
  },
  (table) => [
    uniqueIndex("apps_slug_unique").on(table.slug),
    uniqueIndex("apps_search_key_unique").on(table.searchKey),
    index("apps_manifest_id_idx").on(table.manifestId),
    // One live listing per manifest id: two owners adding the same app at the same moment both
    // pass the duplicate check, and this refuses the second insert (add-by-url.ts answers 409).
    uniqueIndex("apps_manifest_id_live_unique").on(table.manifestId).where(sql`manifest_id IS NOT NULL AND status != 'deleted'`),
    index("apps_developer_idx").on(table.developerId),
    // One index per listing order, each led by status (every public query filters on it).
    index("apps_status_opens_idx").on(table.status, table.opens),
    index("apps_status_published_idx").on(table.status, table.publishedAt),
    index("apps_status_rating_idx").on(table.status, table.ratingAverage, table.ratingCount),
    index("apps_status_name_idx").on(table.status, sql`${table.name} COLLATE NOCASE`),
    index("apps_status_category_opens_idx").on(table.status, table.categoryId, table.opens),
    index("apps_status_featured_idx").on(table.status, table.featured),
    // Search joins every full-text match to its app: this index covers what filtering and ranking
    // read (status, category, popularity, sort keys), so the wide rows (icons, manifests) are read
    // only for the page's 24 cards (docs/performance.md).
    index("apps_search_rank_idx").on(
      table.searchKey,
      table.status,
      table.categoryId,
      table.opens,
      table.ratingAverage,
      table.ratingCount,
      table.publishedAt,
      table.id,
    ),
    // The re-inspection cron takes the URL-listed apps seen longest ago first.
    index("apps_source_checked_idx").on(table.source, table.lastCheckedAt),
    // The admin dashboard's new apps per day (worker/services/admin/dashboard-stats.ts) read a range of this.
    index("apps_created_idx").on(table.createdAt),
  ],
);

export type App = typeof apps.$inferSelect;
export type NewApp = typeof apps.$inferInsert;

/**
 * The tags of published apps, one row per app and tag, with the app's opens: the index related
 * apps are found through (worker/services/catalog/detail.ts, ADR 0036), so the detail page reads a
 * few dozen index entries per tag instead of every app's `tags` JSON. Written only by triggers on
 * `apps` (migration 0014: insert, delete, a change of tags, status or opens), in the same
 * transaction as the write; never by the application. No foreign key: the delete trigger removes
 * an app's rows.
 */
export const appTags = sqliteTable(
  "app_tags",
  {
    appId: text("app_id").notNull(),
    tag: text("tag").notNull(),
    opens: integer("opens").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.appId, table.tag] }),
    // The most-opened apps with a tag, read backwards (opens descending).
    index("app_tags_tag_opens_idx").on(table.tag, table.opens),
  ],
);

/**
 * What a text search ranks by, one row per published app, keyed by its `search_key` (the rowid of
 * the three search indexes): the popularity the relevance blend multiplies bm25 by (opens, rating)
 * and the category a search may be filtered by (worker/services/catalog/listing.ts, ADR 0049). A
 * narrow search looks every match up here, in a table keyed by that integer, instead of in
 * `apps_search_rank_idx`: half the cost per match (~0.3 µs against ~0.8 µs). Written only by
 * triggers on `apps` (migration 0016: insert, delete, a change of search key, status, category,
 * opens or rating), in the same transaction as the write; never by the application.
 */
export const searchRank = sqliteTable("search_rank", {
  searchKey: integer("search_key").primaryKey(),
  categoryId: text("category_id").notNull(),
  opens: integer("opens").notNull(),
  ratingAverage: real("rating_average").notNull(),
});

/**
 * The home page's store statistics as running totals over the published apps (one row, id 1):
 * kept by triggers on `apps` (migration 0014) in the same transaction as every insert, delete and
 * change of status, opens or rating, so reading them is one row, whatever the catalog's size
 * (worker/services/catalog/stats.ts, ADR 0036). `ratingMillis` is the sum over apps of
 * round(rating_average × rating_count × 1000): whole numbers, so adding and subtracting an app's
 * share never drifts (a sum of floating-point products would).
 */
export const storeStats = sqliteTable(
  "store_stats",
  {
    id: integer("id").primaryKey(),
    apps: integer("apps").notNull().default(0),
    opens: integer("opens").notNull().default(0),
    ratings: integer("ratings").notNull().default(0),
    ratingMillis: integer("rating_millis").notNull().default(0),
  },
  (table) => [check("store_stats_one_row", sql`${table.id} = 1`)],
);

/**
 * How many published apps each category holds, as running counts (migration 0017, ADR 0058): kept
 * by triggers on `apps` in the same transaction as every insert, delete and change of status or
 * category (a row appears with a category's first published app; a category's row goes with the
 * category), so the category tiles of `/` and `/categories` read eight rows instead of counting
 * every published app on each view (worker/services/categories.ts). Never written by the
 * application; a category without a row holds no published app.
 */
export const categoryStats = sqliteTable("category_stats", {
  categoryId: text("category_id").primaryKey(),
  apps: integer("apps").notNull().default(0),
});

/**
 * Opens per app per UTC day (`day` = days since the Unix epoch). Trending ranks by the last 7
 * days; one upsert per open keeps it exact under concurrency.
 */
export const appOpenDays = sqliteTable(
  "app_open_days",
  {
    appId: text("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    day: integer("day").notNull(),
    opens: integer("opens").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.appId, table.day] }), index("app_open_days_day_idx").on(table.day, table.appId)],
);

/**
 * Reads of a published app's detail through the API per app per UTC day (the owner's statistics,
 * issue 40): `GET /api/client/apps/:id` upserts the day's row, one statement as before, and a
 * trigger (migration 0021) adds the same to `apps.views`, the all-time count.
 */
export const appViewDays = sqliteTable(
  "app_view_days",
  {
    appId: text("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    day: integer("day").notNull(),
    views: integer("views").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.appId, table.day] })],
);

/**
 * What visitors search for, per UTC day (issue 39, ADR 0070): the query as the search reads it
 * (worker/services/catalog/search-log.ts: lower case, words only), how many searches asked it on
 * the store page or `GET /api/client/apps` (first page only), and how many of those found nothing.
 * Nothing about who searched is kept. The admin dashboard lists the week's top queries and those
 * without a result; the cron removes days older than SEARCH_LOG_DAYS.
 */
export const searchQueryDays = sqliteTable(
  "search_query_days",
  {
    day: integer("day").notNull(),
    query: text("query").notNull(),
    searches: integer("searches").notNull().default(0),
    unanswered: integer("unanswered").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.query] })],
);

/** A signed-in user's opens (the History page). */
export const history = sqliteTable(
  "history",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    appId: text("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    openedAt: integer("opened_at", { mode: "number" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
  },
  (table) => [index("history_user_opened_idx").on(table.userId, table.openedAt), index("history_app_idx").on(table.appId)],
);

// ---------------------------------------------------------------------------------------------
// Community: favorites, reviews, helpful votes, reports, notifications, messages.
// Counters on `apps` and `reviews` are derived from these rows in the same transaction as every
// change (ADR 0016): favorites_count and helpful_count by triggers (migration 0003), the rating
// aggregate by one recomputing UPDATE in the D1 batch of each review change.
// ---------------------------------------------------------------------------------------------

/** A user's favourite app. The primary key makes "favourite twice" impossible. */
export const favorites = sqliteTable(
  "favorites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    appId: text("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.appId] }),
    // The Favorites page: newest first.
    index("favorites_user_created_idx").on(table.userId, table.createdAt),
    index("favorites_app_idx").on(table.appId),
  ],
);

/**
 * Ratings an app carried before the store had review rows for it (the development demo catalog):
 * the part of `apps.rating_average` / `rating_count` no review backs. Written by a trigger when an
 * app is inserted already rated, and by migration 0003 for apps that existed before it; the
 * rating recompute adds it to the approved reviews so a first real review never wipes it (ADR 0016).
 */
export const appRatingBaselines = sqliteTable("app_rating_baselines", {
  appId: text("app_id")
    .primaryKey()
    .references(() => apps.id, { onDelete: "cascade" }),
  ratingCount: integer("rating_count").notNull(),
  /** Sum of the baseline's stars (average × count), so merging with reviews is a plain sum. */
  ratingSum: real("rating_sum").notNull(),
  /**
   * How many of the baseline's ratings gave 1…5 stars, when known (the demo seed writes them:
   * db/seed/demo-rating-distribution.ts); all 0 when only the count and average are known. The
   * detail page's distribution is these plus the approved reviews' stars.
   */
  stars1: integer("stars_1").notNull().default(0),
  stars2: integer("stars_2").notNull().default(0),
  stars3: integer("stars_3").notNull().default(0),
  stars4: integer("stars_4").notNull().default(0),
  stars5: integer("stars_5").notNull().default(0),
});

export const REVIEW_STATUSES = ["pending", "approved", "rejected", "flagged"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * One review per user per app (unique index). Only `approved` reviews are public and counted in
 * the app's rating. `helpfulCount` is kept by triggers on `review_helpful_votes`. The developer's
 * single reply lives on the row. Text is stored as the author typed it (trimmed, length-limited):
 * rendering it as text is the client's job.
 */
export const reviews = sqliteTable(
  "reviews",
  {
    id: text("id").primaryKey(),
    appId: text("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    title: text("title"),
    body: text("body").notNull(),
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("approved"),
    helpfulCount: integer("helpful_count").notNull().default(0),
    /** The moderator's explanation, shown to the author (review_moderated notification). */
    moderationReason: text("moderation_reason"),
    moderatedBy: text("moderated_by").references(() => users.id, { onDelete: "set null" }),
    moderatedAt: integer("moderated_at", { mode: "number" }),
    replyBody: text("reply_body"),
    // Kept when the developer's account goes: the reply speaks for the app, not the person.
    replyBy: text("reply_by").references(() => users.id, { onDelete: "set null" }),
    repliedAt: integer("replied_at", { mode: "number" }),
    /** Set when the author edits (moderation, votes and replies do not count as edits). */
    editedAt: integer("edited_at", { mode: "number" }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("reviews_app_user_unique").on(table.appId, table.userId),
    // The two public orders of an app's list (newest, most helpful), within a status.
    index("reviews_app_status_created_idx").on(table.appId, table.status, table.createdAt),
    index("reviews_app_status_helpful_idx").on(table.appId, table.status, table.helpfulCount),
    index("reviews_user_idx").on(table.userId),
    // ON DELETE SET NULL looks these up when an account is deleted; most rows have none.
    index("reviews_reply_by_idx").on(table.replyBy).where(sql`reply_by IS NOT NULL`),
    index("reviews_moderated_by_idx").on(table.moderatedBy).where(sql`moderated_by IS NOT NULL`),
    check("reviews_rating_range", sql`rating BETWEEN 1 AND 5`),
  ],
);

export type Review = typeof reviews.$inferSelect;

/** "This review was helpful": one vote per user per review (primary key). */
export const reviewHelpfulVotes = sqliteTable(
  "review_helpful_votes",
  {
    reviewId: text("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.userId] }), index("review_helpful_votes_user_idx").on(table.userId)],
);

export const REPORT_REASONS = ["spam", "malware_phishing", "inappropriate", "broken", "copyright", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ["open", "resolved", "dismissed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * A report of an app (`reviewId` null) or of a review (`appId` is then the review's app). One
 * open report per reporter and target (partial unique index). The reporter link is cleared when
 * the account is deleted: the report is a moderation record about someone else's content.
 */
export const reports = sqliteTable(
  "reports",
  {
    id: text("id").primaryKey(),
    reporterId: text("reporter_id").references(() => users.id, { onDelete: "set null" }),
    appId: text("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    reviewId: text("review_id").references(() => reviews.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    details: text("details").notNull().default(""),
    status: text("status", { enum: REPORT_STATUSES }).notNull().default("open"),
    /** The moderator's note, shown to the reporter with the outcome. */
    resolutionNote: text("resolution_note"),
    resolvedBy: text("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: integer("resolved_at", { mode: "number" }),
    createdAt: createdAt(),
  },
  (table) => [
    // One open report per reporter and target: an app (no review) or a review.
    uniqueIndex("reports_open_app_unique").on(table.reporterId, table.appId).where(sql`status = 'open' AND review_id IS NULL`),
    uniqueIndex("reports_open_review_unique").on(table.reporterId, table.reviewId).where(sql`status = 'open' AND review_id IS NOT NULL`),
    // The admins' queue (newest first within a status) and the reporter's own list.
    index("reports_status_created_idx").on(table.status, table.createdAt),
    index("reports_reporter_created_idx").on(table.reporterId, table.createdAt),
    index("reports_app_idx").on(table.appId),
    index("reports_review_status_idx").on(table.reviewId, table.status).where(sql`review_id IS NOT NULL`),
    index("reports_resolved_by_idx").on(table.resolvedBy).where(sql`resolved_by IS NOT NULL`),
  ],
);

export type Report = typeof reports.$inferSelect;

export const NOTIFICATION_KINDS = [
  "app_approved",
  "app_rejected",
  "review_reply",
  "report_resolved",
  "report_dismissed",
  "review_moderated",
  "message",
  // Re-inspection of URL-listed apps (worker/services/publishing/recheck.ts).
  "app_broken",
  "app_withdrawn",
  "app_fixed",
  "app_restored",
  "app_changed",
  // Admin decisions about an app besides approval (worker/services/admin/apps.ts, publishing/lifecycle.ts).
  "app_unlisted",
  "app_featured",
  "app_unfeatured",
  "app_edited",
  "app_deleted",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * What a notification is about, by kind (ids and names frozen at the time it was sent, so the
 * text still reads right if the app is renamed or gone). Titles and bodies are rendered in the
 * reader's language when listed, from the kind and these fields.
 */
export interface NotificationData {
  appId?: string;
  appName?: string;
  appSlug?: string;
  reviewId?: string;
  reportId?: string;
  targetType?: "app" | "review";
  status?: ReviewStatus;
  /** A moderator's explanation (app rejected, review moderated, report outcome), as written. */
  reason?: string;
  threadId?: string;
  subject?: string;
}

/** In-app notifications (the header badge and the Notifications page); only the owner reads them. */
export const notifications = sqliteTable(
  "notifications",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    data: text("data", { mode: "json" }).$type<NotificationData>().notNull().default(sql`'{}'`),
    readAt: integer("read_at", { mode: "number" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("notifications_user_created_idx").on(table.userId, table.createdAt),
    // The unread badge counts only these rows.
    index("notifications_user_unread_idx").on(table.userId).where(sql`read_at IS NULL`),
  ],
);

export type Notification = typeof notifications.$inferSelect;

/**
 * A conversation between one user and the store team (moderation decisions with explanation,
 * answers to contact messages). `contactMessageId` when the thread answers a contact message.
 */
export const messageThreads = sqliteTable(
  "message_threads",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    contactMessageId: integer("contact_message_id").references(() => contactMessages.id, { onDelete: "set null" }),
    lastMessageAt: integer("last_message_at", { mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("message_threads_user_last_idx").on(table.userId, table.lastMessageAt)],
);

export const MESSAGE_SENDERS = ["user", "staff"] as const;

/** One message of a thread; `readAt` is when the other side read it. */
export const threadMessages = sqliteTable(
  "thread_messages",
  {
    id: text("id").primaryKey(),
    threadId: text("thread_id")
      .notNull()
      .references(() => messageThreads.id, { onDelete: "cascade" }),
    sender: text("sender", { enum: MESSAGE_SENDERS }).notNull(),
    /** The writing account (the user, or the staff member); null once that account is deleted. */
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    readAt: integer("read_at", { mode: "number" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("thread_messages_thread_created_idx").on(table.threadId, table.createdAt),
    index("thread_messages_author_idx").on(table.authorId).where(sql`author_id IS NOT NULL`),
  ],
);

/**
 * One uploaded ZIP of a hosted app (ADR 0019). Older versions are kept so the owner can roll back;
 * `apps.current_version_id` names the one served. Files live in R2 under `filesPrefix` (one key
 * per file, content type in its metadata), the original ZIP at `zipKey`.
 */
export const appVersions = sqliteTable(
  "app_versions",
  {
    id: text("id").primaryKey(),
    appId: text("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    /** 1, 2, 3… per app, in upload order. */
    number: integer("number").notNull(),
    /** The manifest's `version` or the owner's label, for display only. */
    label: text("label").notNull().default(""),
    zipKey: text("zip_key").notNull(),
    filesPrefix: text("files_prefix").notNull(),
    zipBytes: integer("zip_bytes").notNull(),
    totalBytes: integer("total_bytes").notNull(),
    fileCount: integer("file_count").notNull(),
    /** The report card of the manifest inside this ZIP (JSON). */
    report: text("report", { mode: "json" }).$type<Record<string, unknown>>(),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("app_versions_app_number_unique").on(table.appId, table.number)],
);

export type AppVersion = typeof appVersions.$inferSelect;

/**
 * Exact rate-limit counters for the limits that guard a secret (worker/lib/rate-limits/policy.ts,
 * entries with `exact: true`): one row per limit, subject and fixed window, incremented by a
 * single `INSERT ... ON CONFLICT DO UPDATE ... RETURNING`, so concurrent requests can never all
 * read the same count (KV's read-then-write can). Rows past `expires_at` are swept by the
 * scheduled job.
 */
export const rateLimitCounters = sqliteTable(
  "rate_limit_counters",
  {
    /** The policy entry's key ("reset", "verify", ...). */
    key: text("key").notNull(),
    /** What is counted: an address, a user id or an email address, as the entry's scope says. */
    subject: text("subject").notNull(),
    /** The fixed window's index (epoch ms ÷ window length). */
    window: integer("window").notNull(),
    count: integer("count").notNull(),
    /** When the window ends (epoch ms): the row is useless after it. */
    expiresAt: integer("expires_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.subject, table.window] }),
    index("rate_limit_counters_expires_idx").on(table.expiresAt),
  ],
);

/**
 * The admin area's audit log: every admin action and every settings change, written in the same
 * D1 batch as the change itself (worker/services/admin/audit.ts). The actor's email and the
 * target's label are frozen at the time, so an entry still reads right after either is deleted.
 * `changes` holds only what changed: `{ field: { from, to } }`.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull().default(""),
    /** `area.verb`, e.g. `user.ban`, `app.feature`, `category.create`, `settings.save`. */
    action: text("action").notNull(),
    /** `user`, `app`, `category`, `review`, `report`, `feedback`, `settings`. */
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull().default(""),
    targetLabel: text("target_label").notNull().default(""),
    changes: text("changes", { mode: "json" }).$type<Record<string, { from: unknown; to: unknown }>>().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
  },
  (table) => [
    index("audit_log_created_idx").on(table.createdAt),
    index("audit_log_actor_created_idx").on(table.actorId, table.createdAt),
    index("audit_log_target_idx").on(table.targetType, table.targetId, table.createdAt),
    index("audit_log_action_created_idx").on(table.action, table.createdAt),
  ],
);

export type AuditEntry = typeof auditLog.$inferSelect;

/**
 * The store's settings, edited in the admin area: one row per section (`general`, `security`,
 * `email`, `notifications`, `maintenance`), its value the section's JSON as validated by
 * contract/schemas/settings.ts. A missing row (or member) means the section's defaults.
 */
export const settings = sqliteTable("settings", {
  section: text("section").primaryKey(),
  value: text("value", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

/**
 * Sign-in throttling per account and source (worker/services/login-throttle.ts, ADR 0029): failed
 * sign-ins of one account from one client address (IPv6 by /64), and until when that pair is
 * held back. Other sources are not affected; the account-wide count lives on `users`.
 */
export const loginThrottles = sqliteTable(
  "login_throttles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    failures: integer("failures").notNull().default(0),
    lockedUntil: integer("locked_until", { mode: "number" }),
    lastFailureAt: integer("last_failure_at", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.source] }), index("login_throttles_last_failure_idx").on(table.lastFailureAt)],
);

/**
 * One-time unlock links mailed to an account's owner when its sign-ins are paused for everyone
 * (ADR 0029): the token is stored hashed, lives an hour, and lets one sign-in past the throttles.
 */
export const loginUnlocks = sqliteTable(
  "login_unlocks",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    expiresAt: integer("expires_at", { mode: "number" }).notNull(),
    usedAt: integer("used_at", { mode: "number" }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("login_unlocks_token_unique").on(table.tokenHash), index("login_unlocks_user_idx").on(table.userId)],
);

/**
 * Personal API tokens (worker/services/api-tokens.ts, ADR 0032): a developer's credential for
 * build pipelines. Only the SHA-256 of the secret is stored (the secret, `pwas_` + 256 random
 * bits, is shown once). `scope` says what the token may do (`publish`: upload new versions of the
 * owner's own hosted apps; contract/api-tokens.ts); every token expires; a revoked one keeps its
 * row so its use is answered "revoked". Names are unique per user, regardless of case.
 */
export const apiTokens = sqliteTable(
  "api_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull(),
    scope: text("scope", { enum: ["publish"] })
      .notNull()
      .default("publish"),
    expiresAt: integer("expires_at", { mode: "number" }).notNull(),
    lastUsedAt: integer("last_used_at", { mode: "number" }),
    revokedAt: integer("revoked_at", { mode: "number" }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("api_tokens_hash_unique").on(table.tokenHash),
    uniqueIndex("api_tokens_user_name_unique").on(table.userId, sql`lower(${table.name})`),
  ],
);

export type ApiToken = typeof apiTokens.$inferSelect;
