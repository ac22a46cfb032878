import Link from "next/link";
import { buttonVariants } from "@understudy/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@understudy/ui/card";
import { BarChart3Icon, ListIcon, type LucideIcon, SearchIcon } from "lucide-react";

const ACTIONS: { href: string; label: string; icon: LucideIcon }[] = [
  { href: "/meetings", label: "View All Meetings", icon: ListIcon },
  { href: "/analytics", label: "View Analytics", icon: BarChart3Icon },
  { href: "/search", label: "Search Meetings", icon: SearchIcon },
];

export function QuickActions() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Quick Actions</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {ACTIONS.map(({ href, label, icon: Icon }) => (
          <Link key={href} href={href} className={buttonVariants({ variant: "outline", className: "justify-start" })}>
            <Icon aria-hidden />
            {label}
          </Link>
        ))}
      </CardContent>
    </Card>
  );
}
