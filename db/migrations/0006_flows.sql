CREATE TABLE `application_status_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`application_id` integer NOT NULL,
	`from_status` text NOT NULL,
	`to_status` text NOT NULL,
	`reason` text NOT NULL,
	`user_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `application_status_history_app_idx` ON `application_status_history` (`application_id`);--> statement-breakpoint
CREATE TABLE `attendance_cells` (
	`flow_id` integer NOT NULL,
	`application_id` integer NOT NULL,
	`day` integer NOT NULL,
	`present` integer NOT NULL,
	`marked_at` integer NOT NULL,
	`mark_id` integer NOT NULL,
	PRIMARY KEY(`flow_id`, `application_id`, `day`),
	FOREIGN KEY (`flow_id`) REFERENCES `flows`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`mark_id`) REFERENCES `attendance_marks`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `attendance_marks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`flow_id` integer NOT NULL,
	`application_id` integer NOT NULL,
	`day` integer NOT NULL,
	`present` integer NOT NULL,
	`marked_at` integer NOT NULL,
	`marked_by` integer,
	`client_id` text,
	`mutation_id` integer,
	`received_at` integer NOT NULL,
	FOREIGN KEY (`flow_id`) REFERENCES `flows`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`marked_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `attendance_marks_cell_idx` ON `attendance_marks` (`flow_id`,`application_id`,`day`);--> statement-breakpoint
CREATE TABLE `flow_trainer_handovers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`flow_id` integer NOT NULL,
	`trainer_id` integer NOT NULL,
	`server_version` integer NOT NULL,
	FOREIGN KEY (`flow_id`) REFERENCES `flows`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`trainer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `flow_trainer_handovers_trainer_idx` ON `flow_trainer_handovers` (`trainer_id`,`server_version`);