ALTER TABLE "users" ALTER COLUMN "capture_retention_days" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "capture_retention_chosen_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written backfill (decision 080): until now nothing recorded whether a retention was chosen, and 90 days was
-- the silent default, so an account at 90 days cannot be told from one that never chose; all of them move to "keep
-- until I delete it" (null), which loses nothing. 30, 365 and forever differ from the old default, so they were
-- chosen and stay. A second run changes nothing: an account that picks 90 from now on has capture_retention_chosen_at.
UPDATE "users" SET "capture_retention_days" = NULL WHERE "capture_retention_days" = 90 AND "capture_retention_chosen_at" IS NULL;
