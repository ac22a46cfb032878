import type { Metadata } from "next";
import { SubscriptionView } from "~/components/subscription/subscription-view";

export const metadata: Metadata = { title: "Subscription" };

export default function SubscriptionPage() {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Subscription Management</h1>
        <p className="text-muted-foreground text-sm">Your plan, what it includes and your payments.</p>
      </div>
      <SubscriptionView />
    </div>
  );
}
