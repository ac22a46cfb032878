import { Card, CardContent, CardHeader, CardTitle } from "@understudy/ui/card";
import { Skeleton } from "@understudy/ui/skeleton";
import type { LucideIcon } from "lucide-react";

/** One headline number with an icon and a line of context; skeletons of the same size while loading. */
export function MetricCard({
  title,
  icon: Icon,
  value,
  detail,
  loading,
}: {
  title: string;
  icon: LucideIcon;
  value: React.ReactNode;
  detail: React.ReactNode;
  loading: boolean;
}) {
  return (
    <Card className="gap-3">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle asChild className="text-muted-foreground text-sm font-medium">
          <h2>{title}</h2>
        </CardTitle>
        <Icon className="text-muted-foreground size-4" aria-hidden />
      </CardHeader>
      <CardContent className="flex flex-col gap-1">
        {loading ? (
          <>
            <Skeleton className="h-8 w-16" />
            <Skeleton className="h-4 w-32" />
          </>
        ) : (
          <>
            <p className="text-2xl leading-8 font-bold tabular-nums">{value}</p>
            <div className="text-muted-foreground flex h-4 items-center gap-1 text-xs">{detail}</div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
