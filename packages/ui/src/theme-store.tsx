"use client";

import * as React from "react";

import { carriesThemeCookie, paintTheme, THEME_COOKIE, themeCookie, themeFrom, themeOf, type Theme } from "./lib/theme";

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

// While every colour changes at once, transitions would animate each of them.
const NO_TRANSITIONS = "*,*::before,*::after{transition:none!important}";

// Tells the site's other tabs about a toggle (a message never comes back to the tab that sent it).
let tabs: BroadcastChannel | null | undefined;
function otherTabs(): BroadcastChannel | null {
  if (tabs === undefined) tabs = typeof BroadcastChannel === "function" ? new BroadcastChannel(THEME_COOKIE) : null;
  return tabs;
}

function paint(theme: Theme) {
  const style = document.createElement("style");
  style.textContent = NO_TRANSITIONS;
  document.head.appendChild(style);
  paintTheme(document.documentElement, theme);
  // Styles are computed with transitions off before the rule goes again.
  void window.getComputedStyle(document.body).opacity;
  setTimeout(() => style.remove(), 1);
  notify();
}

/** Puts `theme` on the page, remembers it for the server's next HTML and tells the site's other tabs. */
export function setTheme(theme: Theme) {
  paint(theme);
  document.cookie = themeCookie(theme);
  otherTabs()?.postMessage(theme);
}

/**
 * A browser that kept the theme in localStorage, before the cookie, gets it back once: the entry moves to the
 * cookie and is removed.
 */
export function adoptStoredTheme() {
  if (carriesThemeCookie(document.cookie)) return;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(THEME_COOKIE);
    localStorage.removeItem(THEME_COOKIE);
  } catch {
    // Storage may be off (private mode): there is nothing to adopt.
  }
  if (stored !== null) setTheme(themeFrom(stored));
}

function onOtherTab(event: MessageEvent) {
  paint(themeFrom(typeof event.data === "string" ? event.data : null));
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) otherTabs()?.addEventListener("message", onOtherTab);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) otherTabs()?.removeEventListener("message", onOtherTab);
  };
}

/**
 * The theme in use, read from <html>, where the server put it from the theme cookie; undefined on the server and
 * while hydrating, so client markup never depends on it. Nothing is written to the page on load: a class written
 * on <html>, or a style rule added for every element, recomputes the whole page's style.
 */
export function useTheme(): Theme | undefined {
  return React.useSyncExternalStore(subscribe, () => themeOf(document.documentElement), () => undefined);
}
