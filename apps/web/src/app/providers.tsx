"use client";

import { ThemeProvider } from "@understudy/ui/theme-provider";
import { Toaster } from "@understudy/ui/toaster";

export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider>
      {children}
      <Toaster />
    </ThemeProvider>
  );
}
