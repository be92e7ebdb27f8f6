CREATE TYPE "public"."talk_other_type" AS ENUM('SL', 'PDL', 'WBL', 'PB', 'PK');--> statement-breakpoint
CREATE TYPE "public"."talk_teacher_type" AS ENUM('HPA', 'PA');--> statement-breakpoint
CREATE TYPE "public"."talk_type" AS ENUM('initialconsultation', 'intermtalk', 'finaltalk');--> statement-breakpoint
CREATE TABLE "talks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"teacher_id" uuid,
	"talk_type" "talk_type" NOT NULL,
	"interview_date" date NOT NULL,
	"interm_week" smallint NOT NULL,
	"interm_year" smallint NOT NULL,
	"final_week" smallint NOT NULL,
	"final_year" smallint NOT NULL,
	"teacher_type" "talk_teacher_type" NOT NULL,
	"other_person" varchar(200) NOT NULL,
	"other_type" "talk_other_type" NOT NULL,
	"mainteraction_dates" date[] NOT NULL,
	"fixedpoint_dates" date[] NOT NULL,
	"competency_test_date" date NOT NULL,
	"instructor_confirmation" boolean DEFAULT false NOT NULL,
	"instructor_confirmed_by_id" uuid,
	"instructor_confirmed_at" timestamp with time zone,
	"student_confirmation" boolean DEFAULT false NOT NULL,
	"student_confirmed_by_id" uuid,
	"student_confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talks_weeks" CHECK ("talks"."interm_week" between 1 and 53 and "talks"."final_week" between 1 and 53),
	CONSTRAINT "talks_years" CHECK ("talks"."interm_year" between 1900 and 2099 and "talks"."final_year" between 1900 and 2099)
);
--> statement-breakpoint
ALTER TABLE "talks" ADD CONSTRAINT "talks_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talks" ADD CONSTRAINT "talks_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talks" ADD CONSTRAINT "talks_instructor_confirmed_by_id_users_id_fk" FOREIGN KEY ("instructor_confirmed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talks" ADD CONSTRAINT "talks_student_confirmed_by_id_users_id_fk" FOREIGN KEY ("student_confirmed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "talks_student_type_unique" ON "talks" USING btree ("student_id","talk_type");--> statement-breakpoint
CREATE INDEX "talks_teacher_id_idx" ON "talks" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "talks_instructor_confirmed_by_id_idx" ON "talks" USING btree ("instructor_confirmed_by_id");--> statement-breakpoint
CREATE INDEX "talks_student_confirmed_by_id_idx" ON "talks" USING btree ("student_confirmed_by_id");