-- issue 17: a changed entry moves its student's totals once, by the difference of its days and
-- minutes (was: off with the old entries, then on again with the new: two writes of each row, and
-- the rows locked twice, while another save of the class waited); rows whose figures stay as they
-- were (a changed reason that excuses nothing more or less) are not written at all. Rows are taken
-- in key order, so that two saves of one class never deadlock.
CREATE OR REPLACE FUNCTION pp_attendance_totals_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO attendance_totals AS t (class_id, student_id, recorded_days, missed_minutes)
  SELECT d.class_id, d.student_id, d.days, d.missed
  FROM (
    SELECT x.class_id, x.student_id, sum(x.days)::int AS days, sum(x.missed)::int AS missed
    FROM (
      SELECT r.class_id, n.student_id, 1 AS days, pp_missed_minutes(n.b8, n.b10, n.b12, n.b1345, n.reason) AS missed
      FROM pp_new n JOIN attendance_records r ON r.id = n.record_id
      UNION ALL
      SELECT r.class_id, o.student_id, -1, -pp_missed_minutes(o.b8, o.b10, o.b12, o.b1345, o.reason)
      FROM pp_old o JOIN attendance_records r ON r.id = o.record_id
    ) x
    GROUP BY x.class_id, x.student_id
  ) d
  WHERE d.days <> 0 OR d.missed <> 0
  ORDER BY d.class_id, d.student_id
  ON CONFLICT (class_id, student_id) DO UPDATE
    SET recorded_days = t.recorded_days + excluded.recorded_days, missed_minutes = t.missed_minutes + excluded.missed_minutes;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS attendance_entries_totals_update_old ON attendance_entries;--> statement-breakpoint
DROP TRIGGER IF EXISTS attendance_entries_totals_update_new ON attendance_entries;--> statement-breakpoint
CREATE TRIGGER attendance_entries_totals_update AFTER UPDATE ON attendance_entries REFERENCING OLD TABLE AS pp_old NEW TABLE AS pp_new FOR EACH STATEMENT EXECUTE FUNCTION pp_attendance_totals_move();
