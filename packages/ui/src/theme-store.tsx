"use client";

import * as React from "react";
import { useTheme as useNextTheme } from "next-themes";

/** What a theme control needs: the theme in use and a way to change it. */
export interface ThemeControls {
  resolvedTheme: string | undefined;
  setTheme: (theme: string) => void;
}

// Until next-themes has mounted (and on the server): the toggle reads the <html> class instead.
const BEFORE_MOUNT: ThemeControls = { resolvedTheme: undefined, setTheme: () => {} };

let current = BEFORE_MOUNT;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * next-themes' state as a store instead of a context around the app. Its context value changes right after
 * hydration (it measures the system theme even when the system theme is off), and a context change above a part of
 * the page not hydrated yet makes React drop that part's server HTML and render it again on the client; the
 * signed-in pages were rendered twice on every load. A store update re-renders only the components that read it.
 */
export function useTheme(): ThemeControls {
  return React.useSyncExternalStore(subscribe, () => current, () => BEFORE_MOUNT);
}

/** Rendered inside next-themes' provider (with nothing else): copies its state into the store. */
export function ThemeBridge() {
  const { resolvedTheme, setTheme } = useNextTheme();
  React.useEffect(() => {
    if (current.resolvedTheme === resolvedTheme && current.setTheme === setTheme) return;
    current = { resolvedTheme, setTheme };
    for (const listener of listeners) listener();
  }, [resolvedTheme, setTheme]);
  return null;
}
