CREATE TYPE "public"."avatar_decision" AS ENUM('answer', 'defer', 'ignore');--> statement-breakpoint
CREATE TABLE "avatar_meeting_settings" (
	"meeting_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"enabled" boolean,
	"talking_points" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "avatar_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"consented_at" timestamp with time zone,
	"consent_version" text,
	"voice_provider" text DEFAULT 'openai' NOT NULL,
	"voice_id" text DEFAULT 'alloy' NOT NULL,
	"answer_topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"defer_topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"sign_off" text DEFAULT '' NOT NULL,
	"on_in_covered_meetings" boolean DEFAULT false NOT NULL,
	"persona_brief" text,
	"persona_edited_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "avatar_turns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"meeting_id" uuid NOT NULL,
	"session_id" uuid,
	"utterance_seq" integer NOT NULL,
	"asked_by" text NOT NULL,
	"heard" text NOT NULL,
	"heard_at" timestamp with time zone NOT NULL,
	"decision" "avatar_decision" NOT NULL,
	"said" text,
	"reason" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"latency_ms" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "avatar_meeting_settings" ADD CONSTRAINT "avatar_meeting_settings_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatar_meeting_settings" ADD CONSTRAINT "avatar_meeting_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatar_settings" ADD CONSTRAINT "avatar_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatar_turns" ADD CONSTRAINT "avatar_turns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatar_turns" ADD CONSTRAINT "avatar_turns_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatar_turns" ADD CONSTRAINT "avatar_turns_session_id_bot_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."bot_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avatar_meeting_settings_user_idx" ON "avatar_meeting_settings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "avatar_turns_meeting_utterance_idx" ON "avatar_turns" USING btree ("meeting_id","utterance_seq");--> statement-breakpoint
CREATE INDEX "avatar_turns_user_meeting_idx" ON "avatar_turns" USING btree ("user_id","meeting_id","heard_at");--> statement-breakpoint
CREATE INDEX "avatar_turns_open_deferred_idx" ON "avatar_turns" USING btree ("user_id","heard_at" DESC NULLS LAST) WHERE "avatar_turns"."decision" = 'defer' and "avatar_turns"."resolved_at" is null;