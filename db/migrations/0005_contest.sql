CREATE TABLE `contest_applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_record_id` text NOT NULL,
	`applicant_id` integer NOT NULL,
	`nomination_id` integer NOT NULL,
	`year` integer NOT NULL,
	`form` text NOT NULL,
	`data` text NOT NULL,
	`file_ids` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'received' NOT NULL,
	`status_reason` text,
	`submitted_at` integer NOT NULL,
	`received_at` integer NOT NULL,
	`server_version` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`applicant_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`nomination_id`) REFERENCES `contest_nominations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contest_applications_client_record_id_unique` ON `contest_applications` (`client_record_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `contest_applications_once_idx` ON `contest_applications` (`applicant_id`,`nomination_id`,`year`);--> statement-breakpoint
CREATE INDEX `contest_applications_status_idx` ON `contest_applications` (`status`);--> statement-breakpoint
CREATE INDEX `contest_applications_version_idx` ON `contest_applications` (`server_version`);--> statement-breakpoint
CREATE TABLE `contest_nominations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`kind` text NOT NULL,
	`category` text,
	`title` text NOT NULL,
	`description` text DEFAULT '{}' NOT NULL,
	`prize` integer DEFAULT 0 NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contest_nominations_slug_unique` ON `contest_nominations` (`slug`);--> statement-breakpoint
CREATE TABLE `contest_status_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`application_id` integer NOT NULL,
	`status` text NOT NULL,
	`reason` text,
	`changed_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `contest_applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`changed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `contest_status_history_app_idx` ON `contest_status_history` (`application_id`);