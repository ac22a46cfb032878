"use client";

import { useQuery } from "@tanstack/react-query";
import type { RouterOutputs } from "@understudy/api";
import { useTRPC } from "~/trpc/react";
import { useErrorToast } from "~/components/analytics/use-error-toast";
import { PlatformStatsCard } from "./platform-stats-card";
import { AdminStatCards } from "./stat-cards";
import { SystemHealthCard } from "./system-health-card";
import { UserManagementCard, type UsersInput } from "./user-management-card";

type Stats = RouterOutputs["admin"]["stats"];
type Users = RouterOutputs["admin"]["users"];

/** What the server read for the first HTML (null where a read failed: the client tries again and says so). */
export interface AdminSeed {
  at: number;
  input: UsersInput;
  users: Users | null;
  stats: Stats | null;
}

export function AdminView({ seed }: { seed: AdminSeed }) {
  const trpc = useTRPC();
  const stats = useQuery(trpc.admin.stats.queryOptions(undefined, { initialData: seed.stats ?? undefined, initialDataUpdatedAt: seed.at }));
  useErrorToast(stats.isError, "Failed to load users data");
  return (
    <div className="flex flex-col gap-6">
      <AdminStatCards stats={stats.data} loading={stats.isPending} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <UserManagementCard seed={seed} />
        <div className="flex flex-col gap-6">
          <SystemHealthCard />
          <PlatformStatsCard stats={stats.data} error={stats.isError} />
        </div>
      </div>
    </div>
  );
}
