import { readFileSync } from "node:fs";
import os from "node:os";

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux the bench runs on

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function ticksOf(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: state is the 3rd field, utime the 14th, stime the 15th.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/**
 * CPU seconds (user + system) a server process and its descendants have used so far, or null off Linux.
 * CPU time per request is the figure the other engineers' load on this shared machine moves least: it counts
 * what the server did, not how long it waited for a core.
 */
export function cpuSecondsOf(pid: number | undefined): number | null {
  if (pid === undefined || os.platform() !== "linux") return null;
  let ticks = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    ticks += ticksOf(p);
    stack.push(...childrenOf(p));
  }
  return ticks / TICKS_PER_SECOND;
}
