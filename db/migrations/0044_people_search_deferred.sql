-- FTS5 writes its pending terms out at every savepoint (fts5SavepointMethod), and a push or an import runs
-- each record in one: every person they registered became an index segment of its own, merged again and
-- again, a quarter of a push's CPU (ADR 131). While `people_search_deferred` holds its row (only inside
-- such a transaction, db/deferred-people-search.ts) a new person waits in `people_search_backlog`, and the
-- transaction indexes them all in one statement before it commits: at every commit the index is in step.
CREATE TABLE `people_search_deferred` (`on` integer PRIMARY KEY NOT NULL);
--> statement-breakpoint
CREATE TABLE `people_search_backlog` (`id` integer PRIMARY KEY NOT NULL);
--> statement-breakpoint
DROP TRIGGER `users_search_insert`;
--> statement-breakpoint
CREATE TRIGGER `users_search_insert` AFTER INSERT ON `users` BEGIN
  INSERT INTO `users_search`(rowid, name, iin, phone, email)
    SELECT new.id, new.name, new.iin, new.phone, new.email WHERE NOT EXISTS (SELECT 1 FROM `people_search_deferred`);
  INSERT INTO `people_search_backlog`(id) SELECT new.id WHERE EXISTS (SELECT 1 FROM `people_search_deferred`);
END;
--> statement-breakpoint
DROP TRIGGER `users_search_update`;
--> statement-breakpoint
-- A person still in the backlog is not in the index: the backlog's indexing reads their row as it is then.
CREATE TRIGGER `users_search_update` AFTER UPDATE OF name, iin, phone, email ON `users`
WHEN NOT EXISTS (SELECT 1 FROM `people_search_backlog` WHERE id = old.id) BEGIN
  INSERT INTO `users_search`(`users_search`, rowid, name, iin, phone, email) VALUES ('delete', old.id, old.name, old.iin, old.phone, old.email);
  INSERT INTO `users_search`(rowid, name, iin, phone, email) VALUES (new.id, new.name, new.iin, new.phone, new.email);
END;
--> statement-breakpoint
DROP TRIGGER `users_search_delete`;
--> statement-breakpoint
-- Deleting terms an external-content index never held would corrupt it: one still in the backlog leaves it.
CREATE TRIGGER `users_search_delete` AFTER DELETE ON `users` BEGIN
  INSERT INTO `users_search`(`users_search`, rowid, name, iin, phone, email)
    SELECT 'delete', old.id, old.name, old.iin, old.phone, old.email
    WHERE NOT EXISTS (SELECT 1 FROM `people_search_backlog` WHERE id = old.id);
  DELETE FROM `people_search_backlog` WHERE id = old.id;
END;
--> statement-breakpoint
-- FTS5 merges segments in bursts inside whichever commit crosses its threshold; the transactions that index
-- people merge a steady share each instead (indexDeferredPeople). Other writers leave segments for them, and
-- FTS5's crisis merge (16 on a level) still bounds how many wait.
INSERT INTO `users_search`(`users_search`, rank) VALUES ('automerge', 0);
