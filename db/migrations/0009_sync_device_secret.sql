ALTER TABLE `sync_clients` ADD `secret_hash` text;--> statement-breakpoint
ALTER TABLE `sync_results` ADD `args_hash` text;