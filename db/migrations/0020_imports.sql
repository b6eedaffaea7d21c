CREATE TABLE `import_job_rows` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` integer NOT NULL,
	`row` integer NOT NULL,
	`outcome` text NOT NULL,
	`dry` integer NOT NULL,
	`name` text,
	`iin` text,
	`user_id` integer,
	`application_id` integer,
	`before` text,
	`after` text,
	`kato` text,
	FOREIGN KEY (`job_id`) REFERENCES `import_jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `import_job_rows_job_row_idx` ON `import_job_rows` (`job_id`,`row`);--> statement-breakpoint
CREATE TABLE `import_sources` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`mapping` text NOT NULL,
	`updated_by` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `import_sources_name_unique` ON `import_sources` (`name`);--> statement-breakpoint
ALTER TABLE `applications` ADD `import_job_id` integer;--> statement-breakpoint
CREATE INDEX `applications_import_job_idx` ON `applications` (`import_job_id`);--> statement-breakpoint
ALTER TABLE `import_jobs` ADD `mode` text DEFAULT 'real' NOT NULL;--> statement-breakpoint
ALTER TABLE `import_jobs` ADD `format` text DEFAULT 'xlsx' NOT NULL;--> statement-breakpoint
ALTER TABLE `import_jobs` ADD `source_name` text;--> statement-breakpoint
ALTER TABLE `import_jobs` ADD `headers` text;--> statement-breakpoint
ALTER TABLE `import_jobs` ADD `sample` text;--> statement-breakpoint
ALTER TABLE `import_jobs` ADD `mapping` text;--> statement-breakpoint
ALTER TABLE `import_jobs` ADD `strategy` text DEFAULT 'skip' NOT NULL;--> statement-breakpoint
ALTER TABLE `import_jobs` ADD `kato_picks` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `import_jobs` ADD `checked_plan` text;--> statement-breakpoint
ALTER TABLE `import_jobs` ADD `created_rows` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `import_jobs` ADD `updated_rows` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `import_jobs` ADD `duplicate_rows` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `import_jobs` ADD `undone_at` integer;