import type { PreflightCheckRecord } from "@understudy/db/schema";

/** The two pre-flight windows: a day ahead (time to fix things) and just before (the last word). */
export const DAY_WINDOW_MINUTES = 24 * 60;
export const FINAL_WINDOW_MINUTES = 10;
export const MINUTE = 60_000;

export type PreflightStage = "day" | "final";
export type PreflightResult = PreflightCheckRecord["result"];
export type PreflightCheck = PreflightCheckRecord;

/** The window a meeting starting at `startsAt` is in at `now`. */
export function stageFor(startsAt: Date, now: Date): PreflightStage {
  return startsAt.getTime() - now.getTime() <= FINAL_WINDOW_MINUTES * MINUTE ? "final" : "day";
}

const RANK: Record<PreflightResult, number> = { ok: 0, warning: 1, will_fail: 2 };

/** The worst result of a set of checks. */
export function overall(checks: readonly PreflightCheck[]): PreflightResult {
  return checks.reduce<PreflightResult>((worst, c) => (RANK[c.result] > RANK[worst] ? c.result : worst), "ok");
}

export const ok = (check: string, reason: string): PreflightCheck => ({ check, result: "ok", reason, fix: null });
export const warning = (check: string, reason: string, fix: string): PreflightCheck => ({ check, result: "warning", reason, fix });
export const willFail = (check: string, reason: string, fix: string): PreflightCheck => ({ check, result: "will_fail", reason, fix });
