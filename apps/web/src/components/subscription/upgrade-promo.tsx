import { CrownIcon, SparklesIcon } from "lucide-react";
import { Button } from "@understudy/ui/button";

/** The closing promotional block. */
export function UpgradePromo({ onUpgrade, pending }: { onUpgrade: () => void; pending: boolean }) {
  return (
    <section
      aria-labelledby="promo-title"
      className="from-primary/15 via-primary/5 border-primary/30 flex flex-col items-start gap-4 rounded-xl border bg-gradient-to-br to-transparent p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-4">
        <span className="bg-primary text-primary-foreground flex size-10 shrink-0 items-center justify-center rounded-full">
          <CrownIcon className="size-5" aria-hidden />
        </span>
        <div className="flex flex-col gap-1">
          <h2 id="promo-title" className="text-lg font-semibold">
            Upgrade to Pro - $29.99/month
          </h2>
          <p className="text-muted-foreground text-sm">
            Unlimited AI summaries, an AI Avatar that attends in your voice after 40+ meetings, advanced analytics, priority bot
            deployment, export and email support.
          </p>
        </div>
      </div>
      <Button size="lg" onClick={onUpgrade} disabled={pending} className="w-full shrink-0 sm:w-auto">
        <SparklesIcon aria-hidden />
        Upgrade Now
      </Button>
    </section>
  );
}
