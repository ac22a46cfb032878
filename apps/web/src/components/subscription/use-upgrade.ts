"use client";

import { useState } from "react";
import { toast } from "@understudy/ui/toaster";
import { useMe } from "~/components/shell/use-me";
import {
  INVALID_PLAN_MESSAGE,
  NO_CHECKOUT_URL_MESSAGE,
  upgradeErrorMessage,
  validPlanId,
  type CheckoutRequest,
  type CheckoutResponse,
} from "./upgrade";

/**
 * Checkout does not exist yet: the billing issue adds `subscription.checkout` (POST /subscription/checkout).
 * Until then every attempt fails, which shows 'Failed to start upgrade process'. To wire it in, replace
 * this function with the mutation, e.g. in `useUpgrade`:
 *   const checkout = useMutation(trpc.subscription.checkout.mutationOptions());
 *   const startCheckout = checkout.mutateAsync;
 */
function startCheckout(request: CheckoutRequest): Promise<CheckoutResponse> {
  return Promise.reject(new Error(`Checkout is not available yet (plan ${request.plan_id})`));
}

/** The Upgrade buttons' click handler: validate the plan, start checkout, go to the checkout page. */
export function useUpgrade(currentPlanId: string | undefined) {
  const me = useMe();
  const [pendingPlan, setPendingPlan] = useState<string | null>(null);

  async function upgrade(planId: string | null | undefined) {
    const plan = validPlanId(planId);
    if (!plan) {
      toast.error(INVALID_PLAN_MESSAGE);
      return;
    }
    setPendingPlan(plan);
    try {
      const response = await startCheckout({
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
