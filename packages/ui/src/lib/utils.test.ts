import { describe, expect, it } from "vitest";

import { cn } from "./utils";
import { nextTheme } from "./theme";

describe("cn", () => {
  it("lets later Tailwind classes override conflicting earlier ones", () => {
    expect(cn("px-2 py-1", "px-4")).toBe("py-1 px-4");
    expect(cn("bg-primary text-primary-foreground", "bg-destructive")).toBe(
      "text-primary-foreground bg-destructive",
    );
  });

  it("drops falsy values and flattens arrays/objects", () => {
    expect(cn("a", false, null, undefined, ["b", { c: true, d: false }])).toBe("a b c");
  });

  it("keeps non-conflicting custom theme colours side by side", () => {
    expect(cn("text-muted-foreground", "bg-success")).toBe("text-muted-foreground bg-success");
    expect(cn("text-success-foreground", "text-warning-foreground")).toBe(
      "text-warning-foreground",
    );
  });
});

describe("theme helpers", () => {
  it("toggles between light and dark, defaulting to light from anything else", () => {
    expect(nextTheme("dark")).toBe("light");
    expect(nextTheme("light")).toBe("dark");
    expect(nextTheme(undefined)).toBe("light");
  });
});
