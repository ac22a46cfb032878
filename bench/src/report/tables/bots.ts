import { z } from "zod";
import type { BenchTable } from "../bench-table";
import { metOrMissed, num, slash, table, when, yesNo } from "../format";

const Ingest = z.object({ events_per_s: z.number(), p50_ms: z.number(), p95_ms: z.number() });
const BotsRun = z.object({
  date: z.string(),
  machine: z.object({ load_avg_1m: z.number() }),
  scheduler: z
    .object({
      meetings: z.number(),
      booked: z.number(),
      misses: z.number(),
      duplicates: z.number(),
      killed_after_ms: z.number(),
      restart_to_first_booking_ms: z.number().nullable(),
      bots_per_s_while_running: z.object({ first_worker: z.number(), restarted_worker: z.number() }),
      lag_ms: z.object({ p50: z.number(), p99: z.number(), max: z.number() }),
      lag_pro_ms: z.object({ p50: z.number() }),
      lag_standard_ms: z.object({ p50: z.number() }),
    })
    .nullable(),
  webhooks: z
    .object({ deliveries: z.number(), unique_events: z.number(), bots: z.number(), bare: Ingest, verify: Ingest, full: Ingest, stored_once: z.boolean() })
    .nullable(),
  targets: z.object({ lag_p99_ms: z.number() }),
  met: z.object({ lag_p99: z.boolean() }).nullable(),
});
type BotsRun = z.infer<typeof BotsRun>;

const POSTGRES = "bots-postgres.json";
const PGLITE = "bots-pglite.json";
const s = (ms: number | null | undefined) => num(ms === null || ms === undefined ? null : ms / 1000, 1);

const ROWS: [string, (run: BotsRun) => string][] = [
  ["bots booked / missed / duplicated", ({ scheduler: r }) => (r ? `${slash([r.booked, r.misses, r.duplicates])} of ${num(r.meetings)}` : "—")],
  ["booking rate while a worker is up, first / restarted", ({ scheduler: r }) => (r ? `${slash([r.bots_per_s_while_running.first_worker, r.bots_per_s_while_running.restarted_worker])} bots/s` : "—")],
  ["worker killed at / restart → first booking", ({ scheduler: r }) => (r ? `${s(r.killed_after_ms)} / ${s(r.restart_to_first_booking_ms)} s` : "—")],
  ["lag p50 / p99 / max", ({ scheduler: r }) => (r ? `${slash([r.lag_ms.p50 / 1000, r.lag_ms.p99 / 1000, r.lag_ms.max / 1000], 1)} s` : "—")],
  ["lag p50, Pro vs others", ({ scheduler: r }) => (r ? `${s(r.lag_pro_ms.p50)} vs ${s(r.lag_standard_ms.p50)} s` : "—")],
  ["lag p99 ≤ 2 s (with the kill)", ({ met }) => (met ? metOrMissed(met.lag_p99) : "—")],
  ["webhooks, events/s: full handler / verify-only / bare", ({ webhooks: w }) => (w ? slash([w.full.events_per_s, w.verify.events_per_s, w.bare.events_per_s]) : "—")],
  ["webhooks p50 / p95: full handler", ({ webhooks: w }) => (w ? `${slash([w.full.p50_ms, w.full.p95_ms])} ms` : "—")],
  ["webhooks p50 / p95: verify-only · bare", ({ webhooks: w }) => (w ? `${slash([w.verify.p50_ms, w.verify.p95_ms], 1)} · ${slash([w.bare.p50_ms, w.bare.p95_ms], 1)} ms` : "—")],
  ["every event stored once", ({ webhooks: w }) => (w ? yesNo(w.stored_once) : "—")],
];

export const botsTable: BenchTable = {
  id: "bots",
  sources: [POSTGRES, PGLITE],
  render(read) {
    const pg = BotsRun.parse(read(POSTGRES));
    const lite = BotsRun.parse(read(PGLITE));
    const w = pg.webhooks;
    const head =
      `\`${POSTGRES}\` (${when(pg.date)}, load ${num(pg.machine.load_avg_1m, 1)}) and \`${PGLITE}\` (${when(lite.date)}, load ${num(lite.machine.load_avg_1m, 1)}), 2 cores shared` +
      (w ? `; webhooks: ${num(w.deliveries)} deliveries of ${num(w.unique_events)} events for ${w.bots} bots.` : ".");
    const rows = ROWS.map(([label, cell]) => [label, cell(pg), cell(lite)]);
    return [head, "", table(["", "PostgreSQL", "PGlite"], rows, ["left", "right", "right"])].join("\n");
  },
};
