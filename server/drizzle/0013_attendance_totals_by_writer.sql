-- issue 17, eighteenth round: the attendance save keeps its students' totals in its own statement
-- (one upsert of the deltas it computes anyway, which also answers the sums after it for the absence
-- thresholds), instead of three statement triggers joining every changed entry to its record and
-- the save locking the same rows beforehand. The save marks its statement
-- (pp_attendance_totals_keep_in_statement, evaluated for every row it upserts); the triggers leave
-- a marked statement's rows alone and keep the totals for every other writer (the seed, the
-- benchmark's generator, a restore, a class's deletion). The mark is the statement's start time in a
-- transaction-local setting: a later statement of the same transaction is not marked.
CREATE OR REPLACE FUNCTION pp_attendance_totals_keep_in_statement() RETURNS boolean LANGUAGE sql VOLATILE AS $$
  SELECT set_config('pp.attendance_totals_kept_at', statement_timestamp()::text, true) IS NOT NULL
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pp_attendance_totals_kept_in_statement() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('pp.attendance_totals_kept_at', true), '') = statement_timestamp()::text
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pp_attendance_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pp_attendance_totals_kept_in_statement() THEN RETURN NULL; END IF;
  INSERT INTO attendance_totals AS t (class_id, student_id, recorded_days, missed_minutes)
  SELECT r.class_id, n.student_id, count(*)::int, sum(pp_missed_minutes(n.b8, n.b10, n.b12, n.b1345, n.reason))::int
  FROM pp_new n JOIN attendance_records r ON r.id = n.record_id
  GROUP BY r.class_id, n.student_id
  ORDER BY r.class_id, n.student_id
  ON CONFLICT (class_id, student_id) DO UPDATE
    SET recorded_days = t.recorded_days + excluded.recorded_days, missed_minutes = t.missed_minutes + excluded.missed_minutes;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pp_attendance_totals_sub() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pp_attendance_totals_kept_in_statement() THEN RETURN NULL; END IF;
  PERFORM 1 FROM attendance_totals t
    WHERE (t.class_id, t.student_id) IN (SELECT r.class_id, o.student_id FROM pp_old o JOIN attendance_records r ON r.id = o.record_id)
    ORDER BY t.class_id, t.student_id FOR UPDATE;
  UPDATE attendance_totals t
    SET recorded_days = t.recorded_days - d.days, missed_minutes = t.missed_minutes - d.missed
    FROM (
      SELECT r.class_id, o.student_id, count(*)::int AS days, sum(pp_missed_minutes(o.b8, o.b10, o.b12, o.b1345, o.reason))::int AS missed
      FROM pp_old o JOIN attendance_records r ON r.id = o.record_id
      GROUP BY r.class_id, o.student_id
    ) d
    WHERE t.class_id = d.class_id AND t.student_id = d.student_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pp_attendance_totals_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pp_attendance_totals_kept_in_statement() THEN RETURN NULL; END IF;
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
END $$;
