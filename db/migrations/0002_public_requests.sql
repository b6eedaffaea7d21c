CREATE TABLE `requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_record_id` text NOT NULL,
	`kind` text NOT NULL,
	`payload` text NOT NULL,
	`locale` text,
	`status` text DEFAULT 'new' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`handled_by` integer,
	`handled_at` integer,
	`server_version` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`handled_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `requests_client_record_id_unique` ON `requests` (`client_record_id`);--> statement-breakpoint
CREATE INDEX `requests_kind_status_idx` ON `requests` (`kind`,`status`);--> statement-breakpoint
CREATE INDEX `requests_created_idx` ON `requests` (`created_at`);