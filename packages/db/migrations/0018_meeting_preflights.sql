CREATE TABLE "meeting_preflights" (
	"meeting_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"result" text NOT NULL,
	"checks" jsonb NOT NULL,
	"stage" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"meeting_url" text,
	"checked_at" timestamp with time zone NOT NULL,
	"notified_key" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meeting_preflights" ADD CONSTRAINT "meeting_preflights_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_preflights" ADD CONSTRAINT "meeting_preflights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_preflights_user_idx" ON "meeting_preflights" USING btree ("user_id");