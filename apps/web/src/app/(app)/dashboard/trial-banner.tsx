import Link from "next/link";
import { buttonVariants } from "@understudy/ui/button";
import { ClockIcon } from "lucide-react";
import type { Me } from "~/components/shell/use-me";
import { showTrialBanner } from "~/lib/trial";

/** Shown only on the free plan while trial days remain (docs/product.md#dashboard). */
export function TrialBanner({ me }: { me: Me }) {
  if (!showTrialBanner(me)) return null;
  const days = me.trial_days_remaining;
  return (
    <section
      aria-label="Free trial"
      className="border-primary/30 bg-primary/5 flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <span className="bg-primary/15 text-primary flex size-9 shrink-0 items-center justify-center rounded-full">
          <ClockIcon className="size-4" aria-hidden />
        </span>
        <div>
          <p className="font-medium">
            Free trial active - {days} {days === 1 ? "day" : "days"} remaining
          </p>
          <p className="text-muted-foreground text-sm">
            Upgrade to Pro for unlimited AI summaries, advanced analytics and the AI Avatar.
          </p>
        </div>
      </div>
      <Link href="/subscription" className={buttonVariants({ size: "sm", className: "self-start sm:self-auto" })}>
        Upgrade Now
      </Link>
    </section>
  );
}
