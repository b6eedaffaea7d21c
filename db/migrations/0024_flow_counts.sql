CREATE TABLE `flow_counts` (
	`flow_id` integer PRIMARY KEY NOT NULL,
	`students` integer DEFAULT 0 NOT NULL,
	`completed` integer DEFAULT 0 NOT NULL,
	`not_completed` integer DEFAULT 0 NOT NULL,
	`marked` integer DEFAULT 0 NOT NULL,
	`present` integer DEFAULT 0 NOT NULL
);
