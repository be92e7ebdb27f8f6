-- Figures are computed on read; the tables kept by triggers, the triggers and the change announcements go.
DROP FUNCTION IF EXISTS pp_attendance_totals_add() CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS pp_attendance_totals_sub() CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS pp_attendance_totals_move() CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS pp_attendance_totals_keep_in_statement() CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS pp_attendance_totals_kept_in_statement() CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS pp_missed_minutes(boolean, boolean, boolean, boolean, attendance_reason) CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS pp_class_student_count() CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS pp_guidance_day_minutes_move() CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS pp_notify_session_change() CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS pp_notify_everything() CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS pp_notify_catalogue_change() CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS pp_notify_notifications_change() CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS pp_notify_register_change() CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS pp_notify_attendance_change() CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS pp_notify_student_rows() CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS pp_notify_plan_change() CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS pp_notify_items_change() CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS pp_notify_comments_change() CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS pp_notify_portfolio_change() CASCADE;--> statement-breakpoint
DROP TABLE "attendance_totals" CASCADE;--> statement-breakpoint
DROP TABLE "guidance_day_minutes" CASCADE;--> statement-breakpoint
DROP TABLE "class_student_counts" CASCADE;
