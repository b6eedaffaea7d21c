CREATE TABLE `consultation_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`consultation_id` integer NOT NULL,
	`kind` text NOT NULL,
	`user_id` integer,
	`client_record_id` text,
	`at` integer NOT NULL,
	`text` text,
	`before` text,
	`after` text,
	`effective` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`consultation_id`) REFERENCES `consultations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `consultation_events_client_record_id_unique` ON `consultation_events` (`client_record_id`);--> statement-breakpoint
CREATE INDEX `consultation_events_case_idx` ON `consultation_events` (`consultation_id`,`at`);--> statement-breakpoint
CREATE TABLE `consultations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uuid` text NOT NULL,
	`iin` text NOT NULL,
	`name` text NOT NULL,
	`phone` text,
	`applicant_id` integer,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`problem` text NOT NULL,
	`help` text,
	`status` integer DEFAULT 1 NOT NULL,
	`reason` text,
	`outcome` text,
	`last_repayment` text,
	`filing_date` text,
	`refiling_date` text,
	`remind_at` text,
	`region_id` integer,
	`district_id` integer,
	`lawyer_id` integer,
	`source` text NOT NULL,
	`request_id` integer,
	`duplicate_of` integer,
	`field_times` text DEFAULT '{}' NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	`server_version` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`applicant_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`region_id`) REFERENCES `kato`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`district_id`) REFERENCES `kato`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`lawyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `consultations_uuid_unique` ON `consultations` (`uuid`);--> statement-breakpoint
CREATE INDEX `consultations_iin_type_idx` ON `consultations` (`iin`,`type`);--> statement-breakpoint
CREATE INDEX `consultations_lawyer_idx` ON `consultations` (`lawyer_id`,`status`);--> statement-breakpoint
CREATE INDEX `consultations_remind_idx` ON `consultations` (`remind_at`);--> statement-breakpoint
CREATE INDEX `consultations_version_idx` ON `consultations` (`server_version`);