import Link from "next/link";
import { LifeBuoyIcon, SparklesIcon } from "lucide-react";
import { buttonVariants } from "@understudy/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";

/** For plans without email support: what it is and the way to Pro. */
export function SupportUpsellCard() {
  return (
    <Card data-testid="support-upsell" className="max-w-2xl">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <LifeBuoyIcon className="text-muted-foreground size-4" aria-hidden />
            Email support is part of Pro
          </h2>
        </CardTitle>
        <CardDescription>Write to our team from here and get an answer within 24 to 48 hours.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-muted-foreground text-sm">
          Pro also brings unlimited AI summaries, advanced analytics, priority bot deployment and export, for $29.99 a month.
        </p>
        <Link href="/subscription" className={buttonVariants({ className: "self-start" })}>
          <SparklesIcon aria-hidden />
          Upgrade to Pro
        </Link>
      </CardContent>
    </Card>
  );
}
