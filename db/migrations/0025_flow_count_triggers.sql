-- The trainer report's counters per flow (db/schema/report-counts.ts): filled from what is there, then kept in
-- step with every insert, change and delete of an application (its flow, status, deletion) and of an
-- attendance cell. A deleted application (deleted_at set) counts nowhere; a deleted flow takes its row along,
-- so a reused flow id starts from zero.
INSERT INTO `flow_counts` (flow_id, students, completed, not_completed)
SELECT flow_id, count(*), sum(status = 'completed'), sum(status = 'not_completed') FROM `applications`
WHERE deleted_at IS NULL AND flow_id IS NOT NULL GROUP BY flow_id;
--> statement-breakpoint
INSERT INTO `flow_counts` (flow_id, marked, present)
SELECT flow_id, count(*), sum(present) FROM `attendance_cells` WHERE true GROUP BY flow_id
ON CONFLICT (flow_id) DO UPDATE SET marked = excluded.marked, present = excluded.present;
--> statement-breakpoint
CREATE TRIGGER `flow_counts_application_insert` AFTER INSERT ON `applications` WHEN new.deleted_at IS NULL AND new.flow_id IS NOT NULL BEGIN
  INSERT INTO `flow_counts` (flow_id, students, completed, not_completed) VALUES (new.flow_id, 1, new.status = 'completed', new.status = 'not_completed')
    ON CONFLICT (flow_id) DO UPDATE SET students = students + 1, completed = completed + excluded.completed, not_completed = not_completed + excluded.not_completed;
END;
--> statement-breakpoint
CREATE TRIGGER `flow_counts_application_delete` AFTER DELETE ON `applications` WHEN old.deleted_at IS NULL AND old.flow_id IS NOT NULL BEGIN
  UPDATE `flow_counts` SET students = students - 1, completed = completed - (old.status = 'completed'), not_completed = not_completed - (old.status = 'not_completed') WHERE flow_id = old.flow_id;
END;
--> statement-breakpoint
CREATE TRIGGER `flow_counts_application_update_old` AFTER UPDATE OF flow_id, status, deleted_at ON `applications` WHEN old.deleted_at IS NULL AND old.flow_id IS NOT NULL BEGIN
  UPDATE `flow_counts` SET students = students - 1, completed = completed - (old.status = 'completed'), not_completed = not_completed - (old.status = 'not_completed') WHERE flow_id = old.flow_id;
END;
--> statement-breakpoint
CREATE TRIGGER `flow_counts_application_update_new` AFTER UPDATE OF flow_id, status, deleted_at ON `applications` WHEN new.deleted_at IS NULL AND new.flow_id IS NOT NULL BEGIN
  INSERT INTO `flow_counts` (flow_id, students, completed, not_completed) VALUES (new.flow_id, 1, new.status = 'completed', new.status = 'not_completed')
    ON CONFLICT (flow_id) DO UPDATE SET students = students + 1, completed = completed + excluded.completed, not_completed = not_completed + excluded.not_completed;
END;
--> statement-breakpoint
CREATE TRIGGER `flow_counts_cell_insert` AFTER INSERT ON `attendance_cells` BEGIN
  INSERT INTO `flow_counts` (flow_id, marked, present) VALUES (new.flow_id, 1, new.present)
    ON CONFLICT (flow_id) DO UPDATE SET marked = marked + 1, present = present + excluded.present;
END;
--> statement-breakpoint
CREATE TRIGGER `flow_counts_cell_delete` AFTER DELETE ON `attendance_cells` BEGIN
  UPDATE `flow_counts` SET marked = marked - 1, present = present - old.present WHERE flow_id = old.flow_id;
END;
--> statement-breakpoint
CREATE TRIGGER `flow_counts_cell_update` AFTER UPDATE OF flow_id, present ON `attendance_cells` BEGIN
  UPDATE `flow_counts` SET marked = marked - 1, present = present - old.present WHERE flow_id = old.flow_id;
  INSERT INTO `flow_counts` (flow_id, marked, present) VALUES (new.flow_id, 1, new.present)
    ON CONFLICT (flow_id) DO UPDATE SET marked = marked + 1, present = present + excluded.present;
END;
--> statement-breakpoint
CREATE TRIGGER `flow_counts_flow_delete` AFTER DELETE ON `flows` BEGIN
  DELETE FROM `flow_counts` WHERE flow_id = old.id;
END;
