"use client";

import * as React from "react";
import { useTheme } from "next-themes";
import { MoonIcon, SunIcon } from "lucide-react";

import { Button } from "./button";
import { nextTheme } from "./lib/theme";
import { cn } from "./lib/utils";

type ThemeToggleProps = Omit<React.ComponentProps<typeof Button>, "children" | "asChild">;

/**
 * Light/dark switch. The markup does not depend on the theme (icons swap via the `dark:`
 * variant), so server and client render the same HTML: no hydration mismatch, no mounted flag.
 */
function ThemeToggle({ className, onClick, ...props }: ThemeToggleProps) {
  const { resolvedTheme, setTheme } = useTheme();
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label="Toggle theme"
      title="Toggle theme"
      data-slot="theme-toggle"
      className={cn(className)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        const current =
          resolvedTheme ??
          (document.documentElement.classList.contains("dark") ? "dark" : "light");
        setTheme(nextTheme(current));
      }}
      {...props}
    >
      <SunIcon className="hidden dark:block" aria-hidden />
      <MoonIcon className="block dark:hidden" aria-hidden />
    </Button>
  );
}

export { ThemeToggle, type ThemeToggleProps };
