CREATE TYPE "public"."portfolio_item_type" AS ENUM('Mobility', 'Knowledge', 'Pain', 'Nutrition');--> statement-breakpoint
ALTER TYPE "public"."user_status" ADD VALUE 'rejected';--> statement-breakpoint
ALTER TYPE "public"."user_status" ADD VALUE 'deactivated';--> statement-breakpoint
CREATE TABLE "assessment_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_category_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"sub_test_id" uuid NOT NULL,
	"desc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_test_id" uuid NOT NULL,
	"title" varchar(200) NOT NULL,
	"desc" text NOT NULL,
	"grade" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_options_grade_range" CHECK ("assessment_options"."grade" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "competency_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competency_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"title" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competency_sub_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"test_id" uuid NOT NULL,
	"title" varchar(200) NOT NULL,
	"sub_title" varchar(200) NOT NULL,
	"video_link" text NOT NULL,
	"audio_link" text NOT NULL,
	"pdf_link1" text NOT NULL,
	"pdf_link2" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competency_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"option_id" uuid NOT NULL,
	"title" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lfce_learning_objectives" (
	"lfce_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	CONSTRAINT "lfce_learning_objectives_lfce_id_item_id_pk" PRIMARY KEY("lfce_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "portfolio_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"title" varchar(200) NOT NULL,
	"item_learned" text NOT NULL,
	"type" "portfolio_item_type" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_category_tests" ADD CONSTRAINT "assessment_category_tests_category_id_assessment_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."assessment_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_category_tests" ADD CONSTRAINT "assessment_category_tests_test_id_competency_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."competency_tests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_category_tests" ADD CONSTRAINT "assessment_category_tests_sub_test_id_competency_sub_tests_id_fk" FOREIGN KEY ("sub_test_id") REFERENCES "public"."competency_sub_tests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_options" ADD CONSTRAINT "assessment_options_category_test_id_assessment_category_tests_id_fk" FOREIGN KEY ("category_test_id") REFERENCES "public"."assessment_category_tests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competency_options" ADD CONSTRAINT "competency_options_category_id_competency_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."competency_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competency_sub_tests" ADD CONSTRAINT "competency_sub_tests_test_id_competency_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."competency_tests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competency_tests" ADD CONSTRAINT "competency_tests_option_id_competency_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."competency_options"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lfce_learning_objectives" ADD CONSTRAINT "lfce_learning_objectives_lfce_id_lfces_id_fk" FOREIGN KEY ("lfce_id") REFERENCES "public"."lfces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lfce_learning_objectives" ADD CONSTRAINT "lfce_learning_objectives_item_id_portfolio_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."portfolio_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_category_id_portfolio_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."portfolio_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_category_tests_category_sub_test_idx" ON "assessment_category_tests" USING btree ("category_id","sub_test_id");--> statement-breakpoint
CREATE INDEX "assessment_category_tests_test_id_idx" ON "assessment_category_tests" USING btree ("test_id");--> statement-breakpoint
CREATE INDEX "assessment_category_tests_sub_test_id_idx" ON "assessment_category_tests" USING btree ("sub_test_id");--> statement-breakpoint
CREATE INDEX "assessment_options_category_test_id_idx" ON "assessment_options" USING btree ("category_test_id");--> statement-breakpoint
CREATE INDEX "competency_options_category_id_idx" ON "competency_options" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "competency_sub_tests_test_id_idx" ON "competency_sub_tests" USING btree ("test_id");--> statement-breakpoint
CREATE INDEX "competency_tests_option_id_idx" ON "competency_tests" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "lfce_learning_objectives_item_id_idx" ON "lfce_learning_objectives" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "portfolio_items_category_id_idx" ON "portfolio_items" USING btree ("category_id");