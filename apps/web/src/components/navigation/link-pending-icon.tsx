"use client";

import { useLinkStatus } from "next/link";
import type { LucideIcon } from "lucide-react";
import { Spinner } from "@understudy/ui/spinner";
import { cn } from "@understudy/ui/lib/utils";

/**
 * A link's icon (or, without one, nothing), replaced by the app's spinner while the link's navigation waits for the
 * server. The signed-in pages have no `loading.tsx` (decision 016): this is the feedback a click gets instead. The
 * spinner appears after 150 ms so a fast navigation does not flash it. Must sit inside the `<Link>` (useLinkStatus
 * reads the nearest one).
 */
export function LinkPendingIcon({ icon: Icon, className }: { icon?: LucideIcon; className?: string }) {
  const { pending } = useLinkStatus();
  if (pending) return <Spinner className={cn("animate-appear-late text-current [&>svg]:size-full", className)} />;
  return Icon ? <Icon className={className} aria-hidden /> : null;
}
