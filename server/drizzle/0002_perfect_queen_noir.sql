CREATE TYPE "public"."analysis_status" AS ENUM('Gestartet', 'Weitergeführt', 'Beendet', 'Prüfung', 'Block Start', 'Block Ende');--> statement-breakpoint
CREATE TYPE "public"."attendance_reason" AS ENUM('late15', 'late30', 'late45', 'late60', 'excused', 'left15', 'left30', 'left45', 'left60');--> statement-breakpoint
CREATE TYPE "public"."lesson_block" AS ENUM('8', '10', '12', '13:45');--> statement-breakpoint
CREATE TABLE "attendance_entries" (
	"record_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"b8" boolean NOT NULL,
	"b10" boolean NOT NULL,
	"b12" boolean NOT NULL,
	"b1345" boolean NOT NULL,
	"reason" "attendance_reason",
	CONSTRAINT "attendance_entries_record_id_student_id_pk" PRIMARY KEY("record_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "attendance_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"date" date NOT NULL,
	"teacher_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lfces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(300) NOT NULL,
	"competency_iv" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"date" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_analysis_entries" (
	"analysis_id" uuid NOT NULL,
	"time" "lesson_block" NOT NULL,
	"lfce_id" uuid,
	"supervisor_id" uuid,
	"content" text DEFAULT '' NOT NULL,
	"status" "analysis_status",
	"for_instructors" boolean DEFAULT false NOT NULL,
	CONSTRAINT "register_analysis_entries_analysis_id_time_pk" PRIMARY KEY("analysis_id","time")
);
--> statement-breakpoint
ALTER TABLE "attendance_entries" ADD CONSTRAINT "attendance_entries_record_id_attendance_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."attendance_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_entries" ADD CONSTRAINT "attendance_entries_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_analyses" ADD CONSTRAINT "register_analyses_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_analysis_entries" ADD CONSTRAINT "register_analysis_entries_analysis_id_register_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."register_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_analysis_entries" ADD CONSTRAINT "register_analysis_entries_lfce_id_lfces_id_fk" FOREIGN KEY ("lfce_id") REFERENCES "public"."lfces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_analysis_entries" ADD CONSTRAINT "register_analysis_entries_supervisor_id_users_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_entries_student_id_idx" ON "attendance_entries" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_records_class_date_unique" ON "attendance_records" USING btree ("class_id","date");--> statement-breakpoint
CREATE INDEX "attendance_records_teacher_id_idx" ON "attendance_records" USING btree ("teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lfces_title_unique" ON "lfces" USING btree ("title");--> statement-breakpoint
CREATE UNIQUE INDEX "register_analyses_class_date_unique" ON "register_analyses" USING btree ("class_id","date");--> statement-breakpoint
CREATE INDEX "register_analysis_entries_lfce_id_idx" ON "register_analysis_entries" USING btree ("lfce_id");--> statement-breakpoint
CREATE INDEX "register_analysis_entries_supervisor_id_idx" ON "register_analysis_entries" USING btree ("supervisor_id");