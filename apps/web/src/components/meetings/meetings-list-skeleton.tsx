import { Card, CardContent, CardFooter, CardHeader } from "@understudy/ui/card";
import { Skeleton } from "@understudy/ui/skeleton";
import { Spinner } from "@understudy/ui/spinner";

/** Placeholder cards sized like `MeetingCard`, so nothing jumps when the list arrives. */
export function MeetingsListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <Spinner label="Loading meetings…" className="sr-only" />
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} className="gap-3 py-4" aria-hidden>
          <CardHeader className="gap-2 px-4">
            <div className="flex items-center gap-2">
              <Skeleton className="h-5 w-48 max-w-[60%]" />
              <Skeleton className="h-5 w-20" />
            </div>
            <Skeleton className="h-4 w-72 max-w-full" />
          </CardHeader>
          <CardContent className="grid gap-2 px-4">
            <Skeleton className="h-10 w-full" />
            <div className="flex gap-4">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-5 w-14" />
            <Skeleton className="h-5 w-20" />
            </div>
          </CardContent>
          <CardFooter className="gap-2 px-4">
            <Skeleton className="h-8 w-32" />
            <Skeleton className="h-8 w-32" />
          </CardFooter>
        </Card>
      ))}
    </div>
  );
}
