"use client";

import * as React from "react";
import { useTheme } from "./theme-store";

import { nextTheme } from "./lib/theme";

/**
 * The theme toggle's only client part: a plain <button> that flips the theme. Its classes and icons
 * come from `ThemeToggle`, rendered on the server, so every page's first-load JS carries neither `Button`
 * (Radix Slot, cva, tailwind-merge) nor lucide for it.
 */
function ThemeToggleButton({ onClick, ...props }: React.ComponentProps<"button">) {
  const { resolvedTheme, setTheme } = useTheme();
  return (
    <button
      type="button"
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        const current = resolvedTheme ?? (document.documentElement.classList.contains("dark") ? "dark" : "light");
        setTheme(nextTheme(current));
      }}
      {...props}
    />
  );
}

export { ThemeToggleButton };
