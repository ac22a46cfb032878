"use client";

import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { toast } from "@understudy/ui/toaster";
import { useMe } from "~/components/shell/use-me";
import { useTRPC } from "~/trpc/react";
import { INVALID_PLAN_MESSAGE, NO_CHECKOUT_URL_MESSAGE, upgradeErrorMessage, validPlanId } from "./upgrade";

/** The Upgrade buttons' click handler: validate the plan, start checkout, go to the checkout page. */
export function useUpgrade(currentPlanId: string | undefined) {
  const me = useMe();
  const trpc = useTRPC();
  const checkout = useMutation(trpc.subscription.checkout.mutationOptions());
  const [pendingPlan, setPendingPlan] = useState<string | null>(null);

  async function upgrade(planId: string | null | undefined) {
    const plan = validPlanId(planId);
    if (!plan) {
      toast.error(INVALID_PLAN_MESSAGE);
      return;
    }
    setPendingPlan(plan);
    try {
      const response = await checkout.mutateAsync({
        plan_id: plan,
        metadata: { user_name: me.data?.name ?? me.data?.email ?? "", upgrade_from: currentPlanId ?? "free" },
      });
      if (!response.checkout_url) {
        toast.error(NO_CHECKOUT_URL_MESSAGE);
        return;
      }
      window.location.assign(response.checkout_url);
    } catch (error) {
      toast.error(upgradeErrorMessage(error));
    } finally {
      setPendingPlan(null);
    }
  }

  return { upgrade, pendingPlan };
}
