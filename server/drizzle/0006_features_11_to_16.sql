CREATE TYPE "public"."kilian_folder" AS ENUM('confrontation', 'implementation', 'information', 'application', 'finding a solution', 'sustainability');--> statement-breakpoint
CREATE TYPE "public"."kilian_type" AS ENUM('communication', 'abilitytoact', 'abilitytoreflect', 'ethicalcompetence', 'selforganizedlearning');--> statement-breakpoint
CREATE TYPE "public"."competence_area" AS ENUM('I', 'II', 'III', 'IV', 'V');--> statement-breakpoint
CREATE TYPE "public"."guidance_kind" AS ENUM('guidance', 'talk', 'assessment');--> statement-breakpoint
CREATE TYPE "public"."guidance_status" AS ENUM('pending', 'confirmed', 'disputed');--> statement-breakpoint
CREATE TYPE "public"."placement_type" AS ENUM('orientation', 'inpatientAcute', 'inpatientLongTerm', 'outpatient', 'paediatrics', 'psychiatry', 'deepening', 'further');--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" varchar(10) NOT NULL,
	"user_id" uuid,
	"admin_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"category_test_id" uuid NOT NULL,
	"option_id" uuid NOT NULL,
	"grade" smallint NOT NULL,
	"teacher_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessments_grade_range" CHECK ("assessments"."grade" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "kilian_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"kilian_type" "kilian_type" NOT NULL,
	"topic" varchar(200) NOT NULL,
	"started_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kilian_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"sub_test_id" uuid NOT NULL,
	"type" "kilian_folder" NOT NULL,
	"title" varchar(255) NOT NULL,
	"file" varchar(2000) NOT NULL,
	"upload_id" uuid NOT NULL,
	"uploaded_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" varchar(254) NOT NULL,
	"to_name" varchar(220),
	"subject" varchar(300) NOT NULL,
	"body" text NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"file_name" varchar(100),
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"owner_id" uuid NOT NULL,
	"kind" varchar(40) NOT NULL,
	"email" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_owner_id_kind_pk" PRIMARY KEY("owner_id","kind")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"admin_id" uuid,
	"kind" varchar(40) NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" varchar(300) NOT NULL,
	"dedupe_key" varchar(200),
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competency_test_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"option_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"sub_test_id" uuid NOT NULL,
	"chosen_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nursing_phenomenon_explanations" (
	"option_id" uuid PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"video_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "option_answer_extras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"option_set" varchar(100) NOT NULL,
	"kr" varchar(3),
	"pictures" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "option_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"option_set" varchar(100) NOT NULL,
	"question" varchar(100) NOT NULL,
	"grade" smallint NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "option_answers_grade" CHECK ("option_answers"."grade" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "guidance_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"placement_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"teacher_id" uuid,
	"date" date NOT NULL,
	"minutes" smallint NOT NULL,
	"kind" "guidance_kind" NOT NULL,
	"topic" varchar(300) NOT NULL,
	"competence_area" "competence_area",
	"talk_id" uuid,
	"status" "guidance_status" DEFAULT 'pending' NOT NULL,
	"comment" text,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guidance_records_minutes" CHECK ("guidance_records"."minutes" between 1 and 720)
);
--> statement-breakpoint
CREATE TABLE "placement_instructors" (
	"placement_id" uuid NOT NULL,
	"teacher_id" uuid NOT NULL,
	CONSTRAINT "placement_instructors_placement_id_teacher_id_pk" PRIMARY KEY("placement_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "placement_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(120) NOT NULL,
	"ward" varchar(120) NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"type" "placement_type" NOT NULL,
	"provider_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"until_date" date NOT NULL,
	"planned_hours" integer NOT NULL,
	"planned_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placements_dates" CHECK ("placements"."until_date" >= "placements"."from_date"),
	CONSTRAINT "placements_hours" CHECK ("placements"."planned_hours" between 1 and 2500)
);
--> statement-breakpoint
CREATE TABLE "practical_absences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"placement_id" uuid NOT NULL,
	"teacher_id" uuid,
	"from_date" date NOT NULL,
	"days" smallint NOT NULL,
	"note" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practical_absences_days" CHECK ("practical_absences"."days" between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "language" varchar(2) DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" varchar(2) DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_category_test_id_assessment_category_tests_id_fk" FOREIGN KEY ("category_test_id") REFERENCES "public"."assessment_category_tests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_option_id_assessment_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."assessment_options"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kilian_tasks" ADD CONSTRAINT "kilian_tasks_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kilian_tasks" ADD CONSTRAINT "kilian_tasks_started_by_id_users_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kilian_uploads" ADD CONSTRAINT "kilian_uploads_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kilian_uploads" ADD CONSTRAINT "kilian_uploads_sub_test_id_competency_sub_tests_id_fk" FOREIGN KEY ("sub_test_id") REFERENCES "public"."competency_sub_tests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kilian_uploads" ADD CONSTRAINT "kilian_uploads_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kilian_uploads" ADD CONSTRAINT "kilian_uploads_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competency_test_records" ADD CONSTRAINT "competency_test_records_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competency_test_records" ADD CONSTRAINT "competency_test_records_category_id_competency_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."competency_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competency_test_records" ADD CONSTRAINT "competency_test_records_option_id_competency_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."competency_options"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competency_test_records" ADD CONSTRAINT "competency_test_records_test_id_competency_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."competency_tests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competency_test_records" ADD CONSTRAINT "competency_test_records_sub_test_id_competency_sub_tests_id_fk" FOREIGN KEY ("sub_test_id") REFERENCES "public"."competency_sub_tests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competency_test_records" ADD CONSTRAINT "competency_test_records_chosen_by_id_users_id_fk" FOREIGN KEY ("chosen_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nursing_phenomenon_explanations" ADD CONSTRAINT "nursing_phenomenon_explanations_option_id_competency_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."competency_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_answer_extras" ADD CONSTRAINT "option_answer_extras_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_answers" ADD CONSTRAINT "option_answers_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guidance_records" ADD CONSTRAINT "guidance_records_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guidance_records" ADD CONSTRAINT "guidance_records_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guidance_records" ADD CONSTRAINT "guidance_records_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guidance_records" ADD CONSTRAINT "guidance_records_talk_id_talks_id_fk" FOREIGN KEY ("talk_id") REFERENCES "public"."talks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guidance_records" ADD CONSTRAINT "guidance_records_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_instructors" ADD CONSTRAINT "placement_instructors_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_instructors" ADD CONSTRAINT "placement_instructors_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_providers" ADD CONSTRAINT "placement_providers_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_provider_id_placement_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."placement_providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_planned_by_id_users_id_fk" FOREIGN KEY ("planned_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_absences" ADD CONSTRAINT "practical_absences_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_absences" ADD CONSTRAINT "practical_absences_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_token_hash_unique" ON "account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_tokens_user_id_idx" ON "account_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "account_tokens_admin_id_idx" ON "account_tokens" USING btree ("admin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_student_category_test_unique" ON "assessments" USING btree ("student_id","category_test_id");--> statement-breakpoint
CREATE INDEX "assessments_category_test_id_idx" ON "assessments" USING btree ("category_test_id");--> statement-breakpoint
CREATE INDEX "assessments_option_id_idx" ON "assessments" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "assessments_teacher_id_idx" ON "assessments" USING btree ("teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kilian_tasks_student_type_unique" ON "kilian_tasks" USING btree ("student_id","kilian_type");--> statement-breakpoint
CREATE INDEX "kilian_tasks_started_by_id_idx" ON "kilian_tasks" USING btree ("started_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kilian_uploads_upload_unique" ON "kilian_uploads" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "kilian_uploads_folder_idx" ON "kilian_uploads" USING btree ("student_id","sub_test_id","type");--> statement-breakpoint
CREATE INDEX "kilian_uploads_sub_test_id_idx" ON "kilian_uploads" USING btree ("sub_test_id");--> statement-breakpoint
CREATE INDEX "kilian_uploads_uploaded_by_id_idx" ON "kilian_uploads" USING btree ("uploaded_by_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_admin_idx" ON "notifications" USING btree ("admin_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_unique" ON "notifications" USING btree (coalesce("user_id", "admin_id"),"dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "competency_test_records_student_category_unique" ON "competency_test_records" USING btree ("student_id","category_id");--> statement-breakpoint
CREATE INDEX "competency_test_records_category_id_idx" ON "competency_test_records" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "competency_test_records_option_id_idx" ON "competency_test_records" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "competency_test_records_test_id_idx" ON "competency_test_records" USING btree ("test_id");--> statement-breakpoint
CREATE INDEX "competency_test_records_sub_test_id_idx" ON "competency_test_records" USING btree ("sub_test_id");--> statement-breakpoint
CREATE INDEX "competency_test_records_chosen_by_id_idx" ON "competency_test_records" USING btree ("chosen_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "option_answer_extras_student_set_unique" ON "option_answer_extras" USING btree ("student_id","option_set");--> statement-breakpoint
CREATE INDEX "option_answer_extras_pictures_idx" ON "option_answer_extras" USING gin ("pictures");--> statement-breakpoint
CREATE UNIQUE INDEX "option_answers_student_set_question_unique" ON "option_answers" USING btree ("student_id","option_set","question");--> statement-breakpoint
CREATE INDEX "guidance_records_placement_id_idx" ON "guidance_records" USING btree ("placement_id");--> statement-breakpoint
CREATE INDEX "guidance_records_student_date_idx" ON "guidance_records" USING btree ("student_id","date");--> statement-breakpoint
CREATE INDEX "guidance_records_teacher_id_idx" ON "guidance_records" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "guidance_records_decided_by_id_idx" ON "guidance_records" USING btree ("decided_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guidance_records_talk_unique" ON "guidance_records" USING btree ("talk_id");--> statement-breakpoint
CREATE INDEX "placement_instructors_teacher_id_idx" ON "placement_instructors" USING btree ("teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "placement_providers_name_ward_unique" ON "placement_providers" USING btree ("name","ward");--> statement-breakpoint
CREATE INDEX "placement_providers_created_by_id_idx" ON "placement_providers" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "placements_student_id_idx" ON "placements" USING btree ("student_id","from_date");--> statement-breakpoint
CREATE INDEX "placements_provider_id_idx" ON "placements" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "placements_planned_by_id_idx" ON "placements" USING btree ("planned_by_id");--> statement-breakpoint
CREATE INDEX "practical_absences_placement_id_idx" ON "practical_absences" USING btree ("placement_id");--> statement-breakpoint
CREATE INDEX "practical_absences_teacher_id_idx" ON "practical_absences" USING btree ("teacher_id");