/**
 * Theme constants shared by ThemeProvider/ThemeToggle. Kept in a plain (non "use client")
 * module so server code and e2e tests can import the real values.
 */
export const THEME_STORAGE_KEY = "understudy-theme";
export const DEFAULT_THEME = "dark" as const;
export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

/** The theme a toggle switches to from the currently resolved one. */
export function nextTheme(current: string | undefined): Theme {
  return current === "light" ? "dark" : "light";
}
