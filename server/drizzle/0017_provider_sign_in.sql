ALTER TABLE "sessions" ADD COLUMN "id_token" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "oidc_issuer" varchar(500);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "oidc_subject" varchar(255);--> statement-breakpoint
CREATE UNIQUE INDEX "users_oidc_subject_unique" ON "users" USING btree ("oidc_issuer","oidc_subject");