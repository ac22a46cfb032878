import { createHash, randomBytes, randomUUID } from "node:crypto";
import type postgres from "postgres";

export const USERS = 10;
export const MEETINGS_PER_USER = 10_000;
const BATCH = 1_000;
const HOUR = 3_600_000;
const TITLES = ["Weekly sync", "Design review", "1:1", "Planning", "Retro"];
const PLATFORMS = ["zoom", "google_meet", "teams", "other"] as const;
const STATUSES = ["scheduled", "in_progress", "completed", "cancelled"] as const;

export interface BenchUser {
  id: string;
  /** A personal API token (`ust_…`), stored hashed as the product stores it. */
  token: string;
}

/**
 * `USERS` users with `MEETINGS_PER_USER` meetings each (spread ±14 months around now, 1 h apart, so the newest
 * page is a real index-ordered read), every 11th with a ready AI summary (the page's LATERAL join finds it)
 * and every 13th with a plain-text summary; one personal API token per user. Returns the users, the first one
 * being the one the bench asks for.
 */
export async function seedApiBench(sql: postgres.Sql): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  const now = Date.now();
  const run = randomUUID().slice(0, 8);
  for (let u = 0; u < USERS; u++) {
    const id = randomUUID();
    const token = `ust_${randomBytes(24).toString("base64url")}`;
    users.push({ id, token });
    await sql`insert into users (id, email, name, trial_ends_at) values (${id}, ${`bench-api-${run}-${u}@understudy.test`}, ${`Bench User ${u}`}, ${new Date(now + 14 * 24 * HOUR)})`;
    await sql`insert into api_tokens (user_id, name, token_hash, prefix) values (${id}, 'bench', ${createHash("sha256").update(token).digest("hex")}, ${token.slice(0, 8)})`;
    for (let start = 0; start < MEETINGS_PER_USER; start += BATCH) {
      const rows = [];
      for (let i = start; i < Math.min(start + BATCH, MEETINGS_PER_USER); i++) {
        rows.push({
          user_id: id,
          title: `Meeting #${i} — ${TITLES[i % TITLES.length]}`,
          description: i % 3 === 0 ? `Agenda for meeting ${i}: status, blockers, next steps.` : null,
          scheduled_at: new Date(now + (i - MEETINGS_PER_USER / 2) * HOUR),
          duration_minutes: [30, 45, 60, 90][i % 4] ?? 30,
          meeting_url: i % 2 === 0 ? `https://zoom.us/j/${100000000 + i}` : null,
          platform: PLATFORMS[i % PLATFORMS.length] ?? "zoom",
          status: STATUSES[i % STATUSES.length] ?? "scheduled",
          bot_attended: i % 7 === 0,
          summary: i % 13 === 0 ? `Summary of meeting ${i}.` : null,
          source: i % 4 === 0 ? "calendar" : "manual",
          external_id: i % 4 === 0 ? `evt-${run}-${u}-${i}` : null,
        });
      }
      const inserted = await sql<{ id: string; n: number }[]>`
        insert into meetings ${sql(rows)} returning id, (regexp_match(title, '#(\\d+)'))[1]::int as n`;
      const summaries = inserted
        .filter((m) => m.n % 11 === 0)
        .map((m) => ({
          meeting_id: m.id,
          user_id: id,
          version: 1,
          status: "ready",
          model: "bench",
          prompt_version: "bench",
          transcript_hash: "bench",
          content: sql.json({ overview: `What meeting ${m.n} decided.`, gist: "", key_points: [], decisions: [], action_items: [] }),
        }));
      if (summaries.length) await sql`insert into meeting_summaries ${sql(summaries)}`;
    }
  }
  await sql`analyze users, api_tokens, meetings, meeting_summaries`;
  return users;
}

/** Removes what `seedApiBench` wrote (meetings, summaries and tokens go with their user). */
export async function unseedApiBench(sql: postgres.Sql, users: BenchUser[]): Promise<void> {
  await sql`delete from users where id in ${sql(users.map((u) => u.id))}`;
}
