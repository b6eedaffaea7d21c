CREATE TABLE `server_state` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `sync_clients` ADD `safe_mutation_id` integer DEFAULT 0 NOT NULL;