import { CalendarPlusIcon, SearchXIcon } from "lucide-react";
import { Button } from "@understudy/ui/button";

/** docs/product.md#meetings: 'No meetings found' while filtering, otherwise 'No meetings yet' with a create button. */
export function MeetingsEmptyState({ filtering, onCreate }: { filtering: boolean; onCreate: (opener: HTMLElement) => void }) {
  const Icon = filtering ? SearchXIcon : CalendarPlusIcon;
  return (
    <div className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-muted">
        <Icon className="size-6 text-muted-foreground" aria-hidden />
      </div>
      <h2 className="text-lg font-semibold">{filtering ? "No meetings found" : "No meetings yet"}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        {filtering
          ? "Try adjusting your search or filters"
          : "Create a meeting or connect your calendar, and Understudy will keep track of it for you."}
      </p>
      {!filtering && (
        <Button className="mt-2" onClick={(e) => onCreate(e.currentTarget)}>
          Create Your First Meeting
        </Button>
      )}
    </div>
  );
}
