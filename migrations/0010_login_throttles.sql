CREATE TABLE `login_throttles` (
	`user_id` text NOT NULL,
	`source` text NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`locked_until` integer,
	`last_failure_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `source`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `login_throttles_last_failure_idx` ON `login_throttles` (`last_failure_at`);--> statement-breakpoint
CREATE TABLE `login_unlocks` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`failed_attempts` integer DEFAULT 0 NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `login_unlocks_token_unique` ON `login_unlocks` (`token_hash`);--> statement-breakpoint
CREATE INDEX `login_unlocks_user_idx` ON `login_unlocks` (`user_id`);