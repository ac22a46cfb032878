"use client";

import * as React from "react";

import { paintTheme, THEME_STORAGE_KEY, themeFrom, themeOf, type Theme } from "./lib/theme";

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

// While every colour changes at once, transitions would animate each of them.
const NO_TRANSITIONS = "*,*::before,*::after{transition:none!important}";

/** Puts `theme` on the page, remembers it and tells the controls that show it. */
export function setTheme(theme: Theme) {
  const style = document.createElement("style");
  style.textContent = NO_TRANSITIONS;
  document.head.appendChild(style);
  paintTheme(document.documentElement, theme);
  // Styles are computed with transitions off before the rule goes again.
  void window.getComputedStyle(document.body).opacity;
  setTimeout(() => style.remove(), 1);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage may be off (private mode): the theme holds for this page.
  }
  notify();
}

function onStorage(event: StorageEvent) {
  // Another tab changed the theme.
  if (event.key !== THEME_STORAGE_KEY) return;
  paintTheme(document.documentElement, themeFrom(event.newValue));
  notify();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

/**
 * The theme in use, read from <html>, where the inline script of `ThemeProvider` put it before the first paint;
 * undefined on the server and while hydrating, as the markup must not depend on a theme only the browser knows. Nothing
 * is written to the page on load: next-themes, used before, wrote the class again on mount and inserted and removed
 * a style rule for every element, three recomputations of the whole page's style on each load (about 90 ms on a
 * throttled phone CPU, Lighthouse's blocking time).
 */
export function useTheme(): Theme | undefined {
  return React.useSyncExternalStore(subscribe, () => themeOf(document.documentElement), () => undefined);
}
