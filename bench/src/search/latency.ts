import { sql as dsql } from "@understudy/db";
import type { UserContext } from "@understudy/services/context";
import { SearchInput, searchMeetings } from "@understudy/services/search";
import { createLogger } from "@understudy/services";
import type { AppDeps } from "@understudy/services/deps";
import type { Database } from "@understudy/db";
import { benchDeps } from "../deps";

/**
 * The composition root is built once per database, as apps/web builds it once per process: building it for each
 * search (env parsing, every outside client) cost ~14 ms of this process's CPU per call, which the search's
 * latency then carried and the ILIKE baseline did not.
 */
const depsOf = new WeakMap<Database, AppDeps>();
const log = createLogger({ level: "silent" });

/** `semantic: false` is the app with SEARCH_SEMANTIC=off; otherwise search as this process's environment configures it. */
export function userCtx(db: Database, userId: string, { semantic }: { semantic?: boolean } = {}): UserContext {
  let deps = depsOf.get(db);
  if (!deps) depsOf.set(db, (deps = benchDeps(db)));
  if (semantic !== undefined) deps = { ...deps, config: { ...deps.config, search: { ...deps.config.search, semantic } } };
  return { db, clock: { now: () => new Date() }, log, actor: { type: "user", userId, role: "user", via: "session", credentialId: "bench" }, deps };
}

/** The product's search path: the same service the search box and GET /api/search call (meetings, snippets, headlines). */
export async function ftsSearch(db: Database, userId: string, q: string): Promise<number> {
  const { results } = await searchMeetings({ ctx: userCtx(db, userId), input: SearchInput.parse({ q, limit: 20 }) });
  return results.length;
}

const escapeLike = (w: string) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The naive search it replaces, scoped to the user as every query must be: every word somewhere in a turn
 * (case-insensitive ILIKE, or in the title), meetings ranked by matching turns, then up to three matching turns
 * of each as snippets. No index can serve `%word%`, so each query reads all of the user's turns.
 */
export async function ilikeSearch(db: Database, userId: string, q: string): Promise<number> {
  const words = q.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  if (!words.length) return 0;
  const turnHas = dsql.join(
    words.map((w) => dsql`s.content ilike ${escapeLike(w)}`),
    dsql` and `,
  );
  const titleHas = dsql.join(
    words.map((w) => dsql`m.title ilike ${escapeLike(w)}`),
    dsql` and `,
  );
  const meetings = await db.execute<{ id: string; hits: number }>(dsql`
    select m.id, count(s.id)::int as hits
    from meetings m left join transcript_segments s on s.meeting_id = m.id and s.user_id = ${userId} and ${turnHas}
    where m.user_id = ${userId} and (s.id is not null or (${titleHas}))
    group by m.id, m.scheduled_at
    order by hits desc, m.scheduled_at desc
    limit 20
  `);
  if (!meetings.length) return 0;
  await db.execute(dsql`
    select * from (
      select s.meeting_id, s.speaker, s.start_seconds, s.content, row_number() over (partition by s.meeting_id order by s.seq) as rn
      from transcript_segments s
      where s.user_id = ${userId} and s.meeting_id in (${dsql.join(
        meetings.map((m) => dsql`${m.id}::uuid`),
        dsql`, `,
      )}) and ${turnHas}
    ) x where rn <= 3
  `);
  return meetings.length;
}
