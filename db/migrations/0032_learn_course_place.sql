ALTER TABLE `learn_courses` ADD `schedule_title` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `learn_courses` ADD `schedule_description` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `learn_courses` ADD `place_lat` real;--> statement-breakpoint
ALTER TABLE `learn_courses` ADD `place_lon` real;--> statement-breakpoint
ALTER TABLE `learn_courses` ADD `place_address` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `learn_courses` ADD `comments` text;--> statement-breakpoint
CREATE INDEX `learn_attempts_test_idx` ON `learn_attempts` (`test_id`);--> statement-breakpoint
CREATE INDEX `learn_certificates_course_idx` ON `learn_certificates` (`course_id`);