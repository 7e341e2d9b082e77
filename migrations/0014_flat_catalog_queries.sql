-- Catalog reads flat in the catalog size (ADR 0036): a tag index for related apps and the store
-- statistics as running totals, both kept by triggers on `apps` in the same transaction as the write.
CREATE TABLE `app_tags` (
	`app_id` text NOT NULL,
	`tag` text NOT NULL,
	`opens` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`app_id`, `tag`)
);
--> statement-breakpoint
CREATE INDEX `app_tags_tag_opens_idx` ON `app_tags` (`tag`,`opens`);--> statement-breakpoint
CREATE TABLE `store_stats` (
	`id` integer PRIMARY KEY NOT NULL,
	`apps` integer DEFAULT 0 NOT NULL,
	`opens` integer DEFAULT 0 NOT NULL,
	`ratings` integer DEFAULT 0 NOT NULL,
	`rating_millis` integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_stats_one_row" CHECK("store_stats"."id" = 1)
);
--> statement-breakpoint
-- Related apps through an index (ADR 0036): `app_tags` holds one row per published app and tag,
-- with the app's opens, so the apps sharing a tag are a range of `app_tags_tag_opens_idx`, most
-- opened first. Kept by the triggers below in the same transaction as every write to `apps`
-- (insert, delete, a change of tags, status or opens); the application never writes it.
-- Duplicate tags of one app count once (INSERT OR IGNORE); only text tags are indexed.
INSERT OR IGNORE INTO `app_tags` (`app_id`, `tag`, `opens`)
  SELECT a.id, t.value, a.opens FROM apps a, json_each(a.tags) t WHERE a.status = 'published' AND t.type = 'text';
--> statement-breakpoint
CREATE TRIGGER `app_tags_insert` AFTER INSERT ON `apps` WHEN new.status = 'published' BEGIN
  INSERT OR IGNORE INTO app_tags (app_id, tag, opens) SELECT new.id, value, new.opens FROM json_each(new.tags) WHERE type = 'text';
END;
--> statement-breakpoint
CREATE TRIGGER `app_tags_delete` AFTER DELETE ON `apps` WHEN old.status = 'published' BEGIN
  DELETE FROM app_tags WHERE app_id = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `app_tags_update` AFTER UPDATE OF tags, status ON `apps` WHEN old.status = 'published' OR new.status = 'published' BEGIN
  DELETE FROM app_tags WHERE app_id = old.id;
  INSERT OR IGNORE INTO app_tags (app_id, tag, opens) SELECT new.id, value, new.opens FROM json_each(new.tags) WHERE new.status = 'published' AND type = 'text';
END;
--> statement-breakpoint
CREATE TRIGGER `app_tags_opens` AFTER UPDATE OF opens ON `apps` WHEN new.status = 'published' AND new.opens IS NOT old.opens BEGIN
  UPDATE app_tags SET opens = new.opens WHERE app_id = new.id;
END;
--> statement-breakpoint
-- The store statistics as running totals (ADR 0036): the one row, filled from the published apps
-- as they are, then moved by every insert, delete and change of status, opens or rating of an app,
-- in the same transaction. An app's share of the rating sum is round(average × count × 1000), an
-- integer, so adding and subtracting it is exact and the row always equals a recount.
INSERT INTO `store_stats` (`id`, `apps`, `opens`, `ratings`, `rating_millis`)
  SELECT 1, count(*), coalesce(sum(opens), 0), coalesce(sum(rating_count), 0),
    coalesce(sum(CAST(round(rating_average * rating_count * 1000) AS INTEGER)), 0)
  FROM apps WHERE status = 'published';
--> statement-breakpoint
CREATE TRIGGER `store_stats_insert` AFTER INSERT ON `apps` WHEN new.status = 'published' BEGIN
  UPDATE store_stats SET apps = apps + 1, opens = opens + new.opens, ratings = ratings + new.rating_count,
    rating_millis = rating_millis + CAST(round(new.rating_average * new.rating_count * 1000) AS INTEGER)
  WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `store_stats_delete` AFTER DELETE ON `apps` WHEN old.status = 'published' BEGIN
  UPDATE store_stats SET apps = apps - 1, opens = opens - old.opens, ratings = ratings - old.rating_count,
    rating_millis = rating_millis - CAST(round(old.rating_average * old.rating_count * 1000) AS INTEGER)
  WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `store_stats_update` AFTER UPDATE OF status, opens, rating_average, rating_count ON `apps`
  WHEN old.status = 'published' OR new.status = 'published' BEGIN
  UPDATE store_stats SET
    apps = apps + (new.status = 'published') - (old.status = 'published'),
    opens = opens + CASE WHEN new.status = 'published' THEN new.opens ELSE 0 END
      - CASE WHEN old.status = 'published' THEN old.opens ELSE 0 END,
    ratings = ratings + CASE WHEN new.status = 'published' THEN new.rating_count ELSE 0 END
      - CASE WHEN old.status = 'published' THEN old.rating_count ELSE 0 END,
    rating_millis = rating_millis
      + CASE WHEN new.status = 'published' THEN CAST(round(new.rating_average * new.rating_count * 1000) AS INTEGER) ELSE 0 END
      - CASE WHEN old.status = 'published' THEN CAST(round(old.rating_average * old.rating_count * 1000) AS INTEGER) ELSE 0 END
  WHERE id = 1;
END;
