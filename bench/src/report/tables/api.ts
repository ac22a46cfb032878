import { z } from "zod";
import type { BenchTable } from "../bench-table";
import { load1, metOrMissed, num, slash, table, when } from "../format";

const Measured = z.object({
  requestsPerSecond: z.number(),
  latencyMs: z.object({ p50: z.number(), p95: z.number(), p99: z.number() }),
  cpuMsPerRequest: z.number().nullable().optional(),
});
const ApiRun = z.object({
  date: z.string(),
  environment: z.object({ loadAverageBefore: z.string(), loadAverageAfter: z.string() }),
  database: z.object({ kind: z.string(), server: z.string() }),
  config: z.object({ connections: z.number(), durationSeconds: z.number(), rounds: z.number(), users: z.number(), meetingsPerUser: z.number() }),
  results: z.record(z.string(), Measured),
  targets: z.object({
    productOverFloor: z.object({ min: z.number(), met: z.boolean() }),
    productOverBare: z.object({ min: z.number(), met: z.boolean() }),
    productP95Ms: z.object({ max: z.number(), met: z.boolean() }),
    // Runs before the `pnpm start` shape was measured have neither.
    launcherOverBare: z.object({ min: z.number(), met: z.boolean() }).optional(),
    launcherP95Ms: z.object({ max: z.number(), met: z.boolean() }).optional(),
  }),
});
type ApiRun = z.infer<typeof ApiRun>;

const SERVERS = [
  ["bare", "bare (node:http + postgres.js)"],
  ["floor", "floor (Next route handler)"],
  ["floor-pages", "floor-pages (Next Pages API route)"],
  ["product", "product, `pnpm start:web` (the front door, then Next)"],
  ["launcher", "product, `pnpm start` (the worker and sandbox in the launcher)"],
] as const;

const columns = (run: ApiRun, server: string) => {
  const measured = run.results[server];
  const product = run.results.product;
  if (!measured) return ["—", "—", "—", "—"];
  const ratio = server === "product" || server === "launcher" || !product ? "" : `${num(product.requestsPerSecond / measured.requestsPerSecond, 2)}×`;
  return [num(measured.requestsPerSecond), slash([measured.latencyMs.p50, measured.latencyMs.p95, measured.latencyMs.p99], 1), num(measured.cpuMsPerRequest, 2), ratio];
};

const aims = (run: ApiRun) =>
  `${run.database.kind === "postgres" ? "PostgreSQL" : "PGlite"}: ≥ ${run.targets.productOverFloor.min}× floor ${metOrMissed(run.targets.productOverFloor.met)}, ` +
  `≥ ${run.targets.productOverBare.min}× bare ${metOrMissed(run.targets.productOverBare.met)}, p95 ≤ ${run.targets.productP95Ms.max} ms ${metOrMissed(run.targets.productP95Ms.met)}` +
  (run.targets.launcherOverBare && run.targets.launcherP95Ms
    ? `; \`pnpm start\` ≥ ${run.targets.launcherOverBare.min}× bare ${metOrMissed(run.targets.launcherOverBare.met)}, p95 ≤ ${run.targets.launcherP95Ms.max} ms ${metOrMissed(run.targets.launcherP95Ms.met)}`
    : "; `pnpm start` not measured in this run");

const POSTGRES = "api-postgres.json";
const PGLITE = "api-pglite.json";

export const apiTable: BenchTable = {
  id: "api",
  sources: [POSTGRES, PGLITE],
  render(read) {
    const pg = ApiRun.parse(read(POSTGRES));
    const lite = ApiRun.parse(read(PGLITE));
    const about = (file: string, run: ApiRun) =>
      `\`${file}\` (${when(run.date)}, ${run.database.server.split(" on ")[0]}, load ${load1(run.environment.loadAverageBefore)} → ${load1(run.environment.loadAverageAfter)})`;
    const head = `GET /api/meetings?limit=20, ${num(pg.config.users)} users × ${num(pg.config.meetingsPerUser)} meetings, ${pg.config.connections} connections, ${pg.config.durationSeconds} s × ${pg.config.rounds} rounds, median round: ${about(POSTGRES, pg)}; ${about(PGLITE, lite)}.`;
    const rows = SERVERS.map(([key, label]) => [label, ...columns(pg, key), ...columns(lite, key)]);
    const header = ["server", "PostgreSQL req/s", "p50 / p95 / p99 ms", "CPU ms/req", "product ÷ it", "PGlite req/s", "p50 / p95 / p99 ms", "CPU ms/req", "product ÷ it"];
    return [head, "", table(header, rows, ["left", "right", "right", "right", "right", "right", "right", "right", "right"]), "", `Aims: ${aims(pg)}; ${aims(lite)}.`].join("\n");
  },
};
