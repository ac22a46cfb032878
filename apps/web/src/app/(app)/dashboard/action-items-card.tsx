"use client";

import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { ActionItemRow } from "~/components/action-items/action-item-row";
import { useUpdateActionItem } from "~/components/action-items/use-action-items";
import { useTRPC } from "~/trpc/react";
import { ACTION_ITEMS_CARD_INPUT } from "~/components/action-items/queries";
import { LoadError } from "./load-error";

/** The dashboard's "My action items" card: the first few open items that are the user's, soonest due first. */
export function ActionItemsCard() {
  const trpc = useTRPC();
  const items = useQuery(trpc.actionItems.list.queryOptions(ACTION_ITEMS_CARD_INPUT));
  const update = useUpdateActionItem();
  const list = items.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>My action items</h2>
        </CardTitle>
        <CardDescription>Open, soonest due first</CardDescription>
        <CardAction>
          <Link href="/action-items" className="text-sm underline-offset-2 hover:underline">
            View all
          </Link>
        </CardAction>
      </CardHeader>
      <CardContent>
        {items.isError && !items.data ? (
          <LoadError what="action items" onRetry={() => void items.refetch()} />
        ) : !items.data ? (
          <p className="text-sm text-muted-foreground" role="status">
            Loading action items…
          </p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing open. Items your meetings leave you appear here.</p>
        ) : (
          <ul className="grid gap-2" aria-label="My open action items">
            {list.map((item) => (
              <li key={item.id}>
                <ActionItemRow item={item} editable={false} pending={update.isPending && update.variables.id === item.id} onChange={(patch) => update.mutate({ id: item.id, patch })} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
