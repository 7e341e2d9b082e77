-- What a text search ranks by, next to the search indexes (ADR 0049): one row per published app
-- with a search key, holding the popularity the relevance blend reads (opens, rating) and the
-- category a search may be filtered by. A narrow search looks each match up in this table keyed
-- by the integer `search_key` instead of in `apps_search_rank_idx` (worker/services/catalog/listing.ts).
-- Kept by the triggers below in the same transaction as every write to `apps` (insert, delete, a
-- change of search key, status, category, opens or rating); the application never writes it.
CREATE TABLE `search_rank` (
	`search_key` integer PRIMARY KEY NOT NULL,
	`category_id` text NOT NULL,
	`opens` integer NOT NULL,
	`rating_average` real NOT NULL
);
--> statement-breakpoint
INSERT INTO `search_rank` (`search_key`, `category_id`, `opens`, `rating_average`)
  SELECT search_key, category_id, opens, rating_average FROM apps WHERE status = 'published' AND search_key IS NOT NULL;
--> statement-breakpoint
-- The search key may be assigned by `apps_search_insert` after this trigger has run (its UPDATE
-- then fires `search_rank_update`), or before it: the row is read back from `apps` either way.
CREATE TRIGGER `search_rank_insert` AFTER INSERT ON `apps` WHEN new.status = 'published' BEGIN
  INSERT OR REPLACE INTO search_rank (search_key, category_id, opens, rating_average)
    SELECT search_key, category_id, opens, rating_average FROM apps WHERE id = new.id AND status = 'published' AND search_key IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `search_rank_delete` AFTER DELETE ON `apps` WHEN old.search_key IS NOT NULL BEGIN
  DELETE FROM search_rank WHERE search_key = old.search_key;
END;
--> statement-breakpoint
CREATE TRIGGER `search_rank_update` AFTER UPDATE OF search_key, status, category_id, opens, rating_average ON `apps`
  WHEN old.status = 'published' OR new.status = 'published' BEGIN
  DELETE FROM search_rank WHERE search_key = old.search_key AND (new.status IS NOT 'published' OR new.search_key IS NOT old.search_key);
  INSERT OR REPLACE INTO search_rank (search_key, category_id, opens, rating_average)
    SELECT new.search_key, new.category_id, new.opens, new.rating_average WHERE new.status = 'published' AND new.search_key IS NOT NULL;
END;
