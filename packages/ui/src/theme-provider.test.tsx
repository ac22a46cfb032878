import * as React from "react";
import { useTheme as useNextTheme } from "next-themes";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { ThemeProvider } from "./theme-provider";
import { useTheme } from "./theme-store";

function NextThemesContextProbe() {
  // Outside next-themes' provider its hook answers a default with no themes.
  return <output>{useNextTheme().themes.join(",") || "outside"}</output>;
}

function StoreProbe() {
  return <output>{useTheme().resolvedTheme ?? "before mount"}</output>;
}

describe("ThemeProvider", () => {
  it("keeps the app outside next-themes' context, whose change after hydration would re-render unhydrated pages", () => {
    const html = renderToStaticMarkup(
      <ThemeProvider>
        <NextThemesContextProbe />
      </ThemeProvider>,
    );
    expect(html).toContain("<output>outside</output>");
    // next-themes' own script, which sets the class before the first paint, is still rendered.
    expect(html).toContain("<script");
  });

  it("gives controls the before-mount state on the server, so the toggle's markup does not depend on the theme", () => {
    const html = renderToStaticMarkup(
      <ThemeProvider forcedTheme="light">
        <StoreProbe />
      </ThemeProvider>,
    );
    expect(html).toContain("<output>before mount</output>");
  });
});
