CREATE TABLE `agro_application_courses` (
	`application_id` integer NOT NULL,
	`course` text NOT NULL,
	PRIMARY KEY(`application_id`, `course`),
	FOREIGN KEY (`application_id`) REFERENCES `agro_applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `agro_courses_course_idx` ON `agro_application_courses` (`course`);--> statement-breakpoint
CREATE TABLE `agro_applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_record_id` text NOT NULL,
	`iin` text NOT NULL,
	`name` text NOT NULL,
	`phone` text NOT NULL,
	`gender` text NOT NULL,
	`birthday` text NOT NULL,
	`region_id` integer NOT NULL,
	`district_id` integer NOT NULL,
	`rural_okrug_id` integer,
	`village` text NOT NULL,
	`coop_name` text,
	`answers` text NOT NULL,
	`status` text DEFAULT 'applied' NOT NULL,
	`status_reason` text,
	`enrolled_course` text,
	`curator_id` integer,
	`technologist_id` integer,
	`applicant_id` integer,
	`registered_by` integer,
	`source` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`region_id`) REFERENCES `kato`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`district_id`) REFERENCES `kato`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`rural_okrug_id`) REFERENCES `kato`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`curator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`technologist_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`applicant_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`registered_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `agro_applications_client_record_id_unique` ON `agro_applications` (`client_record_id`);--> statement-breakpoint
CREATE INDEX `agro_applications_iin_idx` ON `agro_applications` (`iin`);--> statement-breakpoint
CREATE INDEX `agro_applications_status_idx` ON `agro_applications` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `agro_applications_district_idx` ON `agro_applications` (`district_id`);--> statement-breakpoint
CREATE INDEX `agro_applications_region_idx` ON `agro_applications` (`region_id`);--> statement-breakpoint
CREATE INDEX `agro_applications_created_idx` ON `agro_applications` (`created_at`);--> statement-breakpoint
CREATE INDEX `agro_applications_applicant_idx` ON `agro_applications` (`applicant_id`);