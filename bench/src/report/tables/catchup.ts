import { z } from "zod";
import type { BenchTable } from "../bench-table";
import { databaseLabel, num, slash, table, when } from "../format";

const Latency = z.object({ p50: z.number(), max: z.number() });
const CatchupRun = z.object({
  date: z.string(),
  database: z.string(),
  machine: z.object({ load_avg_1m: z.number() }),
  latency: z.object({ scenario: z.string(), runs: z.number(), target_ms: z.number(), join_seen_to_ready_ms: Latency, join_seen_to_client_sees_it_ms: Latency }),
  model_calls: z.object({
    scenario: z.string(),
    incremental_total: z.number(),
    bound_final_plus_one_per_slice: z.number(),
    one_final_summary: z.number(),
    resummarise_every_slice: z.number(),
    prompt_tokens: z.object({ incremental: z.number(), one_final_summary: z.number(), resummarise_every_slice_estimated: z.number() }),
  }),
});

const SOURCE = "catchup-pglite.json";

export const catchupTable: BenchTable = {
  id: "catchup",
  sources: [SOURCE],
  render(read) {
    const run = CatchupRun.parse(read(SOURCE));
    const { latency: l, model_calls: m } = run;
    const head = `\`${SOURCE}\` (${when(run.date)}, ${databaseLabel(run.database)}, load ${num(run.machine.load_avg_1m, 1)}): ${l.scenario}, ${l.runs} runs; ${m.scenario}.`;
    const rows = [
      ["join seen → catch-up ready, p50 / max", `${slash([l.join_seen_to_ready_ms.p50, l.join_seen_to_ready_ms.max])} ms`, `≤ ${num(l.target_ms)} ms`],
      ["join seen → a polling client sees it, p50 / max", `${slash([l.join_seen_to_client_sees_it_ms.p50, l.join_seen_to_client_sees_it_ms.max])} ms`, `≤ ${num(l.target_ms)} ms`],
      [
        "model calls (running summary)",
        num(m.incremental_total),
        `bound ${m.bound_final_plus_one_per_slice} (one final summary + one per 5-minute slice); one final summary alone ${m.one_final_summary}; re-summarising every slice ${m.resummarise_every_slice}`,
      ],
      [
        "prompt tokens (running summary)",
        num(m.prompt_tokens.incremental),
        `one final summary ${num(m.prompt_tokens.one_final_summary)}; re-summarising everything every slice ≥ ${num(m.prompt_tokens.resummarise_every_slice_estimated)}`,
      ],
    ];
    return [head, "", table(["", "figure", "target / baseline, same run"], rows, ["left", "right", "left"])].join("\n");
  },
};
