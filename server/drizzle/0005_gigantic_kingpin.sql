CREATE TABLE "portfolio_forms" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"form" jsonb NOT NULL,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_ticks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"teacher_checked" boolean DEFAULT false NOT NULL,
	"teacher_checked_by_id" uuid,
	"teacher_checked_at" timestamp with time zone,
	"student_checked" boolean DEFAULT false NOT NULL,
	"student_checked_by_id" uuid,
	"student_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolio_forms" ADD CONSTRAINT "portfolio_forms_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_forms" ADD CONSTRAINT "portfolio_forms_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_ticks" ADD CONSTRAINT "portfolio_ticks_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_ticks" ADD CONSTRAINT "portfolio_ticks_item_id_portfolio_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."portfolio_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_ticks" ADD CONSTRAINT "portfolio_ticks_teacher_checked_by_id_users_id_fk" FOREIGN KEY ("teacher_checked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_ticks" ADD CONSTRAINT "portfolio_ticks_student_checked_by_id_users_id_fk" FOREIGN KEY ("student_checked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_forms_updated_by_id_idx" ON "portfolio_forms" USING btree ("updated_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_ticks_student_item_unique" ON "portfolio_ticks" USING btree ("student_id","item_id");--> statement-breakpoint
CREATE INDEX "portfolio_ticks_item_id_idx" ON "portfolio_ticks" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "portfolio_ticks_teacher_checked_by_id_idx" ON "portfolio_ticks" USING btree ("teacher_checked_by_id");--> statement-breakpoint
CREATE INDEX "portfolio_ticks_student_checked_by_id_idx" ON "portfolio_ticks" USING btree ("student_checked_by_id");