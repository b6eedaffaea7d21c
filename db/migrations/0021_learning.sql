CREATE TABLE `learn_attempt_answers` (
	`attempt_id` text NOT NULL,
	`question_id` text NOT NULL,
	`answer_ids` text NOT NULL,
	PRIMARY KEY(`attempt_id`, `question_id`),
	FOREIGN KEY (`attempt_id`) REFERENCES `learn_attempts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `learn_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`test_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`question_ids` text NOT NULL,
	`pass_count` integer NOT NULL,
	`started_at` integer NOT NULL,
	`submitted_at` integer,
	`correct` integer,
	`passed` integer,
	`flagged` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`test_id`) REFERENCES `learn_tests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `learn_attempts_user_idx` ON `learn_attempts` (`user_id`,`test_id`);--> statement-breakpoint
CREATE TABLE `learn_certificates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` text NOT NULL,
	`code` text NOT NULL,
	`user_id` integer NOT NULL,
	`course_id` integer NOT NULL,
	`issued_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`course_id`) REFERENCES `learn_courses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `learn_certificates_number_unique` ON `learn_certificates` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `learn_certificates_code_unique` ON `learn_certificates` (`code`);--> statement-breakpoint
CREATE INDEX `learn_certificates_user_idx` ON `learn_certificates` (`user_id`,`course_id`);--> statement-breakpoint
CREATE TABLE `learn_courses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`content` text NOT NULL,
	`image` text,
	`language` text NOT NULL,
	`region_id` integer,
	`district_id` integer,
	`responsible_name` text,
	`responsible_phone` text,
	`published` integer DEFAULT false NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`region_id`) REFERENCES `kato`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`district_id`) REFERENCES `kato`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `learn_enrolments` (
	`course_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`enrolled_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`course_id`, `user_id`),
	FOREIGN KEY (`course_id`) REFERENCES `learn_courses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`enrolled_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `learn_enrolments_user_idx` ON `learn_enrolments` (`user_id`);--> statement-breakpoint
CREATE TABLE `learn_lessons` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`course_id` integer NOT NULL,
	`position` integer NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`content` text NOT NULL,
	`materials` text NOT NULL,
	`published` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`course_id`) REFERENCES `learn_courses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `learn_lessons_course_idx` ON `learn_lessons` (`course_id`,`position`);--> statement-breakpoint
CREATE TABLE `learn_progress` (
	`user_id` integer NOT NULL,
	`lesson_id` integer NOT NULL,
	`course_id` integer NOT NULL,
	`done` integer DEFAULT false NOT NULL,
	`video_seconds` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `lesson_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`lesson_id`) REFERENCES `learn_lessons`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`course_id`) REFERENCES `learn_courses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `learn_progress_course_idx` ON `learn_progress` (`course_id`);--> statement-breakpoint
CREATE TABLE `learn_tests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`course_id` integer NOT NULL,
	`lesson_id` integer,
	`questions` text NOT NULL,
	`pass_count` integer NOT NULL,
	`pool_size` integer,
	`shuffle` integer DEFAULT false NOT NULL,
	`attempt_limit` integer,
	`updated_at` integer,
	FOREIGN KEY (`course_id`) REFERENCES `learn_courses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lesson_id`) REFERENCES `learn_lessons`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `learn_tests_course_idx` ON `learn_tests` (`course_id`);