"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@understudy/ui/button";
import { Card, CardContent } from "@understudy/ui/card";
import { NativeSelect } from "@understudy/ui/native-select";
import { ListTodoIcon } from "lucide-react";
import { useTRPC } from "~/trpc/react";
import { ActionItemRow } from "./action-item-row";
import { ACTION_ITEMS_PAGE } from "./queries";
import { useUpdateActionItem, type ActionItemsInput } from "./use-action-items";


type Status = "open" | "done" | "all";

/** "My action items" (docs/product.md#my-action-items): open first, by due date; tick, edit, reassign. */
export function ActionItemsView() {
  const trpc = useTRPC();
  const [status, setStatus] = useState<Status>("open");
  const [mine, setMine] = useState(true);
  const [offset, setOffset] = useState(0);
  const input: ActionItemsInput = { ...(mine ? { owner: "me" } : {}), ...(status === "all" ? {} : { status }), limit: ACTION_ITEMS_PAGE, offset };
  const items = useQuery({ ...trpc.actionItems.list.queryOptions(input), placeholderData: keepPreviousData });
  const update = useUpdateActionItem();
  const list = items.data?.items ?? [];

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">My action items</h1>
        <p className="text-sm text-muted-foreground">What your meetings left you to do, from each summary and the questions your AI Avatar deferred.</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <NativeSelect aria-label="Whose items" value={mine ? "me" : "all"} onChange={(e) => (setMine(e.target.value === "me"), setOffset(0))}>
          <option value="me">Mine</option>
          <option value="all">Everyone's</option>
        </NativeSelect>
        <NativeSelect aria-label="Status" value={status} onChange={(e) => (setStatus(e.target.value as Status), setOffset(0))}>
          <option value="open">Open</option>
          <option value="done">Done</option>
          <option value="all">Open and done</option>
        </NativeSelect>
      </div>
      <Card className="py-4">
        <CardContent className="px-3 sm:px-5" aria-busy={items.isPending || undefined}>
          {items.isError ? (
            <p className="text-sm text-destructive" role="alert">
              Failed to load action items.{" "}
              <Button variant="link" className="h-auto p-0" onClick={() => void items.refetch()}>
                Try again
              </Button>
            </p>
          ) : items.isPending ? (
            <p className="text-sm text-muted-foreground" role="status">
              Loading action items…
            </p>
          ) : list.length === 0 ? (
            <div className="flex flex-col items-center gap-2 py-8 text-center">
              <ListTodoIcon className="size-8 text-muted-foreground" aria-hidden />
              <p className="text-sm text-muted-foreground">{status === "done" ? "Nothing ticked off yet." : "No open action items. Items appear here when a meeting's summary names them."}</p>
            </div>
          ) : (
            <ul className="grid gap-2" aria-label="Action items">
              {list.map((item) => (
                <li key={item.id}>
                  <ActionItemRow item={item} pending={update.isPending && update.variables.id === item.id} onChange={(patch) => update.mutate({ id: item.id, patch })} />
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      {offset > 0 || items.data?.next_offset != null ? (
        <div className="flex justify-between gap-2">
          <Button variant="outline" size="sm" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - ACTION_ITEMS_PAGE))}>
            Previous
          </Button>
          <Button variant="outline" size="sm" disabled={items.data?.next_offset == null} onClick={() => setOffset(items.data?.next_offset ?? offset)}>
            Next
          </Button>
        </div>
      ) : null}
    </div>
  );
}
