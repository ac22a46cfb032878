import * as React from "react";
import { MoonIcon, SunIcon } from "lucide-react";

import { buttonVariants } from "./button";
import { cn } from "./lib/utils";
import { ThemeToggleButton } from "./theme-toggle-button";

interface ThemeToggleProps {
  className?: string;
}

/**
 * Light/dark switch. The markup does not depend on the theme (icons swap via the `dark:`
 * variant), so server and client render the same HTML: no hydration mismatch, no mounted flag.
 * Not a client component itself: the ghost icon button's classes and the two icons are rendered
 * where it is used (on the server), only `ThemeToggleButton`'s click handler ships.
 */
function ThemeToggle({ className }: ThemeToggleProps) {
  return (
    <ThemeToggleButton
      aria-label="Toggle theme"
      title="Toggle theme"
      data-slot="theme-toggle"
      className={cn(buttonVariants({ variant: "ghost", size: "icon" }), className)}
    >
      <SunIcon className="hidden dark:block" aria-hidden />
      <MoonIcon className="block dark:hidden" aria-hidden />
    </ThemeToggleButton>
  );
}

export { ThemeToggle, type ThemeToggleProps };
