import type postgres from "postgres";

/** Issue #13's size: 100,000 users; 100,000 meetings, 10,000 of them one user's. */
export const SIZE = { users: 100_000, hotMeetings: 10_000, crowdUsers: 900, crowdMeetings: 100 };
export const HOT_USER = "pages-scale-0";

const FIRST = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "John", "Margaret", "Ken", "Radia", "Linus", "Sophie", "Tim", "Hedy", "Dennis", "Katherine", "Niklaus", "Anita", "Guido"];
const LAST = ["Lovelace", "Hopper", "Turing", "Dijkstra", "Liskov", "Knuth", "Allen", "McCarthy", "Hamilton", "Thompson", "Perlman", "Torvalds", "Wilson", "Berners-Lee", "Lamarr", "Ritchie", "Johnson", "Wirth", "Borg", "van Rossum", "Shannon", "Backus", "Kay", "Lamport", "Hoare"];

/** A text[] literal (the names have spaces and hyphens, so each is quoted). */
const pgArray = (values: string[]) => `{${values.map((v) => `"${v}"`).join(",")}}`;

/**
 * Every user `pages-scale-k`, newest first by k (one every 10 minutes, so ~2 years of sign-ups), names from a
 * few first and last names plus k (a search for a name finds many, for "Hopper 4242" a few); one in 12 Pro,
 * trials of 14 days from sign-up, a third seen in the last 40 days, 2 % deactivated. The hot user k = 0 has
 * 10,000 meetings an hour apart, half past and half future, with the statuses of the plan test's seed (past
 * meetings left "scheduled", as calendar imports are); 900 others have 100 each. Completed meetings have a summary.
 * Multi-row INSERT ... SELECT, then VACUUM ANALYZE (the steady state autovacuum keeps).
 */
export async function seedPagesScale(sql: postgres.Sql, now: Date): Promise<void> {
  const at = now.toISOString();
  await sql`insert into users (id, email, name, subscription_plan, trial_ends_at, created_at, last_login, is_active)
    select 'pages-scale-' || k,
      lower(replace(f, ' ', '')) || '.' || lower(replace(l, ' ', '')) || k || '@' || (array['example.com', 'acme.test', 'mail.test', 'corp.example'])[1 + k % 4],
      f || ' ' || l || ' ' || k,
      case when k % 12 = 0 then 'pro' else 'free' end::subscription_plan,
      ${at}::timestamptz - k * interval '10 minutes' + interval '14 days',
      ${at}::timestamptz - k * interval '10 minutes',
      case when k % 3 = 0 then ${at}::timestamptz - (k % 40) * interval '1 day' else ${at}::timestamptz - k * interval '10 minutes' + interval '1 hour' end,
      k % 50 <> 7
    from generate_series(0, ${SIZE.users - 1}::int) k,
      lateral (select (${pgArray(FIRST)}::text[])[1 + k % ${FIRST.length}] as f, (${pgArray(LAST)}::text[])[1 + (k / ${FIRST.length}) % ${LAST.length}] as l) n`;
  const owners = sql`(select 'pages-scale-' || k as id, case when k = 0 then ${SIZE.hotMeetings}::int else ${SIZE.crowdMeetings}::int end as n
    from generate_series(0, ${SIZE.crowdUsers}::int) k) u`;
  await sql`insert into meetings (user_id, title, description, scheduled_at, duration_minutes, meeting_url, platform, status, bot_attended, summary, created_at)
    select u.id, 'Meeting ' || i, case when i % 3 = 0 then 'Agenda ' || i end,
      ${at}::timestamptz + (i - u.n / 2) * interval '1 hour', 30 + (i % 4) * 15, case when i % 2 = 0 then 'https://zoom.us/j/' || i end,
      (array['zoom', 'google_meet', 'teams', 'other'])[1 + i % 4]::meeting_platform,
      case when i % 20 = 0 then 'cancelled' when i % 4 = 1 then 'completed' when i % 50 = 7 then 'in_progress' else 'scheduled' end::meeting_status,
      i % 7 = 0, case when i % 11 = 0 then 'Notes ' || i end, ${at}::timestamptz - (u.n - i) * interval '1 hour'
    from ${owners}, generate_series(1, u.n) i`;
  await sql`insert into meeting_summaries (meeting_id, user_id, version, status, model, prompt_version, transcript_hash, content)
    select m.id, m.user_id, 1, 'ready', 'model', 'v1', 'hash', jsonb_build_object('overview', 'Overview of ' || m.title)
    from meetings m where m.user_id like 'pages-scale-%' and m.status = 'completed'`;
  await sql`vacuum analyze users, meetings, meeting_summaries`;
}
