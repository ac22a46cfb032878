ALTER TABLE "notifications" ADD COLUMN "href" text;--> statement-breakpoint
ALTER TABLE "avatar_meeting_settings" ADD COLUMN "paused" boolean DEFAULT false NOT NULL;