import Link from "next/link";
import { CheckIcon, CrownIcon, SparklesIcon } from "lucide-react";
import type { RouterOutputs } from "@understudy/api";
import { Badge } from "@understudy/ui/badge";
import { buttonVariants } from "@understudy/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { Progress } from "@understudy/ui/progress";
import { Skeleton } from "@understudy/ui/skeleton";
import { TRIAL_DAYS, TRIAL_WARNING_DAYS } from "@understudy/services/constants";
import { trialProgressPercent } from "~/lib/analytics";
import { DateText } from "~/components/time/time-zone-provider";

type Status = RouterOutputs["subscription"]["status"];

/** Subscription Status: 'Pro Plan' (Active) or 'Free Trial' with days left, end date, a 14-day bar and Upgrade to Pro. */
export function SubscriptionStatusCard({ status, error }: { status: Status | undefined; error: boolean }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle asChild>
          <h2>Subscription Status</h2>
        </CardTitle>
        <CardDescription>Your current plan</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        {!status && error ? (
          <p className="text-muted-foreground text-sm">Plan details are unavailable</p>
        ) : !status ? (
          <Loading />
        ) : status.current_plan.id === "pro" ? <Pro /> : <Free status={status} />}
      </CardContent>
    </Card>
  );
}

function Loading() {
  return (
    <>
      <Skeleton className="h-6 w-28" />
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-2 w-full" />
      <Skeleton className="h-9 w-full" />
    </>
  );
}

/** What Pro includes: the card sits beside the weekly chart, so it says what the plan gives rather than stand mostly empty. */
const PRO_INCLUDES = ["Unlimited AI summaries", "The AI Avatar in your meetings", "Advanced analytics, like meetings per week", "Bots for every covered meeting"];

function Pro() {
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-lg font-semibold">
          <CrownIcon className="text-primary size-5" aria-hidden />
          Pro Plan
        </p>
        <Badge variant="success">Active</Badge>
      </div>
      <p className="text-muted-foreground text-sm">{"Unlimited AI summaries & Avatar feature"}</p>
      <ul className="flex flex-col gap-2 text-sm" aria-label="Included in Pro">
        {PRO_INCLUDES.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <CheckIcon className="text-success mt-0.5 size-4 shrink-0" aria-hidden />
            {item}
          </li>
        ))}
      </ul>
      <Link href="/subscription" className={buttonVariants({ variant: "outline", className: "mt-auto w-full" })}>
        Manage subscription
      </Link>
    </>
  );
}

function Free({ status }: { status: Status }) {
  const days = status.days_remaining;
  const ended = days <= 0;
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <p className="text-lg font-semibold">Free Trial</p>
        <Badge variant={ended ? "destructive" : days > TRIAL_WARNING_DAYS ? "success" : "warning"}>
          {ended ? "Expired" : `${days} ${days === 1 ? "day" : "days"} left`}
        </Badge>
      </div>
      <div className="flex flex-col gap-2">
        <div className="text-muted-foreground flex justify-between gap-2 text-sm">
          <span id="trial-progress-label">
            {status.trial_ends_at ? (
              <>
                {ended ? "Trial ended" : "Trial ends"} <DateText value={status.trial_ends_at} />
              </>
            ) : (
              "No trial"
            )}
          </span>
          <span className="tabular-nums">
            {Math.max(0, days)}/{TRIAL_DAYS} days
          </span>
        </div>
        <Progress value={trialProgressPercent(days)} aria-labelledby="trial-progress-label" />
      </div>
      <p className="text-muted-foreground text-sm">Upgrade for unlimited AI summaries, the AI Avatar and advanced analytics.</p>
      <Link href="/subscription" className={buttonVariants({ className: "w-full" })}>
        <SparklesIcon aria-hidden />
        Upgrade to Pro
      </Link>
    </>
  );
}
