import { SparklesIcon } from "lucide-react";
import type { RouterOutputs } from "@understudy/api";
import { Badge } from "@understudy/ui/badge";
import { Button } from "@understudy/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@understudy/ui/card";
import { Skeleton } from "@understudy/ui/skeleton";
import { cn } from "@understudy/ui/lib/utils";
import { TRIAL_DAYS } from "@understudy/services/constants";
import { FeatureList } from "./feature-list";
import { formatMoney } from "./plan-display";

type Plan = RouterOutputs["subscription"]["plans"]["plans"][string];

const POPULAR_PLAN = "pro";

/** Available Plans: one card per plan, Pro marked 'Most Popular'. */
export function PlansSection({
  plans,
  currentPlanId,
  canUpgrade,
  onUpgrade,
  pendingPlan,
}: {
  plans: Plan[] | undefined;
  currentPlanId: string | undefined;
  canUpgrade: boolean;
  onUpgrade: (planId: string) => void;
  pendingPlan: string | null;
}) {
  return (
    <section aria-labelledby="plans-title" className="flex flex-col gap-4">
      <h2 id="plans-title" className="text-lg font-semibold">
        Available Plans
      </h2>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        {plans
          ? plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                current={plan.id === currentPlanId}
                canUpgrade={canUpgrade}
                onUpgrade={onUpgrade}
                pending={pendingPlan === plan.id}
              />
            ))
          : [0, 1].map((i) => <Skeleton key={i} className="h-[30rem] w-full rounded-xl" />)}
      </div>
    </section>
  );
}

function PlanCard({
  plan,
  current,
  canUpgrade,
  onUpgrade,
  pending,
}: {
  plan: Plan;
  current: boolean;
  canUpgrade: boolean;
  onUpgrade: (planId: string) => void;
  pending: boolean;
}) {
  const popular = plan.id === POPULAR_PLAN;
  const paid = plan.price > 0;
  return (
    <Card className={cn("relative", popular && "border-primary shadow-md ring-primary/30 ring-1")}>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle asChild className="text-xl">
            <h3>{plan.name}</h3>
          </CardTitle>
          {popular ? (
            <Badge>
              <SparklesIcon aria-hidden />
              Most Popular
            </Badge>
          ) : null}
        </div>
        <CardDescription>{plan.description}</CardDescription>
        <p className="mt-2 flex items-baseline gap-1">
          <span className="text-3xl font-bold tracking-tight">{paid ? formatMoney(plan.price, plan.currency) : "Free"}</span>
          <span className="text-muted-foreground text-sm">{paid ? `/${plan.interval}` : `for ${TRIAL_DAYS} days`}</span>
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <FeatureList features={plan.features} />
      </CardContent>
      <CardFooter>
        {current ? (
          <Button variant="outline" className="w-full" disabled>
            Current Plan
          </Button>
        ) : paid && canUpgrade ? (
          <Button className="w-full" onClick={() => onUpgrade(plan.id)} disabled={pending}>
            <SparklesIcon aria-hidden />
            {pending ? "Starting upgrade…" : `Upgrade to ${plan.name}`}
          </Button>
        ) : (
          <p className="text-muted-foreground w-full text-center text-sm">{paid ? "Not available" : "For new accounts"}</p>
        )}
      </CardFooter>
    </Card>
  );
}
