import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Sql } from "postgres";
import { prng, type QmsumMeeting } from "./qmsum";

export interface CorpusShape {
  users: number;
  segments: number;
  /** Turns per meeting (a one-hour meeting has a few hundred). */
  segmentsPerMeeting: number;
}

export interface LoadedCorpus {
  userIds: string[];
  loadSeconds: number;
  indexSeconds: number;
  reused: boolean;
}

const EMAIL_PREFIX = "bench-search-";

/** COPY text format: backslash, tab, newline and carriage return escaped. */
const copyText = (s: string) => s.replace(/\\/g, "\\\\").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r");

/**
 * Loads `shape.segments` transcript turns across `shape.users` users: meetings of consecutive QMSum turns
 * (a random window of a random meeting), titles from QMSum's topic lists, all drawn with a fixed seed. Turns go in
 * with COPY; the GIN index is dropped during the load and built once afterwards, which is how a bulk import should
 * be done. A database that already holds this corpus is reused.
 */
export async function loadCorpus(sql: Sql, corpus: QmsumMeeting[], shape: CorpusShape, reload: boolean): Promise<LoadedCorpus> {
  const [existing] = await sql<{ users: number; segments: number }[]>`
    select (select count(*)::int from users where email like ${`${EMAIL_PREFIX}%`}) as users,
           (select count(*)::int from transcript_segments) as segments`;
  if (!reload && existing?.users === shape.users && existing.segments === shape.segments) {
    await settle(sql);
    const rows = await sql<{ id: string }[]>`select id from users where email like ${`${EMAIL_PREFIX}%`} order by email`;
    return { userIds: rows.map((r) => r.id), loadSeconds: 0, indexSeconds: 0, reused: true };
  }
  const started = performance.now();
  await sql`truncate users, meetings, transcript_segments, transcript_chunks, meeting_summaries cascade`;
  await sql`drop index if exists transcript_segments_user_search_idx`;

  const random = prng(20261122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const topics = corpus.flatMap((m) => m.topics);
  const userIds = Array.from({ length: shape.users }, () => randomUUID());
  await sql`insert into users ${sql(
    userIds.map((id, i) => ({ id, email: `${EMAIL_PREFIX}${String(i).padStart(3, "0")}@bench.understudy`, name: `Bench User ${i}`, trial_ends_at: new Date(Date.now() + 14 * 86_400_000) })),
  )}`;

  const meetingCount = Math.ceil(shape.segments / shape.segmentsPerMeeting);
  const platforms = ["zoom", "google_meet", "teams", "other"] as const;
  const meetings = Array.from({ length: meetingCount }, (_, i) => ({
    id: randomUUID(),
    user_id: userIds[i % shape.users] as string,
    title: pick(topics),
    description: random() < 0.5 ? pick(topics) : null,
    scheduled_at: new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 330 * 86_400_000)),
    platform: pick(platforms),
    status: "completed",
  }));
  for (let i = 0; i < meetings.length; i += 1000) await sql`insert into meetings ${sql(meetings.slice(i, i + 1000))}`;

  // Interleaved users (meeting i belongs to user i % users), as meetings arrive in real life.
  let remaining = shape.segments;
  function* lines(): Generator<string> {
    for (const m of meetings) {
      const n = Math.min(shape.segmentsPerMeeting, remaining);
      remaining -= n;
      const source = pick(corpus);
      const from = Math.floor(random() * Math.max(1, source.turns.length - n));
      let at = 0;
      for (let seq = 0; seq < n; seq++) {
        // Long sources are windowed; short ones wrap around.
        const turn = source.turns[(from + seq) % source.turns.length] ?? { speaker: "Speaker", content: "" };
        const words = turn.content.split(" ").length;
        const duration = Math.max(1, Math.round((words / 150) * 60));
        yield `${m.id}\t${m.user_id}\t${seq}\t${copyText(turn.speaker)}\t${copyText(turn.content || "…")}\t${at}\t${at + duration}\n`;
        at += duration;
      }
    }
  }
  const writable = await sql`copy transcript_segments (meeting_id, user_id, seq, speaker, content, start_seconds, end_seconds) from stdin`.writable();
  await pipeline(Readable.from(lines()), writable);
  const loadSeconds = (performance.now() - started) / 1000;

  const indexStarted = performance.now();
  await sql.begin(async (tx) => {
    await tx`set local maintenance_work_mem = '256MB'`;
    await tx`create index transcript_segments_user_search_idx on transcript_segments using gin (user_id, search_vector)`;
  });
  const indexSeconds = (performance.now() - indexStarted) / 1000;
  await settle(sql);
  return { userIds, loadSeconds, indexSeconds, reused: false };
}

/**
 * What a database that has been running a while has, and a fresh bulk load has not:
 *  - every bench user keeps captures forever. Meetings are dated 2026-01…11 at load time and the default retention
 *    (90 days before *now*) would hide a growing share of them as the calendar moves on (73% by late Nov 2026),
 *    so the search would scan 1M turns but rank a fraction of them, and differently from one day to the next,
 *    while the ILIKE baseline (which has no retention) ranks them all;
 *  - a vacuumed table: the visibility map lets the turn count (the idf's N) be an index-only scan instead of a
 *    read of all the user's heap pages, as autovacuum would give production (it may be off on a bench server);
 *  - fresh statistics.
 */
async function settle(sql: Sql) {
  await sql`update users set capture_retention_days = null where email like ${`${EMAIL_PREFIX}%`} and capture_retention_days is not null`;
  const [table] = await sql<{ pages: number; visible: number }[]>`select relpages as pages, relallvisible as visible from pg_class where relname = 'transcript_segments'`;
  if (!table || table.visible < table.pages * 0.9) await sql`vacuum (analyze) users, meetings, transcript_segments`;
}
