ALTER TABLE `contact_messages` ADD `answer` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `answered_at` integer;