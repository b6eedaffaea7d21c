ALTER TABLE `gallery_items` ADD `album` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `gallery_items` ADD `video_file` text;