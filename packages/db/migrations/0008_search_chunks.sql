CREATE TABLE "transcript_chunks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meeting_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"seq" integer NOT NULL,
	"first_segment_seq" integer NOT NULL,
	"last_segment_seq" integer NOT NULL,
	"start_seconds" double precision NOT NULL,
	"end_seconds" double precision NOT NULL,
	"text" text NOT NULL,
	"model" text NOT NULL,
	"dimensions" integer NOT NULL,
	"transcript_hash" text NOT NULL,
	"embedding" real[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meeting_summaries" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("content"->>'gist', '') || ' ' || coalesce("content"->>'overview', '')), 'B') || setweight(jsonb_to_tsvector('english', coalesce("content"->'key_points', '[]') || coalesce("content"->'decisions', '[]') || coalesce("content"->'action_items', '[]'), '["string"]'), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "transcript_chunks" ADD CONSTRAINT "transcript_chunks_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_chunks" ADD CONSTRAINT "transcript_chunks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transcript_chunks_meeting_seq_idx" ON "transcript_chunks" USING btree ("meeting_id","seq");--> statement-breakpoint
CREATE INDEX "transcript_chunks_user_idx" ON "transcript_chunks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meeting_summaries_search_idx" ON "meeting_summaries" USING gin ("search_vector");