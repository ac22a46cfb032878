"use client";

import { useCallback, useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "~/trpc/react";
import { useErrorToast } from "~/components/analytics/use-error-toast";
import { BillingNotices, CheckoutReturn, ManageBillingButton } from "./billing-actions";
import { CurrentPlanCard } from "./current-plan-card";
import { PaymentHistoryCard } from "./payment-history-card";
import { PlansSection } from "./plans-section";
import { UpgradePromo } from "./upgrade-promo";
import { useUpgrade } from "./use-upgrade";

const PAYMENT_WATCH_MS = 60_000;
const PAYMENT_POLL_MS = 2_000;

export function SubscriptionView() {
  const trpc = useTRPC();
  const status = useQuery(trpc.subscription.status.queryOptions());
  const plans = useQuery(trpc.subscription.plans.queryOptions());
  // Back from checkout the first invoice may still be open (its webhook lands seconds later): look
  // again every 2 s for a minute until a paid payment shows, instead of waiting for a reload.
  const [watchPaymentsUntil, setWatchPaymentsUntil] = useState(0);
  const watchPayments = useCallback(() => setWatchPaymentsUntil(Date.now() + PAYMENT_WATCH_MS), []);
  const history = useQuery({
    ...trpc.subscription.paymentHistory.queryOptions(),
    refetchInterval: (query) =>
      Date.now() < watchPaymentsUntil && !query.state.data?.transactions.some((t) => t.payment_status === "paid") ? PAYMENT_POLL_MS : false,
  });
  const overview = useQuery(trpc.analytics.overview.queryOptions());
  const billing = useQuery(trpc.subscription.billing.queryOptions());
  useErrorToast(status.isError || plans.isError || history.isError, "Failed to load subscription information");

  const { upgrade, pendingPlan } = useUpgrade(status.data?.current_plan.id);
  const planList = useMemo(() => (plans.data ? Object.values(plans.data.plans) : undefined), [plans.data]);
  const planNames = useMemo(() => Object.fromEntries((planList ?? []).map((p) => [p.id, p.name])), [planList]);
  const canUpgrade = status.data?.can_upgrade ?? false;

  return (
    <div className="flex flex-col gap-8">
      <CheckoutReturn onUpgraded={watchPayments} />
      <BillingNotices />
      {status.isError ? (
        <p role="alert" className="border-destructive/40 bg-destructive/10 rounded-lg border px-4 py-3 text-sm">
          Your subscription could not be loaded. Please reload the page.
        </p>
      ) : (
        <CurrentPlanCard
          status={status.data}
          plans={plans.data?.plans}
          overview={overview.data}
          onUpgrade={(id) => void upgrade(id)}
          upgrading={pendingPlan !== null}
          billingAction={billing.data?.has_billing_account ? <ManageBillingButton /> : undefined}
        />
      )}
      <PlansSection
        plans={planList}
        currentPlanId={status.data?.current_plan.id}
        canUpgrade={canUpgrade}
        onUpgrade={(id) => void upgrade(id)}
        pendingPlan={pendingPlan}
      />
      <PaymentHistoryCard transactions={history.data?.transactions} planNames={planNames} error={history.isError} />
      {canUpgrade ? <UpgradePromo onUpgrade={() => void upgrade("pro")} pending={pendingPlan !== null} /> : null}
    </div>
  );
}
