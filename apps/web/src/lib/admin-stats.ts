/**
 * Admin page logic: the Platform Statistics rows (docs/product.md#admin formulas, computed on the server) and the
 * System Health rows, which report the real state from GET /api/health rather than a constant.
 */

export type HealthTone = "success" | "warning" | "destructive" | "muted";

export interface HealthReport {
  status: "ok" | "degraded" | "down";
  database: { status: "ok" | "down"; latency_ms: number | null };
  worker: { status: "ok" | "stale" | "missing"; last_beat_at: string | null };
}

export interface HealthRow {
  key: "api" | "database" | "ai" | "worker";
  label: string;
  value: string;
  tone: HealthTone;
}

/** True when `value` looks like the health endpoint's JSON body. */
export function isHealthReport(value: unknown): value is HealthReport {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  const db = v.database as Record<string, unknown> | undefined;
  const worker = v.worker as Record<string, unknown> | undefined;
  return typeof v.status === "string" && typeof db?.status === "string" && typeof worker?.status === "string";
}

/**
 * The System Health card. `report` is the parsed body of GET /api/health, or null when the request
 * failed (network error or a body that is not a health report). The API is up when it answered.
 * AI Services stay "Not configured" until an AI provider is wired in.
 */
export function healthRows(report: HealthReport | null): HealthRow[] {
  const api: HealthRow = report
    ? { key: "api", label: "API Status", value: "Operational", tone: "success" }
    : { key: "api", label: "API Status", value: "Unreachable", tone: "destructive" };
  const database: HealthRow = !report
    ? { key: "database", label: "Database", value: "Unknown", tone: "muted" }
    : report.database.status === "ok"
      ? {
          key: "database",
          label: "Database",
          value: report.database.latency_ms == null ? "Healthy" : `Healthy (${formatLatency(report.database.latency_ms)})`,
          tone: "success",
        }
      : { key: "database", label: "Database", value: "Down", tone: "destructive" };
  const worker: HealthRow = !report
    ? { key: "worker", label: "Background jobs", value: "Unknown", tone: "muted" }
    : report.worker.status === "ok"
      ? { key: "worker", label: "Background jobs", value: "Running", tone: "success" }
      : report.worker.status === "stale"
        ? { key: "worker", label: "Background jobs", value: "Stalled", tone: "warning" }
        : { key: "worker", label: "Background jobs", value: "Not running", tone: "warning" };
  const ai: HealthRow = { key: "ai", label: "AI Services", value: "Not configured", tone: "muted" };
  return [api, database, ai, worker];
}

function formatLatency(ms: number): string {
  return ms < 1 ? "<1 ms" : `${Math.round(ms)} ms`;
}

export interface AdminStatsInput {
  total_users: number;
  active_users: number;
  conversion_rate: number;
  trial_completion: number;
}

export interface PlatformStatRow {
  key: "conversion" | "completion" | "active";
  label: string;
  value: string;
  hint: string;
}

const percentText = (value: number) => `${Number.isFinite(value) ? Math.round(value * 10) / 10 : 0}%`;

/** docs/product.md#admin: conversion = pro / total; trial completion = pro / (active + expired + pro); active users as a count. */
export function platformStatistics(stats: AdminStatsInput): PlatformStatRow[] {
  return [
    { key: "conversion", label: "Conversion Rate", value: percentText(stats.conversion_rate), hint: "Pro users of all users" },
    { key: "completion", label: "Trial Completion", value: percentText(stats.trial_completion), hint: "Trials that became Pro" },
    {
      key: "active",
      label: "Active Users",
      value: String(stats.active_users),
      hint: `Of ${stats.total_users} ${stats.total_users === 1 ? "user" : "users"}, signed in within 30 days`,
    },
  ];
}

/** The letter shown when a user has no picture: the name's first letter, else the email's. */
export function userInitial(name: string | null | undefined, email: string): string {
  const source = name?.trim() || email.trim();
  return (source[0] ?? "?").toUpperCase();
}
