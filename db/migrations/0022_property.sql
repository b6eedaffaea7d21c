CREATE TABLE `property_buildings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`name` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `property_projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `property_buildings_project_idx` ON `property_buildings` (`project_id`);--> statement-breakpoint
CREATE TABLE `property_leads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_record_id` text NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`phone` text NOT NULL,
	`rooms` integer,
	`unit_id` integer,
	`comment` text,
	`status` text DEFAULT 'new' NOT NULL,
	`outcome` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`unit_id`) REFERENCES `property_units`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `property_leads_client_record_id_unique` ON `property_leads` (`client_record_id`);--> statement-breakpoint
CREATE INDEX `property_leads_status_idx` ON `property_leads` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `property_projects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`name` text DEFAULT '{}' NOT NULL,
	`description` text DEFAULT '{}' NOT NULL,
	`address` text DEFAULT '{}' NOT NULL,
	`state` text NOT NULL,
	`delivery_quarter` integer,
	`delivery_year` integer,
	`price_from` integer,
	`comfort_class` text,
	`floors` integer,
	`blocks` integer,
	`total_area_ha` real,
	`ceiling_height` real,
	`lat` real,
	`lon` real,
	`published` integer DEFAULT false NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer
);
--> statement-breakpoint
CREATE INDEX `property_projects_kind_idx` ON `property_projects` (`kind`,`published`);--> statement-breakpoint
CREATE TABLE `property_reservations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`unit_id` integer NOT NULL,
	`lead_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`released_at` integer,
	FOREIGN KEY (`unit_id`) REFERENCES `property_units`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lead_id`) REFERENCES `property_leads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `property_reservations_one_active_idx` ON `property_reservations` (`unit_id`) WHERE released_at IS NULL;--> statement-breakpoint
CREATE TABLE `property_unit_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`unit_id` integer NOT NULL,
	`status` text NOT NULL,
	`source` text NOT NULL,
	`user_id` integer,
	`lead_id` integer,
	`expires_at` integer,
	`at` integer NOT NULL,
	FOREIGN KEY (`unit_id`) REFERENCES `property_units`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`lead_id`) REFERENCES `property_leads`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `property_unit_history_unit_idx` ON `property_unit_history` (`unit_id`,`at`);--> statement-breakpoint
CREATE TABLE `property_units` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`building_id` integer NOT NULL,
	`section` integer NOT NULL,
	`floor` integer NOT NULL,
	`number` text NOT NULL,
	`kind` text DEFAULT 'apartment' NOT NULL,
	`rooms` integer,
	`area` real NOT NULL,
	`price` integer NOT NULL,
	`finish` text DEFAULT 'none' NOT NULL,
	`layout_image` text,
	`status` text DEFAULT 'available' NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`building_id`) REFERENCES `property_buildings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `property_units_cell_idx` ON `property_units` (`building_id`,`section`,`number`);