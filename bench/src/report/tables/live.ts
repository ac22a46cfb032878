import { z } from "zod";
import type { BenchTable } from "../bench-table";
import { num, table, when } from "../format";

const Stats = z.object({ n: z.number(), p50_ms: z.number(), p95_ms: z.number(), p99_ms: z.number() });
const LiveRun = z.object({
  at: z.string(),
  database: z.string(),
  machine: z.object({ cpus: z.number(), load_after: z.number() }),
  setup: z.object({ lines: z.number(), rate_per_second: z.number(), viewers: z.number(), web_processes: z.number(), chat_owners: z.number(), chat_lines_each: z.number() }),
  line_to_viewer: Stats.extend({ lost: z.number(), repeated: z.number() }),
  webhook_answer: Stats.extend({ errors: z.number() }),
  notify_floor: Stats,
  chat: Stats.extend({ errors: z.number(), missing_at_provider: z.number() }),
  chat_bare_provider: Stats,
  aims: z.object({
    line_p95_ms: z.object({ aim: z.number(), got: z.number(), met: z.boolean() }),
    chat_p95_ms: z.object({ aim: z.number(), got: z.number(), met: z.boolean() }),
  }),
});

const SOURCE = "live-postgres.json";

export const liveTable: BenchTable = {
  id: "live",
  sources: [SOURCE],
  render(read) {
    const run = LiveRun.parse(read(SOURCE));
    const { setup } = run;
    const head =
      `\`${SOURCE}\` (${when(run.at)}, PostgreSQL, ${run.machine.cpus} cores, load ${num(run.machine.load_after, 1)} after): ${num(setup.lines)} lines at ${setup.rate_per_second}/s ` +
      `to ${setup.viewers} viewers on ${setup.web_processes} web processes; ${setup.chat_owners} owners sending ${setup.chat_lines_each} chat lines each.`;
    const row = (label: string, s: z.infer<typeof Stats>) => [label, num(s.n), `${num(s.p50_ms, 1)} ms`, `${num(s.p95_ms, 1)} ms`, `${num(s.p99_ms, 1)} ms`];
    const rows = [
      row("line: webhook sent → in a viewer's stream", run.line_to_viewer),
      row("↳ baseline: the webhook's answer (stored)", run.webhook_answer),
      row("↳ baseline: NOTIFY → LISTEN, bare", run.notify_floor),
      row("chat: sent → answered, provider accepted", run.chat),
      row("↳ baseline: the provider's chat call alone", run.chat_bare_provider),
    ];
    const checks =
      `${num(run.line_to_viewer.lost)} lines lost and ${num(run.line_to_viewer.repeated)} repeated of ${num(setup.lines * setup.viewers)}; ` +
      `${run.webhook_answer.errors} webhook errors; ${run.chat.errors} chat errors, ${run.chat.missing_at_provider} missing at the provider.`;
    const aims =
      `Aims: line p95 ≤ ${num(run.aims.line_p95_ms.aim)} ms — ${num(run.aims.line_p95_ms.got, 1)} ms, ${run.aims.line_p95_ms.met ? "met" : "missed"}; ` +
      `chat p95 ≤ ${num(run.aims.chat_p95_ms.aim)} ms — ${num(run.aims.chat_p95_ms.got, 1)} ms, ${run.aims.chat_p95_ms.met ? "met" : "missed"}.`;
    return [head, "", table(["measure", "n", "p50", "p95", "p99"], rows, ["left", "right", "right", "right", "right"]), "", checks, aims].join("\n");
  },
};
