import { z } from "zod";
import type { BenchTable } from "../bench-table";
import { metOrMissed, num, pct, table, when, yesNo } from "../format";

const SyncRun = z.object({
  date: z.string(),
  database: z.string(),
  events: z.number(),
  runs: z.number(),
  machine: z.object({ model: z.string() }),
  first_sync_ms: z.number(),
  incremental_sync_ms: z.number(),
  ratio: z.number(),
  targets: z.object({ first_sync_ms: z.number(), ratio: z.number() }),
  met: z.object({ first_sync: z.boolean(), ratio: z.boolean() }),
  exact_counts: z.boolean(),
});

const POSTGRES = "sync-postgres.json";
const PGLITE = "sync-pglite.json";

export const syncTable: BenchTable = {
  id: "sync",
  sources: [POSTGRES, PGLITE],
  render(read) {
    const pg = SyncRun.parse(read(POSTGRES));
    const lite = SyncRun.parse(read(PGLITE));
    const head =
      `${num(pg.events)} sandbox events through the Google SDK, median of ${pg.runs} runs after a warm-up: \`${POSTGRES}\` (${when(pg.date)}), ` +
      `\`${PGLITE}\` (${when(lite.date)}), ${pg.machine.model}, 2 cores.`;
    const rows = [
      ["first sync (the baseline)", `${num(pg.first_sync_ms, 1)} ms`, `${num(lite.first_sync_ms, 1)} ms`, `≤ ${num(pg.targets.first_sync_ms)} ms`],
      ["incremental sync after 10 changes", `${num(pg.incremental_sync_ms, 1)} ms`, `${num(lite.incremental_sync_ms, 1)} ms`, ""],
      ["incremental ÷ first", `${pct(pg.ratio, 1)} (${metOrMissed(pg.met.ratio)})`, `${pct(lite.ratio, 1)} (${metOrMissed(lite.met.ratio)})`, `≤ ${pct(pg.targets.ratio)}`],
      ["counts exact (1,000 created, then 1 created and 9 updated)", yesNo(pg.exact_counts), yesNo(lite.exact_counts), "yes"],
    ];
    return [head, "", table(["", "PostgreSQL", "PGlite", "target"], rows, ["left", "right", "right", "right"])].join("\n");
  },
};
