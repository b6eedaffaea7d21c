DROP INDEX `requests_kind_status_idx`;--> statement-breakpoint
CREATE INDEX `requests_kind_status_created_idx` ON `requests` (`kind`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `requests_kind_created_idx` ON `requests` (`kind`,`created_at`);--> statement-breakpoint
CREATE INDEX `requests_status_created_idx` ON `requests` (`status`,`created_at`);--> statement-breakpoint
DROP INDEX `agro_applications_district_idx`;--> statement-breakpoint
DROP INDEX `agro_applications_region_idx`;--> statement-breakpoint
CREATE INDEX `agro_applications_name_idx` ON `agro_applications` (`name`);--> statement-breakpoint
CREATE INDEX `agro_applications_status_id_idx` ON `agro_applications` (`status`);--> statement-breakpoint
CREATE INDEX `agro_applications_district_idx` ON `agro_applications` (`district_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `agro_applications_region_idx` ON `agro_applications` (`region_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `import_jobs_created_by_idx` ON `import_jobs` (`created_by`);--> statement-breakpoint
CREATE INDEX `consultations_created_idx` ON `consultations` (`created_at`);--> statement-breakpoint
CREATE INDEX `consultations_lawyer_created_idx` ON `consultations` (`lawyer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `consultations_status_created_idx` ON `consultations` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `consultations_type_created_idx` ON `consultations` (`type`,`created_at`);--> statement-breakpoint
CREATE INDEX `consultations_outcome_created_idx` ON `consultations` (`outcome`,`created_at`);--> statement-breakpoint
CREATE INDEX `consultations_region_created_idx` ON `consultations` (`region_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `consultations_remind_status_idx` ON `consultations` (`remind_at`,`status`);--> statement-breakpoint
CREATE INDEX `property_leads_kind_idx` ON `property_leads` (`kind`,`created_at`);--> statement-breakpoint
CREATE INDEX `property_leads_created_idx` ON `property_leads` (`created_at`);