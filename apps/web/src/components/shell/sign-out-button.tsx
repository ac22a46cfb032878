"use client";

import { useMutation } from "@tanstack/react-query";
import { Button } from "@understudy/ui/button";
import { toast } from "@understudy/ui/toaster";
import { LogOutIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTRPC } from "~/trpc/react";

/** docs/product.md#messages: logs out, toasts 'Logged out successfully' and returns to /; a failure is only logged. */
export function SignOutButton() {
  const trpc = useTRPC();
  const router = useRouter();
  const logout = useMutation(
    trpc.auth.logout.mutationOptions({
      onSuccess: () => {
        toast.success("Logged out successfully");
        router.replace("/");
        router.refresh();
      },
      onError: (error) => console.error("logout failed", error),
    }),
  );
  return (
    <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
      <LogOutIcon aria-hidden />
      Sign Out
    </Button>
  );
}
