CREATE TABLE "attendance_totals" (
	"class_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"recorded_days" integer DEFAULT 0 NOT NULL,
	"missed_minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attendance_totals_class_id_student_id_pk" PRIMARY KEY("class_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "attendance_totals" ADD CONSTRAINT "attendance_totals_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_totals" ADD CONSTRAINT "attendance_totals_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_totals_student_id_idx" ON "attendance_totals" USING btree ("student_id");--> statement-breakpoint
-- issue 17: the absence statistics read these kept sums; the rule for a day's missed minutes lives here (issue 8: 90 per absent block plus the late or left-early minutes, at most the 360-minute day)
CREATE OR REPLACE FUNCTION pp_missed_minutes(b8 boolean, b10 boolean, b12 boolean, b1345 boolean, reason attendance_reason) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT least(360, 90 * ((NOT b8)::int + (NOT b10)::int + (NOT b12)::int + (NOT b1345)::int)
    + CASE reason
        WHEN 'late15' THEN 15 WHEN 'late30' THEN 30 WHEN 'late45' THEN 45 WHEN 'late60' THEN 60
        WHEN 'left15' THEN 15 WHEN 'left30' THEN 30 WHEN 'left45' THEN 45 WHEN 'left60' THEN 60
        ELSE 0 END)
$$;--> statement-breakpoint
-- added entries: their days and minutes onto the totals (rows taken in key order, so that two saves of one class never deadlock)
CREATE OR REPLACE FUNCTION pp_attendance_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO attendance_totals AS t (class_id, student_id, recorded_days, missed_minutes)
  SELECT r.class_id, n.student_id, count(*)::int, sum(pp_missed_minutes(n.b8, n.b10, n.b12, n.b1345, n.reason))::int
  FROM pp_new n JOIN attendance_records r ON r.id = n.record_id
  GROUP BY r.class_id, n.student_id
  ORDER BY r.class_id, n.student_id
  ON CONFLICT (class_id, student_id) DO UPDATE
    SET recorded_days = t.recorded_days + excluded.recorded_days, missed_minutes = t.missed_minutes + excluded.missed_minutes;
  RETURN NULL;
END $$;--> statement-breakpoint
-- removed entries: their days and minutes off the totals (a class being deleted takes its totals with it)
CREATE OR REPLACE FUNCTION pp_attendance_totals_sub() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
CREATE TRIGGER attendance_entries_totals_insert AFTER INSERT ON attendance_entries REFERENCING NEW TABLE AS pp_new FOR EACH STATEMENT EXECUTE FUNCTION pp_attendance_totals_add();--> statement-breakpoint
CREATE TRIGGER attendance_entries_totals_delete AFTER DELETE ON attendance_entries REFERENCING OLD TABLE AS pp_old FOR EACH STATEMENT EXECUTE FUNCTION pp_attendance_totals_sub();--> statement-breakpoint
CREATE TRIGGER attendance_entries_totals_update_old AFTER UPDATE ON attendance_entries REFERENCING OLD TABLE AS pp_old FOR EACH STATEMENT EXECUTE FUNCTION pp_attendance_totals_sub();--> statement-breakpoint
CREATE TRIGGER attendance_entries_totals_update_new AFTER UPDATE ON attendance_entries REFERENCING NEW TABLE AS pp_new FOR EACH STATEMENT EXECUTE FUNCTION pp_attendance_totals_add();--> statement-breakpoint
-- the totals of the entries recorded so far
INSERT INTO attendance_totals (class_id, student_id, recorded_days, missed_minutes)
SELECT r.class_id, e.student_id, count(*)::int, sum(pp_missed_minutes(e.b8, e.b10, e.b12, e.b1345, e.reason))::int
FROM attendance_entries e JOIN attendance_records r ON r.id = e.record_id
GROUP BY r.class_id, e.student_id;
