"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RouterInputs, RouterOutputs } from "@understudy/api";
import { toast } from "@understudy/ui/toaster";
import { useTRPC } from "~/trpc/react";

export type ActionItem = RouterOutputs["actionItems"]["list"]["items"][number];
export type ActionItemsInput = RouterInputs["actionItems"]["list"];
export type ActionItemPatch = RouterInputs["actionItems"]["update"]["patch"];

/** One mutation for every change to an item; every list of items (the page, the dashboard card) refreshes after it. */
export function useUpdateActionItem() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.actionItems.update.mutationOptions({
      onSuccess: async (item, variables) => {
        if (variables.patch.status) toast.success(item.status === "done" ? "Action item done" : "Action item reopened");
        else toast.success("Action item updated");
        await queryClient.invalidateQueries({ queryKey: trpc.actionItems.list.pathKey() });
      },
      onError: (error) => toast.error(error.message || "Failed to update the action item"),
    }),
  );
}
