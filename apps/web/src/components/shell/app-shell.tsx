import { ThemeToggle } from "@understudy/ui/theme-toggle";
import { MobileNav } from "./mobile-nav";
import { PageTitle } from "./page-title";
import { SidebarContent } from "./sidebar-content";
import type { Me } from "./use-me";
import type { ShellUser } from "./user-card";

/** The signed-in frame: sidebar (a sheet on small screens), header with page title and theme toggle, main. */
export function AppShell({
  user,
  initialMe,
  isAdmin,
  children,
}: {
  user: ShellUser;
  initialMe: Me | null;
  isAdmin: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-h-dvh">
      <a
        href="#main"
        className="bg-background focus-visible:ring-ring sr-only z-50 rounded-md px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus-visible:ring-[3px]"
      >
        Skip to content
      </a>
      {/* The aside stretches to the page's full height (its background and border never end early); its
          content sticks to the viewport while the page scrolls. */}
      <aside
        aria-label="Sidebar"
        className="bg-sidebar text-sidebar-foreground border-sidebar-border hidden w-64 shrink-0 border-r md:block"
      >
        <div className="sticky top-0 h-dvh overflow-y-auto">
          <SidebarContent user={user} initialMe={initialMe} isAdmin={isAdmin} />
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="bg-background/90 supports-[backdrop-filter]:bg-background/70 sticky top-0 z-40 flex h-14 items-center gap-2 border-b px-3 backdrop-blur sm:px-4 md:px-6">
          <MobileNav>
            <SidebarContent user={user} initialMe={initialMe} isAdmin={isAdmin} />
          </MobileNav>
          <PageTitle />
          <div className="ml-auto">
            <ThemeToggle />
          </div>
        </header>
        <main id="main" tabIndex={-1} className="flex-1 p-4 outline-none sm:p-6 lg:p-8">
          {children}
        </main>
      </div>
    </div>
  );
}
