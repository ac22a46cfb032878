"use client";

import { useQuery } from "@tanstack/react-query";
import { Badge } from "@understudy/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { Skeleton } from "@understudy/ui/skeleton";
import { MeetingTimeText } from "~/components/time/time-zone-provider";
import { useTRPC } from "~/trpc/react";

/** The user's recent requests: sent, or waiting for the mail to go out (retried automatically). */
export function SupportRequestsCard() {
  const trpc = useTRPC();
  const requests = useQuery(trpc.support.requests.queryOptions());
  const list = requests.data?.requests;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Your requests</h2>
        </CardTitle>
        <CardDescription>The last 10 messages you sent</CardDescription>
      </CardHeader>
      <CardContent>
        {!list && requests.isError ? (
          <p className="text-muted-foreground text-sm">Your requests could not be loaded</p>
        ) : !list ? (
          <div className="flex flex-col gap-3">
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : list.length === 0 ? (
          <p className="text-muted-foreground text-sm">No requests yet</p>
        ) : (
          <ul aria-label="Support requests" className="flex flex-col divide-y">
            {list.map((r) => (
              <li key={r.id} className="flex items-center justify-between gap-3 py-2.5 first:pt-0 last:pb-0">
                <div className="flex min-w-0 flex-col">
                  <span className="truncate text-sm font-medium">{r.subject}</span>
                  <span className="text-muted-foreground text-xs"><MeetingTimeText value={r.created_at} /></span>
                </div>
                {r.status === "delivered" ? <Badge variant="success">Sent</Badge> : <Badge variant="warning">Sending</Badge>}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
