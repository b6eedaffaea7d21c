-- Substring search over names, IINs, phones and e-mails at 750,000 applicants: an FTS5 trigram index (it folds
-- case in every script, Kazakh letters included) kept in step with `users` by triggers.
CREATE VIRTUAL TABLE `users_search` USING fts5(name, iin, phone, email, content='users', content_rowid='id', tokenize='trigram');
--> statement-breakpoint
INSERT INTO `users_search`(`users_search`) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `users_search_insert` AFTER INSERT ON `users` BEGIN
  INSERT INTO `users_search`(rowid, name, iin, phone, email) VALUES (new.id, new.name, new.iin, new.phone, new.email);
END;
--> statement-breakpoint
CREATE TRIGGER `users_search_delete` AFTER DELETE ON `users` BEGIN
  INSERT INTO `users_search`(`users_search`, rowid, name, iin, phone, email) VALUES ('delete', old.id, old.name, old.iin, old.phone, old.email);
END;
--> statement-breakpoint
CREATE TRIGGER `users_search_update` AFTER UPDATE OF name, iin, phone, email ON `users` BEGIN
  INSERT INTO `users_search`(`users_search`, rowid, name, iin, phone, email) VALUES ('delete', old.id, old.name, old.iin, old.phone, old.email);
  INSERT INTO `users_search`(rowid, name, iin, phone, email) VALUES (new.id, new.name, new.iin, new.phone, new.email);
END;
