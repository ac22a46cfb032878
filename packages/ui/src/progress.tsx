"use client";

import * as React from "react";
import { Progress as ProgressPrimitive } from "radix-ui";

import { cn } from "./lib/utils";

/** Clamp a progress value to 0..max; null/NaN means indeterminate. */
function clampProgress(value: number | null | undefined, max = 100): number | null {
  if (value == null || Number.isNaN(value)) return null;
  return Math.min(max, Math.max(0, value));
}

/** Labelled "Progress" by default; pass `aria-label`/`aria-labelledby` to say what is progressing. */
function Progress({
  className,
  value,
  max = 100,
  "aria-label": ariaLabel,
  ...props
}: React.ComponentProps<typeof ProgressPrimitive.Root>) {
  const clamped = clampProgress(value, max);
  const percent = clamped == null ? 0 : (clamped / max) * 100;
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      aria-label={ariaLabel ?? (props["aria-labelledby"] ? undefined : "Progress")}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-primary/20", className)}
      value={clamped}
      max={max}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className="h-full w-full flex-1 bg-primary transition-all"
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}

export { Progress, clampProgress };
