"use client";

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { toast } from "@understudy/ui/toaster";
import { useErrorToast } from "~/components/analytics/use-error-toast";
import { useTRPC } from "~/trpc/react";
import { CreateTokenForm } from "./create-token-form";
import { NewTokenNotice } from "./new-token-notice";
import { serverDetail } from "./server-detail";
import { TokenList } from "./token-list";
import { TokenUsageNote } from "./token-usage-note";

/** Personal API tokens: create (the secret shown once), list and revoke. */
export function ApiTokensCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const tokens = useQuery(trpc.apiTokens.list.queryOptions());
  useErrorToast(tokens.isError, "Failed to load API tokens");
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const invalidate = () => queryClient.invalidateQueries({ queryKey: trpc.apiTokens.list.queryKey() });

  const create = useMutation(trpc.apiTokens.create.mutationOptions());
  const revoke = useMutation(
    trpc.apiTokens.revoke.mutationOptions({
      onSuccess: () => toast.success("Token revoked"),
      onError: (error) => toast.error("Failed to revoke token", { description: serverDetail(error) }),
      onSettled: () => invalidate(),
    }),
  );

  async function onCreate(name: string): Promise<boolean> {
    try {
      const result = await create.mutateAsync({ name });
      setCreated({ name: result.name, token: result.token });
      toast.success("Token created");
      void invalidate();
      return true;
    } catch (error) {
      toast.error("Failed to create token", { description: serverDetail(error) });
      return false;
    }
  }

  return (
    <Card id="api-tokens" className="scroll-mt-20">
      <CardHeader>
        <CardTitle asChild>
          <h2>Personal API tokens</h2>
        </CardTitle>
        <CardDescription>Use the Understudy REST API from your own scripts and tools. Tokens act as you.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <CreateTokenForm onCreate={onCreate} pending={create.isPending} />
        {created ? <NewTokenNotice name={created.name} token={created.token} onDone={() => setCreated(null)} /> : null}
        <TokenList
          tokens={tokens.data}
          error={tokens.isError}
          onRevoke={(t) => revoke.mutate({ id: t.id })}
          revokingId={revoke.isPending ? revoke.variables.id : null}
        />
        <TokenUsageNote />
      </CardContent>
    </Card>
  );
}
