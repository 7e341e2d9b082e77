-- Reads of an app's detail per UTC day, for its owner's statistics (issue 40): the API's view
-- counter upserts the day's row (one statement, as the counter was) and these triggers keep
-- `apps.views`, the all-time count, moving with it.
CREATE TABLE `app_view_days` (
	`app_id` text NOT NULL,
	`day` integer NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`app_id`, `day`),
	FOREIGN KEY (`app_id`) REFERENCES `apps`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TRIGGER `app_view_days_insert` AFTER INSERT ON `app_view_days` BEGIN
  UPDATE apps SET views = views + new.views WHERE id = new.app_id;
END;
--> statement-breakpoint
CREATE TRIGGER `app_view_days_update` AFTER UPDATE OF views ON `app_view_days` BEGIN
  UPDATE apps SET views = views + new.views - old.views WHERE id = new.app_id;
END;
