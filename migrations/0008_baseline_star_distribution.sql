-- How many of a rating baseline's ratings gave 1…5 stars (0 when unknown): the development seed
-- fills them for the demo catalog (db/seed/demo-rating-distribution.ts), and the detail page's
-- distribution adds them to the approved reviews' stars (ADR 0016).
ALTER TABLE `app_rating_baselines` ADD `stars_1` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `app_rating_baselines` ADD `stars_2` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `app_rating_baselines` ADD `stars_3` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `app_rating_baselines` ADD `stars_4` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `app_rating_baselines` ADD `stars_5` integer DEFAULT 0 NOT NULL;