-- Admin stats without counting every user (issue #13): how many users and how many Pro are kept in
-- user_counters by statement triggers on users, in the writer's own transaction; what depends on the clock
-- (trials still running, users seen in 30 days) is a range of a partial index; the search is pg_trgm's.
-- pg_trgm is a trusted contrib extension on PostgreSQL >= 13 and is loaded by the embedded PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "user_counters" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_counters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"users" bigint NOT NULL,
	"pro_users" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "users_free_trial_ends_at_idx" ON "users" USING btree ("trial_ends_at") WHERE "users"."subscription_plan" = 'free';--> statement-breakpoint
CREATE INDEX "users_active_last_login_idx" ON "users" USING btree ("last_login") WHERE "users"."is_active";--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Every writer clamps durations to a day already; stated here so "not over yet" reads may rely on it (issue #13).
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_duration_minutes_check" CHECK ("meetings"."duration_minutes" between 1 and 1440);
--> statement-breakpoint
-- A statement's change, appended (never an update of a shared row: no lock to queue on, no serialization
-- failure for a REPEATABLE READ writer). A statement that changes nothing counted (a sign-in's last_login) adds nothing.
CREATE FUNCTION user_counters_add(d_users bigint, d_pro bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF d_users <> 0 OR d_pro <> 0 THEN
    INSERT INTO user_counters (users, pro_users) VALUES (d_users, d_pro);
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION user_counters_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM user_counters_add((SELECT count(*) FROM new_rows), (SELECT count(*) FROM new_rows WHERE subscription_plan = 'pro'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION user_counters_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM user_counters_add(-(SELECT count(*) FROM old_rows), -(SELECT count(*) FROM old_rows WHERE subscription_plan = 'pro'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION user_counters_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM user_counters_add(0, (SELECT count(*) FROM new_rows WHERE subscription_plan = 'pro') - (SELECT count(*) FROM old_rows WHERE subscription_plan = 'pro'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION user_counters_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_counters;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Folds the appended rows into one with their sum (the admin.user-counters job, every few minutes). Rows a
-- concurrent writer appends meanwhile are not in this statement's snapshot and stay; a concurrent fold skips
-- the rows this one deleted. Returns how many rows it folded.
CREATE FUNCTION fold_user_counters() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE folded bigint;
BEGIN
  IF (SELECT count(*) FROM user_counters) < 2 THEN RETURN 0; END IF;
  WITH gone AS (DELETE FROM user_counters RETURNING users, pro_users),
    merged AS (INSERT INTO user_counters (users, pro_users) SELECT coalesce(sum(users), 0), coalesce(sum(pro_users), 0) FROM gone)
  SELECT count(*) INTO folded FROM gone;
  RETURN folded;
END $$;--> statement-breakpoint
-- Rebuilds the counters from the table: the repair if they ever drift (a trigger disabled by hand, one table
-- restored without the other). SHARE on users waits for writers in flight and holds new ones off until commit;
-- EXCLUSIVE on user_counters holds a fold off; so the recount and the rewrite see the same users.
CREATE FUNCTION recount_user_counters(OUT users_before bigint, OUT pro_before bigint, OUT users_after bigint, OUT pro_after bigint)
LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE users IN SHARE MODE;
  LOCK TABLE user_counters IN EXCLUSIVE MODE;
  SELECT coalesce(sum(c.users), 0), coalesce(sum(c.pro_users), 0) INTO users_before, pro_before FROM user_counters c;
  DELETE FROM user_counters;
  SELECT count(*), count(*) FILTER (WHERE subscription_plan = 'pro') INTO users_after, pro_after FROM users;
  INSERT INTO user_counters (users, pro_users) VALUES (users_after, pro_after);
END $$;--> statement-breakpoint
-- One event per trigger: PostgreSQL allows transition tables only on single-event triggers without column lists.
CREATE TRIGGER users_counters_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counters_on_insert();--> statement-breakpoint
CREATE TRIGGER users_counters_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counters_on_delete();--> statement-breakpoint
CREATE TRIGGER users_counters_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counters_on_update();--> statement-breakpoint
CREATE TRIGGER users_counters_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION user_counters_on_truncate();--> statement-breakpoint
-- The users already there, counted once, in the migration's transaction (creating the triggers locked writers out).
SELECT recount_user_counters();
