"use client";

import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { Button } from "@understudy/ui/button";
import { MenuIcon } from "lucide-react";
import { usePathname } from "~/lib/navigation";

// Radix Dialog and its focus/scroll machinery weigh about 19 kB gzip: fetched when the menu is first wanted
// (pointer over or focus on the button, at the latest the click), not with every signed-in page.
const loadSheet = () => import("./mobile-nav-sheet").then((m) => m.MobileNavSheet);
const MobileNavSheet = dynamic(loadSheet, { ssr: false });

/** Below 768 px the sidebar lives in a sheet opened from a menu button; it closes once a followed link's page is in. */
export function MobileNav({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setOpen(false);
  }
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? "mobile-nav" : undefined}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon aria-hidden />
      </Button>
      {wanted ? (
        <MobileNavSheet open={open} onOpenChange={setOpen} returnFocus={button}>
          {children}
        </MobileNavSheet>
      ) : null}
    </>
  );
}
