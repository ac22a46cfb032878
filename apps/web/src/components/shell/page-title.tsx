"use client";

import { usePathname } from "~/lib/navigation";
import { pageTitleFor } from "./nav-items";

/** The current page's name in the header (the page itself owns the h1). */
export function PageTitle() {
  const pathname = usePathname();
  return <p className="truncate text-sm font-semibold">{pageTitleFor(pathname)}</p>;
}
