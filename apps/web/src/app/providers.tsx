"use client";

import { useEffect } from "react";
import dynamic from "next/dynamic";
import { adoptStoredTheme } from "@understudy/ui/theme-store";

// sonner is not needed to paint any page: the toast outlet loads after hydration, outside every page's
// first-load JS. A toast raised before it mounts is not lost (sonner replays active toasts to a late Toaster).
const Toaster = dynamic(() => import("@understudy/ui/toast-outlet").then((m) => m.Toaster), { ssr: false });

export function Providers({ children }: { children: React.ReactNode }) {
  useEffect(adoptStoredTheme, []);
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
