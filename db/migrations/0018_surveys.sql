CREATE TABLE `survey_responses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_record_id` text NOT NULL,
	`survey_id` integer NOT NULL,
	`version` integer NOT NULL,
	`type` text NOT NULL,
	`answers` text NOT NULL,
	`iin` text,
	`applicant_id` integer,
	`flow_id` integer,
	`region_id` integer,
	`district_id` integer,
	`score` real,
	`max_score` real,
	`debt` real,
	`source` text NOT NULL,
	`collected_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`survey_id`) REFERENCES `surveys`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`applicant_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`flow_id`) REFERENCES `flows`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`region_id`) REFERENCES `kato`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`district_id`) REFERENCES `kato`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`collected_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `survey_responses_client_record_id_unique` ON `survey_responses` (`client_record_id`);--> statement-breakpoint
CREATE INDEX `survey_responses_survey_idx` ON `survey_responses` (`survey_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `survey_responses_iin_idx` ON `survey_responses` (`type`,`iin`);--> statement-breakpoint
CREATE TABLE `survey_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`survey_id` integer NOT NULL,
	`version` integer NOT NULL,
	`title` text NOT NULL,
	`definition` text NOT NULL,
	`published_at` integer NOT NULL,
	`withdrawn_at` integer,
	FOREIGN KEY (`survey_id`) REFERENCES `surveys`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `survey_versions_survey_version` ON `survey_versions` (`survey_id`,`version`);--> statement-breakpoint
CREATE TABLE `surveys` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`draft` text NOT NULL,
	`current_version` integer,
	`import_map` text,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
