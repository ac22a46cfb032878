import { z } from "zod";
import type { BenchTable } from "../bench-table";
import { databaseLabel, num, slash, table, when } from "../format";

const Spread = z.object({ min: z.number().nullable(), p50: z.number().nullable(), p95: z.number().nullable(), max: z.number().nullable() });
const ActionItemsRun = z.object({
  model: z.string(),
  corpus: z.string(),
  database: z.string(),
  at: z.string(),
  machine: z.object({ load_after: z.array(z.number()) }),
  meetings: z.number(),
  failed: z.array(z.unknown()),
  regenerations: z.number(),
  totals: z.object({
    named_first: z.number(),
    named_distinct_first: z.number(),
    named_distinct_newest: z.number(),
    rows_after_first: z.number(),
    rows_after_regenerations: z.number(),
    rows_missing: z.number(),
    duplicates: z.object({ same_text: z.number(), beyond_named: z.number() }),
    owner_named: z.number(),
    owner_matched: z.number(),
    owner_is_user: z.number(),
    due_date: z.number(),
    due_said: z.number(),
    cites_a_line: z.number(),
  }),
  per_meeting: z.object({ named_first: Spread, rows_after_regenerations: Spread, meetings_without_items: z.number() }),
  baseline_naive: z.object({ rows_after_regenerations: z.number(), duplicates: z.number() }),
});

const SOURCE = "action-items-sandbox.json";
const spread = (s: z.infer<typeof Spread>) => slash([s.min, s.p50, s.p95, s.max]);

export const actionItemsTable: BenchTable = {
  id: "action-items",
  sources: [SOURCE],
  render(read) {
    const run = ActionItemsRun.parse(read(SOURCE));
    const t = run.totals;
    const head = `\`${SOURCE}\` (${when(run.at)}, ${databaseLabel(run.database)}, load ${num(run.machine.load_after[0], 1)}): the ${run.model} model, ${run.corpus}, ${run.meetings} summarised (${run.failed.length} failed), ${run.regenerations} regenerations each.`;
    const rows = [
      ["action items the first summary names (distinct by key)", `${num(t.named_first)} (${num(t.named_distinct_first)})`, "", ""],
      ["… per meeting, min / p50 / p95 / max", spread(run.per_meeting.named_first), "", ""],
      ["rows after the first summary", num(t.rows_after_first), `= ${num(t.named_distinct_first)} distinct named`, num(t.named_first)],
      [`rows after ${run.regenerations} regenerations`, num(t.rows_after_regenerations), `= ${num(t.named_distinct_newest)} the newest names`, num(run.baseline_naive.rows_after_regenerations)],
      ["… per meeting, min / p50 / p95 / max", spread(run.per_meeting.rows_after_regenerations), "", ""],
      ["duplicate rows: same meeting and normalised text / beyond the items named", slash([t.duplicates.same_text, t.duplicates.beyond_named]), "0 / 0", num(run.baseline_naive.duplicates)],
      ["items the newest summary names without a row", num(t.rows_missing), "0", ""],
      ["rows with an owner: named / matched to a person / the user", slash([t.owner_named, t.owner_matched, t.owner_is_user]), "", ""],
      ["rows with a due date (a deadline said)", `${num(t.due_date)} (${num(t.due_said)})`, "", ""],
      ["items citing a second on a transcript line", num(t.cites_a_line), "", ""],
    ];
    return [head, "", table(["", "figure", "aim", "naive: every version's items inserted, same run"], rows, ["left", "right", "left", "right"])].join("\n");
  },
};
