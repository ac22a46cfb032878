/*
 * EXPLAIN (ANALYZE, BUFFERS) of every statement Search sends for a few rotating questions on the latency corpus
 * (pnpm bench:search loads it): `tsx src/search/explain.ts [query …]` with BENCH_DATABASE_URL. Read-only.
 */
import { openPlanSession } from "@understudy/services/testing/query-plans";
import { SearchInput, searchMeetings } from "@understudy/services/search";
import { userCtx } from "./latency";

const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/understudy_bench";
// One connection in a transaction that is rolled back: the services' statements recorded, then explained.
const session = await openPlanSession(url);
const client = session.sql;
// GENERIC_PLAN=1: the plan the server settles on for a prepared statement executed repeatedly (the product's
// statements are prepared, so after five executions PostgreSQL may reuse one plan for every value).
const generic = process.env.GENERIC_PLAN === "1";
let n = 0;
async function explainGeneric(name: string, query: string, params: unknown[]) {
  // Typed as the driver binds them (strings as text; arrays travel as text literals cast in the SQL).
  const types = params.map((p) => (typeof p === "number" ? (Number.isInteger(p) ? "int" : "float8") : typeof p === "boolean" ? "bool" : "text"));
  await client.unsafe(`prepare ${name}${types.length ? `(${types.join(", ")})` : ""} as ${query}`).simple();
  await client.unsafe("set local plan_cache_mode = force_generic_plan");
  // EXECUTE's arguments cannot be bound parameters of an EXPLAIN: they go in as quoted literals.
  const args = params.map((p, i) => `'${String(p).replace(/'/g, "''")}'::${types[i]}`).join(", ");
  return client.unsafe(`explain (analyze, buffers) execute ${name}${params.length ? `(${args})` : ""}`);
}
const queries = process.argv.slice(2).length ? process.argv.slice(2) : ["budget", "remote control", "interface"];
const [user] = await client<{ id: string }[]>`select id from users where email like 'bench-search-%' order by email offset 7 limit 1`;
if (!user) throw new Error("no bench corpus loaded");
try {
  for (const q of queries) {
    let results: unknown[] = [];
    const t0 = performance.now();
    const statements = await session.record(async () => {
      results = (await searchMeetings({ ctx: userCtx(session.db, user.id), input: SearchInput.parse({ q, limit: 20 }) })).results;
    });
    const ms = performance.now() - t0;
    console.log(`\n######## ${JSON.stringify(q)}: ${results.length} meetings, ${statements.length} statements, ${ms.toFixed(1)} ms (cold-ish, one connection)`);
    for (const [i, s] of statements.entries()) {
      const rows = generic ? await explainGeneric(`q${n++}_${i}`, s.query, s.params) : await client.unsafe(`explain (analyze, buffers) ${s.query}`, s.params as never[]);
      console.log(`\n---- ${s.query.replace(/\s+/g, " ").slice(0, 160)}`);
      console.log(rows.map((r) => r["QUERY PLAN"]).join("\n"));
    }
  }
} finally {
  await session.close();
}
