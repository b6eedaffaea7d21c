CREATE TABLE `investor_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`published` integer DEFAULT false NOT NULL,
	`published_at` integer,
	`sort` integer DEFAULT 0 NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	`title` text DEFAULT '{}' NOT NULL,
	`body` text DEFAULT '{}' NOT NULL,
	`file` text,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `partner_programmes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`published` integer DEFAULT false NOT NULL,
	`published_at` integer,
	`sort` integer DEFAULT 0 NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	`name` text DEFAULT '{}' NOT NULL,
	`summary` text DEFAULT '{}' NOT NULL,
	`body` text DEFAULT '{}' NOT NULL,
	`logo` text,
	`url` text,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `promotions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`published` integer DEFAULT false NOT NULL,
	`published_at` integer,
	`sort` integer DEFAULT 0 NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	`title` text DEFAULT '{}' NOT NULL,
	`summary` text DEFAULT '{}' NOT NULL,
	`body` text DEFAULT '{}' NOT NULL,
	`image` text,
	`video` text,
	`project_id` integer,
	`valid_until` text,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `vacancies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`published` integer DEFAULT false NOT NULL,
	`published_at` integer,
	`sort` integer DEFAULT 0 NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	`title` text DEFAULT '{}' NOT NULL,
	`place` text DEFAULT '{}' NOT NULL,
	`salary` text DEFAULT '{}' NOT NULL,
	`body` text DEFAULT '{}' NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `property_slots` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`starts_at` integer NOT NULL,
	`title` text DEFAULT '{}' NOT NULL,
	`capacity` integer NOT NULL,
	`taken` integer DEFAULT 0 NOT NULL,
	`published` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "property_slots_capacity_check" CHECK("property_slots"."taken" >= 0 AND "property_slots"."taken" <= "property_slots"."capacity")
);
--> statement-breakpoint
CREATE INDEX `property_slots_kind_idx` ON `property_slots` (`kind`,`starts_at`);--> statement-breakpoint
ALTER TABLE `property_leads` ADD `slot_id` integer REFERENCES property_slots(id);