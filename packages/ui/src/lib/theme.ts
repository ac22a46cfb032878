/**
 * The theme: a `light` or `dark` class and the matching `color-scheme` on <html>, remembered in a cookie so the
 * server writes it into the first HTML. Kept in a plain (non "use client") module so server code, unit tests and
 * e2e tests can import the real values.
 */
export const THEME_COOKIE = "understudy-theme";
/** A year: the choice outlives a session, and each toggle writes it again. */
const THEME_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
export const DEFAULT_THEME = "dark" as const;
export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

/** The theme a toggle switches to from the currently resolved one. */
export function nextTheme(current: string | undefined): Theme {
  return current === "light" ? "dark" : "light";
}

/** A stored value, or the default when there is none or it is not a theme (an old or hand-edited entry). */
export function themeFrom(stored: string | null | undefined): Theme {
  return (THEMES as readonly string[]).includes(stored ?? "") ? (stored as Theme) : DEFAULT_THEME;
}

/** The part of <html> the theme lives on. */
export interface ThemeRoot {
  classList: Pick<DOMTokenList, "contains" | "add" | "remove">;
  style: { colorScheme: string };
}

/** The theme <html> shows: light only when it says so, as the stylesheet's `.dark` rules fall back to the default. */
export function themeOf(root: ThemeRoot): Theme {
  return root.classList.contains("light") ? "light" : "dark";
}

/**
 * Puts `theme` on <html>. Nothing is touched when it is already there: a class written on <html>, even back to
 * the same value, makes the browser recompute the style of every element on the page.
 */
export function paintTheme(root: ThemeRoot, theme: Theme): void {
  if (root.classList.contains(theme) && root.style.colorScheme === theme) return;
  for (const other of THEMES) if (other !== theme) root.classList.remove(other);
  root.classList.add(theme);
  root.style.colorScheme = theme;
}

/** The `document.cookie` assignment that remembers `theme` for every page of the site. */
export function themeCookie(theme: Theme): string {
  return `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** Whether a `Cookie` header (or `document.cookie`) already carries the theme. */
export function carriesThemeCookie(cookies: string): boolean {
  return cookies.split(/;\s*/).some((part) => part.startsWith(`${THEME_COOKIE}=`));
}
