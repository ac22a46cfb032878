import { z } from "zod";
import type { BenchTable } from "../bench-table";
import { num, slash, table, when } from "../format";

const Path = z.object({
  p50_ms: z.number(),
  p95_ms: z.number(),
  p99_ms: z.number(),
  meetings_returned_per_search: z.number(),
  cpu_per_search: z.object({ server_ms: z.number(), node_ms: z.number() }).optional(),
});
const LatencyRun = z.object({
  measured_at: z.string(),
  corpus: z.object({ segments: z.number(), users: z.number() }),
  concurrency: z.number(),
  searches_per_path: z.number(),
  fts: Path,
  ilike: Path,
  speedup: z.object({ p50: z.number(), p95: z.number() }),
  machine: z.object({ load_avg_1m: z.number() }),
});
type LatencyRun = z.infer<typeof LatencyRun>;

const LATENCY = ["search-latency-postgres.json", "search-latency-postgres-c1.json"];

const latencyRows = (file: string, run: LatencyRun) => {
  const cpu = (path: z.infer<typeof Path>) => (path.cpu_per_search ? `${num(path.cpu_per_search.server_ms, 1)} + ${num(path.cpu_per_search.node_ms, 1)} ms` : "—");
  const run_ = `\`${file}\`: ${when(run.measured_at)}, ${run.concurrency} connection${run.concurrency === 1 ? "" : "s"}, ${num(run.searches_per_path)} searches, load ${num(run.machine.load_avg_1m, 1)}`;
  return [
    [run_, "full text (the product's search)", ...[run.fts.p50_ms, run.fts.p95_ms, run.fts.p99_ms].map((v) => `${num(v, 1)} ms`), num(run.fts.meetings_returned_per_search, 1), cpu(run.fts)],
    ["", "naive ILIKE, same run", ...[run.ilike.p50_ms, run.ilike.p95_ms, run.ilike.p99_ms].map((v) => `${num(v, 1)} ms`), num(run.ilike.meetings_returned_per_search, 1), cpu(run.ilike)],
    ["", "speed-up over ILIKE", `${num(run.speedup.p50, 1)}×`, `${num(run.speedup.p95, 1)}×`, "", "", ""],
  ];
};

export const searchLatencyTable: BenchTable = {
  id: "search-latency",
  sources: LATENCY,
  render(read) {
    const runs = LATENCY.map((file) => [file, LatencyRun.parse(read(file))] as const);
    const first = runs[0]?.[1];
    const head = first ? `${num(first.corpus.segments)} transcript turns across ${first.corpus.users} users on PostgreSQL, 40 queries in rotation.` : "";
    const header = ["run", "path", "p50", "p95", "p99", "meetings found per search", "CPU per search (server + Node)"];
    return [head, "", table(header, runs.flatMap(([file, run]) => latencyRows(file, run)), ["left", "left", "right", "right", "right", "right", "right"])].join("\n");
  },
};

const Row = z.object({ hit_at_1: z.number(), hit_at_5: z.number(), hit_at_10: z.number(), mrr_at_10: z.number(), mean_latency_ms: z.number() });
const QualityRun = z.object({
  measured_at: z.string(),
  database: z.string(),
  embeddings: z.string(),
  split: z.string(),
  meetings: z.number(),
  queries: z.number(),
  rows: z.record(z.string(), Row),
  machine: z.object({ load_avg_1m: z.number() }),
});
type QualityRun = z.infer<typeof QualityRun>;

const QUALITY = "search-quality-pglite.json";
const metrics = (row: z.infer<typeof Row> | undefined) => (row ? slash([row.hit_at_1, row.hit_at_5, row.hit_at_10, row.mrr_at_10], 3) : "—");

export const searchQualityTable: BenchTable = {
  id: "search-quality",
  sources: [QUALITY],
  render(read) {
    const run: QualityRun = QualityRun.parse(read(QUALITY));
    const head =
      `QMSum ${run.split} split (${run.meetings} meetings, ${run.queries} questions) on ${run.database}, \`${QUALITY}\` (${when(run.measured_at)}, load ${num(run.machine.load_avg_1m, 1)}); ` +
      `hybrid uses the ${run.embeddings}. Cells are hit@1 / hit@5 / hit@10 / MRR@10; BM25 is computed by the bench in the same run.`;
    const rows: string[][] = [];
    for (const [tool, toolLabel] of [["search", "Search"], ["ask", "Ask's retrieval"]] as const) {
      for (const [scope, scopeLabel] of [["all_meetings", "all meetings"], ["own_meeting", "within the meeting"]] as const) {
        for (const [mode, modeLabel] of [["text", "full text"], ["hybrid", "hybrid"]] as const) {
          const product = run.rows[`${mode}/${tool}/${scope}`];
          const bm25 = (key: string) => (mode === "text" ? metrics(run.rows[`${key}/${scope}`]) : "same");
          rows.push([`${toolLabel}, ${scopeLabel}, ${modeLabel}`, metrics(product), product ? `${num(product.mean_latency_ms, 1)} ms` : "—", bm25("bm25_10_turns"), bm25("bm25")]);
        }
      }
    }
    return [head, "", table(["row", "the product", "mean latency", "BM25, 10-turn windows", "BM25, 5-turn windows"], rows, ["left", "left", "right", "left", "left"])].join("\n");
  },
};

const SummaryRun = z.object({
  measured_at: z.string(),
  model: z.string(),
  words: z.number(),
  turns: z.number(),
  minutes: z.number(),
  model_calls: z.number(),
  target_model_calls: z.number(),
  prompt_tokens: z.number(),
  completion_tokens: z.number(),
  wall_seconds: z.number(),
  key_points: z.number(),
  action_items: z.number(),
  decisions: z.number(),
});

const SUMMARY = "search-summary-sandbox.json";

export const searchSummaryTable: BenchTable = {
  id: "search-summary",
  sources: [SUMMARY],
  render(read) {
    const run = SummaryRun.parse(read(SUMMARY));
    const head = `The summary pipeline against the ${run.model}, \`${SUMMARY}\` (${when(run.measured_at)}).`;
    const rows = [
      [
        `${num(run.words)} words, ${num(run.turns)} turns, ${run.minutes} minutes`,
        `${run.model_calls} (≤ ${run.target_model_calls})`,
        `${num(run.prompt_tokens)} / ${num(run.completion_tokens)}`,
        `${num(run.wall_seconds, 2)} s`,
        `${run.key_points} key points, ${run.action_items} action items, ${run.decisions} decisions`,
      ],
    ];
    return [head, "", table(["transcript", "model calls (target)", "prompt / completion tokens", "wall", "summary"], rows, ["left", "right", "right", "right", "left"])].join("\n");
  },
};
