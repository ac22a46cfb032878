-- Every list's ORDER BY read straight off an index. The old `desc` indexes were DESC NULLS LAST, which no
-- `order by x desc` (NULLS FIRST) matches, so PostgreSQL read and sorted a user's whole set for every page;
-- ascending indexes read backwards give `x desc, id desc` exactly. Also: a (user, status, scheduled_at, id) index
-- for the filtered and upcoming meeting lists, `id` in the users index for stable admin pages, and partial
-- indexes for the two 5-minute sweeps (pending summaries, undelivered support requests).
DROP INDEX "api_tokens_user_id_idx";--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
DROP INDEX "meetings_user_scheduled_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
DROP INDEX "payments_user_created_idx";--> statement-breakpoint
DROP INDEX "support_requests_user_created_idx";--> statement-breakpoint
DROP INDEX "gmail_messages_user_invite_sent_idx";--> statement-breakpoint
DROP INDEX "bot_sessions_user_created_idx";--> statement-breakpoint
CREATE INDEX "api_tokens_user_created_idx" ON "api_tokens" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "meetings_user_status_scheduled_idx" ON "meetings" USING btree ("user_id","status","scheduled_at","id");--> statement-breakpoint
CREATE INDEX "support_requests_undelivered_idx" ON "support_requests" USING btree ("created_at") WHERE "support_requests"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "meeting_summaries_pending_idx" ON "meeting_summaries" USING btree ("created_at","id") WHERE "meeting_summaries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "meetings_user_scheduled_idx" ON "meetings" USING btree ("user_id","scheduled_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "support_requests_user_created_idx" ON "support_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "gmail_messages_user_invite_sent_idx" ON "gmail_messages" USING btree ("user_id","is_invite","sent_at","message_id");--> statement-breakpoint
CREATE INDEX "bot_sessions_user_created_idx" ON "bot_sessions" USING btree ("user_id","created_at","id");