CREATE TYPE "public"."bot_cover_rule" AS ENUM('all_with_link', 'organised_by_me', 'external_only', 'none');--> statement-breakpoint
CREATE TYPE "public"."bot_owner_join_action" AS ENUM('leave', 'stay_silent');--> statement-breakpoint
CREATE TYPE "public"."bot_session_origin" AS ENUM('manual', 'scheduled');--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"delivered_at" timestamp with time zone,
	"delivery_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"cover_rule" "bot_cover_rule" DEFAULT 'all_with_link' NOT NULL,
	"on_owner_join" "bot_owner_join_action" DEFAULT 'leave' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "organizer_email" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "attendees" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "bot_cover" boolean;--> statement-breakpoint
ALTER TABLE "bot_sessions" ADD COLUMN "origin" "bot_session_origin" DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "bot_sessions" ADD COLUMN "owner_joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bot_sessions" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bot_sessions" ADD COLUMN "handed_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bot_sessions" ADD COLUMN "opted_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_preferences" ADD CONSTRAINT "bot_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_requests_user_created_idx" ON "support_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "bot_sessions_meeting_active_idx" ON "bot_sessions" USING btree ("meeting_id") WHERE "bot_sessions"."meeting_id" is not null and "bot_sessions"."status" not in ('disconnected', 'error');