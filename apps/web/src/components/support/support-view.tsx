"use client";

import { useQuery } from "@tanstack/react-query";
import { Card, CardContent } from "@understudy/ui/card";
import { Skeleton } from "@understudy/ui/skeleton";
import { useErrorToast } from "~/components/analytics/use-error-toast";
import { useMe } from "~/components/shell/use-me";
import { useTRPC } from "~/trpc/react";
import { SupportFormCard } from "./support-form-card";
import { SupportRequestsCard } from "./support-requests-card";
import { SupportUpsellCard } from "./support-upsell-card";

/** Pro: the form and the recent requests; other plans: what email support is and how to get it. */
export function SupportView() {
  const trpc = useTRPC();
  const entitlements = useQuery(trpc.subscription.entitlements.queryOptions());
  const me = useMe();
  useErrorToast(entitlements.isError, "Failed to load your plan");

  if (!entitlements.data) {
    return (
      <Card>
        <CardContent className="flex flex-col gap-4">
          {entitlements.isError ? (
            <p className="text-muted-foreground text-sm">Your plan could not be loaded</p>
          ) : (
            <>
              <Skeleton className="h-6 w-40" />
              <Skeleton className="h-9 w-full" />
              <Skeleton className="h-32 w-full" />
            </>
          )}
        </CardContent>
      </Card>
    );
  }
  if (!entitlements.data.email_support) return <SupportUpsellCard />;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
      <div className="lg:col-span-3">
        <SupportFormCard email={me.data?.email} />
      </div>
      <div className="lg:col-span-2">
        <SupportRequestsCard />
      </div>
    </div>
  );
}
