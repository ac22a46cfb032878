import { z } from "zod";
import type { BenchTable } from "../bench-table";
import { load1, metOrMissed, num, table, when } from "../format";

const Lighthouse = z.object({ url: z.string(), performance: z.number(), accessibility: z.number(), best_practices: z.number(), lcp_ms: z.number(), tbt_ms: z.number(), cls: z.number() });
const WebRun = z.object({
  measured_at: z.string(),
  first_load_js: z.object({
    shared: z.object({ gzip_kb: z.number(), raw_kb: z.number() }),
    routes: z.array(z.object({ route: z.string(), gzip_kb: z.number(), raw_kb: z.number() })),
    nomodule_not_counted: z.object({ gzip_kb: z.number() }),
  }),
  lighthouse: z.object({
    version: z.string(),
    runs_per_url: z.number(),
    results: z.array(Lighthouse),
    all_runs: z.array(z.object({ route: z.string(), performance: z.number() })),
  }),
  inp: z.object({ url: z.string(), cpu_slowdown: z.number(), inp_ms: z.number(), all_runs_ms: z.array(z.number()) }),
  machine_load: z.object({ before: z.string(), after: z.string() }),
  targets: z.object({ sharedGzipKb: z.number(), performance: z.number(), accessibility: z.number(), bestPractices: z.number(), inpMs: z.number() }),
  met: z.object({ sharedGzip: z.boolean(), performance: z.boolean(), accessibility: z.boolean(), bestPractices: z.boolean(), inp: z.boolean() }),
});

const SOURCE = "web.json";

export const webTable: BenchTable = {
  id: "web",
  sources: [SOURCE],
  render(read) {
    const run = WebRun.parse(read(SOURCE));
    const { shared } = run.first_load_js;
    const lh = run.lighthouse;
    const head =
      `\`${SOURCE}\` (${when(run.measured_at)}, load ${load1(run.machine_load.before)} → ${load1(run.machine_load.after)}). First-load JS counts every script the route's HTML loads ` +
      `but \`<script noModule>\` (${num(run.first_load_js.nomodule_not_counted.gzip_kb, 1)} kB gzip); the shared chunks are every route's floor. ` +
      `Lighthouse ${lh.version}, mobile profile, median of ${lh.runs_per_url} runs. No build is measured beside this one in the same run: the figures face their targets.`;
    const rows = [
      ["shared by every route", `${num(shared.gzip_kb, 1)} kB`, `${num(shared.raw_kb, 1)} kB`, "", "", "", ""],
      // Every route of either measure: the first-load JS is counted on some, Lighthouse runs on others as well.
      ...[...run.first_load_js.routes.map((r) => r.route), ...lh.results.map((r) => r.url)].filter((route, i, all) => all.indexOf(route) === i).map((url) => {
        const route = run.first_load_js.routes.find((r) => r.route === url);
        const scores = lh.results.find((r) => r.url === url);
        const runs = lh.all_runs.filter((r) => r.route === url).map((r) => r.performance);
        return [
          `\`${url}\``,
          route ? `${num(route.gzip_kb, 1)} kB` : "",
          route ? `${num(route.raw_kb, 1)} kB` : "",
          route ? `${num(route.gzip_kb - shared.gzip_kb, 1)} kB` : "",
          scores ? `${scores.performance} (${runs.join(", ")})` : "",
          scores ? `${scores.accessibility} / ${scores.best_practices}` : "",
          scores ? `${num(scores.lcp_ms / 1000, 2)} s / ${num(scores.tbt_ms)} ms / ${num(scores.cls, 3)}` : "",
        ];
      }),
      [
        `INP, scripted session on \`${run.inp.url}\` (${run.inp.cpu_slowdown}× CPU)`,
        "",
        "",
        "",
        `${num(run.inp.inp_ms)} ms (${run.inp.all_runs_ms.join(", ")})`,
        "",
        "",
      ],
      [
        "targets",
        `shared ≤ ${num(run.targets.sharedGzipKb)} kB: ${metOrMissed(run.met.sharedGzip)}`,
        "",
        "",
        `≥ ${run.targets.performance}: ${metOrMissed(run.met.performance)}; INP ≤ ${run.targets.inpMs} ms: ${metOrMissed(run.met.inp)}`,
        `${run.targets.accessibility} / ${run.targets.bestPractices}: ${metOrMissed(run.met.accessibility && run.met.bestPractices)}`,
        "",
      ],
    ];
    const header = ["route", "first-load JS, gzip", "raw", "the route's own, gzip", "Lighthouse performance, median (runs)", "accessibility / best practices", "LCP / TBT / CLS"];
    return [head, "", table(header, rows)].join("\n");
  },
};
