-- Substring search over agro applications (name, IIN, phone) and consultation cases (name, IIN, title) at
-- mission size (150,000 and 100,000 rows): FTS5 trigram indexes, as users_search (0011), kept in step by
-- triggers. A LIKE '%…%' read every row, and a Unicode case fold called JavaScript for each (ADR 123).
CREATE VIRTUAL TABLE `agro_search` USING fts5(name, iin, phone, content='agro_applications', content_rowid='id', tokenize='trigram');
--> statement-breakpoint
INSERT INTO `agro_search`(`agro_search`) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `agro_search_insert` AFTER INSERT ON `agro_applications` BEGIN
  INSERT INTO `agro_search`(rowid, name, iin, phone) VALUES (new.id, new.name, new.iin, new.phone);
END;
--> statement-breakpoint
CREATE TRIGGER `agro_search_delete` AFTER DELETE ON `agro_applications` BEGIN
  INSERT INTO `agro_search`(`agro_search`, rowid, name, iin, phone) VALUES ('delete', old.id, old.name, old.iin, old.phone);
END;
--> statement-breakpoint
CREATE TRIGGER `agro_search_update` AFTER UPDATE OF name, iin, phone ON `agro_applications` BEGIN
  INSERT INTO `agro_search`(`agro_search`, rowid, name, iin, phone) VALUES ('delete', old.id, old.name, old.iin, old.phone);
  INSERT INTO `agro_search`(rowid, name, iin, phone) VALUES (new.id, new.name, new.iin, new.phone);
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `cases_search` USING fts5(name, iin, title, content='consultations', content_rowid='id', tokenize='trigram');
--> statement-breakpoint
INSERT INTO `cases_search`(`cases_search`) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `cases_search_insert` AFTER INSERT ON `consultations` BEGIN
  INSERT INTO `cases_search`(rowid, name, iin, title) VALUES (new.id, new.name, new.iin, new.title);
END;
--> statement-breakpoint
CREATE TRIGGER `cases_search_delete` AFTER DELETE ON `consultations` BEGIN
  INSERT INTO `cases_search`(`cases_search`, rowid, name, iin, title) VALUES ('delete', old.id, old.name, old.iin, old.title);
END;
--> statement-breakpoint
CREATE TRIGGER `cases_search_update` AFTER UPDATE OF name, iin, title ON `consultations` BEGIN
  INSERT INTO `cases_search`(`cases_search`, rowid, name, iin, title) VALUES ('delete', old.id, old.name, old.iin, old.title);
  INSERT INTO `cases_search`(rowid, name, iin, title) VALUES (new.id, new.name, new.iin, new.title);
END;
