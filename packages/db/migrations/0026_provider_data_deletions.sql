CREATE TABLE "provider_data_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_bot_id" text NOT NULL,
	"reason" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "provider_data_deletions_bot_idx" ON "provider_data_deletions" USING btree ("provider","provider_bot_id");--> statement-breakpoint
CREATE INDEX "provider_data_deletions_due_idx" ON "provider_data_deletions" USING btree ("next_attempt_at");