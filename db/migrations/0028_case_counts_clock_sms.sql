ALTER TABLE `consultations` ADD `arrests_court_act` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `consultations` ADD `arrests_writs` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `consultations` ADD `arrests_bank` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `consultations` ADD `accounts_seized` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `consultations` ADD `accounts_released` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `consultations` ADD `accounts_unreleased` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `consultations` ADD `debt_mfo` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `consultations` ADD `debt_banks` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `consultations` ADD `debt_collectors` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `consultations` ADD `debt_mfo_applications` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `consultations` ADD `debt_bank_applications` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `consultations` ADD `debt_collector_applications` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `consultations` ADD `debt_documents_collected` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `consultations` ADD `debt_sent_to_regulator` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `consultations` ADD `first_contact_at` integer;--> statement-breakpoint
ALTER TABLE `consultations` ADD `closed_at` integer;--> statement-breakpoint
ALTER TABLE `consultations` ADD `waiting_client` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `consultations` ADD `waiting_periods` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `consultations` ADD `reminder_sms_day` text;--> statement-breakpoint
ALTER TABLE `consultations` ADD `reminder_sms_at` integer;--> statement-breakpoint
-- Cases from before the response clock: first contact is their first lawyer's entry, closing their last change.
UPDATE `consultations` SET `first_contact_at` = (SELECT min(`at`) FROM `consultation_events` e WHERE e.`consultation_id` = `consultations`.`id` AND e.`kind` IN ('note', 'outcome', 'field', 'document'));--> statement-breakpoint
UPDATE `consultations` SET `closed_at` = `updated_at` WHERE `status` = 3;
