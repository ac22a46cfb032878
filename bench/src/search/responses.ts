/*
 * Every response Search and Ask give on the latency corpus for a fixed set of cases, one JSON line each, so two
 * versions of the code can be compared byte for byte (run it in each worktree, then `cmp` the files):
 * `npx tsx src/search/responses.ts out.jsonl` in `bench/` with BENCH_DATABASE_URL. The 40 bench queries (from
 * results/search-latency-postgres.json) plus a phrase, exclusions, a question naming a speaker and an empty query;
 * three users; no filter, and in turn a date range, a platform, one meeting and a participant. Read-only.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createDb } from "@understudy/db";
import postgres from "postgres";
import { retrievePassages, SearchInput, searchMeetings } from "@understudy/services/search";
import { userCtx } from "./latency";
const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/understudy_bench";
const file = process.argv[2];
if (!file) throw new Error("usage: responses.ts <out.jsonl>");
const raw = postgres(url, { max: 1 });
const users = (await raw<{ id: string }[]>`select id from users where email like 'bench-search-%' order by email`).map((u) => u.id);
const meetingOf = new Map((await raw<{ user_id: string; id: string }[]>`select distinct on (user_id) user_id, id from meetings order by user_id, scheduled_at desc`).map((r) => [r.user_id, r.id]));
await raw.end();
const queries: string[] = JSON.parse(readFileSync(new URL("../../results/search-latency-postgres.json", import.meta.url), "utf8")).queries;
queries.push('"remote control" -button', "what did the Professor think about the budget", "industrial designer -interface", "");
const { db, close } = createDb(url, { max: 4 });
const out: string[] = [];
for (const [qi, q] of queries.entries()) {
  for (const u of [users[3], users[42], users[77]] as string[]) {
    const variants = [{}, { from: "2026-03-01", to: "2026-06-30" }, { platform: "zoom" }, { meeting_id: meetingOf.get(u) }, { participant: "Professor" }];
    for (const [vi, v] of variants.entries()) {
      if ((qi + vi) % 2 && vi > 0) continue;
      const r = await searchMeetings({ ctx: userCtx(db, u), input: SearchInput.parse({ q, limit: 20, ...v }) });
      out.push(JSON.stringify({ q, u, v, r }));
    }
    const a = await retrievePassages({ ctx: userCtx(db, u), query: q, limit: 8 });
    out.push(JSON.stringify({ ask: q, u, a }));
  }
}
writeFileSync(file, out.join("\n") + "\n");
console.log(`${out.length} responses`);
await close();
