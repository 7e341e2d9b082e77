-- What visitors search for, per UTC day, without who searched (issue 39, ADR 0070): the admin
-- dashboard's top queries and queries without a result (worker/services/catalog/search-log.ts).
CREATE TABLE `search_query_days` (
	`day` integer NOT NULL,
	`query` text NOT NULL,
	`searches` integer DEFAULT 0 NOT NULL,
	`unanswered` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `query`)
);
