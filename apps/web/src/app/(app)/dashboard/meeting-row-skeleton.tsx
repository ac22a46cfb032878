import { Skeleton } from "@understudy/ui/skeleton";

/** A placeholder with the height of one meeting row (title line, meta line). */
export function MeetingRowSkeletons({ count }: { count: number }) {
  return (
    <ul className="divide-y" aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="flex items-center gap-3 py-3">
          <div className="flex flex-1 flex-col gap-1 py-0.5">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}
