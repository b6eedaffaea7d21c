-- The applications report's counters (db/schema/report-counts.ts): filled from what is there, then kept in
-- step with every insert, change and delete of an application. A deleted application (deleted_at set) counts
-- nowhere; the day is the Kazakhstan calendar day (UTC+5), as the report's date filters read it.
INSERT INTO `application_day_counts` (day, region_id, district_id, status, n)
SELECT date(a.created_at / 1000 + 18000, 'unixepoch'), coalesce(a.lesson_region_id, 0), coalesce(a.lesson_district_id, 0), a.status, count(*) FROM `applications` a WHERE a.deleted_at IS NULL
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE TRIGGER `application_day_counts_insert` AFTER INSERT ON `applications` WHEN new.deleted_at IS NULL BEGIN
  INSERT INTO `application_day_counts` (day, region_id, district_id, status, n) VALUES (date(new.created_at / 1000 + 18000, 'unixepoch'), coalesce(new.lesson_region_id, 0), coalesce(new.lesson_district_id, 0), new.status, 1)
    ON CONFLICT (day, region_id, district_id, status) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `application_day_counts_delete` AFTER DELETE ON `applications` WHEN old.deleted_at IS NULL BEGIN
  UPDATE `application_day_counts` SET n = n - 1 WHERE day = date(old.created_at / 1000 + 18000, 'unixepoch') AND region_id = coalesce(old.lesson_region_id, 0) AND district_id = coalesce(old.lesson_district_id, 0) AND status = old.status;
END;
--> statement-breakpoint
CREATE TRIGGER `application_day_counts_update_old` AFTER UPDATE OF status, lesson_region_id, lesson_district_id, deleted_at, created_at ON `applications` WHEN old.deleted_at IS NULL BEGIN
  UPDATE `application_day_counts` SET n = n - 1 WHERE day = date(old.created_at / 1000 + 18000, 'unixepoch') AND region_id = coalesce(old.lesson_region_id, 0) AND district_id = coalesce(old.lesson_district_id, 0) AND status = old.status;
END;
--> statement-breakpoint
CREATE TRIGGER `application_day_counts_update_new` AFTER UPDATE OF status, lesson_region_id, lesson_district_id, deleted_at, created_at ON `applications` WHEN new.deleted_at IS NULL BEGIN
  INSERT INTO `application_day_counts` (day, region_id, district_id, status, n) VALUES (date(new.created_at / 1000 + 18000, 'unixepoch'), coalesce(new.lesson_region_id, 0), coalesce(new.lesson_district_id, 0), new.status, 1)
    ON CONFLICT (day, region_id, district_id, status) DO UPDATE SET n = n + 1;
END;
