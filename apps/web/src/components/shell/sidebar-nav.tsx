"use client";

import Link from "next/link";
import { usePathname } from "~/lib/navigation";
import { cn } from "@understudy/ui/lib/utils";
import { LinkPendingIcon } from "~/components/navigation/link-pending-icon";
import { isActivePath, navItemsFor } from "./nav-items";

export function SidebarNav({ isAdmin }: { isAdmin: boolean }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className="flex flex-col gap-1 px-3">
      {navItemsFor(isAdmin).map(({ href, label, icon: Icon }) => {
        const active = isActivePath(pathname, href);
        return (
          <Link
            key={href}
            href={href}
            aria-current={active ? "page" : undefined}
            className={cn(
              "flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors outline-none",
              "focus-visible:ring-sidebar-ring focus-visible:ring-[3px]",
              active
                ? "bg-sidebar-accent text-sidebar-accent-foreground"
                : "text-muted-foreground hover:bg-sidebar-accent/60 hover:text-sidebar-accent-foreground",
            )}
          >
            <LinkPendingIcon icon={Icon} className={cn("size-4 shrink-0", active && "text-sidebar-primary")} />
            {label}
          </Link>
        );
      })}
    </nav>
  );
}
