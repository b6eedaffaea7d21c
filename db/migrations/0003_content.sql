CREATE TABLE `articles` (
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
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `articles_published_idx` ON `articles` (`published`);--> statement-breakpoint
CREATE TABLE `content_media` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`mime` text NOT NULL,
	`name` text NOT NULL,
	`size` integer NOT NULL,
	`width` integer,
	`height` integer,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`published` integer DEFAULT false NOT NULL,
	`published_at` integer,
	`sort` integer DEFAULT 0 NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	`name` text DEFAULT '{}' NOT NULL,
	`type` text DEFAULT 'other' NOT NULL,
	`file` text,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `experts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`published` integer DEFAULT false NOT NULL,
	`published_at` integer,
	`sort` integer DEFAULT 0 NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	`name` text DEFAULT '{}' NOT NULL,
	`region` text DEFAULT '{}' NOT NULL,
	`position` text DEFAULT '{}' NOT NULL,
	`biography` text DEFAULT '{}' NOT NULL,
	`education` text DEFAULT '{}' NOT NULL,
	`reception_schedule` text DEFAULT '{}' NOT NULL,
	`phone` text,
	`email` text,
	`photo` text,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `faqs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`published` integer DEFAULT false NOT NULL,
	`published_at` integer,
	`sort` integer DEFAULT 0 NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	`question` text DEFAULT '{}' NOT NULL,
	`answer` text DEFAULT '{}' NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `gallery_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`published` integer DEFAULT false NOT NULL,
	`published_at` integer,
	`sort` integer DEFAULT 0 NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	`title` text DEFAULT '{}' NOT NULL,
	`kind` text DEFAULT 'photo' NOT NULL,
	`image` text,
	`video` text,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `news` (
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
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `news_published_idx` ON `news` (`published`);--> statement-breakpoint
CREATE TABLE `partners` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`published` integer DEFAULT false NOT NULL,
	`published_at` integer,
	`sort` integer DEFAULT 0 NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	`name` text DEFAULT '{}' NOT NULL,
	`logo` text,
	`url` text,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `stock` (
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
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `stock_published_idx` ON `stock` (`published`);--> statement-breakpoint
CREATE TABLE `team_members` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`published` integer DEFAULT false NOT NULL,
	`published_at` integer,
	`sort` integer DEFAULT 0 NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	`name` text DEFAULT '{}' NOT NULL,
	`position` text DEFAULT '{}' NOT NULL,
	`group` text DEFAULT '{}' NOT NULL,
	`photo` text,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `contacts` ADD `updated_at` integer;