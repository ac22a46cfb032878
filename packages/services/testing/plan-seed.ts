/**
 * Enough rows that the planner's choices matter: a "hot" user with thousands of meetings, sessions,
 * notifications and payments among a crowd of others (so the hot user is a small share of every table, as in
 * production), and 20,000 more users for the admin list, its search and its stats. Multi-row INSERT ... SELECT generate_series,
 * then ANALYZE, so it takes a second or two even on PGlite.
 */
import { randomUUID } from "node:crypto";
import type postgres from "postgres";
import { hashToken, mintApiTokenSecret } from "../src/auth/credentials";

export const HOT_MEETINGS = 3000;
/** Transcript turns of the hot user (every 5th meeting has 12), and how many of them say "budget" (1 in 20). */
export const HOT_TURNS = (HOT_MEETINGS / 5) * 12;
export const HOT_BUDGET_TURNS = HOT_TURNS / 20;
const CROWD = 8;
const CROWD_MEETINGS = 2000;
const EXTRA_USERS = 20_000;

export const SEEDED_TABLES = new Set([
  "users",
  "sessions",
  "api_tokens",
  "meetings",
  "meeting_summaries",
  "action_items",
  "bot_sessions",
  "notifications",
  "payments",
  "support_requests",
  "gmail_messages",
  "transcript_segments",
]);

export interface PlanSeed {
  hotUserId: string;
  sessionToken: string;
  apiToken: string;
  /** One of the hot user's meetings with a ready summary. */
  meetingId: string;
  /** Where the hot user's meetings are centred: one an hour, half before and half after. */
  now: Date;
}

export async function seedPlanData(sql: postgres.Sql): Promise<PlanSeed> {
  const tag = `plans-${randomUUID().slice(0, 8)}`;
  const hot = `${tag}-hot`;
  const now = new Date();
  const at = now.toISOString();
  // The hot user (a Pro, so every analytics query runs) and the crowd; user k of the crowd is `${tag}-k`.
  await sql`insert into users (id, email, name, subscription_plan, created_at)
    select case when k = 0 then ${hot} else ${tag} || '-' || k end, ${tag} || '-' || k || '@plans.test', 'Plans ' || k,
      case when k = 0 then 'pro' else 'free' end::subscription_plan, ${at}::timestamptz - k * interval '1 minute'
    from generate_series(0, ${CROWD}::int) k`;
  // One sign-up an hour, each with a 14-day trial (the newest 335 still running) and one in ten seen since
  // (72 of them in the last 30 days): the admin stats' index ranges are a small share of the users.
  await sql`insert into users (id, email, name, created_at, trial_ends_at, last_login)
    select ${tag} || '-extra-' || k, ${tag} || '-extra-' || k || '@plans.test', 'Extra ' || k, ${at}::timestamptz - k * interval '1 hour',
      ${at}::timestamptz - k * interval '1 hour' + interval '14 days', case when k % 10 = 0 then ${at}::timestamptz - k * interval '1 hour' end
    from generate_series(1, ${EXTRA_USERS}::int) k`;
  const owners = () => sql`(select id, case when id = ${hot} then ${HOT_MEETINGS}::int else ${CROWD_MEETINGS}::int end as n
    from users where id like ${`${tag}-%`} and id not like ${`${tag}-extra-%`}) u`;
  // Cancelled meetings are rare (1 in 20), so a status filter is only cheap with an index that has the status.
  await sql`insert into meetings (user_id, title, description, scheduled_at, meeting_url, platform, status, bot_attended, summary, created_at)
    select u.id, 'Meeting ' || i, case when i % 3 = 0 then 'Agenda ' || i end,
      ${at}::timestamptz + (i - u.n / 2) * interval '1 hour', case when i % 2 = 0 then 'https://zoom.us/j/' || i end,
      (array['zoom', 'google_meet', 'teams', 'other'])[1 + i % 4]::meeting_platform,
      case when i % 20 = 0 then 'cancelled' when i % 4 = 1 then 'completed' when i % 50 = 7 then 'in_progress' else 'scheduled' end::meeting_status,
      i % 7 = 0, case when i % 11 = 0 then 'Notes ' || i end, ${at}::timestamptz - (u.n - i) * interval '1 hour'
    from ${owners()}, generate_series(1, u.n) i`;
  await sql`insert into meeting_summaries (meeting_id, user_id, version, status, model, prompt_version, transcript_hash, content)
    select m.id, m.user_id, v, case when v = 1 then 'ready' else 'failed' end::summary_status, 'model', 'v1', 'hash',
      case when v = 1 then jsonb_build_object('overview', 'Overview of ' || m.title) end
    from meetings m, generate_series(1, 2) v
    where m.user_id like ${`${tag}-%`} and m.status = 'completed' and (v = 1 or m.bot_attended)`;
  // Three items per summarised meeting: two of three done, one of three the user's own, most with a day.
  await sql`insert into action_items (user_id, meeting_id, text, owner_name, owner_is_user, due_date, status, done_at, dedupe_key, start_seconds)
    select m.user_id, m.id, 'Task ' || k, 'Owner ' || k, k = 1, case when k < 3 then (m.scheduled_at + k * interval '1 day')::date end,
      case when (m.title || k) like '%1' then 'open' else 'done' end::action_item_status, null, 'task ' || k, k * 10
    from meetings m, generate_series(1, 3) k
    where m.user_id like ${`${tag}-%`} and m.status = 'completed'`;
  await seedPerUserRows(sql, owners, at);
  await seedTranscripts(sql, hot, tag);
  // Stored as the app stores them: the SHA-256 of the token the browser holds.
  await sql`insert into sessions (session_token, user_id, expires)
    select encode(sha256(convert_to(${tag} || '-session-' || u.id || '-' || k, 'UTF8')), 'hex'), u.id, ${at}::timestamptz + interval '30 days' from ${owners()}, generate_series(1, 200) k`;
  const apiToken = mintApiTokenSecret();
  await sql`insert into api_tokens (user_id, name, token_hash, prefix, created_at, revoked_at)
    select u.id, 'Token ' || k, case when u.id = ${hot} and k = 1 then ${hashToken(apiToken)} else ${tag} || u.id || k end, ${apiToken.slice(0, 10)},
      ${at}::timestamptz - k * interval '1 day', case when k > 5 then ${at}::timestamptz end
    from ${owners()}, generate_series(1, 25) k`;
  await sql`insert into api_tokens (user_id, name, token_hash, prefix)
    select id, 'Token', ${tag} || id, 'ust_' from users where id like ${`${tag}-extra-%`}`;
  await sql`analyze users, sessions, api_tokens, meetings, meeting_summaries, action_items, bot_sessions, notifications, payments, support_requests, gmail_messages, transcript_segments`;
  const [summarized] = await sql<{ id: string }[]>`select meeting_id as id from meeting_summaries where user_id = ${hot} and status = 'ready' limit 1`;
  if (!summarized) throw new Error("seed made no summary");
  return { hotUserId: hot, sessionToken: `${tag}-session-${hot}-1`, apiToken, meetingId: summarized.id, now };
}

/** Bot sessions, notifications, payments, support requests and Gmail messages: `n / 2`, `n / 5`... per user. */
async function seedPerUserRows(sql: postgres.Sql, owners: () => postgres.PendingQuery<postgres.Row[]>, at: string) {
  await sql`insert into bot_sessions (user_id, provider, bot_name, meeting_url, platform, status, created_at)
    select u.id, 'recall', 'Understudy', 'https://zoom.us/j/' || i, 'zoom', 'disconnected', ${at}::timestamptz - i * interval '1 hour'
    from ${owners()}, generate_series(1, u.n / 2) i`;
  await sql`insert into notifications (user_id, title, message, read, created_at)
    select u.id, 'Notice ' || i, 'Details ' || i, i % 2 = 0, ${at}::timestamptz - i * interval '1 hour'
    from ${owners()}, generate_series(1, u.n / 2) i`;
  await sql`insert into payments (user_id, plan_id, amount_cents, payment_status, created_at)
    select u.id, 'pro', 2999, 'paid', ${at}::timestamptz - i * interval '1 day' from ${owners()}, generate_series(1, u.n / 5) i`;
  await sql`insert into support_requests (user_id, subject, message, created_at, delivered_at)
    select u.id, 'Help ' || i, 'Please ' || i, ${at}::timestamptz - i * interval '1 day', ${at}::timestamptz - i * interval '1 day'
    from ${owners()}, generate_series(1, u.n / 10) i`;
  await sql`insert into gmail_messages (user_id, message_id, subject, sender, sent_at, snippet, is_invite)
    select u.id, 'msg-' || i, 'Invite ' || i, 'someone@example.com', case when i % 10 <> 0 then ${at}::timestamptz - i * interval '1 hour' end,
      'Join us', i % 2 = 0
    from ${owners()}, generate_series(1, u.n / 3) i`;
}

/**
 * Turns for search: the hot user's (HOT_TURNS, one in 20 about the budget) and a crowd that talks about the budget
 * in every turn, more turns than the hot user has in all, so a search that read the word's turns of every user, or
 * all turns of the table, would blow the budget of a search that reads only the hot user's.
 */
async function seedTranscripts(sql: postgres.Sql, hot: string, tag: string) {
  await sql`insert into transcript_segments (meeting_id, user_id, seq, speaker, content, start_seconds, end_seconds)
    select m.id, m.user_id, k, 'Speaker ' || (k % 3),
      case when m.user_id = ${hot} and ((m.n / 5) * 12 + k) % 20 <> 0 then 'We went through item ' || k || ' of the roadmap and the hiring plan'
        else 'We went through the budget for item ' || k || ' and the hiring plan' end,
      k * 30, k * 30 + 25
    from (select id, user_id, row_number() over (partition by user_id order by scheduled_at) as n from meetings
          where user_id like ${`${tag}-%`} and user_id not like ${`${tag}-extra-%`}) m, generate_series(0, 11) k
    where m.n % 5 = 0 and (m.user_id = ${hot} or m.n <= 750)`;
}
