"use client";
import { usePathname as useNextPathname, useSearchParams as useNextSearchParams, type ReadonlyURLSearchParams } from "next/navigation";

/*
 * next/navigation's hooks for App Router components. With a pages/ directory in the app (the /api contract's
 * Pages API route), Next types them for both routers, where the Pages Router may answer null before it is
 * ready; the App Router never does. Imported instead of next/navigation's (eslint.config.js says so).
 */

export function useSearchParams(): ReadonlyURLSearchParams {
  const params = useNextSearchParams();
  if (!params) throw new Error("useSearchParams: App Router components only");
  return params;
}

export function usePathname(): string {
  const pathname = useNextPathname();
  if (pathname === null) throw new Error("usePathname: App Router components only");
  return pathname;
}
