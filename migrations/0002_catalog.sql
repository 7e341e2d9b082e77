CREATE TABLE `app_open_days` (
	`app_id` text NOT NULL,
	`day` integer NOT NULL,
	`opens` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`app_id`, `day`),
	FOREIGN KEY (`app_id`) REFERENCES `apps`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `app_open_days_day_idx` ON `app_open_days` (`day`,`app_id`);--> statement-breakpoint
CREATE TABLE `apps` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`short_name` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`long_description` text DEFAULT '' NOT NULL,
	`features` text DEFAULT '[]' NOT NULL,
	`category_id` text NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`developer_id` text,
	`developer_name` text DEFAULT '' NOT NULL,
	`version` text DEFAULT '' NOT NULL,
	`size_bytes` integer,
	`icon` text DEFAULT '' NOT NULL,
	`icons` text DEFAULT '[]' NOT NULL,
	`screenshots` text DEFAULT '[]' NOT NULL,
	`requirements` text DEFAULT '[]' NOT NULL,
	`permissions` text DEFAULT '[]' NOT NULL,
	`privacy_policy_url` text,
	`terms_url` text,
	`website_url` text,
	`support_url` text,
	`start_url` text NOT NULL,
	`scope` text,
	`display` text DEFAULT 'standalone' NOT NULL,
	`theme_color` text,
	`background_color` text,
	`manifest_json` text,
	`manifest_id` text,
	`source` text DEFAULT 'url' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`opens` integer DEFAULT 0 NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`favorites_count` integer DEFAULT 0 NOT NULL,
	`rating_average` real DEFAULT 0 NOT NULL,
	`rating_count` integer DEFAULT 0 NOT NULL,
	`translations` text DEFAULT '{}' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`published_at` integer,
	`search_key` integer,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE cascade ON DELETE no action,
	FOREIGN KEY (`developer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `apps_slug_unique` ON `apps` (`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `apps_search_key_unique` ON `apps` (`search_key`);--> statement-breakpoint
CREATE INDEX `apps_manifest_id_idx` ON `apps` (`manifest_id`);--> statement-breakpoint
CREATE INDEX `apps_developer_idx` ON `apps` (`developer_id`);--> statement-breakpoint
CREATE INDEX `apps_status_opens_idx` ON `apps` (`status`,`opens`);--> statement-breakpoint
CREATE INDEX `apps_status_published_idx` ON `apps` (`status`,`published_at`);--> statement-breakpoint
CREATE INDEX `apps_status_rating_idx` ON `apps` (`status`,`rating_average`,`rating_count`);--> statement-breakpoint
CREATE INDEX `apps_status_name_idx` ON `apps` (`status`,"name" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `apps_status_category_opens_idx` ON `apps` (`status`,`category_id`,`opens`);--> statement-breakpoint
CREATE INDEX `apps_status_featured_idx` ON `apps` (`status`,`featured`);--> statement-breakpoint
CREATE TABLE `history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`app_id` text NOT NULL,
	`opened_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`app_id`) REFERENCES `apps`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `history_user_opened_idx` ON `history` (`user_id`,`opened_at`);--> statement-breakpoint
CREATE INDEX `history_app_idx` ON `history` (`app_id`);--> statement-breakpoint
-- Full-text search (hand-written: drizzle-kit does not model FTS5). Two indexes over the same
-- text, rowid = apps.search_key (a stable number the insert trigger assigns; the implicit rowid
-- of a text-keyed table may be renumbered): `apps_fts` (unicode61: word and prefix matches, diacritics folded)
-- for alphabetic queries, and `apps_trigram` for substrings — CJK text has no spaces for
-- unicode61 to split on, so a Chinese name is only findable by substring. Each indexed column
-- carries the row's text and its translations. Triggers keep both in step with `apps`, in the
-- same transaction as the write (ADR 0013).
CREATE VIRTUAL TABLE `apps_fts` USING fts5(name, short_name, description, tags, developer, tokenize = 'unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE VIRTUAL TABLE `apps_trigram` USING fts5(name, short_name, description, tags, developer, tokenize = 'trigram');
--> statement-breakpoint
CREATE TRIGGER `apps_search_insert` AFTER INSERT ON `apps` BEGIN
  UPDATE apps SET search_key = (SELECT coalesce(max(search_key), 0) + 1 FROM apps) WHERE id = new.id AND search_key IS NULL;
  INSERT INTO apps_fts (rowid, name, short_name, description, tags, developer) VALUES (
    (SELECT search_key FROM apps WHERE id = new.id),
    new.name || ' ' || coalesce(json_extract(new.translations, '$.zh.name'), '') || ' ' || coalesce(json_extract(new.translations, '$.en.name'), ''),
    new.short_name,
    new.description || ' ' || coalesce(json_extract(new.translations, '$.zh.description'), '') || ' ' || coalesce(json_extract(new.translations, '$.en.description'), ''),
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.tags)), ''),
    new.developer_name
  );
  INSERT INTO apps_trigram (rowid, name, short_name, description, tags, developer) VALUES (
    (SELECT search_key FROM apps WHERE id = new.id),
    new.name || ' ' || coalesce(json_extract(new.translations, '$.zh.name'), '') || ' ' || coalesce(json_extract(new.translations, '$.en.name'), ''),
    new.short_name,
    new.description || ' ' || coalesce(json_extract(new.translations, '$.zh.description'), '') || ' ' || coalesce(json_extract(new.translations, '$.en.description'), ''),
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.tags)), ''),
    new.developer_name
  );
END;
--> statement-breakpoint
CREATE TRIGGER `apps_search_delete` AFTER DELETE ON `apps` BEGIN
  DELETE FROM apps_fts WHERE rowid = old.search_key;
  DELETE FROM apps_trigram WHERE rowid = old.search_key;
END;
--> statement-breakpoint
CREATE TRIGGER `apps_search_update` AFTER UPDATE OF name, short_name, description, tags, developer_name, translations ON `apps` WHEN new.search_key IS NOT NULL BEGIN
  DELETE FROM apps_fts WHERE rowid = old.search_key;
  DELETE FROM apps_trigram WHERE rowid = old.search_key;
  INSERT INTO apps_fts (rowid, name, short_name, description, tags, developer) VALUES (
    new.search_key,
    new.name || ' ' || coalesce(json_extract(new.translations, '$.zh.name'), '') || ' ' || coalesce(json_extract(new.translations, '$.en.name'), ''),
    new.short_name,
    new.description || ' ' || coalesce(json_extract(new.translations, '$.zh.description'), '') || ' ' || coalesce(json_extract(new.translations, '$.en.description'), ''),
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.tags)), ''),
    new.developer_name
  );
  INSERT INTO apps_trigram (rowid, name, short_name, description, tags, developer) VALUES (
    new.search_key,
    new.name || ' ' || coalesce(json_extract(new.translations, '$.zh.name'), '') || ' ' || coalesce(json_extract(new.translations, '$.en.name'), ''),
    new.short_name,
    new.description || ' ' || coalesce(json_extract(new.translations, '$.zh.description'), '') || ' ' || coalesce(json_extract(new.translations, '$.en.description'), ''),
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.tags)), ''),
    new.developer_name
  );
END;
