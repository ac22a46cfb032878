import Link from "next/link";
import { LockIcon, SparklesIcon } from "lucide-react";
import { buttonVariants } from "@understudy/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";

// The silhouette of the weekly chart behind the upsell: decorative, never real data.
const PREVIEW_BARS = [35, 55, 40, 70, 50, 85, 60, 75];

/**
 * In place of the weekly chart when the server withholds advanced analytics: what Pro adds, the server's
 * own reason (it names the plan), and the way to /subscription.
 */
export function AdvancedUpsellCard({ detail }: { detail: string | null }) {
  return (
    <Card className="lg:col-span-2" data-testid="advanced-analytics-upsell">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <LockIcon className="text-muted-foreground size-4" aria-hidden />
            Advanced analytics
          </h2>
        </CardTitle>
        <CardDescription>Meetings week by week and by platform, with Pro</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <div aria-hidden className="flex h-32 flex-1 items-end gap-2 opacity-40 blur-[1px]">
          {PREVIEW_BARS.map((h, i) => (
            <span key={i} className="bg-muted-foreground/40 flex-1 rounded-t-sm" style={{ height: `${h}%` }} />
          ))}
        </div>
        <div className="flex flex-1 flex-col gap-3">
          <ul className="text-muted-foreground flex list-disc flex-col gap-1 pl-5 text-sm">
            <li>Meetings and completed meetings over the last 8 weeks</li>
            <li>Where your meetings happen, platform by platform</li>
          </ul>
          {detail ? <p className="text-sm">{detail}</p> : null}
          <Link href="/subscription" className={buttonVariants({ className: "self-start" })}>
            <SparklesIcon aria-hidden />
            Upgrade to Pro
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
