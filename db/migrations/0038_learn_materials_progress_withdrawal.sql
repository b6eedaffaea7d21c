ALTER TABLE `learn_courses` ADD `materials` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `learn_courses` ADD `server_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `learn_enrolments` ADD `withdrawn_at` integer;--> statement-breakpoint
ALTER TABLE `learn_enrolments` ADD `server_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `learn_lessons` ADD `comment` text;--> statement-breakpoint
ALTER TABLE `learn_progress` ADD `viewed` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `learn_progress` ADD `materials_opened` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
-- A lesson marked done or watched was viewed.
UPDATE `learn_progress` SET `viewed` = 1 WHERE `done` = 1 OR `video_seconds` > 0;
