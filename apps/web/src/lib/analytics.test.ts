import { describe, expect, it } from "vitest";
import {
  paidProgressPercent,
  platformCounts,
  safePercent,
  trendDescription,
  trialProgressPercent,
  usageStats,
  weeklyRows,
  weekTrend,
} from "./analytics";

describe("safePercent", () => {
  it("divides, rounds to one decimal and clamps to 0..100", () => {
    expect(safePercent(1, 3)).toBe(33.3);
    expect(safePercent(2, 3)).toBe(66.7);
    expect(safePercent(5, 5)).toBe(100);
    expect(safePercent(7, 5)).toBe(100);
    expect(safePercent(-1, 5)).toBe(0);
  });

  it("is 0 instead of NaN or Infinity for an empty or broken denominator", () => {
    expect(safePercent(0, 0)).toBe(0);
    expect(safePercent(3, 0)).toBe(0);
    expect(safePercent(3, -2)).toBe(0);
    expect(safePercent(Number.NaN, 4)).toBe(0);
    expect(safePercent(1, Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe("usageStats", () => {
  it("reports attendance rate, summarized / total and bot-attended / total", () => {
    const stats = usageStats({ total_meetings: 12, attendance_rate: 62.5, bot_attended_meetings: 3, summarized_meetings: 4 });
    expect(stats.map((s) => [s.label, s.percent])).toEqual([
      ["Meeting Efficiency", 62.5],
      ["AI Coverage", 33.3],
      ["Bot Utilization", 25],
    ]);
  });

  it("is all zeros without meetings", () => {
    const stats = usageStats({ total_meetings: 0, attendance_rate: 0, bot_attended_meetings: 0, summarized_meetings: 0 });
    expect(stats.map((s) => s.percent)).toEqual([0, 0, 0]);
  });

  it("clamps an out-of-range attendance rate", () => {
    expect(usageStats({ total_meetings: 1, attendance_rate: 140, bot_attended_meetings: 0, summarized_meetings: 0 })[0]?.percent).toBe(100);
    expect(usageStats({ total_meetings: 1, attendance_rate: Number.NaN, bot_attended_meetings: 0, summarized_meetings: 0 })[0]?.percent).toBe(0);
  });
});

describe("week trend", () => {
  it("is up, down or flat comparing this week with the one before", () => {
    expect(weekTrend(3, 1)).toBe("up");
    expect(weekTrend(1, 3)).toBe("down");
    expect(weekTrend(2, 2)).toBe("flat");
    expect(weekTrend(0, 0)).toBe("flat");
  });

  it("describes the arrow in words", () => {
    expect(trendDescription("up", 2)).toBe("Up from 2 the week before");
    expect(trendDescription("down", 5)).toBe("Down from 5 the week before");
    expect(trendDescription("flat", 0)).toBe("Same as 0 the week before");
  });
});

describe("platformCounts", () => {
  it("labels platforms, drops empty ones and sorts by count then label", () => {
    expect(platformCounts({ teams: 2, zoom: 5, other: 0, google_meet: 2 })).toEqual([
      { platform: "zoom", label: "Zoom", count: 5 },
      { platform: "google_meet", label: "Google Meet", count: 2 },
      { platform: "teams", label: "Microsoft Teams", count: 2 },
    ]);
    expect(platformCounts({})).toEqual([]);
  });
});

describe("plan progress", () => {
  it("scales the trial bar to 14 days", () => {
    expect(trialProgressPercent(14)).toBe(100);
    expect(trialProgressPercent(7)).toBe(50);
    expect(trialProgressPercent(0)).toBe(0);
    expect(trialProgressPercent(20)).toBe(100);
  });

  it("scales the paid bar to 30 days with a 10 percent minimum", () => {
    expect(paidProgressPercent(30)).toBe(100);
    expect(paidProgressPercent(15)).toBe(50);
    expect(paidProgressPercent(1)).toBe(10);
    expect(paidProgressPercent(0)).toBe(10);
  });
});

describe("weeklyRows", () => {
  it("labels each week by its Monday in UTC", () => {
    expect(weeklyRows([{ week_start: "2026-06-15T00:00:00.000Z", meetings: 3, completed: 1 }], "en-US")).toEqual([
      { week_start: "2026-06-15T00:00:00.000Z", meetings: 3, completed: 1, label: "Jun 15" },
    ]);
    expect(weeklyRows([{ week_start: "nope", meetings: 0, completed: 0 }], "en-US")[0]?.label).toBe("");
  });
});
