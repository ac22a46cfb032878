import * as React from "react";
import { Loader2Icon } from "lucide-react";

import { cn } from "./lib/utils";

type SpinnerProps = Omit<React.ComponentProps<"span">, "children"> & {
  /** Announced to assistive tech (and shown when `showLabel`). */
  label?: string;
  /** Show the label next to the icon instead of only to screen readers. */
  showLabel?: boolean;
};

/** Accessible loading indicator: a polite live region (`role="status"`) with a text label. */
function Spinner({ className, label = "Loading…", showLabel = false, ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn("inline-flex items-center gap-2 text-sm text-muted-foreground", className)}
      {...props}
    >
      <Loader2Icon className="size-4 shrink-0 animate-spin" aria-hidden />
      <span className={showLabel ? undefined : "sr-only"}>{label}</span>
    </span>
  );
}

export { Spinner, type SpinnerProps };
