import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** Per-locale overrides of a row's English text; English lives in the row's own columns. */
export type Translations = Partial<Record<"zh", { name?: string; description?: string }>>;

/** Timestamps are Unix epoch milliseconds, set by SQLite so every writer agrees. */
const createdAt = () =>
  integer("created_at", { mode: "number" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
const updatedAt = () =>
  integer("updated_at", { mode: "number" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

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
    status: text("status", { enum: ["new", "read", "archived"] }).notNull().default("new"),
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
    status: text("status", { enum: ["new", "answered", "archived"] }).notNull().default("new"),
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
  locale?: "en" | "zh";
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
    role: text("role", { enum: ["user", "admin"] }).notNull().default("user"),
    status: text("status", { enum: ["active", "banned"] }).notNull().default("active"),
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
 * Development mail outbox (API.md "Local development"): mails are stored here instead of sent,
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
