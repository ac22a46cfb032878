"use client";

import Link from "next/link";
import { Avatar, AvatarFallback, AvatarImage } from "@understudy/ui/avatar";
import { Badge } from "@understudy/ui/badge";
import { buttonVariants } from "@understudy/ui/button";
import { Skeleton } from "@understudy/ui/skeleton";
import { SparklesIcon, UserIcon } from "lucide-react";
import { planBadgeLabel } from "~/lib/trial";
import { initialsOf } from "./initials";
import { useMe, type Me } from "./use-me";

export interface ShellUser {
  name: string | null;
  email: string;
  image: string | null;
}

/** Picture (or initials / a default icon), name, email, plan badge and — on the free plan — Upgrade. */
export function UserCard({ user, initialMe }: { user: ShellUser; initialMe: Me | null }) {
  const me = useMe(initialMe);
  const plan = me.data?.subscription_plan;
  const initials = initialsOf(user.name, user.email);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex min-w-0 items-center gap-3">
        <Avatar className="size-10">
          {user.image ? <AvatarImage src={user.image} alt="" referrerPolicy="no-referrer" /> : null}
          <AvatarFallback className="bg-sidebar-accent text-sidebar-accent-foreground">
            {initials ? initials : <UserIcon className="size-5" aria-hidden />}
          </AvatarFallback>
        </Avatar>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">{user.name ?? user.email}</p>
          <p className="text-muted-foreground truncate text-xs">{user.email}</p>
        </div>
      </div>
      <div className="flex h-5 items-center">
        {plan ? (
          <Badge variant={plan === "pro" ? "default" : "secondary"} data-testid="plan-badge">
            {plan === "pro" ? <SparklesIcon aria-hidden /> : null}
            {planBadgeLabel(plan)}
          </Badge>
        ) : me.isError ? null : (
          <>
            <Skeleton className="h-5 w-20" />
            <span className="sr-only">Loading plan…</span>
          </>
        )}
      </div>
      {plan === "free" ? (
        <Link href="/subscription" className={buttonVariants({ size: "sm", className: "w-full" })}>
          <SparklesIcon aria-hidden />
          Upgrade
        </Link>
      ) : null}
    </div>
  );
}
