CREATE TYPE "public"."bot_status" AS ENUM('idle', 'connecting', 'connected', 'recording', 'disconnecting', 'disconnected', 'error');--> statement-breakpoint
CREATE TABLE "bot_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"provider_event_id" text NOT NULL,
	"kind" text NOT NULL,
	"code" text,
	"sub_code" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"provider_participant_id" text NOT NULL,
	"name" text,
	"email" text,
	"is_host" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bot_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"meeting_id" uuid,
	"provider" text NOT NULL,
	"provider_bot_id" text,
	"bot_name" text NOT NULL,
	"meeting_url" text NOT NULL,
	"platform" text NOT NULL,
	"status" "bot_status" DEFAULT 'idle' NOT NULL,
	"provider_status" text,
	"provider_sub_code" text,
	"provider_status_at" timestamp with time zone,
	"reason" text,
	"participant_count" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"join_at" timestamp with time zone,
	"admitted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_events" ADD CONSTRAINT "bot_events_session_id_bot_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."bot_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_participants" ADD CONSTRAINT "bot_participants_session_id_bot_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."bot_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_sessions" ADD CONSTRAINT "bot_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_sessions" ADD CONSTRAINT "bot_sessions_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bot_events_provider_event_idx" ON "bot_events" USING btree ("provider_event_id");--> statement-breakpoint
CREATE INDEX "bot_events_session_idx" ON "bot_events" USING btree ("session_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bot_participants_session_participant_idx" ON "bot_participants" USING btree ("session_id","provider_participant_id");--> statement-breakpoint
CREATE INDEX "bot_sessions_user_created_idx" ON "bot_sessions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "bot_sessions_provider_bot_idx" ON "bot_sessions" USING btree ("provider","provider_bot_id");--> statement-breakpoint
CREATE INDEX "bot_sessions_meeting_idx" ON "bot_sessions" USING btree ("meeting_id");