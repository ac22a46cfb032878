import type { BotStatus, BotStatusReport } from "./interface";

const IN_CALL: ReadonlySet<BotStatus> = new Set(["connected", "recording"]);

/** A report from an adapter's reading of one code: admitted follows from the status, so no adapter decides it apart. */
export function statusReport(
  reading: { status: BotStatus | null; reason: string | null; reasonIfAttended?: string; failure?: string | null },
  raw: BotStatusReport["raw"],
  at: Date,
): BotStatusReport {
  return { ...reading, failure: reading.failure ?? null, admitted: reading.status !== null && IN_CALL.has(reading.status), at, raw };
}

/** A provider's code in one of our tables; own keys only, so a code such as "constructor" is just unknown. */
export function lookup<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
