ALTER TABLE `property_unit_history` ADD `from_status` text;--> statement-breakpoint
ALTER TABLE `property_projects` DROP COLUMN `price_from`;