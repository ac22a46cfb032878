import type { Metadata } from "next";
import { SubscriptionView } from "~/components/subscription/subscription-view";
import { getServerQueryClient, HydrateClient, serverTrpc } from "~/trpc/server";

export const metadata: Metadata = { title: "Subscription" };

export default async function SubscriptionPage() {
  const queryClient = getServerQueryClient();
  // The plan, the plans and the payments come with the page: loaded after hydration they pushed the plans down.
  await Promise.all([
    queryClient.prefetchQuery(serverTrpc.subscription.status.queryOptions()),
    queryClient.prefetchQuery(serverTrpc.subscription.plans.queryOptions()),
    queryClient.prefetchQuery(serverTrpc.subscription.paymentHistory.queryOptions()),
    queryClient.prefetchQuery(serverTrpc.subscription.billing.queryOptions()),
    queryClient.prefetchQuery(serverTrpc.analytics.overview.queryOptions()),
  ]);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Subscription Management</h1>
        <p className="text-muted-foreground text-sm">Your plan, what it includes and your payments.</p>
      </div>
      <HydrateClient>
        <SubscriptionView />
      </HydrateClient>
    </div>
  );
}
