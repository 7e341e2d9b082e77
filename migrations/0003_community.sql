CREATE TABLE `app_rating_baselines` (
	`app_id` text PRIMARY KEY NOT NULL,
	`rating_count` integer NOT NULL,
	`rating_sum` real NOT NULL,
	FOREIGN KEY (`app_id`) REFERENCES `apps`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `favorites` (
	`user_id` text NOT NULL,
	`app_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `app_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`app_id`) REFERENCES `apps`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `favorites_user_created_idx` ON `favorites` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `favorites_app_idx` ON `favorites` (`app_id`);--> statement-breakpoint
CREATE TABLE `message_threads` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`subject` text NOT NULL,
	`contact_message_id` integer,
	`last_message_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contact_message_id`) REFERENCES `contact_messages`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `message_threads_user_last_idx` ON `message_threads` (`user_id`,`last_message_at`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`data` text DEFAULT '{}' NOT NULL,
	`read_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notifications_user_created_idx` ON `notifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `notifications_user_unread_idx` ON `notifications` (`user_id`) WHERE read_at IS NULL;--> statement-breakpoint
CREATE TABLE `reports` (
	`id` text PRIMARY KEY NOT NULL,
	`reporter_id` text,
	`app_id` text NOT NULL,
	`review_id` text,
	`reason` text NOT NULL,
	`details` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`resolution_note` text,
	`resolved_by` text,
	`resolved_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`app_id`) REFERENCES `apps`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reports_open_app_unique` ON `reports` (`reporter_id`,`app_id`) WHERE status = 'open' AND review_id IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `reports_open_review_unique` ON `reports` (`reporter_id`,`review_id`) WHERE status = 'open' AND review_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX `reports_status_created_idx` ON `reports` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `reports_reporter_created_idx` ON `reports` (`reporter_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `reports_app_idx` ON `reports` (`app_id`);--> statement-breakpoint
CREATE INDEX `reports_review_status_idx` ON `reports` (`review_id`,`status`) WHERE review_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX `reports_resolved_by_idx` ON `reports` (`resolved_by`) WHERE resolved_by IS NOT NULL;--> statement-breakpoint
CREATE TABLE `review_helpful_votes` (
	`review_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`review_id`, `user_id`),
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `review_helpful_votes_user_idx` ON `review_helpful_votes` (`user_id`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`app_id` text NOT NULL,
	`user_id` text NOT NULL,
	`rating` integer NOT NULL,
	`title` text,
	`body` text NOT NULL,
	`status` text DEFAULT 'approved' NOT NULL,
	`helpful_count` integer DEFAULT 0 NOT NULL,
	`moderation_reason` text,
	`moderated_by` text,
	`moderated_at` integer,
	`reply_body` text,
	`reply_by` text,
	`replied_at` integer,
	`edited_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`app_id`) REFERENCES `apps`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`moderated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reply_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "reviews_rating_range" CHECK(rating BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_app_user_unique` ON `reviews` (`app_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `reviews_app_status_created_idx` ON `reviews` (`app_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_app_status_helpful_idx` ON `reviews` (`app_id`,`status`,`helpful_count`);--> statement-breakpoint
CREATE INDEX `reviews_user_idx` ON `reviews` (`user_id`);--> statement-breakpoint
CREATE INDEX `reviews_reply_by_idx` ON `reviews` (`reply_by`) WHERE reply_by IS NOT NULL;--> statement-breakpoint
CREATE INDEX `reviews_moderated_by_idx` ON `reviews` (`moderated_by`) WHERE moderated_by IS NOT NULL;--> statement-breakpoint
CREATE TABLE `thread_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`thread_id` text NOT NULL,
	`sender` text NOT NULL,
	`author_id` text,
	`body` text NOT NULL,
	`read_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`thread_id`) REFERENCES `message_threads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `thread_messages_thread_created_idx` ON `thread_messages` (`thread_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `thread_messages_author_idx` ON `thread_messages` (`author_id`) WHERE author_id IS NOT NULL;--> statement-breakpoint
-- Hand-written from here (drizzle-kit models neither triggers nor data changes). See ADR 0016.
-- Favourite counts and helpful counts follow their rows in the same transaction as every insert
-- and delete, the cascades of a deleted account or app included. An idempotent PUT that inserts
-- nothing (INSERT ... ON CONFLICT DO NOTHING) fires nothing, so concurrent writes count exactly.
CREATE TRIGGER `favorites_count_insert` AFTER INSERT ON `favorites` BEGIN
  UPDATE apps SET favorites_count = favorites_count + 1 WHERE id = new.app_id;
END;
--> statement-breakpoint
CREATE TRIGGER `favorites_count_delete` AFTER DELETE ON `favorites` BEGIN
  UPDATE apps SET favorites_count = favorites_count - 1 WHERE id = old.app_id;
END;
--> statement-breakpoint
CREATE TRIGGER `review_helpful_insert` AFTER INSERT ON `review_helpful_votes` BEGIN
  UPDATE reviews SET helpful_count = helpful_count + 1 WHERE id = new.review_id;
END;
--> statement-breakpoint
CREATE TRIGGER `review_helpful_delete` AFTER DELETE ON `review_helpful_votes` BEGIN
  UPDATE reviews SET helpful_count = helpful_count - 1 WHERE id = old.review_id;
END;
--> statement-breakpoint
-- An app inserted already rated (the development demo catalog, an import) has ratings no review
-- row backs: they become its baseline, which the rating recompute adds to the approved reviews.
CREATE TRIGGER `apps_rating_baseline_insert` AFTER INSERT ON `apps` WHEN new.rating_count > 0 BEGIN
  INSERT OR IGNORE INTO app_rating_baselines (app_id, rating_count, rating_sum)
    VALUES (new.id, new.rating_count, new.rating_average * new.rating_count);
END;
--> statement-breakpoint
-- Before this migration no review rows existed, so every stored rating is a baseline...
INSERT INTO `app_rating_baselines` (`app_id`, `rating_count`, `rating_sum`)
  SELECT `id`, `rating_count`, `rating_average` * `rating_count` FROM `apps` WHERE `rating_count` > 0;
--> statement-breakpoint
-- ...and no favourite rows existed, so every stored favourite count is zero.
UPDATE `apps` SET `favorites_count` = 0 WHERE `favorites_count` <> 0;
