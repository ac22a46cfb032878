"use client";

import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@understudy/ui/sheet";

/** The mobile menu's sheet (Radix Dialog), loaded by `MobileNav` the first time the menu is opened. */
export function MobileNavSheet({
  open,
  onOpenChange,
  returnFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: the sheet has no Radix trigger of its own, so focus is handed back to it on close. */
  returnFocus: React.RefObject<HTMLElement | null>;
  children: React.ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id="mobile-nav"
        side="left"
        className="bg-sidebar text-sidebar-foreground w-72 max-w-[85vw] gap-0 p-0 sm:max-w-72"
        onCloseAutoFocus={(event) => {
          if (!returnFocus.current) return;
          event.preventDefault();
          returnFocus.current.focus();
        }}
        onClickCapture={(event) => {
          // A link to another page keeps the sheet open, its spinner showing, until that page has come
          // (MobileNav closes it when the path changes); a link to this page has nothing to wait for.
          const link = (event.target as HTMLElement).closest("a[href]");
          if (link instanceof HTMLAnchorElement && link.pathname === window.location.pathname) onOpenChange(false);
        }}
      >
        <SheetTitle className="sr-only">Navigation</SheetTitle>
        <SheetDescription className="sr-only">Pages, your account and plan</SheetDescription>
        {children}
      </SheetContent>
    </Sheet>
  );
}
