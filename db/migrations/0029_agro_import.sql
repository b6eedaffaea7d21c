DROP INDEX `import_sources_name_unique`;--> statement-breakpoint
ALTER TABLE `import_sources` ADD `target` text DEFAULT 'applicants' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `import_sources_target_name_idx` ON `import_sources` (`target`,`name`);--> statement-breakpoint
ALTER TABLE `import_jobs` ADD `target` text DEFAULT 'applicants' NOT NULL;--> statement-breakpoint
ALTER TABLE `agro_applications` ADD `import_job_id` integer;--> statement-breakpoint
CREATE INDEX `agro_applications_import_job_idx` ON `agro_applications` (`import_job_id`);