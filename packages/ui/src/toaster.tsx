"use client";

import type { toast as sonnerToast } from "sonner";

/*
 * `toast(...)`, `toast.success(...)`, `toast.error(...)`: sonner's, fetched on the first call rather than with
 * every page that might toast (about 9 kB gzip off each signed-in page's first load). The outlet
 * (`./toast-outlet`) loads after hydration and fetches the same chunk, so by the time a user's action toasts
 * it is usually there; a toast raised earlier is shown once the outlet mounts (sonner replays active toasts).
 * Calls keep their order: they all wait on the one import.
 */
type SonnerToast = typeof sonnerToast;

let sonner: Promise<SonnerToast> | undefined;
const load = () => (sonner ??= import("sonner").then((m) => m.toast));

function toast(...args: Parameters<SonnerToast>): void {
  void load().then((t) => t(...args));
}
toast.success = (...args: Parameters<SonnerToast["success"]>): void => void load().then((t) => t.success(...args));
toast.error = (...args: Parameters<SonnerToast["error"]>): void => void load().then((t) => t.error(...args));
toast.info = (...args: Parameters<SonnerToast["info"]>): void => void load().then((t) => t.info(...args));
toast.warning = (...args: Parameters<SonnerToast["warning"]>): void => void load().then((t) => t.warning(...args));
toast.message = (...args: Parameters<SonnerToast["message"]>): void => void load().then((t) => t.message(...args));
toast.dismiss = (...args: Parameters<SonnerToast["dismiss"]>): void => void load().then((t) => t.dismiss(...args));

export { toast };
