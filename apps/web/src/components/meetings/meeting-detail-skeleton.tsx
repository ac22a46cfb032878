import { Card, CardContent, CardHeader } from "@understudy/ui/card";
import { Skeleton } from "@understudy/ui/skeleton";
import { Spinner } from "@understudy/ui/spinner";

function SectionSkeleton({ className, lines = 2 }: { className?: string; lines?: number }) {
  return (
    <Card className={className} aria-hidden>
      <CardHeader>
        <Skeleton className="h-5 w-32" />
      </CardHeader>
      <CardContent className="grid gap-2">
        {Array.from({ length: lines }, (_, i) => (
          <Skeleton key={i} className="h-4 w-full" />
        ))}
        <Skeleton className="h-4 w-2/3" />
      </CardContent>
    </Card>
  );
}

/** Shaped like `MeetingDetail` so the page does not jump when the meeting arrives. */
export function MeetingDetailSkeleton() {
  return (
    <>
      <Spinner label="Loading meeting…" className="sr-only" />
      {/* grid-cols-1 (minmax(0, 1fr)): a bare grid track grows to a w-96 bar, and max-w-full then resolves against it. */}
      <div className="grid grid-cols-1 gap-3" aria-hidden>
        <Skeleton className="h-8 w-80 max-w-full" />
        <div className="flex gap-2">
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-5 w-24" />
        </div>
        <Skeleton className="h-5 w-96 max-w-full" />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <SectionSkeleton className="lg:col-span-2" lines={5} />
        <SectionSkeleton />
        <SectionSkeleton className="lg:col-span-3" lines={3} />
      </div>
    </>
  );
}
