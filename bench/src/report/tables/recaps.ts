import { z } from "zod";
import type { BenchTable } from "../bench-table";
import { databaseLabel, num, slash, table, when } from "../format";

const RecapsRun = z.object({
  database: z.string(),
  at: z.string(),
  machine: z.object({ cpus: z.number(), load_after: z.array(z.number()) }),
  meetings: z.number(),
  users: z.number(),
  spread_s: z.number(),
  worker_killed_after_ms: z.number().nullable(),
  end_to_inbox_ms: z.object({ p50: z.number(), p95: z.number(), max: z.number() }),
  over_aim: z.number(),
  duplicates: z.object({ raw_copies: z.number(), distinct_message_ids: z.number() }),
  lost: z.number(),
  baseline_smtp_send_ms: z.object({ p50: z.number(), p95: z.number(), concurrency: z.number() }),
  aims: z.object({ p95_ms: z.number(), duplicates: z.number(), lost: z.number() }),
});

const SOURCE = "recaps-postgres.json";

export const recapsTable: BenchTable = {
  id: "recaps",
  sources: [SOURCE],
  render(read) {
    const run = RecapsRun.parse(read(SOURCE));
    const e = run.end_to_inbox_ms;
    const b = run.baseline_smtp_send_ms;
    const killed = run.worker_killed_after_ms === null ? "the worker never killed" : `the worker killed (SIGKILL) ${num(run.worker_killed_after_ms / 1000)} s in`;
    const head = `\`${SOURCE}\` (${when(run.at)}, ${databaseLabel(run.database)}, ${run.machine.cpus} CPUs, load after ${num(run.machine.load_after[0], 1)}): ${num(run.meetings)} meetings of ${num(run.users)} users ending within ${num(run.spread_s)} s, ${killed}.`;
    const rows = [
      ["meeting end → recap in the inbox, p50 / p95 / max", `${slash([e.p50, e.p95, e.max])} ms`, `p95 ≤ ${num(run.aims.p95_ms)} ms`, `${slash([b.p50, b.p95])} ms (p50 / p95, ${b.concurrency} at a time)`],
      ["recaps later than the aim", num(run.over_aim), "", ""],
      ["duplicates: raw copies / distinct Message-IDs", slash([run.duplicates.raw_copies, run.duplicates.distinct_message_ids]), `${num(run.aims.duplicates)} / ${num(run.aims.duplicates)}`, ""],
      ["lost (no recap within the bench's timeout)", num(run.lost), num(run.aims.lost), ""],
    ];
    return [head, "", table(["", "figure", "aim", "baseline: the SMTP send alone, same sink, same run"], rows, ["left", "right", "left", "left"])].join("\n");
  },
};
