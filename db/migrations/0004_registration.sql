CREATE TABLE `applicant_profiles` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`gender` text NOT NULL,
	`birthday` text NOT NULL,
	`rural_okrug_id` integer,
	`residence_address` text,
	`education` text,
	`social_status` text,
	`large_family` integer DEFAULT false NOT NULL,
	`family_members` integer,
	`has_loans` integer DEFAULT false NOT NULL,
	`loans_count` integer,
	`loans_amount` integer,
	`loans_month_payment` integer,
	`loans_overdue` integer,
	`family_income` integer,
	`education_goal` text,
	`additional_info` text,
	`photo_mime` text,
	`photo_updated_at` integer,
	`consented_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`rural_okrug_id`) REFERENCES `kato`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `sms_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`phone` text NOT NULL,
	`code_hash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`expires_at` integer NOT NULL,
	`verified_at` integer,
	`verification_hash` text,
	`verification_expires_at` integer,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sms_codes_verification_hash_unique` ON `sms_codes` (`verification_hash`);--> statement-breakpoint
CREATE INDEX `sms_codes_phone_idx` ON `sms_codes` (`phone`,`created_at`);