CREATE TABLE `learn_test_deliveries` (
	`user_id` integer NOT NULL,
	`test_id` integer NOT NULL,
	`version` integer NOT NULL,
	`served_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `test_id`, `version`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`test_id`) REFERENCES `learn_tests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `learn_test_versions` (
	`test_id` integer NOT NULL,
	`version` integer NOT NULL,
	`questions` text NOT NULL,
	`pass_count` integer NOT NULL,
	`pool_size` integer,
	`shuffle` integer NOT NULL,
	`attempt_limit` integer,
	`practice` integer NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`test_id`, `version`),
	FOREIGN KEY (`test_id`) REFERENCES `learn_tests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_learn_certificates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` text NOT NULL,
	`code` text NOT NULL,
	`user_id` integer NOT NULL,
	`course_id` integer,
	`application_id` integer,
	`issued_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`course_id`) REFERENCES `learn_courses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "learn_certificates_one_subject" CHECK((course_id is null) <> (application_id is null))
);
--> statement-breakpoint
INSERT INTO `__new_learn_certificates`("id", "number", "code", "user_id", "course_id", "application_id", "issued_at", "revoked_at") SELECT "id", "number", "code", "user_id", "course_id", NULL, "issued_at", "revoked_at" FROM `learn_certificates`;--> statement-breakpoint
DROP TABLE `learn_certificates`;--> statement-breakpoint
ALTER TABLE `__new_learn_certificates` RENAME TO `learn_certificates`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `learn_certificates_number_unique` ON `learn_certificates` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `learn_certificates_code_unique` ON `learn_certificates` (`code`);--> statement-breakpoint
CREATE INDEX `learn_certificates_user_idx` ON `learn_certificates` (`user_id`,`course_id`);--> statement-breakpoint
CREATE INDEX `learn_certificates_course_idx` ON `learn_certificates` (`course_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `learn_certificates_application_idx` ON `learn_certificates` (`application_id`);--> statement-breakpoint
ALTER TABLE `learn_attempts` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `learn_attempts` ADD `device_started_at` integer;--> statement-breakpoint
ALTER TABLE `learn_attempts` ADD `device_submitted_at` integer;--> statement-breakpoint
ALTER TABLE `learn_attempts` ADD `start_received_at` integer;--> statement-breakpoint
ALTER TABLE `learn_attempts` ADD `submit_received_at` integer;--> statement-breakpoint
ALTER TABLE `learn_attempts` ADD `flag_reasons` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `learn_attempts` ADD `review` text;--> statement-breakpoint
ALTER TABLE `learn_attempts` ADD `reviewed_by` integer REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `learn_attempts` ADD `reviewed_at` integer;--> statement-breakpoint
ALTER TABLE `learn_attempts` ADD `over_limit` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `learn_attempts_pending_idx` ON `learn_attempts` (`test_id`) WHERE review = 'pending';--> statement-breakpoint
ALTER TABLE `learn_tests` ADD `practice` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `learn_tests` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Every test that existed before versions is its own version 1, so attempts started on it grade by it.
INSERT INTO `learn_test_versions` (`test_id`, `version`, `questions`, `pass_count`, `pool_size`, `shuffle`, `attempt_limit`, `practice`, `created_at`) SELECT `id`, 1, `questions`, `pass_count`, `pool_size`, `shuffle`, `attempt_limit`, 0, coalesce(`updated_at`, unixepoch('subsec') * 1000) FROM `learn_tests`;
