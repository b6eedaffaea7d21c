CREATE TABLE `region_stats` (
	`region_id` integer PRIMARY KEY NOT NULL,
	`districts` integer,
	`population` integer,
	`rural_districts` integer,
	`households` integer,
	`source` text NOT NULL,
	`as_of` text NOT NULL,
	`updated_by` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`region_id`) REFERENCES `kato`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
