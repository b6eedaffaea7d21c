ALTER TABLE `flows` ADD `archived_at` integer;--> statement-breakpoint
ALTER TABLE `flows` ADD `deleted_at` integer;