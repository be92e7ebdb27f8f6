CREATE TABLE "class_student_counts" (
	"class_id" uuid PRIMARY KEY NOT NULL,
	"students" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_student_counts" ADD CONSTRAINT "class_student_counts_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- issue 17: the number of students per class, kept (AMB-35: the users of type student whose grade is the class)
CREATE OR REPLACE FUNCTION pp_class_student_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF tg_op <> 'INSERT' AND old.user_type = 'student' AND old.grade_id IS NOT NULL THEN
    UPDATE class_student_counts SET students = students - 1 WHERE class_id = old.grade_id;
  END IF;
  IF tg_op <> 'DELETE' THEN
    IF new.user_type = 'student' AND new.grade_id IS NOT NULL THEN
      INSERT INTO class_student_counts AS c (class_id, students) VALUES (new.grade_id, 1)
      ON CONFLICT (class_id) DO UPDATE SET students = c.students + 1;
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_class_student_count AFTER INSERT OR DELETE OR UPDATE OF grade_id, user_type ON users FOR EACH ROW EXECUTE FUNCTION pp_class_student_count();--> statement-breakpoint
-- the students counted so far
INSERT INTO class_student_counts (class_id, students)
SELECT grade_id, count(*)::int FROM users WHERE user_type = 'student' AND grade_id IS NOT NULL GROUP BY grade_id;
