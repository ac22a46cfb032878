import { describe, expect, it } from "vitest";
import { healthRows, isHealthReport, platformStatistics, userInitial, type HealthReport } from "./admin-stats";

const healthy: HealthReport = {
  status: "ok",
  database: { status: "ok", latency_ms: 3.4 },
  worker: { status: "ok", last_beat_at: "2026-06-15T12:00:00.000Z" },
};

const values = (report: HealthReport | null) => healthRows(report).map((r) => [r.label, r.value, r.tone]);

describe("healthRows", () => {
  it("reports the real state when everything answers", () => {
    expect(values(healthy)).toEqual([
      ["API Status", "Operational", "success"],
      ["Database", "Healthy (3 ms)", "success"],
      ["AI Services", "Not configured", "muted"],
      ["Background jobs", "Running", "success"],
    ]);
  });

  it("shows a down database and a stalled or missing worker", () => {
    const down: HealthReport = { status: "down", database: { status: "down", latency_ms: null }, worker: { status: "missing", last_beat_at: null } };
    expect(values(down)).toEqual([
      ["API Status", "Operational", "success"],
      ["Database", "Down", "destructive"],
      ["AI Services", "Not configured", "muted"],
      ["Background jobs", "Not running", "warning"],
    ]);
    const stale = healthRows({ ...healthy, status: "degraded", worker: { status: "stale", last_beat_at: null } });
    expect(stale[3]).toMatchObject({ value: "Stalled", tone: "warning" });
    expect(healthRows({ ...healthy, database: { status: "ok", latency_ms: 0.2 } })[1]?.value).toBe("Healthy (<1 ms)");
  });

  it("marks the API unreachable and the rest unknown when the request failed", () => {
    expect(values(null)).toEqual([
      ["API Status", "Unreachable", "destructive"],
      ["Database", "Unknown", "muted"],
      ["AI Services", "Not configured", "muted"],
      ["Background jobs", "Unknown", "muted"],
    ]);
  });
});

describe("isHealthReport", () => {
  it("accepts the endpoint's body and rejects anything else", () => {
    expect(isHealthReport(healthy)).toBe(true);
    expect(isHealthReport(null)).toBe(false);
    expect(isHealthReport({ status: "ok" })).toBe(false);
    expect(isHealthReport({ error: "nope" })).toBe(false);
  });
});

describe("platformStatistics", () => {
  it("formats the server's percents and the active user count", () => {
    const rows = platformStatistics({ total_users: 3, active_users: 2, conversion_rate: 33.3, trial_completion: 33.33 });
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ["Conversion Rate", "33.3%"],
      ["Trial Completion", "33.3%"],
      ["Active Users", "2"],
    ]);
    expect(rows[2]?.hint).toBe("Of 3 users, signed in within 30 days");
    expect(platformStatistics({ total_users: 1, active_users: 0, conversion_rate: Number.NaN, trial_completion: 0 })[0]?.value).toBe("0%");
  });
});

describe("userInitial", () => {
  it("uses the name's first letter, else the email's", () => {
    expect(userInitial("grace hopper", "g@x.test")).toBe("G");
    expect(userInitial("  ", "alan@x.test")).toBe("A");
    expect(userInitial(null, "z@x.test")).toBe("Z");
  });
});
