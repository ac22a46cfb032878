CREATE TABLE "meeting_catch_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"meeting_id" uuid NOT NULL,
	"session_id" uuid,
	"summary" jsonb,
	"folded_through_seconds" double precision DEFAULT 0 NOT NULL,
	"requested_through_seconds" double precision DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"model_calls" integer DEFAULT 0 NOT NULL,
	"transcript_origin_at" timestamp with time zone,
	"owner_joined_at" timestamp with time zone,
	"join_seen_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"deliveries" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meeting_catch_ups" ADD CONSTRAINT "meeting_catch_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_catch_ups" ADD CONSTRAINT "meeting_catch_ups_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_catch_ups" ADD CONSTRAINT "meeting_catch_ups_session_id_bot_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."bot_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_catch_ups_meeting_idx" ON "meeting_catch_ups" USING btree ("meeting_id");