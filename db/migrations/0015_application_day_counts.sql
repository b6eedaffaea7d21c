CREATE TABLE `application_day_counts` (
	`day` text NOT NULL,
	`region_id` integer NOT NULL,
	`district_id` integer NOT NULL,
	`status` text NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`day`, `region_id`, `district_id`, `status`)
);
