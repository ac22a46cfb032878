import Link from "next/link";
import { Separator } from "@understudy/ui/separator";
import { ThemeToggle } from "@understudy/ui/theme-toggle";
import { SignOutButton } from "./sign-out-button";
import { Brand } from "./brand";
import { SidebarNav } from "./sidebar-nav";
import type { Me } from "./use-me";
import { UserCard, type ShellUser } from "./user-card";

/** Everything inside the sidebar; shared by the desktop aside and the mobile sheet. */
export function SidebarContent({ user, initialMe, isAdmin }: { user: ShellUser; initialMe: Me | null; isAdmin: boolean }) {
  return (
    <div className="flex h-full flex-col gap-4 py-4">
      <Link
        href="/dashboard"
        className="focus-visible:ring-sidebar-ring mx-3 flex h-9 items-center rounded-md px-3 outline-none focus-visible:ring-[3px]"
      >
        <Brand />
      </Link>
      <SidebarNav isAdmin={isAdmin} />
      <div className="mt-auto flex flex-col gap-4 px-3">
        <Separator />
        <div className="px-3">
          <UserCard user={user} initialMe={initialMe} />
        </div>
        <div className="flex items-center justify-between gap-2 px-1">
          <ThemeToggle />
          <SignOutButton />
        </div>
      </div>
    </div>
  );
}
