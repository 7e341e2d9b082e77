CREATE TABLE `app_versions` (
	`id` text PRIMARY KEY NOT NULL,
	`app_id` text NOT NULL,
	`number` integer NOT NULL,
	`label` text DEFAULT '' NOT NULL,
	`zip_key` text NOT NULL,
	`files_prefix` text NOT NULL,
	`zip_bytes` integer NOT NULL,
	`total_bytes` integer NOT NULL,
	`file_count` integer NOT NULL,
	`report` text,
	`uploaded_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`app_id`) REFERENCES `apps`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `app_versions_app_number_unique` ON `app_versions` (`app_id`,`number`);--> statement-breakpoint
ALTER TABLE `apps` ADD `status_reason` text;--> statement-breakpoint
ALTER TABLE `apps` ADD `verification_token` text;--> statement-breakpoint
ALTER TABLE `apps` ADD `verified_at` integer;--> statement-breakpoint
ALTER TABLE `apps` ADD `current_version_id` text;--> statement-breakpoint
ALTER TABLE `apps` ADD `last_report` text;--> statement-breakpoint
ALTER TABLE `apps` ADD `last_checked_at` integer;--> statement-breakpoint
ALTER TABLE `apps` ADD `manifest_hash` text;--> statement-breakpoint
ALTER TABLE `apps` ADD `broken_since` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `apps_manifest_id_live_unique` ON `apps` (`manifest_id`) WHERE manifest_id IS NOT NULL AND status != 'deleted';--> statement-breakpoint
CREATE INDEX `apps_search_rank_idx` ON `apps` (`search_key`,`status`,`category_id`,`opens`,`rating_average`,`rating_count`,`published_at`,`id`);--> statement-breakpoint
CREATE INDEX `apps_source_checked_idx` ON `apps` (`source`,`last_checked_at`);