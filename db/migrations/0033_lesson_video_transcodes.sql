CREATE TABLE `media_transcodes` (
	`source_id` text PRIMARY KEY NOT NULL,
	`status` text NOT NULL,
	`progress` integer DEFAULT 0 NOT NULL,
	`variant_id` text,
	`failure` text,
	`tries` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`started_at` integer,
	`finished_at` integer,
	FOREIGN KEY (`source_id`) REFERENCES `content_media`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`variant_id`) REFERENCES `content_media`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `media_transcodes_status_idx` ON `media_transcodes` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `learn_courses` ADD `video` text;--> statement-breakpoint
ALTER TABLE `learn_lessons` ADD `cover` text;--> statement-breakpoint
ALTER TABLE `learn_lessons` ADD `video` text;--> statement-breakpoint
ALTER TABLE `learn_lessons` ADD `server_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `learn_lessons_version_idx` ON `learn_lessons` (`server_version`);