CREATE TABLE `property_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`type` text NOT NULL,
	`category` text,
	`title` text DEFAULT '{}' NOT NULL,
	`body` text DEFAULT '{}' NOT NULL,
	`image` text,
	`photos` text DEFAULT '[]' NOT NULL,
	`month` text,
	`quantity` integer,
	`x` real,
	`y` real,
	`distance_m` integer,
	`published` integer DEFAULT false NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`project_id`) REFERENCES `property_projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `property_items_project_idx` ON `property_items` (`project_id`,`type`,`published`);--> statement-breakpoint
CREATE UNIQUE INDEX `property_items_month_idx` ON `property_items` (`project_id`,`month`) WHERE type = 'progress';--> statement-breakpoint
ALTER TABLE `property_projects` ADD `master_plan` text;--> statement-breakpoint
ALTER TABLE `property_projects` ADD `gallery` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `property_projects` ADD `info_blocks` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `property_units` ADD `layout_pdf` text;