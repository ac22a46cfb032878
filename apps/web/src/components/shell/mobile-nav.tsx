"use client";

import { useState } from "react";
import { Button } from "@understudy/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@understudy/ui/sheet";
import { MenuIcon } from "lucide-react";

/** Below 768 px the sidebar lives in a sheet opened from a menu button; following a link closes it. */
export function MobileNav({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <MenuIcon aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent
        side="left"
        className="bg-sidebar text-sidebar-foreground w-72 max-w-[85vw] gap-0 p-0 sm:max-w-72"
        onClickCapture={(event) => {
          if ((event.target as HTMLElement).closest("a[href]")) setOpen(false);
        }}
      >
        <SheetTitle className="sr-only">Navigation</SheetTitle>
        <SheetDescription className="sr-only">Pages, your account and plan</SheetDescription>
        {children}
      </SheetContent>
    </Sheet>
  );
}
