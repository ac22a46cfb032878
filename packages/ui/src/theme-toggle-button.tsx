"use client";

import * as React from "react";
import { nextTheme, themeOf } from "./lib/theme";
import { setTheme } from "./theme-store";

/**
 * The theme toggle's only client part: a plain <button> that flips the theme. It reads the theme from <html> when
 * clicked, not from the store: subscribed, each toggle rendered again right after hydration (the server knows no
 * theme), in a synchronous render pass right after hydration. Its classes and icons
 * come from `ThemeToggle`, rendered on the server, so every page's first-load JS carries neither `Button`
 * (Radix Slot, cva, tailwind-merge) nor lucide for it.
 */
function ThemeToggleButton({ onClick, ...props }: React.ComponentProps<"button">) {
  return (
    <button
      type="button"
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        setTheme(nextTheme(themeOf(document.documentElement)));
      }}
      {...props}
    />
  );
}

export { ThemeToggleButton };
