import { CheckCircle2Icon, CrownIcon, XCircleIcon } from "lucide-react";
import type { RouterOutputs } from "@understudy/api";
import { Avatar, AvatarFallback, AvatarImage } from "@understudy/ui/avatar";
import { Badge } from "@understudy/ui/badge";
import { userInitial } from "~/lib/admin-stats";
import { DateText } from "~/components/time/time-zone-provider";
import { trialLabel } from "~/lib/trial";

export type AdminUser = RouterOutputs["admin"]["users"][number];

/** One user: avatar or initial, name, Pro badge, email, joined, last login, trial label, active state. */
export function UserRow({ user }: { user: AdminUser }) {
  const trial = trialLabel(user);
  const displayName = user.name?.trim() || user.email;
  return (
    <li className="flex items-start gap-3 py-3 sm:items-center">
      <Avatar className="size-10">
        {user.picture ? <AvatarImage src={user.picture} alt="" referrerPolicy="no-referrer" /> : null}
        <AvatarFallback>{userInitial(user.name, user.email)}</AvatarFallback>
      </Avatar>
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-4">
        <div className="flex min-w-0 flex-1 flex-col">
          <p className="flex min-w-0 items-center gap-2">
            <span className="truncate font-medium">{displayName}</span>
            {user.subscription_plan === "pro" ? (
              <Badge>
                <CrownIcon aria-hidden />
                Pro
              </Badge>
            ) : null}
          </p>
          <p className="text-muted-foreground truncate text-sm">{user.email}</p>
          <p className="text-muted-foreground text-xs">
            Joined <DateText value={user.created_at} /> · Last login {user.last_login ? <DateText value={user.last_login} /> : "Never"}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-3">
          {trial.state === "pro" ? null : (
            <Badge variant={trial.tone} data-testid="trial-label">
              {trial.label}
            </Badge>
          )}
          {user.is_active ? (
            <CheckCircle2Icon role="img" aria-label="Active" className="text-success size-5" />
          ) : (
            <XCircleIcon role="img" aria-label="Inactive" className="text-muted-foreground size-5" />
          )}
        </div>
      </div>
    </li>
  );
}
