import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import type { Sql } from "postgres";

/**
 * CPU time spent per search, the database's and this process's: on a shared machine latency is mostly waiting for
 * a core, so CPU per search is the figure that moves least with the load. The server's share is read from /proc for
 * the pool's backends (the bench server runs on this machine); elsewhere it is null.
 */
export interface CpuSample {
  /** CPU milliseconds of each backend of the pool, by pid. */
  server: Map<number, number> | null;
  /** This process's CPU milliseconds (user + system). */
  node: number;
}

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** utime + stime of a process in milliseconds (fields 14 and 15 of /proc/<pid>/stat; the name may hold spaces). */
function processCpuMs(pid: number): number | null {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return null;
  const fields = readFileSync(file, "utf8").split(")").pop()?.trim().split(" ") ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** The backends serving `applicationName` on the current database, with their CPU so far. */
export async function sampleCpu(sql: Sql, applicationName: string): Promise<CpuSample> {
  const pids = await sql<{ pid: number }[]>`select pid from pg_stat_activity where datname = current_database() and application_name = ${applicationName}`;
  const server = new Map<number, number>();
  for (const { pid } of pids) {
    const ms = processCpuMs(pid);
    if (ms === null) return { server: null, node: nodeCpuMs() };
    server.set(pid, ms);
  }
  return { server, node: nodeCpuMs() };
}

function nodeCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

export interface CpuPerCall {
  server_ms: number | null;
  node_ms: number;
}

/** CPU per call between two samples (a backend that appeared in between counts from its start). */
export function cpuPerCall(before: CpuSample, after: CpuSample, calls: number): CpuPerCall {
  const round = (n: number) => Math.round((n / calls) * 10) / 10;
  let server: number | null = null;
  if (before.server && after.server) {
    server = 0;
    for (const [pid, ms] of after.server) server += ms - (before.server.get(pid) ?? 0);
  }
  return { server_ms: server === null ? null : round(server), node_ms: round(after.node - before.node) };
}
