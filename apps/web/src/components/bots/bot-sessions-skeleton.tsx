import { Card, CardContent, CardFooter, CardHeader } from "@understudy/ui/card";
import { Skeleton } from "@understudy/ui/skeleton";
import { Spinner } from "@understudy/ui/spinner";

/** Placeholder cards sized like `BotSessionCard`. */
export function BotSessionsSkeleton({ count = 2 }: { count?: number }) {
  return (
    <div className="grid gap-3">
      <Spinner label="Loading bot sessions…" className="sr-only" />
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} className="gap-3 py-4" aria-hidden>
          <CardHeader className="gap-1.5 px-4 sm:px-5">
            <div className="flex items-center gap-2">
              <Skeleton className="h-5 w-48 max-w-[60%]" />
              <Skeleton className="h-5 w-20" />
            </div>
            <Skeleton className="h-3 w-40" />
          </CardHeader>
          <CardContent className="grid gap-2 px-4 sm:grid-cols-2 sm:px-5">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-5 w-28" />
            <Skeleton className="h-5 w-28" />
            <Skeleton className="h-5 w-32" />
          </CardContent>
          <CardFooter className="gap-2 px-4 sm:px-5">
            <Skeleton className="h-8 w-28" />
            <Skeleton className="h-8 w-24" />
          </CardFooter>
        </Card>
      ))}
    </div>
  );
}
