"use client";

import { ThemeProvider } from "@understudy/ui/theme-provider";
import { Toaster } from "@understudy/ui/toaster";
import { TRPCReactProvider } from "~/trpc/react";

export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider>
      <TRPCReactProvider>{children}</TRPCReactProvider>
      <Toaster />
    </ThemeProvider>
  );
}
