CREATE TYPE "public"."action_item_source" AS ENUM('summary', 'avatar');--> statement-breakpoint
CREATE TYPE "public"."action_item_status" AS ENUM('open', 'done');--> statement-breakpoint
CREATE TABLE "action_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"meeting_id" uuid NOT NULL,
	"summary_id" uuid,
	"avatar_turn_id" uuid,
	"source" "action_item_source" DEFAULT 'summary' NOT NULL,
	"text" text NOT NULL,
	"owner_name" text,
	"owner_is_user" boolean DEFAULT false NOT NULL,
	"due_text" text,
	"due_date" date,
	"start_seconds" real DEFAULT 0 NOT NULL,
	"status" "action_item_status" DEFAULT 'open' NOT NULL,
	"done_at" timestamp with time zone,
	"dedupe_key" text NOT NULL,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "title_generated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "action_items" ADD CONSTRAINT "action_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_items" ADD CONSTRAINT "action_items_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_items" ADD CONSTRAINT "action_items_summary_id_meeting_summaries_id_fk" FOREIGN KEY ("summary_id") REFERENCES "public"."meeting_summaries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_items" ADD CONSTRAINT "action_items_avatar_turn_id_avatar_turns_id_fk" FOREIGN KEY ("avatar_turn_id") REFERENCES "public"."avatar_turns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "action_items_meeting_key_idx" ON "action_items" USING btree ("meeting_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "action_items_user_status_due_idx" ON "action_items" USING btree ("user_id","status","due_date","created_at","id");--> statement-breakpoint
CREATE INDEX "action_items_user_mine_idx" ON "action_items" USING btree ("user_id","status","due_date","created_at","id") WHERE "action_items"."owner_is_user";--> statement-breakpoint
-- Hand-written: meetings a bot was sent to from a bare link were titled by the product ("Zoom meeting"); their summary may rename them.
UPDATE "meetings" SET "title_generated" = true WHERE "source" = 'manual' AND "title" IN ('Zoom meeting', 'Google Meet meeting', 'Microsoft Teams meeting');
