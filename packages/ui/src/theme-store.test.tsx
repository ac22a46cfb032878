import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { carriesThemeCookie, paintTheme, THEME_COOKIE, themeCookie, themeFrom, themeOf, type ThemeRoot } from "./lib/theme";
import { useTheme } from "./theme-store";

/** <html>'s class list and style, recording every write. */
function fakeRoot(classes: string[] = [], colorScheme = "") {
  const set = new Set(classes);
  const writes: string[] = [];
  const root: ThemeRoot = {
    classList: {
      contains: (c: string) => set.has(c),
      add: (...cs: string[]) => cs.forEach((c) => (writes.push(`+${c}`), set.add(c))),
      remove: (...cs: string[]) => cs.forEach((c) => (writes.push(`-${c}`), set.delete(c))),
    },
    style: {
      get colorScheme() {
        return colorScheme;
      },
      set colorScheme(value: string) {
        writes.push(`scheme=${value}`);
        colorScheme = value;
      },
    },
  };
  return { root, classes: () => [...set].sort(), writes };
}

function StoreProbe() {
  return <output>{useTheme() ?? "before mount"}</output>;
}

/** A browser page as the store touches it: <html>, the cookie jar, localStorage and the cross-tab channel. */
function fakeBrowser({ cookie = "", stored = null as string | null, classes = ["dark"] } = {}) {
  const html = fakeRoot(classes, classes[0] ?? "");
  const storage = new Map<string, string>(stored === null ? [] : [[THEME_COOKIE, stored]]);
  const cookies: string[] = [];
  const posted: unknown[] = [];
  const listening = new Set<unknown>();
  vi.stubGlobal("document", {
    documentElement: html.root,
    body: {},
    head: { appendChild: () => undefined },
    createElement: () => ({ textContent: "", remove: () => undefined }),
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookies.push(value);
      cookie = value.split(";")[0] ?? "";
    },
  });
  vi.stubGlobal("window", { getComputedStyle: () => ({ opacity: "1" }) });
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => storage.get(key) ?? null,
    removeItem: (key: string) => void storage.delete(key),
  });
  vi.stubGlobal(
    "BroadcastChannel",
    class {
      postMessage(message: unknown) {
        posted.push(message);
      }
      addEventListener(_type: string, listener: unknown) {
        listening.add(listener);
      }
      removeEventListener(_type: string, listener: unknown) {
        listening.delete(listener);
      }
    },
  );
  return { html, storage, cookies, posted };
}

/** theme-store keeps its channel in module state: a fresh copy per test. */
async function freshStore() {
  vi.resetModules();
  return import("./theme-store");
}

describe("paintTheme and themeOf", () => {
  it("swaps the class and the color-scheme", () => {
    const html = fakeRoot(["dark", "antialiased"], "dark");
    paintTheme(html.root, "light");
    expect(html.classes()).toEqual(["antialiased", "light"]);
    expect(html.root.style.colorScheme).toBe("light");
    expect(themeOf(html.root)).toBe("light");
  });

  it("writes nothing when <html> already shows the theme (a class write restyles the whole page)", () => {
    const html = fakeRoot(["dark"], "dark");
    paintTheme(html.root, "dark");
    expect(html.writes).toEqual([]);
  });

  it("reads dark from an <html> without a theme class, as the stylesheet does", () => {
    expect(themeOf(fakeRoot([]).root)).toBe("dark");
  });

  it("reads a stored value as a theme", () => {
    expect(themeFrom("light")).toBe("light");
    expect(themeFrom("purple")).toBe("dark");
    expect(themeFrom(null)).toBe("dark");
  });
});

describe("the theme cookie", () => {
  it("is written for the whole site for a year", () => {
    expect(themeCookie("light")).toBe("understudy-theme=light; Path=/; Max-Age=31536000; SameSite=Lax");
  });

  it("is found among a request's cookies, and not by a longer name that starts the same", () => {
    expect(carriesThemeCookie("a=1; understudy-theme=dark")).toBe(true);
    expect(carriesThemeCookie("understudy-theme=light")).toBe(true);
    expect(carriesThemeCookie("understudy-theme-old=light; a=1")).toBe(false);
    expect(carriesThemeCookie("")).toBe(false);
  });
});

describe("the theme store", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("setTheme paints <html>, writes the cookie and tells the other tabs", async () => {
    const browser = fakeBrowser();
    const { setTheme } = await freshStore();
    setTheme("light");
    expect(browser.html.classes()).toEqual(["light"]);
    expect(browser.html.root.style.colorScheme).toBe("light");
    expect(browser.cookies).toEqual([themeCookie("light")]);
    expect(browser.posted).toEqual(["light"]);
  });

  it("moves a theme kept in localStorage (before the cookie) into the cookie, once", async () => {
    const browser = fakeBrowser({ stored: "light" });
    const { adoptStoredTheme } = await freshStore();
    adoptStoredTheme();
    expect(browser.cookies).toEqual([themeCookie("light")]);
    expect(browser.html.classes()).toEqual(["light"]);
    expect(browser.storage.size).toBe(0);
    adoptStoredTheme();
    expect(browser.cookies).toHaveLength(1);
  });

  it("leaves the page alone when the cookie is there or nothing was stored", async () => {
    const withCookie = fakeBrowser({ cookie: "understudy-theme=dark", stored: "light" });
    (await freshStore()).adoptStoredTheme();
    expect(withCookie.cookies).toEqual([]);
    expect(withCookie.html.writes).toEqual([]);
    vi.unstubAllGlobals();

    const fresh = fakeBrowser();
    (await freshStore()).adoptStoredTheme();
    expect(fresh.cookies).toEqual([]);
    expect(fresh.html.writes).toEqual([]);
  });

  it("gives controls the before-mount state on the server, so their markup does not depend on the theme", () => {
    expect(renderToStaticMarkup(<StoreProbe />)).toContain("<output>before mount</output>");
  });
});
