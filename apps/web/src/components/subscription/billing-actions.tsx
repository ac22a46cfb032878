"use client";

import { useEffect, useRef } from "react";
import { useRouter } from "next/navigation";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangleIcon, CalendarClockIcon, CreditCardIcon } from "lucide-react";
import { Button } from "@understudy/ui/button";
import { Spinner } from "@understudy/ui/spinner";
import { toast } from "@understudy/ui/toaster";
import { DateText } from "~/components/time/time-zone-provider";
import { useTRPC } from "~/trpc/react";
import {
  CHECKOUT_CANCELLED_MESSAGE,
  CHECKOUT_PENDING_MESSAGE,
  CHECKOUT_SUCCESS_MESSAGE,
  checkoutReturnFrom,
  PORTAL_FAILED_MESSAGE,
} from "./checkout-return";
import { firstPaymentNotice } from "./plan-display";
import { upgradeErrorMessage } from "./upgrade";

/** Everything the page shows from the server changes after a checkout or a portal visit. */
function useRefreshBilling() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [trpc.subscription.pathKey(), trpc.auth.me.queryKey(), trpc.notifications.list.queryKey()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/**
 * Back from Stripe: on success, confirm the session with the server (Pro at once, even before the
 * webhooks land) and toast; on cancel, toast. Then drop the query string.
 */
export function CheckoutReturn({ onUpgraded }: { onUpgraded?: () => void } = {}) {
  const trpc = useTRPC();
  const router = useRouter();
  const refresh = useRefreshBilling();
  const confirm = useMutation(trpc.subscription.confirmCheckout.mutationOptions());
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    const ret = checkoutReturnFrom(window.location.search);
    if (!ret) return;
    handled.current = true;
    router.replace("/subscription", { scroll: false });
    if (ret.kind === "cancelled") {
      toast(CHECKOUT_CANCELLED_MESSAGE);
      return;
    }
    void (async () => {
      try {
        const status = ret.sessionId ? await confirm.mutateAsync({ session_id: ret.sessionId }) : null;
        toast.success(status?.current_plan.id === "pro" ? CHECKOUT_SUCCESS_MESSAGE : CHECKOUT_PENDING_MESSAGE);
        onUpgraded?.();
      } catch {
        toast.success(CHECKOUT_PENDING_MESSAGE);
      } finally {
        await refresh();
      }
    })();
  }, [confirm, refresh, router, onUpgraded]);

  return null;
}

/** "Manage billing": opens the Stripe customer portal (card, invoices, cancel at period end). */
export function ManageBillingButton() {
  const trpc = useTRPC();
  const billing = useQuery(trpc.subscription.billing.queryOptions());
  const portal = useMutation(trpc.subscription.portal.mutationOptions());
  if (!billing.data?.has_billing_account) return null;

  async function open() {
    try {
      const { portal_url } = await portal.mutateAsync();
      window.location.assign(portal_url);
    } catch (error) {
      const message = upgradeErrorMessage(error);
      toast.error(message === "Failed to start upgrade process" ? PORTAL_FAILED_MESSAGE : message);
    }
  }

  return (
    <Button variant="outline" onClick={() => void open()} disabled={portal.isPending} className="w-full sm:w-auto">
      {portal.isPending ? <Spinner label="Opening billing portal…" className="text-current" /> : <CreditCardIcon aria-hidden />}
      Manage billing
    </Button>
  );
}

/** Dunning and scheduled-cancellation notices, from the Stripe state the webhooks recorded. */
export function BillingNotices() {
  const trpc = useTRPC();
  const billing = useQuery(trpc.subscription.billing.queryOptions());
  const data = billing.data;
  if (!data) return null;
  if (data.payment_failed) {
    return (
      <div role="alert" className="border-destructive/40 bg-destructive/10 flex items-start gap-3 rounded-lg border px-4 py-3 text-sm">
        <AlertTriangleIcon className="text-destructive mt-0.5 size-4 shrink-0" aria-hidden />
        <p>
          <span className="font-medium">Your last payment failed.</span> Update your card with Manage billing to keep Pro: you keep every Pro feature
          while we retry.
        </p>
      </div>
    );
  }
  const firstPayment = firstPaymentNotice(data.first_payment);
  if (firstPayment) {
    return (
      <div role="alert" className="border-destructive/40 bg-destructive/10 flex items-start gap-3 rounded-lg border px-4 py-3 text-sm">
        <AlertTriangleIcon className="text-destructive mt-0.5 size-4 shrink-0" aria-hidden />
        <p>
          <span className="font-medium">{firstPayment.title}</span> {firstPayment.body}
        </p>
      </div>
    );
  }
  if (data.cancel_at_period_end && data.cancel_at) {
    return (
      <div role="status" className="bg-muted/50 flex items-start gap-3 rounded-lg border px-4 py-3 text-sm">
        <CalendarClockIcon className="text-muted-foreground mt-0.5 size-4 shrink-0" aria-hidden />
        <p>
          <span className="font-medium">Your Pro plan ends on <DateText value={data.cancel_at} />.</span> Renew it from Manage billing to keep it.
        </p>
      </div>
    );
  }
  return null;
}
