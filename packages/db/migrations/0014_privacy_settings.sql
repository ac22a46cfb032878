ALTER TABLE "payments" DROP CONSTRAINT "payments_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "capture_retention_days" integer DEFAULT 90;--> statement-breakpoint
-- New accounts keep captured content 90 days; accounts that exist today were never told about a limit, so they
-- keep theirs until they choose one in Settings → Privacy (no transcript disappears on the day this ships).
UPDATE "users" SET "capture_retention_days" = NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "capture_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meetings_capture_pending_idx" ON "meetings" USING btree ("scheduled_at") WHERE "meetings"."capture_deleted_at" is null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_capture_retention_days_check" CHECK ("users"."capture_retention_days" in (30, 90, 365));