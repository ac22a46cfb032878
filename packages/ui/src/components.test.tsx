import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { badgeVariants } from "./badge";
import { Button, buttonVariants } from "./button";
import { ConfirmDialog } from "./confirm-dialog";
import { NativeSelect, NativeSelectOption } from "./native-select";
import { clampProgress } from "./progress";
import { Spinner } from "./spinner";
import { ThemeToggle } from "./theme-toggle";

describe("buttonVariants", () => {
  it("defaults to the primary, default-size button", () => {
    const classes = buttonVariants().split(" ");
    expect(classes).toEqual(expect.arrayContaining(["bg-primary", "text-primary-foreground", "h-9"]));
  });

  it.each([
    ["destructive", "bg-destructive"],
    ["outline", "border"],
    ["secondary", "bg-secondary"],
    ["ghost", "hover:bg-accent"],
    ["link", "text-primary"],
  ] as const)("variant %s uses %s", (variant, expected) => {
    const classes = buttonVariants({ variant }).split(" ");
    expect(classes).toContain(expected);
    expect(classes).not.toContain("bg-primary");
  });

  it("sizes", () => {
    expect(buttonVariants({ size: "icon" }).split(" ")).toContain("size-9");
    expect(buttonVariants({ size: "sm" }).split(" ")).toContain("h-8");
    expect(buttonVariants({ size: "lg" }).split(" ")).toContain("h-10");
  });

  it("lets a caller className override a variant class", () => {
    const classes = buttonVariants({ className: "h-12" }).split(" ");
    expect(classes).toContain("h-12");
    expect(classes).toContain("h-9"); // cva concatenates; Button runs it through cn()
    const html = renderToStaticMarkup(<Button className="h-12">Go</Button>);
    expect(html).toContain("h-12");
    expect(html).not.toMatch(/\bh-9\b/);
  });
});

describe("badgeVariants", () => {
  it.each([
    ["default", "bg-primary", "text-primary-foreground"],
    ["secondary", "bg-secondary", "text-secondary-foreground"],
    ["destructive", "bg-destructive", "text-destructive-foreground"],
    ["outline", "border", "text-foreground"],
    ["success", "bg-success", "text-success-foreground"],
    ["warning", "bg-warning", "text-warning-foreground"],
  ] as const)("%s pairs %s with %s", (variant, bg, fg) => {
    const classes = badgeVariants({ variant }).split(" ");
    expect(classes).toContain(bg);
    expect(classes).toContain(fg);
  });
});

describe("Button", () => {
  it("renders a button with data-slot and variant data attributes", () => {
    const html = renderToStaticMarkup(<Button variant="secondary">Save</Button>);
    expect(html).toMatch(/^<button /);
    expect(html).toContain('data-slot="button"');
    expect(html).toContain('data-variant="secondary"');
  });

  it("asChild renders the child element with button classes", () => {
    const html = renderToStaticMarkup(
      <Button asChild variant="outline">
        <a href="/meetings">Meetings</a>
      </Button>,
    );
    expect(html).toMatch(/^<a /);
    expect(html).toContain('href="/meetings"');
    expect(html).toContain("bg-background");
    expect(html).not.toContain("<button");
  });
});

describe("Spinner", () => {
  it("is a labelled status region with a hidden icon", () => {
    const html = renderToStaticMarkup(<Spinner label="Loading meetings" />);
    expect(html).toContain('role="status"');
    expect(html).toContain('<span class="sr-only">Loading meetings</span>');
    expect(html).toContain('aria-hidden="true"');
  });

  it("can show its label", () => {
    const html = renderToStaticMarkup(<Spinner showLabel />);
    expect(html).toContain("<span>Loading…</span>");
  });
});

describe("NativeSelect", () => {
  const html = renderToStaticMarkup(
    <NativeSelect aria-label="Filter by status" className="w-44" value="b" onChange={() => {}}>
      <NativeSelectOption value="a">A</NativeSelectOption>
      <NativeSelectOption value="b">B</NativeSelectOption>
    </NativeSelect>,
  );

  it("is the browser's select, named and valued by its props", () => {
    expect(html).toMatch(/<select[^>]*aria-label="Filter by status"/);
    expect(html).toContain('<option data-slot="native-select-option" value="b" selected="">B</option>');
  });

  it("sizes its wrapper by className and hides its chevron from assistive technology", () => {
    expect(html).toMatch(/<div data-slot="native-select-wrapper" class="[^"]*\bw-44\b/);
    expect(html).not.toMatch(/<select[^>]*w-44/);
    expect(html.match(/aria-hidden="true"/g)).toHaveLength(1);
  });
});

describe("ThemeToggle", () => {
  const html = renderToStaticMarkup(<ThemeToggle />);

  it("renders no theme-dependent markup (the icons swap by CSS: the same HTML whatever the theme)", () => {
    const button = html.slice(html.indexOf("<button"));
    expect(button).not.toMatch(/\b(light|dark)\b(?!:)/);
  });

  it("has an accessible label and decorative icons", () => {
    expect(html).toContain('aria-label="Toggle theme"');
    expect(html).toContain('type="button"');
    expect(html.match(/aria-hidden="true"/g)).toHaveLength(2);
  });
});

describe("clampProgress", () => {
  it("clamps into range and treats missing values as indeterminate", () => {
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(42)).toBe(42);
    expect(clampProgress(150)).toBe(100);
    expect(clampProgress(7, 5)).toBe(5);
    expect(clampProgress(null)).toBeNull();
    expect(clampProgress(undefined)).toBeNull();
    expect(clampProgress(Number.NaN)).toBeNull();
  });
});

describe("ConfirmDialog", () => {
  const html = renderToStaticMarkup(
    <ConfirmDialog
      trigger={<Button aria-label="Delete meeting">Delete</Button>}
      title="Are you sure?"
      description="This cannot be undone."
      confirmLabel="Delete"
      onConfirm={() => {}}
    />,
  );

  it("renders only its trigger, announced as opening a dialog, until it is used", () => {
    expect(html).toContain('aria-label="Delete meeting"');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('aria-expanded="false"');
    expect(html.match(/<button/g)).toHaveLength(1);
    expect(html).not.toContain("Are you sure?");
  });
});
