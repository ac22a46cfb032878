CREATE TABLE "user_onboarding" (
	"user_id" text PRIMARY KEY NOT NULL,
	"steps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dismissed_at" timestamp with time zone,
	"practice_meeting_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "capture_retention_days" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "capture_retention_chosen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_onboarding" ADD CONSTRAINT "user_onboarding_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_onboarding" ADD CONSTRAINT "user_onboarding_practice_meeting_id_meetings_id_fk" FOREIGN KEY ("practice_meeting_id") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written backfill (decision 080): until now nothing recorded whether a retention was chosen, and 90 days was
-- the silent default, so an account at 90 days cannot be told from one that never chose; all of them move to "keep
-- until I delete it" (null), which loses nothing. 30, 365 and forever differ from the old default, so they were
-- chosen and stay. A second run changes nothing: an account that picks 90 from now on has capture_retention_chosen_at.
UPDATE "users" SET "capture_retention_days" = NULL WHERE "capture_retention_days" = 90 AND "capture_retention_chosen_at" IS NULL;
