"use client";

import Link from "next/link";
import { CrownIcon } from "lucide-react";
import { Badge } from "@understudy/ui/badge";
import { buttonVariants } from "@understudy/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { Skeleton } from "@understudy/ui/skeleton";
import { useMe } from "~/components/shell/use-me";
import { planBadgeLabel, trialLabel } from "~/lib/trial";

/** The account's plan, with a way to manage it. */
export function AccountPlanCard() {
  const me = useMe();
  const user = me.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Account plan</h2>
        </CardTitle>
        <CardDescription>{user ? user.email : "Your account"}</CardDescription>
        <CardAction>
          <CrownIcon className="text-muted-foreground size-4" aria-hidden />
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-4">
        {user ? <PlanSummary user={user} /> : me.isError ? <p className="text-muted-foreground text-sm">Your plan could not be loaded</p> : <Skeleton className="h-6 w-40" />}
        <Link href="/subscription" className={buttonVariants({ variant: "outline", size: "sm" })}>
          Manage subscription
        </Link>
      </CardContent>
    </Card>
  );
}

function PlanSummary({ user }: { user: NonNullable<ReturnType<typeof useMe>["data"]> }) {
  const trial = trialLabel(user);
  return (
    <p className="flex items-center gap-2">
      <span className="text-lg font-semibold">{planBadgeLabel(user.subscription_plan)}</span>
      {trial.state === "pro" ? null : <Badge variant={trial.tone}>{trial.label}</Badge>}
    </p>
  );
}
