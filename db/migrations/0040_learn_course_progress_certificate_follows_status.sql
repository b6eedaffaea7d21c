CREATE TABLE `learn_course_progress` (
	`user_id` integer NOT NULL,
	`course_id` integer NOT NULL,
	`materials_opened` text DEFAULT '[]' NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `course_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`course_id`) REFERENCES `learn_courses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `learn_certificates` ADD `revoked_reason` text;--> statement-breakpoint
-- Every revocation so far was an admin's (ADR 125).
UPDATE `learn_certificates` SET `revoked_reason` = 'admin' WHERE `revoked_at` IS NOT NULL;--> statement-breakpoint
-- A training certificate is now issued when the status becomes completed, no longer when the account is
-- first read: a completed application nobody has read since gets it here, dated by the same rule (the
-- flow's last day at noon in Kazakhstan, or now if that is later), numbered and audited like the rest.
INSERT INTO `learn_certificates` (`number`, `code`, `user_id`, `application_id`, `issued_at`)
SELECT 'pending-' || lower(hex(randomblob(8))), lower(hex(randomblob(12))), a.`applicant_id`, a.`id`,
  min(coalesce(unixepoch(f.`end_date` || ' 07:00:00') * 1000, CAST(unixepoch('subsec') * 1000 AS integer)), CAST(unixepoch('subsec') * 1000 AS integer))
FROM `applications` a LEFT JOIN `flows` f ON f.`id` = a.`flow_id`
WHERE a.`status` = 'completed' AND a.`deleted_at` IS NULL
  AND NOT EXISTS (SELECT 1 FROM `learn_certificates` c WHERE c.`application_id` = a.`id`);--> statement-breakpoint
UPDATE `learn_certificates` SET `number` = 'QZ-' || strftime('%Y', `issued_at` / 1000, 'unixepoch') || '-' || printf('%06d', `id`) WHERE `number` LIKE 'pending-%';--> statement-breakpoint
INSERT INTO `user_actions` (`action`, `subject_type`, `subject_id`, `changed_user_id`, `before`, `after`)
SELECT 'learn.certificate.issue', 'learn_certificate', CAST(c.`id` AS text), c.`user_id`, NULL,
  json_object('number', c.`number`, 'application_id', c.`application_id`, 'source', 'migration')
FROM `learn_certificates` c
WHERE c.`application_id` IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM `user_actions` u WHERE u.`action` = 'learn.certificate.issue' AND u.`subject_type` = 'learn_certificate' AND u.`subject_id` = CAST(c.`id` AS text));
