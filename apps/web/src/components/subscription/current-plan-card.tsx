import { BotIcon, CalendarIcon, SparklesIcon } from "lucide-react";
import type { RouterOutputs } from "@understudy/api";
import { Badge } from "@understudy/ui/badge";
import { Button } from "@understudy/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@understudy/ui/card";
import { Progress } from "@understudy/ui/progress";
import { Skeleton } from "@understudy/ui/skeleton";
import { Spinner } from "@understudy/ui/spinner";
import { TRIAL_DAYS } from "@understudy/services/constants";
import { paidProgressPercent, trialProgressPercent } from "~/lib/analytics";
import { DateText } from "~/components/time/time-zone-provider";
import { FeatureList } from "./feature-list";
import { priceLine, subscriptionStatusBadge } from "./plan-display";

type Status = RouterOutputs["subscription"]["status"];
type Plans = RouterOutputs["subscription"]["plans"]["plans"];
type Overview = RouterOutputs["analytics"]["overview"];

/** Current Plan: name, status badge, price line, days-remaining bar, features, usage and Upgrade to Pro. */
export function CurrentPlanCard({
  status,
  plans,
  overview,
  onUpgrade,
  upgrading,
  billingAction,
}: {
  status: Status | undefined;
  plans: Plans | undefined;
  overview: Overview | undefined;
  onUpgrade: (planId: string) => void;
  upgrading: boolean;
  /** "Manage billing" (it renders nothing until the user has a Stripe customer). */
  billingAction?: React.ReactNode;
}) {
  if (!status) return <CurrentPlanSkeleton />;
  const badge = subscriptionStatusBadge(status.subscription_status);
  const paid = status.current_plan.price > 0;
  const plan = plans?.[status.current_plan.id];
  const days = status.days_remaining;
  const upgradeTarget = status.available_plans.find((p) => p.price > status.current_plan.price)?.id;

  return (
    <Card>
      <CardHeader>
        <CardDescription>Current Plan</CardDescription>
        <div className="flex flex-wrap items-center gap-3">
          <CardTitle asChild className="text-2xl">
            <h2>{status.current_plan.name}</h2>
          </CardTitle>
          <Badge variant={badge.variant}>{badge.label}</Badge>
        </div>
        <p className="text-muted-foreground text-sm">{priceLine(status.current_plan.price, plan?.currency)}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <div className="flex justify-between gap-3 text-sm">
            <span id="plan-days-label">{paid ? "Current billing period" : "Trial days remaining"}</span>
            <span className="text-muted-foreground tabular-nums">
              {paid ? (days > 0 ? `${days} days left` : "Renews monthly") : `${days} of ${TRIAL_DAYS} days`}
            </span>
          </div>
          <Progress value={paid ? paidProgressPercent(days) : trialProgressPercent(days)} aria-labelledby="plan-days-label" />
          {!paid && status.trial_ends_at ? (
            <p className="text-muted-foreground text-xs">
              {days > 0 ? "Trial ends" : "Trial ended"} <DateText value={status.trial_ends_at} />
            </p>
          ) : null}
        </div>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <div className="flex flex-col gap-3">
            <h3 className="text-sm font-medium">Included features</h3>
            {plan ? <FeatureList features={plan.features.filter((f) => f.included)} /> : <Skeleton className="h-24 w-full" />}
          </div>
          <div className="flex flex-col gap-3">
            <h3 className="text-sm font-medium">Usage</h3>
            <dl className="grid grid-cols-3 gap-3">
              <Usage icon={CalendarIcon} label="Meetings" value={overview?.total_meetings} />
              <Usage icon={SparklesIcon} label="AI Summaries" value={overview?.summarized_meetings} />
              <Usage icon={BotIcon} label="Bot Attended" value={overview?.bot_attended_meetings} />
            </dl>
          </div>
        </div>
      </CardContent>
      {status.can_upgrade || billingAction ? (
        <CardFooter className="flex flex-col gap-3 sm:flex-row">
          {status.can_upgrade ? (
            <Button onClick={() => onUpgrade(upgradeTarget ?? "")} disabled={upgrading} className="w-full sm:w-auto">
              {upgrading ? <Spinner label="Starting upgrade…" className="text-current" /> : <SparklesIcon aria-hidden />}
              Upgrade to Pro
            </Button>
          ) : null}
          {billingAction}
        </CardFooter>
      ) : null}
    </Card>
  );
}

function Usage({ icon: Icon, label, value }: { icon: typeof CalendarIcon; label: string; value: number | undefined }) {
  return (
    <div className="bg-muted/50 flex flex-col gap-1 rounded-lg border p-3">
      <dt className="text-muted-foreground flex items-center gap-1.5 text-xs">
        <Icon className="hidden size-3.5 shrink-0 sm:block" aria-hidden />
        {label}
      </dt>
      <dd className="text-xl font-semibold tabular-nums">{value ?? <Skeleton className="h-7 w-8" />}</dd>
    </div>
  );
}

function CurrentPlanSkeleton() {
  return (
    <Card aria-busy>
      <CardHeader>
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-4 w-32" />
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-40 w-full" />
      </CardContent>
      <CardFooter>
        <Skeleton className="h-9 w-36" />
      </CardFooter>
    </Card>
  );
}
