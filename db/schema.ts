import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

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

/**
 * Feedback sent from the footer form (POST /api/client/feedback). `userId` is set when the sender
 * was signed in; it becomes a foreign key once the users table exists.
 */
export const feedback = sqliteTable(
  "feedback",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    message: text("message").notNull(),
    email: text("email"),
    rating: integer("rating"),
    page: text("page"),
    userId: text("user_id"),
    locale: text("locale").notNull().default("en"),
    userAgent: text("user_agent"),
    status: text("status", { enum: ["new", "read", "archived"] }).notNull().default("new"),
    createdAt: createdAt(),
  },
  (table) => [index("feedback_status_created_idx").on(table.status, table.createdAt)],
);

export type Feedback = typeof feedback.$inferSelect;
