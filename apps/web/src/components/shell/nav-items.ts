import {
  BarChart3Icon,
  BotIcon,
  CalendarDaysIcon,
  CreditCardIcon,
  LayoutDashboardIcon,
  ListTodoIcon,
  LifeBuoyIcon,
  type LucideIcon,
  SettingsIcon,
  ShieldIcon,
  VideoIcon,
} from "lucide-react";

export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
  adminOnly?: boolean;
}

/** The sidebar links, in order. Admin is for admins only (product decision). */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: "/dashboard", label: "Dashboard", icon: LayoutDashboardIcon },
  { href: "/meetings", label: "Meetings", icon: VideoIcon },
  { href: "/action-items", label: "My action items", icon: ListTodoIcon },
  { href: "/analytics", label: "Analytics", icon: BarChart3Icon },
  { href: "/calendar", label: "Calendar", icon: CalendarDaysIcon },
  { href: "/bots", label: "Meeting Bots", icon: BotIcon },
  { href: "/subscription", label: "Subscription", icon: CreditCardIcon },
  { href: "/settings", label: "Settings", icon: SettingsIcon },
  { href: "/support", label: "Support", icon: LifeBuoyIcon },
  { href: "/admin", label: "Admin", icon: ShieldIcon, adminOnly: true },
];

/** Header titles of pages that are not in the sidebar. */
const EXTRA_TITLES: Record<string, string> = { "/search": "Search" };

export function navItemsFor(isAdmin: boolean): readonly NavItem[] {
  return NAV_ITEMS.filter((item) => !item.adminOnly || isAdmin);
}

/** True when `pathname` is `href` or one of its sub-pages. */
export function isActivePath(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The page title the header shows for `pathname`. */
export function pageTitleFor(pathname: string): string {
  const item = NAV_ITEMS.find((i) => isActivePath(pathname, i.href));
  if (item) return item.label;
  const extra = Object.entries(EXTRA_TITLES).find(([href]) => isActivePath(pathname, href));
  return extra?.[1] ?? "Understudy";
}
