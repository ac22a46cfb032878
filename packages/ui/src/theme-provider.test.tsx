import { runInNewContext } from "node:vm";
import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { paintTheme, THEME_INIT_SCRIPT, THEME_STORAGE_KEY, themeFrom, themeOf, type ThemeRoot } from "./lib/theme";
import { ThemeProvider } from "./theme-provider";
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

/** Runs the inline script against a fake <html> and localStorage. */
function runInitScript(stored: string | null | Error, classes: string[] = []) {
  const html = fakeRoot(classes);
  const localStorage = {
    getItem: (key: string) => {
      if (stored instanceof Error) throw stored;
      return key === THEME_STORAGE_KEY ? stored : null;
    },
  };
  runInNewContext(THEME_INIT_SCRIPT, { document: { documentElement: html.root }, localStorage });
  return { classes: html.classes(), scheme: html.root.style.colorScheme };
}

function StoreProbe() {
  return <output>{useTheme() ?? "before mount"}</output>;
}

describe("the theme's inline script", () => {
  it("puts the stored theme on <html> with its color-scheme", () => {
    expect(runInitScript("light", ["dark"])).toEqual({ classes: ["light"], scheme: "light" });
    expect(runInitScript("dark", ["light"])).toEqual({ classes: ["dark"], scheme: "dark" });
  });

  it("falls back to dark when nothing usable is stored or storage is off", () => {
    expect(runInitScript(null)).toEqual({ classes: ["dark"], scheme: "dark" });
    expect(runInitScript("system")).toEqual({ classes: ["dark"], scheme: "dark" });
    expect(runInitScript(new Error("SecurityError"))).toEqual({ classes: ["dark"], scheme: "dark" });
  });
});

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

describe("ThemeProvider", () => {
  it("sends the inline script before the page", () => {
    const html = renderToStaticMarkup(
      <ThemeProvider>
        <main>page</main>
      </ThemeProvider>,
    );
    expect(html.indexOf("<script>")).toBe(0);
    expect(html).toContain(THEME_STORAGE_KEY);
    expect(html.indexOf("<main>")).toBeGreaterThan(html.indexOf("</script>"));
  });

  it("gives controls the before-mount state on the server, so the toggle's markup does not depend on the theme", () => {
    const html = renderToStaticMarkup(
      <ThemeProvider>
        <StoreProbe />
      </ThemeProvider>,
    );
    expect(html).toContain("<output>before mount</output>");
  });
});
