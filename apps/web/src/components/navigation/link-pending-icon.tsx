"use client";

import { useLinkStatus } from "next/link";
import type { LucideIcon } from "lucide-react";
import { Loader2Icon } from "lucide-react";
import { cn } from "@understudy/ui/lib/utils";

/**
 * A link's icon (or, without one, nothing), replaced by a spinner while the link's navigation waits for the server. The signed-in pages have no
 * `loading.tsx` (decision 016): this is the feedback a click gets instead. The spinner fades in after 150 ms so a
 * fast navigation does not flash it. Must sit inside the `<Link>` (useLinkStatus reads the nearest one).
 */
export function LinkPendingIcon({ icon: Icon, className }: { icon?: LucideIcon; className?: string }) {
  const { pending } = useLinkStatus();
  if (!pending) return Icon ? <Icon className={className} aria-hidden /> : null;
  return (
    <span role="status" className="inline-flex">
      <Loader2Icon className={cn(className, "animate-link-pending")} aria-hidden />
      <span className="sr-only">Loading…</span>
    </span>
  );
}
