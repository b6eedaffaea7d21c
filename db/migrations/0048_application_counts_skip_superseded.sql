-- A self-registration the district office superseded (ADR 133) counts nowhere, like a deleted application:
-- the person is counted once, by the office's record. The report's counters skip the status `superseded`;
-- no row has it yet, so the counts stand as they are.
DROP TRIGGER `application_day_counts_insert`;
--> statement-breakpoint
DROP TRIGGER `application_day_counts_delete`;
--> statement-breakpoint
DROP TRIGGER `application_day_counts_update_old`;
--> statement-breakpoint
DROP TRIGGER `application_day_counts_update_new`;
--> statement-breakpoint
CREATE TRIGGER `application_day_counts_insert` AFTER INSERT ON `applications` WHEN new.deleted_at IS NULL AND new.status <> 'superseded' BEGIN
  INSERT INTO `application_day_counts` (day, region_id, district_id, status, n) VALUES (date(new.created_at / 1000 + 18000, 'unixepoch'), coalesce(new.lesson_region_id, 0), coalesce(new.lesson_district_id, 0), new.status, 1)
    ON CONFLICT (day, region_id, district_id, status) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `application_day_counts_delete` AFTER DELETE ON `applications` WHEN old.deleted_at IS NULL AND old.status <> 'superseded' BEGIN
  UPDATE `application_day_counts` SET n = n - 1 WHERE day = date(old.created_at / 1000 + 18000, 'unixepoch') AND region_id = coalesce(old.lesson_region_id, 0) AND district_id = coalesce(old.lesson_district_id, 0) AND status = old.status;
END;
--> statement-breakpoint
CREATE TRIGGER `application_day_counts_update_old` AFTER UPDATE OF status, lesson_region_id, lesson_district_id, deleted_at, created_at ON `applications` WHEN old.deleted_at IS NULL AND old.status <> 'superseded' BEGIN
  UPDATE `application_day_counts` SET n = n - 1 WHERE day = date(old.created_at / 1000 + 18000, 'unixepoch') AND region_id = coalesce(old.lesson_region_id, 0) AND district_id = coalesce(old.lesson_district_id, 0) AND status = old.status;
END;
--> statement-breakpoint
CREATE TRIGGER `application_day_counts_update_new` AFTER UPDATE OF status, lesson_region_id, lesson_district_id, deleted_at, created_at ON `applications` WHEN new.deleted_at IS NULL AND new.status <> 'superseded' BEGIN
  INSERT INTO `application_day_counts` (day, region_id, district_id, status, n) VALUES (date(new.created_at / 1000 + 18000, 'unixepoch'), coalesce(new.lesson_region_id, 0), coalesce(new.lesson_district_id, 0), new.status, 1)
    ON CONFLICT (day, region_id, district_id, status) DO UPDATE SET n = n + 1;
END;
