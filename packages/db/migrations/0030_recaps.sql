CREATE TYPE "public"."recap_delivery_status" AS ENUM('sending', 'sent', 'failed', 'bounced');--> statement-breakpoint
CREATE TYPE "public"."recap_email_mode" AS ENUM('covered', 'captured', 'off');--> statement-breakpoint
CREATE TABLE "recap_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"meeting_id" uuid NOT NULL,
	"share_id" uuid,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"summary_id" uuid,
	"status" "recap_delivery_status" DEFAULT 'sending' NOT NULL,
	"message_id" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recap_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" "recap_email_mode" DEFAULT 'covered' NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recap_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"meeting_id" uuid NOT NULL,
	"summary_id" uuid,
	"summary_version" integer NOT NULL,
	"recipients" jsonb NOT NULL,
	"confirmed_external" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recap_deliveries" ADD CONSTRAINT "recap_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recap_deliveries" ADD CONSTRAINT "recap_deliveries_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recap_deliveries" ADD CONSTRAINT "recap_deliveries_share_id_recap_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."recap_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recap_deliveries" ADD CONSTRAINT "recap_deliveries_summary_id_meeting_summaries_id_fk" FOREIGN KEY ("summary_id") REFERENCES "public"."meeting_summaries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recap_preferences" ADD CONSTRAINT "recap_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recap_shares" ADD CONSTRAINT "recap_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recap_shares" ADD CONSTRAINT "recap_shares_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recap_shares" ADD CONSTRAINT "recap_shares_summary_id_meeting_summaries_id_fk" FOREIGN KEY ("summary_id") REFERENCES "public"."meeting_summaries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recap_deliveries_meeting_channel_recipient_idx" ON "recap_deliveries" USING btree ("meeting_id","channel","recipient") WHERE "recap_deliveries"."share_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "recap_deliveries_share_recipient_idx" ON "recap_deliveries" USING btree ("share_id","recipient") WHERE "recap_deliveries"."share_id" is not null;--> statement-breakpoint
CREATE INDEX "recap_deliveries_user_meeting_idx" ON "recap_deliveries" USING btree ("user_id","meeting_id");--> statement-breakpoint
CREATE INDEX "recap_shares_meeting_created_idx" ON "recap_shares" USING btree ("user_id","meeting_id","created_at");