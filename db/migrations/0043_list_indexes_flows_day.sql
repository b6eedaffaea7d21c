DROP INDEX `applications_lesson_district_idx`;--> statement-breakpoint
CREATE INDEX `applications_lesson_district_idx` ON `applications` (`lesson_district_id`,`status`,`created_at`);--> statement-breakpoint
DROP INDEX `flows_district_idx`;--> statement-breakpoint
CREATE INDEX `flows_start_idx` ON `flows` (`start_date`);--> statement-breakpoint
CREATE INDEX `flows_region_start_idx` ON `flows` (`region_id`,`start_date`);--> statement-breakpoint
CREATE INDEX `flows_end_idx` ON `flows` (`end_date`);--> statement-breakpoint
CREATE INDEX `flows_version_idx` ON `flows` (`server_version`);--> statement-breakpoint
CREATE INDEX `flows_district_idx` ON `flows` (`district_id`,`start_date`);--> statement-breakpoint
CREATE INDEX `contest_applications_nomination_idx` ON `contest_applications` (`nomination_id`);--> statement-breakpoint
CREATE INDEX `consultations_open_remind_idx` ON `consultations` (`remind_at`) WHERE "consultations"."status" <> 3;--> statement-breakpoint
CREATE INDEX `consultations_lawyer_open_remind_idx` ON `consultations` (`lawyer_id`,`remind_at`) WHERE "consultations"."status" <> 3;