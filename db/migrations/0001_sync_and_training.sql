CREATE TABLE `applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_record_id` text,
	`applicant_id` integer NOT NULL,
	`status` text DEFAULT 'applied' NOT NULL,
	`status_reason` text,
	`language` text,
	`lesson_region_id` integer,
	`lesson_district_id` integer,
	`flow_id` integer,
	`responsible_id` integer,
	`registered_by` integer,
	`source` text DEFAULT 'office' NOT NULL,
	`submitted_at` integer,
	`server_version` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	`deleted_at` integer,
	FOREIGN KEY (`applicant_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`lesson_region_id`) REFERENCES `kato`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`lesson_district_id`) REFERENCES `kato`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`flow_id`) REFERENCES `flows`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`responsible_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`registered_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `applications_client_record_id_unique` ON `applications` (`client_record_id`);--> statement-breakpoint
CREATE INDEX `applications_applicant_idx` ON `applications` (`applicant_id`);--> statement-breakpoint
CREATE INDEX `applications_status_idx` ON `applications` (`status`);--> statement-breakpoint
CREATE INDEX `applications_flow_idx` ON `applications` (`flow_id`);--> statement-breakpoint
CREATE INDEX `applications_lesson_district_idx` ON `applications` (`lesson_district_id`);--> statement-breakpoint
CREATE INDEX `applications_created_idx` ON `applications` (`created_at`);--> statement-breakpoint
CREATE INDEX `applications_version_idx` ON `applications` (`server_version`);--> statement-breakpoint
CREATE TABLE `counters` (
	`name` text PRIMARY KEY NOT NULL,
	`value` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `files` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` integer NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`mime` text NOT NULL,
	`size` integer NOT NULL,
	`sha256` text NOT NULL,
	`status` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`completed_at` integer,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `files_owner_idx` ON `files` (`owner_id`);--> statement-breakpoint
CREATE TABLE `flows` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`region_id` integer NOT NULL,
	`district_id` integer NOT NULL,
	`trainer_id` integer,
	`contacts` text,
	`working_hours` text,
	`lat` real,
	`lon` real,
	`address` text,
	`capacity` integer DEFAULT 70 NOT NULL,
	`language` text,
	`server_version` integer DEFAULT 0 NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`region_id`) REFERENCES `kato`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`district_id`) REFERENCES `kato`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`trainer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `flows_district_idx` ON `flows` (`district_id`);--> statement-breakpoint
CREATE INDEX `flows_trainer_idx` ON `flows` (`trainer_id`);--> statement-breakpoint
CREATE TABLE `sync_clients` (
	`client_id` text PRIMARY KEY NOT NULL,
	`user_id` integer,
	`last_mutation_id` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_seen_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `sync_results` (
	`client_id` text NOT NULL,
	`mutation_id` integer NOT NULL,
	`name` text NOT NULL,
	`status` text NOT NULL,
	`errors` text,
	`entity` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`client_id`, `mutation_id`),
	FOREIGN KEY (`client_id`) REFERENCES `sync_clients`(`client_id`) ON UPDATE no action ON DELETE cascade
);
