/**
 * Analytics page logic (docs/product.md#analytics, docs/product.md#business-constants): usage percentages, the week trend, platform counts,
 * plan progress bars and the weekly chart rows. Pure functions; every division is safe.
 */
import { TRIAL_DAYS } from "@understudy/services/constants";
import { platformLabel } from "./format";

/** docs/product.md#business-constants: the paid plan's bar is scaled to 30 days and never drawn narrower than 10 percent. */
export const PAID_PERIOD_DAYS = 30;
export const PAID_MIN_PROGRESS_PERCENT = 10;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** `part / whole` as a percent in 0..100 with one decimal; 0 when `whole` is 0 or either side is not finite. */
export function safePercent(part: number, whole: number): number {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole <= 0) return 0;
  return clamp(Math.round((part / whole) * 1000) / 10, 0, 100);
}

export interface UsageInput {
  total_meetings: number;
  attendance_rate: number;
  bot_attended_meetings: number;
  summarized_meetings: number;
}

export interface UsageStat {
  key: "efficiency" | "coverage" | "bot";
  label: string;
  description: string;
  percent: number;
}

/** The three Usage Statistics bars: Meeting Efficiency, AI Coverage, Bot Utilization. */
export function usageStats(o: UsageInput): UsageStat[] {
  return [
    {
      key: "efficiency",
      label: "Meeting Efficiency",
      description: "Attendance rate",
      percent: Number.isFinite(o.attendance_rate) ? clamp(o.attendance_rate, 0, 100) : 0,
    },
    { key: "coverage", label: "AI Coverage", description: "Meetings with an AI summary", percent: safePercent(o.summarized_meetings, o.total_meetings) },
    { key: "bot", label: "Bot Utilization", description: "Meetings the bot attended", percent: safePercent(o.bot_attended_meetings, o.total_meetings) },
  ];
}

export type WeekTrend = "up" | "down" | "flat";

/** docs/product.md#analytics: meetings created in the last 7 days against the 7 before. */
export function weekTrend(thisWeek: number, previousWeek: number): WeekTrend {
  return thisWeek > previousWeek ? "up" : thisWeek < previousWeek ? "down" : "flat";
}

/** A sentence for the trend arrow, e.g. "Up from 2 the week before". */
export function trendDescription(trend: WeekTrend, previousWeek: number): string {
  const before = `${previousWeek} the week before`;
  if (trend === "up") return `Up from ${before}`;
  if (trend === "down") return `Down from ${before}`;
  return `Same as ${before}`;
}

export interface PlatformCount {
  platform: string;
  label: string;
  count: number;
}

/** Platforms with at least one meeting, most used first (ties by label). */
export function platformCounts(platforms: Record<string, number>): PlatformCount[] {
  return Object.entries(platforms)
    .filter(([, n]) => Number.isFinite(n) && n > 0)
    .map(([platform, count]) => ({ platform, label: platformLabel(platform), count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** The free trial's bar: days remaining against the 14-day trial, 0..100. */
export function trialProgressPercent(daysRemaining: number): number {
  return safePercent(daysRemaining, TRIAL_DAYS);
}

/** The paid plan's bar: days remaining against 30 days, at least 10 percent, at most 100. */
export function paidProgressPercent(daysRemaining: number): number {
  return Math.max(PAID_MIN_PROGRESS_PERCENT, safePercent(daysRemaining, PAID_PERIOD_DAYS));
}

export interface WeekInput {
  week_start: string;
  meetings: number;
  completed: number;
}

export interface WeekRow extends WeekInput {
  /** Short label of the week's Monday, e.g. "Jun 15" (week starts are UTC midnights). */
  label: string;
}

export function weeklyRows(weeks: readonly WeekInput[], locale?: string): WeekRow[] {
  const fmt = new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", timeZone: "UTC" });
  return weeks.map((w) => {
    const date = new Date(w.week_start);
    return { ...w, label: Number.isNaN(date.getTime()) ? "" : fmt.format(date) };
  });
}
