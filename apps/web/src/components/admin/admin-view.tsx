"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "~/trpc/react";
import { useErrorToast } from "~/components/analytics/use-error-toast";
import { PlatformStatsCard } from "./platform-stats-card";
import { AdminStatCards } from "./stat-cards";
import { SystemHealthCard } from "./system-health-card";
import { UserManagementCard } from "./user-management-card";

export function AdminView() {
  const trpc = useTRPC();
  const stats = useQuery(trpc.admin.stats.queryOptions());
  useErrorToast(stats.isError, "Failed to load users data");
  return (
    <div className="flex flex-col gap-6">
      <AdminStatCards stats={stats.data} loading={stats.isPending} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <UserManagementCard />
        <div className="flex flex-col gap-6">
          <SystemHealthCard />
          <PlatformStatsCard stats={stats.data} error={stats.isError} />
        </div>
      </div>
    </div>
  );
}
