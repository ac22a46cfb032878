import { Button } from "@understudy/ui/button";
import { AlertCircleIcon, RotateCwIcon } from "lucide-react";
import { EmptyState } from "./empty-state";

/** Shown in a card whose data failed to load (the page also toasts once). */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <EmptyState icon={AlertCircleIcon} title={`Couldn't load ${what}.`}>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCwIcon aria-hidden />
        Try again
      </Button>
    </EmptyState>
  );
}
