"use client";

import * as React from "react";
import { ThemeProvider as NextThemesProvider } from "next-themes";

import { DEFAULT_THEME, THEMES, THEME_STORAGE_KEY } from "./lib/theme";
import { ThemeBridge } from "./theme-store";

type ThemeProviderProps = React.ComponentProps<typeof NextThemesProvider>;

/**
 * next-themes preset: `.dark` class on <html>, dark by default, no system theme.
 * Put `suppressHydrationWarning` on <html> (next-themes sets the class before hydration).
 * The app is its sibling, not its child: controls read the theme with `useTheme` from `./theme-store` (why there).
 */
function ThemeProvider({ children, ...props }: ThemeProviderProps) {
  return (
    <>
      <NextThemesProvider
        attribute="class"
        defaultTheme={DEFAULT_THEME}
        themes={[...THEMES]}
        enableSystem={false}
        storageKey={THEME_STORAGE_KEY}
        disableTransitionOnChange
        {...props}
      >
        <ThemeBridge />
      </NextThemesProvider>
      {children}
    </>
  );
}

export { ThemeProvider, type ThemeProviderProps };
