"use client";

import { useQuery } from "@tanstack/react-query";
import { isHealthReport, type HealthReport } from "~/lib/admin-stats";

/** GET /api/health: the parsed report (also on 503, when the database is down), or null when unreachable. */
async function fetchHealth(): Promise<HealthReport | null> {
  try {
    const res = await fetch("/api/health", { cache: "no-store" });
    const body: unknown = await res.json();
    return isHealthReport(body) ? body : null;
  } catch {
    return null;
  }
}

export function useHealth() {
  return useQuery({ queryKey: ["system-health"], queryFn: fetchHealth, refetchInterval: 30_000, retry: false });
}
