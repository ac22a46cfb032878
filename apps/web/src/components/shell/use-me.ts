"use client";

import { useQuery } from "@tanstack/react-query";
import type { RouterOutputs } from "@understudy/api";
import { useTRPC } from "~/trpc/react";

export type Me = RouterOutputs["auth"]["me"];

/**
 * The signed-in user's row (plan, trial…) from `auth.me`. Pass what the server already read as
 * `initialMe` so the first render has it; invalidating `trpc.auth.me.queryKey()` refreshes it everywhere.
 */
export function useMe(initialMe?: Me | null) {
  const trpc = useTRPC();
  return useQuery(trpc.auth.me.queryOptions(undefined, initialMe ? { initialData: initialMe } : {}));
}
