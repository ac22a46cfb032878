"use client";

import * as React from "react";
import { useTheme } from "./theme-store";
import { Toaster as Sonner, type ToasterProps } from "sonner";

import { DEFAULT_THEME } from "./lib/theme";

/** Sonner's colour variables mapped onto the theme tokens (AA contrast in both themes). */
const toasterStyle = {
  "--normal-bg": "var(--popover)",
  "--normal-text": "var(--popover-foreground)",
  "--normal-border": "var(--border)",
  "--border-radius": "var(--radius)",
  "--success-bg": "color-mix(in oklab, var(--success) 12%, var(--popover))",
  "--success-border": "color-mix(in oklab, var(--success) 50%, var(--popover))",
  "--success-text": "var(--popover-foreground)",
  "--warning-bg": "color-mix(in oklab, var(--warning) 14%, var(--popover))",
  "--warning-border": "color-mix(in oklab, var(--warning) 60%, var(--popover))",
  "--warning-text": "var(--popover-foreground)",
  "--error-bg": "color-mix(in oklab, var(--destructive) 12%, var(--popover))",
  "--error-border": "color-mix(in oklab, var(--destructive) 50%, var(--popover))",
  "--error-text": "var(--popover-foreground)",
  "--info-bg": "color-mix(in oklab, var(--primary) 10%, var(--popover))",
  "--info-border": "color-mix(in oklab, var(--primary) 45%, var(--popover))",
  "--info-text": "var(--popover-foreground)",
} as React.CSSProperties;

/*
 * Sonner's default offsets (24px, 16px on phones), over the header's right end. Moved below the header, the stack
 * covered the page's own top-right actions instead ("Sync Calendar" after a sync), and hovering it to click
 * pauses its 4 seconds, so the button stayed covered: a page action matters more than the header's toggle.
 */
/**
 * App-wide toast outlet: top-right, 4 s, at most 3 visible, rich colours, following the
 * theme. Render once (best loaded lazily); call `toast(...)` from
 * `./toaster` anywhere client-side.
 */
function Toaster({ style, toastOptions, ...props }: ToasterProps) {
  const theme = useTheme() ?? DEFAULT_THEME;
  return (
    <Sonner
      theme={theme}
      position="top-right"
      duration={4000}
      visibleToasts={3}
      richColors
      className="toaster group"
      style={{ ...toasterStyle, ...style }}
      toastOptions={{
        ...toastOptions,
        classNames: {
          success: "[&_[data-icon]]:text-success",
          error: "[&_[data-icon]]:text-destructive",
          warning: "[&_[data-icon]]:text-warning-foreground dark:[&_[data-icon]]:text-warning",
          info: "[&_[data-icon]]:text-primary",
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}

export { Toaster, type ToasterProps };
