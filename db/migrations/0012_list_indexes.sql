DROP INDEX `applications_status_idx`;--> statement-breakpoint
CREATE INDEX `applications_status_idx` ON `applications` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `user_actions_action_idx` ON `user_actions` (`action`,`id`);--> statement-breakpoint
CREATE INDEX `users_name_idx` ON `users` (`name`);