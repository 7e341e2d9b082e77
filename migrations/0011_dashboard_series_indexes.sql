CREATE INDEX `apps_created_idx` ON `apps` (`created_at`);--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`);