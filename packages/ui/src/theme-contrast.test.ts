import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const css = readFileSync(new URL("./styles.css", import.meta.url), "utf8");

/** Parse the custom properties of the first `selector { ... }` block. */
function readVars(selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start === -1) throw new Error(`block ${selector} not found`);
  const end = css.indexOf("}", start);
  const body = css.slice(start, end);
  const vars = new Map<string, string>();
  for (const m of body.matchAll(/--([\w-]+):\s*([^;]+);/g)) {
    if (m[1] && m[2]) vars.set(m[1], m[2].trim());
  }
  return vars;
}

type Oklch = readonly [number, number, number];

function parseOklch(value: string): Oklch {
  const m = /^oklch\(\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\)$/.exec(value);
  if (!m) throw new Error(`not an opaque oklch() colour: ${value}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

function toLinearSrgb([L, C, H]: Oklch): [number, number, number] {
  const h = (H * Math.PI) / 180;
  const a = C * Math.cos(h);
  const b = C * Math.sin(h);
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

/** WCAG relative luminance via 8-bit sRGB, as browsers/axe see it. */
function luminance(c: Oklch): number {
  const channel = (x: number) => {
    const v = Math.min(1, Math.max(0, x));
    const encoded = v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055;
    const s = Math.round(encoded * 255) / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = toLinearSrgb(c).map(channel) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: Oklch, b: Oklch): number {
  const x = luminance(a);
  const y = luminance(b);
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** [text, background] token pairs that components render. */
const PAIRS: readonly (readonly [string, string])[] = [
  ["foreground", "background"],
  ["foreground", "muted"],
  ["foreground", "secondary"],
  ["foreground", "accent"], // active tab (dark)
  ["background", "foreground"], // tooltip (inverted)
  ["card-foreground", "card"],
  ["popover-foreground", "popover"],
  ["primary-foreground", "primary"],
  ["secondary-foreground", "secondary"],
  ["accent-foreground", "accent"],
  ["destructive-foreground", "destructive"],
  ["success-foreground", "success"],
  ["warning-foreground", "warning"],
  ["sidebar-foreground", "sidebar"],
  ["sidebar-primary-foreground", "sidebar-primary"],
  ["sidebar-accent-foreground", "sidebar-accent"],
  ...["background", "card", "popover", "muted", "secondary", "accent", "sidebar", "sidebar-accent"].map(
    (bg) => ["muted-foreground", bg] as const,
  ),
  ...["background", "card", "popover", "accent", "muted"].map((bg) => ["primary", bg] as const),
  ...["background", "card", "popover"].map((bg) => ["destructive", bg] as const),
];

describe.each([
  ["light", ":root"],
  ["dark", ".dark"],
])("%s theme palette", (_name, selector) => {
  const vars = readVars(selector);
  const color = (token: string): Oklch => {
    const v = vars.get(token);
    if (!v) throw new Error(`--${token} missing in ${selector}`);
    return parseOklch(v);
  };

  it.each(PAIRS)("%s on %s meets WCAG AA (4.5:1)", (fg, bg) => {
    expect(contrast(color(fg), color(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it("keeps every opaque colour inside the sRGB gamut", () => {
    for (const [name, value] of vars) {
      if (!value.startsWith("oklch(") || value.includes("/")) continue;
      for (const channel of toLinearSrgb(parseOklch(value))) {
        expect(channel, `--${name}`).toBeGreaterThanOrEqual(-0.002);
        expect(channel, `--${name}`).toBeLessThanOrEqual(1.002);
      }
    }
  });

  it("defines every token that @theme inline maps", () => {
    const mapped = [...css.matchAll(/--color-([\w-]+): var\(--([\w-]+)\)/g)].map((m) => m[2]);
    expect(mapped.length).toBeGreaterThan(30);
    for (const token of mapped) expect(vars.has(token ?? ""), `--${token}`).toBe(true);
  });
});
