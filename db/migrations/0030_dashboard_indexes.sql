CREATE INDEX `sync_clients_seen_idx` ON `sync_clients` (`last_seen_at`);--> statement-breakpoint
CREATE INDEX `sync_clients_user_seen_idx` ON `sync_clients` (`user_id`,`last_seen_at`);--> statement-breakpoint
CREATE INDEX `sync_results_rejected_idx` ON `sync_results` (`created_at`) WHERE "sync_results"."status" = 'rejected';--> statement-breakpoint
CREATE INDEX `application_day_counts_status_idx` ON `application_day_counts` (`status`,`n`);