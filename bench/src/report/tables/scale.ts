import { z } from "zod";
import type { BenchTable } from "../bench-table";
import { num, pct, table, when, yesNo } from "../format";

const Reads = z.object({
  label: z.string(),
  requests: z.number(),
  byStatus: z.record(z.string(), z.number()),
  networkErrors: z.number(),
  latencyMs: z.object({ p50: z.number(), p95: z.number(), p99: z.number() }),
  proxy: z.object({ lostInFlight: z.number() }).optional(),
});
type Reads = z.infer<typeof Reads>;
const ScaleRun = z.object({
  when: z.string(),
  setup: z.object({ users: z.number(), bots: z.number(), seconds: z.number(), connections: z.number(), faultRate: z.number(), webs: z.number(), workers: z.number() }),
  baseline: Reads,
  scaled: Reads,
  events: z.array(z.object({ what: z.string(), ms: z.number().optional() })),
  rateLimit: z.object({ sent: z.number(), accepted: z.number(), limited: z.number(), windows: z.number(), limitPerWindow: z.number(), heldAcrossProcesses: z.boolean() }),
  bookings: z.object({ due: z.number(), missed: z.number(), duplicated: z.number() }),
  webhooks: z.object({ botEvents: z.number(), botEventsTwice: z.number(), paid: z.number(), paidTwice: z.number(), activeSubscriptions: z.number() }),
  jobs: z.object({ completed: z.number(), failed: z.number(), retried: z.number(), successRate: z.number() }),
  chaos: z.object({ counts: z.record(z.string(), z.number()) }),
  processes: z.object({ crashed: z.array(z.unknown()), unhandled: z.number() }),
  failures: z.array(z.unknown()),
});

const SOURCE = "scale.json";

/** Requests that got no 200: other statuses and network errors (counted among the requests). */
const failed = (reads: Reads) => reads.requests - (reads.byStatus["200"] ?? 0);

export const scaleTable: BenchTable = {
  id: "scale",
  sources: [SOURCE],
  render(read) {
    const run = ScaleRun.parse(read(SOURCE));
    const { setup } = run;
    const readsRow = (label: string, reads: Reads) => [
      label,
      num(reads.requests),
      num(reads.requests / setup.seconds),
      ...[reads.latencyMs.p50, reads.latencyMs.p95, reads.latencyMs.p99].map((v) => `${num(v)} ms`),
      reads.proxy ? `${num(failed(reads))} (${num(reads.proxy.lostInFlight)} in flight at the kill)` : num(failed(reads)),
    ];
    const reads = table(
      [`reads, same mix, ${setup.users} users, ${setup.connections} connections`, `requests in ${setup.seconds} s`, "req/s", "p50", "p95", "p99", "failed"],
      [readsRow(`baseline: ${run.baseline.label}`, run.baseline), readsRow(`scaled: ${run.scaled.label}`, run.scaled)],
      ["left", "right", "right", "right", "right", "right", "right"],
    );
    const { counts } = run.chaos;
    const calls = Object.values(counts).reduce((a, b) => a + b, 0);
    const faulted = calls - (counts.passed ?? 0);
    const recoveries = run.events.filter((e) => e.ms !== undefined).map((e) => `${e.what} in ${num((e.ms ?? 0) / 1000, 1)} s`);
    const w = run.webhooks;
    const r = run.rateLimit;
    const checks = table(
      ["check", "result"],
      [
        [`bookings (${num(run.bookings.due)} due within a minute)`, `${num(run.bookings.missed)} missed, ${num(run.bookings.duplicated)} duplicated at the provider`],
        ["webhook effects applied twice", `${num(w.botEventsTwice + w.paidTwice)} (${num(w.botEvents)} bot events stored once; ${w.paid} payments, ${w.activeSubscriptions} active subscriptions)`],
        [`one user's writes, ${num(r.sent)} offered over ${r.windows} limit windows`, `${num(r.accepted)} accepted, ${num(r.limited)} refused with 429 (at most ${num(r.windows * r.limitPerWindow)} allowed); shared by every process: ${yesNo(r.heldAcrossProcesses)}`],
        ["recovery after `kill -9`", recoveries.join("; ") || "—"],
        ["sandbox calls failed by chaos", `${num(faulted)} of ${num(calls)} (${pct(faulted / calls)})`],
        ["jobs", `${num(run.jobs.completed)} completed, ${num(run.jobs.failed)} failed for good, ${num(run.jobs.retried)} retried`],
        ["processes", `${run.processes.crashed.length} crashed, ${run.processes.unhandled} unhandled errors`],
        ["checks that failed the run", run.failures.length ? num(run.failures.length) : "none"],
      ],
    );
    const head =
      `\`${SOURCE}\` (${when(run.when)}): ${setup.webs} web processes, ${setup.workers} workers, ${num(setup.bots)} bots, chaos on ${pct(setup.faultRate)} of sandbox calls, on one 2-core machine.`;
    return [head, "", reads, "", checks].join("\n");
  },
};
