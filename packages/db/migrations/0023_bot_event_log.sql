ALTER TABLE "bot_events" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "bot_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "bot_events" ADD COLUMN "meeting_id" uuid;--> statement-breakpoint
ALTER TABLE "bot_events" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "bot_sessions" ADD COLUMN "announcement_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bot_events_meeting_seq_idx" ON "bot_events" USING btree ("meeting_id","seq");--> statement-breakpoint
UPDATE "bot_events" AS e SET "meeting_id" = s."meeting_id" FROM "bot_sessions" AS s WHERE s."id" = e."session_id";--> statement-breakpoint
-- Sessions announced before this column existed did announce.
UPDATE "bot_sessions" SET "announcement_sent_at" = "announced_at" WHERE "announced_at" IS NOT NULL;