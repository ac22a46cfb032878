CREATE TYPE "public"."avatar_draft_state" AS ENUM('pending', 'approved', 'edited', 'rejected', 'expired');--> statement-breakpoint
CREATE TABLE "avatar_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"meeting_id" uuid NOT NULL,
	"turn_id" uuid NOT NULL,
	"session_id" uuid,
	"bot_id" text NOT NULL,
	"asked_by" text NOT NULL,
	"heard" text NOT NULL,
	"proposed" text NOT NULL,
	"final_text" text,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"units" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" "avatar_draft_state" DEFAULT 'pending' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"spoken_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "avatar_meeting_settings" ADD COLUMN "answer_on_own" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "avatar_settings" ADD COLUMN "ask_first_seconds" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "avatar_drafts" ADD CONSTRAINT "avatar_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatar_drafts" ADD CONSTRAINT "avatar_drafts_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatar_drafts" ADD CONSTRAINT "avatar_drafts_turn_id_avatar_turns_id_fk" FOREIGN KEY ("turn_id") REFERENCES "public"."avatar_turns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatar_drafts" ADD CONSTRAINT "avatar_drafts_session_id_bot_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."bot_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "avatar_drafts_turn_idx" ON "avatar_drafts" USING btree ("turn_id");--> statement-breakpoint
CREATE INDEX "avatar_drafts_user_meeting_idx" ON "avatar_drafts" USING btree ("user_id","meeting_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_user_endpoint_idx" ON "push_subscriptions" USING btree ("user_id","endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");