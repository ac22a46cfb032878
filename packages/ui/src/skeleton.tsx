import * as React from "react";

import { cn } from "./lib/utils";

/** Decorative placeholder; pair with a `Spinner` or text that announces loading. */
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn("animate-pulse rounded-md bg-accent", className)}
      {...props}
    />
  );
}

export { Skeleton };
