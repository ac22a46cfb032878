CREATE TYPE "public"."google_connection_status" AS ENUM('connected', 'reconnect_needed');--> statement-breakpoint
CREATE TABLE "gmail_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"message_id" text NOT NULL,
	"thread_id" text,
	"subject" text NOT NULL,
	"sender" text NOT NULL,
	"sent_at" timestamp with time zone,
	"snippet" text NOT NULL,
	"meeting_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_invite" boolean NOT NULL,
	"calendar_summary" text,
	"calendar_start" timestamp with time zone,
	"calendar_end" timestamp with time zone,
	"meeting_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_auth_requests" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"code_verifier_enc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_connections" (
	"user_id" text PRIMARY KEY NOT NULL,
	"google_email" text,
	"google_subject" text,
	"scopes" text DEFAULT '' NOT NULL,
	"refresh_token_enc" text NOT NULL,
	"access_token_enc" text,
	"access_token_expires_at" timestamp with time zone,
	"status" "google_connection_status" DEFAULT 'connected' NOT NULL,
	"calendar_sync_token" text,
	"sync_locked_until" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"last_sync_created" integer,
	"last_sync_updated" integer,
	"last_sync_error" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"next_sync_at" timestamp with time zone,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gmail_messages" ADD CONSTRAINT "gmail_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gmail_messages" ADD CONSTRAINT "gmail_messages_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_auth_requests" ADD CONSTRAINT "google_auth_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_connections" ADD CONSTRAINT "google_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gmail_messages_user_message_idx" ON "gmail_messages" USING btree ("user_id","message_id");--> statement-breakpoint
CREATE INDEX "gmail_messages_user_invite_sent_idx" ON "gmail_messages" USING btree ("user_id","is_invite","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "google_auth_requests_user_idx" ON "google_auth_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "google_connections_status_next_sync_idx" ON "google_connections" USING btree ("status","next_sync_at");