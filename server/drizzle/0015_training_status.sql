CREATE TYPE "public"."qualified_assessment_status" AS ENUM('draft', 'submitted', 'confirmed');--> statement-breakpoint
CREATE TYPE "public"."status_part" AS ENUM('theory', 'practice', 'guidance', 'visits', 'assessments', 'readiness');--> statement-breakpoint
CREATE TYPE "public"."traffic_light" AS ENUM('green', 'amber', 'red');--> statement-breakpoint
CREATE TYPE "public"."visit_form" AS ENUM('onSite', 'talk');--> statement-breakpoint
CREATE TABLE "qualified_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"placement_id" uuid NOT NULL,
	"teacher_id" uuid,
	"areas" jsonb NOT NULL,
	"status" "qualified_assessment_status" DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_lights_notified" (
	"student_id" uuid NOT NULL,
	"part" "status_part" NOT NULL,
	"light" "traffic_light" NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_lights_notified_student_id_part_pk" PRIMARY KEY("student_id","part")
);
--> statement-breakpoint
CREATE TABLE "training_periods" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"start_date" date NOT NULL,
	"planned_end" date NOT NULL,
	"set_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_periods_dates" CHECK ("training_periods"."planned_end" > "training_periods"."start_date")
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"placement_id" uuid NOT NULL,
	"supervisor_id" uuid,
	"date" date NOT NULL,
	"form" "visit_form" NOT NULL,
	"notes" varchar(1000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "placements" ADD COLUMN "at_provider" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "qualified_assessments" ADD CONSTRAINT "qualified_assessments_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualified_assessments" ADD CONSTRAINT "qualified_assessments_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_lights_notified" ADD CONSTRAINT "status_lights_notified_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_periods" ADD CONSTRAINT "training_periods_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_periods" ADD CONSTRAINT "training_periods_set_by_id_users_id_fk" FOREIGN KEY ("set_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_supervisor_id_users_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qualified_assessments_placement_unique" ON "qualified_assessments" USING btree ("placement_id");--> statement-breakpoint
CREATE INDEX "qualified_assessments_teacher_id_idx" ON "qualified_assessments" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "training_periods_set_by_id_idx" ON "training_periods" USING btree ("set_by_id");--> statement-breakpoint
CREATE INDEX "visits_placement_id_idx" ON "visits" USING btree ("placement_id","date");--> statement-breakpoint
CREATE INDEX "visits_supervisor_id_idx" ON "visits" USING btree ("supervisor_id");