import * as React from "react";

import { THEME_INIT_SCRIPT } from "./lib/theme";

/**
 * Puts the stored theme (`.dark` by default) on <html> before the first paint, with an inline script. Put
 * `suppressHydrationWarning` on <html>: the script changes its class before React hydrates. Controls read the theme
 * with `useTheme` and change it with `setTheme`, from `./theme-store`; there is no context, so a theme change
 * re-renders only them.
 */
function ThemeProvider({ children }: { children?: React.ReactNode }) {
  return (
    <>
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
      {children}
    </>
  );
}

export { ThemeProvider };
