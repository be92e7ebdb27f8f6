CREATE TABLE "guidance_day_minutes" (
	"student_id" uuid NOT NULL,
	"date" date NOT NULL,
	"minutes" integer NOT NULL,
	CONSTRAINT "guidance_day_minutes_student_id_date_pk" PRIMARY KEY("student_id","date"),
	CONSTRAINT "guidance_day_minutes_at_most_a_day" CHECK ("guidance_day_minutes"."minutes" <= 720)
);
--> statement-breakpoint
ALTER TABLE "guidance_day_minutes" ADD CONSTRAINT "guidance_day_minutes_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- issue 17: a guidance record is written in one statement (was: BEGIN, the student's row locked, the
-- day's sum read and the record inserted, COMMIT). The minutes of a student's day that count (the
-- records not disputed) are kept here by this trigger; the upsert of a day's row locks it and adds to
-- its latest value, so two records written at the same time for one day are added one after the
-- other, and the check (720 minutes: at most 12 hours of guidance a day, every status but disputed counts; issue 14) refuses the one that
-- would pass 12 hours, whoever writes it. A changed record moves its day once, by the difference.
CREATE OR REPLACE FUNCTION pp_guidance_day_minutes_move() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was integer := CASE WHEN tg_op <> 'INSERT' AND old.status <> 'disputed' THEN old.minutes ELSE 0 END;
  now_counts integer := CASE WHEN tg_op <> 'DELETE' AND new.status <> 'disputed' THEN new.minutes ELSE 0 END;
BEGIN
  IF tg_op = 'UPDATE' AND old.student_id = new.student_id AND old.date = new.date THEN
    now_counts := now_counts - was;
    was := 0;
  ELSIF was <> 0 THEN
    UPDATE guidance_day_minutes SET minutes = minutes - was WHERE student_id = old.student_id AND date = old.date;
  END IF;
  IF now_counts <> 0 THEN
    INSERT INTO guidance_day_minutes AS d (student_id, date, minutes) VALUES (new.student_id, new.date, now_counts)
    ON CONFLICT (student_id, date) DO UPDATE SET minutes = d.minutes + excluded.minutes;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO guidance_day_minutes (student_id, date, minutes)
SELECT student_id, date, sum(minutes)::int FROM guidance_records WHERE status <> 'disputed' GROUP BY student_id, date;--> statement-breakpoint
CREATE TRIGGER guidance_records_day_minutes AFTER INSERT OR DELETE OR UPDATE OF student_id, date, minutes, status ON guidance_records
  FOR EACH ROW EXECUTE FUNCTION pp_guidance_day_minutes_move();
