CREATE TABLE `rate_limit_counters` (
	`key` text NOT NULL,
	`subject` text NOT NULL,
	`window` integer NOT NULL,
	`count` integer NOT NULL,
	`expires_at` integer NOT NULL,
	PRIMARY KEY(`key`, `subject`, `window`)
);
--> statement-breakpoint
CREATE INDEX `rate_limit_counters_expires_idx` ON `rate_limit_counters` (`expires_at`);