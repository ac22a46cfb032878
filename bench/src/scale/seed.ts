import { randomUUID } from "node:crypto";
import type postgres from "postgres";
import { hashSecret } from "@understudy/db";

export interface ScaleUser {
  id: string;
  email: string;
  /** A bearer session token, as the browser holds it. */
  token: string;
}

const WORDS = ["budget", "roadmap", "hiring", "migration", "pricing", "launch", "security", "customer", "billing", "search"];
const DAY = 86_400_000;

/**
 * `users` trialing users (every feature on), each with a session, a few past meetings with a transcript for
 * search, and `botsPerUser` meetings with a Zoom link that the scaled phase moves to "due within a minute".
 */
export async function seedScaleData(sql: postgres.Sql, users: number, botsPerUser: number): Promise<ScaleUser[]> {
  const out: ScaleUser[] = [];
  const now = Date.now();
  for (let u = 0; u < users; u++) {
    const id = randomUUID();
    const email = `scale-${u}@understudy.test`;
    const token = `scale-session-${randomUUID()}`;
    out.push({ id, email, token });
    await sql`insert into users (id, email, name, trial_ends_at, last_login) values (${id}, ${email}, ${`Scale User ${u}`}, ${new Date(now + 14 * DAY)}, ${new Date(now)})`;
    await sql`insert into sessions (session_token, user_id, expires) values (${hashSecret(token)}, ${id}, ${new Date(now + 30 * DAY)})`;
    for (let m = 0; m < 5; m++) {
      const [meeting] = await sql<{ id: string }[]>`
        insert into meetings (user_id, title, scheduled_at, duration_minutes, platform, status)
        values (${id}, ${`${WORDS[(u + m) % WORDS.length]} review ${m}`}, ${new Date(now - (m + 1) * DAY)}, 30, 'zoom', 'completed') returning id`;
      const segments = Array.from({ length: 20 }, (_, seq) => ({
        meeting_id: meeting?.id ?? "",
        user_id: id,
        seq,
        speaker: seq % 2 ? "Ada" : "Grace",
        content: `We talked about the ${WORDS[(seq + m) % WORDS.length]} and the ${WORDS[(seq + u) % WORDS.length]} plan for next quarter, item ${seq}.`,
        start_seconds: seq * 10,
        end_seconds: seq * 10 + 9,
      }));
      await sql`insert into transcript_segments ${sql(segments)}`;
    }
    const due = Array.from({ length: botsPerUser }, (_, b) => ({
      user_id: id,
      title: `Stand-up ${u}.${b}`,
      // Far away until the scaled phase moves them in: the workers must not book them during the baseline.
      scheduled_at: new Date(now + 30 * DAY + b * 60_000),
      duration_minutes: 30,
      platform: "zoom",
      status: "scheduled",
      meeting_url: `https://zoom.us/j/${String(9_000_000_000 + u * 1000 + b)}`,
    }));
    if (due.length) await sql`insert into meetings ${sql(due)}`;
  }
  return out;
}

/** Moves every future covered meeting to a start spread over the minute after `at`. */
export async function makeBotsDue(sql: postgres.Sql, at: Date): Promise<number> {
  const rows = await sql`
    update meetings set scheduled_at = ${at}::timestamptz + (random() * interval '60 seconds'), updated_at = now()
    where meeting_url is not null and status = 'scheduled' and scheduled_at > now() + interval '1 day' returning id`;
  return rows.length;
}
