"use client";

import Link from "next/link";
import { BellIcon, CheckIcon } from "lucide-react";
import { Badge } from "@understudy/ui/badge";
import { Button } from "@understudy/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { Skeleton } from "@understudy/ui/skeleton";
import { cn } from "@understudy/ui/lib/utils";
import { MeetingTimeText } from "~/components/time/time-zone-provider";
import type { NotificationItem } from "./types";

/** docs/product.md#business-constants: the card shows the five most recent notifications. */
export const NOTIFICATIONS_SHOWN = 5;

export function NotificationsCard({
  notifications,
  loading,
  markingId,
  onMarkRead,
}: {
  notifications: NotificationItem[];
  loading: boolean;
  markingId: string | null;
  onMarkRead: (id: string) => void;
}) {
  const shown = notifications.slice(0, NOTIFICATIONS_SHOWN);
  const unread = notifications.filter((n) => !n.read).length;
  return (
    <Card className="gap-4 py-5">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-base">
            <BellIcon className="size-4 text-muted-foreground" aria-hidden />
            Recent Notifications
            {unread > 0 && <Badge variant="secondary">{unread} unread</Badge>}
          </h2>
        </CardTitle>
        <CardDescription>New invites, sync results and anything that needs your attention.</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {loading ? (
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-3" aria-hidden>
            {[0, 1, 2].map((i) => (
              <li key={i} className="grid gap-2 rounded-lg border p-3">
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-4 w-2/3" />
              </li>
            ))}
          </ul>
        ) : shown.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">No notifications yet</p>
        ) : (
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
            {shown.map((n) => (
              <li key={n.id} className={cn("flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-start sm:justify-between", !n.read && "border-primary/30 bg-primary/5")}>
                <div className="grid min-w-0 gap-0.5">
                  <p className="flex items-center gap-2 text-sm font-medium">
                    {!n.read && <span className="size-2 shrink-0 rounded-full bg-primary" aria-label="Unread" role="img" />}
                    <span className="[overflow-wrap:anywhere]">{n.title}</span>
                  </p>
                  <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">{n.message}</p>
                  {n.href?.startsWith("/") && (
                    <Link href={n.href} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
                      Open
                    </Link>
                  )}
                  <time className="text-xs text-muted-foreground" dateTime={n.created_at}>
                    <MeetingTimeText value={n.created_at} />
                  </time>
                </div>
                {!n.read && (
                  <Button size="sm" variant="outline" className="self-start" disabled={markingId === n.id} onClick={() => onMarkRead(n.id)} aria-label={`Mark Read: ${n.title}`}>
                    <CheckIcon aria-hidden />
                    Mark Read
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
