-- How many published apps each category holds, as running counts (ADR 0058): the category tiles of
-- `/` and `/categories` read one row per category instead of counting every published app of it
-- on each view. Filled from the published apps as they are, then moved by the triggers below in
-- the same transaction as every insert, delete and change of status or category of an app; a
-- category's row goes with the category. The application never writes it.
CREATE TABLE `category_stats` (
	`category_id` text PRIMARY KEY NOT NULL,
	`apps` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO `category_stats` (`category_id`, `apps`)
  SELECT category_id, count(*) FROM apps WHERE status = 'published' GROUP BY category_id;
--> statement-breakpoint
CREATE TRIGGER `category_stats_insert` AFTER INSERT ON `apps` WHEN new.status = 'published' BEGIN
  INSERT INTO category_stats (category_id, apps) VALUES (new.category_id, 1)
    ON CONFLICT (category_id) DO UPDATE SET apps = apps + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `category_stats_delete` AFTER DELETE ON `apps` WHEN old.status = 'published' BEGIN
  UPDATE category_stats SET apps = apps - 1 WHERE category_id = old.category_id;
END;
--> statement-breakpoint
-- A change of status or category: out of the old category if the app was published there, into
-- the new one if it is published now (both when it moves while published).
CREATE TRIGGER `category_stats_update` AFTER UPDATE OF status, category_id ON `apps`
  WHEN (old.status = 'published' OR new.status = 'published')
    AND (old.status IS NOT new.status OR old.category_id IS NOT new.category_id) BEGIN
  UPDATE category_stats SET apps = apps - 1 WHERE category_id = old.category_id AND old.status = 'published';
  INSERT INTO category_stats (category_id, apps) SELECT new.category_id, 1 WHERE new.status = 'published'
    ON CONFLICT (category_id) DO UPDATE SET apps = apps + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `category_stats_category_delete` AFTER DELETE ON `categories` BEGIN
  DELETE FROM category_stats WHERE category_id = old.id;
END;
