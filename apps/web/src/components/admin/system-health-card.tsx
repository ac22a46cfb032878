"use client";

import { ActivityIcon } from "lucide-react";
import { Badge } from "@understudy/ui/badge";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { Skeleton } from "@understudy/ui/skeleton";
import { cn } from "@understudy/ui/lib/utils";
import { healthRows, type HealthTone } from "~/lib/admin-stats";
import { useHealth } from "./use-health";

const DOT: Record<HealthTone, string> = {
  success: "bg-success",
  warning: "bg-warning",
  destructive: "bg-destructive",
  muted: "bg-muted-foreground/60",
};
const BADGE = { success: "success", warning: "warning", destructive: "destructive", muted: "outline" } as const;

/** System Health from the live /api/health report (refreshed every 30 seconds), not a constant. */
export function SystemHealthCard() {
  const health = useHealth();
  const rows = health.isPending ? null : healthRows(health.data ?? null);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>System Health</h2>
        </CardTitle>
        <CardDescription>Live status of the platform</CardDescription>
        <CardAction>
          <ActivityIcon className="text-muted-foreground size-4" aria-hidden />
        </CardAction>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3 text-sm">
          {rows
            ? rows.map((r) => (
                <li key={r.key} className="flex items-center justify-between gap-3">
                  <span className="flex items-center gap-2">
                    <span aria-hidden className={cn("size-2 rounded-full", DOT[r.tone])} />
                    {r.label}
                  </span>
                  <Badge variant={BADGE[r.tone]}>{r.value}</Badge>
                </li>
              ))
            : [0, 1, 2, 3].map((i) => (
                <li key={i}>
                  <Skeleton className="h-5 w-full" />
                </li>
              ))}
        </ul>
      </CardContent>
    </Card>
  );
}
