CREATE TYPE "public"."record_kind" AS ENUM('form', 'review');--> statement-breakpoint
CREATE TYPE "public"."review_type" AS ENUM('comments', 'review');--> statement-breakpoint
CREATE TABLE "forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"template_id" uuid,
	"f_name" varchar(200) NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid,
	"review_id" uuid,
	"item_name" varchar(200) NOT NULL,
	"item_desc" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_one_owner" CHECK (("items"."form_id" is null) <> ("items"."review_id" is null))
);
--> statement-breakpoint
CREATE TABLE "point_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"point_id" uuid NOT NULL,
	"done" boolean NOT NULL,
	"changed_by_id" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"name" varchar(200) NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"changed_by_id" uuid,
	"changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_position_range" CHECK ("points"."position" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "record_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "record_kind" NOT NULL,
	"name" varchar(200) NOT NULL,
	"r_type" "review_type",
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"template_id" uuid,
	"r_name" varchar(200) NOT NULL,
	"r_type" "review_type" NOT NULL,
	"r_date" date,
	"attending_people" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"item_name" varchar(200) NOT NULL,
	"item_desc" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"points" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_items_six_points" CHECK (jsonb_array_length("template_items"."points") = 6)
);
--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_template_id_record_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."record_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_changes" ADD CONSTRAINT "point_changes_point_id_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_changes" ADD CONSTRAINT "point_changes_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points" ADD CONSTRAINT "points_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points" ADD CONSTRAINT "points_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_template_id_record_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."record_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_items" ADD CONSTRAINT "template_items_template_id_record_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."record_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forms_student_id_idx" ON "forms" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "forms_template_id_idx" ON "forms" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "items_form_id_idx" ON "items" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "items_review_id_idx" ON "items" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "point_changes_point_id_idx" ON "point_changes" USING btree ("point_id");--> statement-breakpoint
CREATE INDEX "point_changes_changed_by_id_idx" ON "point_changes" USING btree ("changed_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_item_position_unique" ON "points" USING btree ("item_id","position");--> statement-breakpoint
CREATE INDEX "points_changed_by_id_idx" ON "points" USING btree ("changed_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "record_templates_kind_name_unique" ON "record_templates" USING btree ("kind","name");--> statement-breakpoint
CREATE INDEX "reviews_student_id_idx" ON "reviews" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "reviews_template_id_idx" ON "reviews" USING btree ("template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "template_items_template_position_unique" ON "template_items" USING btree ("template_id","position");